/**
 * The challenge calls the pages make (decision 041). The browser never sends
 * a score: play goes through server-issued runs (player/run-api.ts).
 */
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import type { ChallengeDetail, LeaderboardView, ReportView, VerifyView } from '@numbloom/domain/challenges-schema';
import { apiGet, apiPost } from '../../api/client.ts';

export type { ChallengeDetail, LeaderboardView, ReportView, VerifyView };
export type BoardKind = LeaderboardView['kind'];

export const challengeKey = (uuid: string) => ['challenge', uuid] as const;

export const fetchChallenge = (uuid: string) => apiGet<ChallengeDetail>(CHALLENGE_PATHS.challenge(uuid), { swapTld: false });
export const fetchBoard = (uuid: string, board: BoardKind) => apiGet<LeaderboardView>(CHALLENGE_PATHS.leaderboard(uuid), { swapTld: false, query: { board } });
export const fetchReport = (uuid: string) => apiGet<ReportView>(CHALLENGE_PATHS.report(uuid), { swapTld: false });
export const fetchVerify = (code: string) => apiGet<VerifyView>(CHALLENGE_PATHS.verify(code), { swapTld: false });

export const registerForChallenge = (body: { challenge: string; class_ids?: string[]; student_ids?: string[]; school_id?: number; hide_names: boolean }) =>
  apiPost<{ registration: ChallengeDetail['registration']; user_message?: string; error_id?: string }>(CHALLENGE_PATHS.registration, body, { swapTld: false, retries: 0 });

/** An instant in the challenge's own time zone, with the zone named ("3 March 2027, 09:00 GMT"). */
export function formatInstant(iso: string, timeZone: string, locale: string): string {
  // dateStyle cannot be combined with timeZoneName: the parts are named one by one
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));
}
