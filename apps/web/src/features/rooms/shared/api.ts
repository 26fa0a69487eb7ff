/**
 * The room API as the browser calls it (paths and shapes from
 * @numbloom/domain/games, decision 035), and the one reading of its errors:
 * which of the room texts a failed call means. Type-only imports from the
 * schema module: the child's pages never load zod.
 */
import { GAME_PATHS, JOIN_MESSAGES, ROOM_CAPACITY, type ExtraTime } from '@numbloom/domain/games';
import type {
  AnswerResult,
  HostPlayer,
  HostQuestion,
  HostResults,
  HostView,
  PlayerResults,
  PlayerView,
  RosterView,
  SeatRequestAnswer,
  SettingsRequest,
  ArenaNotice,
  LaunchAnswer,
  Leaderboard,
  NotifyAnswer,
  PlayInit,
  MatchTicket,
  QuickMatchView,
} from '@numbloom/domain/games-schema';
import type { PlayableItem } from '@numbloom/maths/playable';
import { ApiError, apiGet, apiPost } from '../../../api/client.ts';
import { pagePath } from '../../../lib/page-path.ts';

/** A field of the join form a refusal names. */
export type JoinField = 'code' | 'nickname' | 'check' | 'student_id';

/** A room problem the pages show in the page's words, or a field of the join form. */
export type RoomProblem =
  | { kind: 'not-found' }
  | { kind: 'full'; capacity: number }
  | { kind: 'ended' }
  | { kind: 'locked' }
  | { kind: 'removed' }
  | { kind: 'not-player' }
  | { kind: 'offline' }
  | { kind: 'field'; field: JoinField; message: string }
  | { kind: 'other'; message: string | null };

const FIELDS: readonly JoinField[] = ['check', 'student_id', 'nickname', 'code'];

/** What a failed answer (status and body) means for the pages. */
export function roomProblem(status: number, body: { user_message?: string | null; errors?: Record<string, string> } | undefined): RoomProblem {
  if (status === 0) return { kind: 'offline' };
  if (status === 404) return { kind: 'not-found' };
  if (status === 410) return { kind: 'ended' };
  if (status === 401) return { kind: 'not-player' };
  if (status === 409 && body?.errors?.code) return { kind: 'full', capacity: ROOM_CAPACITY };
  if (status === 403 && body?.user_message === JOIN_MESSAGES.locked) return { kind: 'locked' };
  if (status === 403 && body?.user_message === JOIN_MESSAGES.removed) return { kind: 'removed' };
  const field = FIELDS.find((f) => body?.errors?.[f]);
  if (field && status < 500) return { kind: 'field', field, message: body!.errors![field]! };
  return { kind: 'other', message: body?.user_message ?? null };
}

export const problemOf = (err: unknown): RoomProblem =>
  err instanceof RoomCallError
    ? err.problem
    : err instanceof ApiError
      ? roomProblem(err.kind === 'network' || err.kind === 'timeout' ? 0 : err.status, { user_message: err.userMessage, errors: err.errors })
      : { kind: 'other', message: null };

export class RoomCallError extends Error {
  readonly problem: RoomProblem;

  constructor(problem: RoomProblem) {
    super(problem.kind);
    this.problem = problem;
  }
}

// The player's cookie belongs to this host: room calls never go to the region's other domain.
async function send<T>(path: string, body: object, retries?: number): Promise<T> {
  let res;
  try {
    res = await apiPost<T & { user_message?: string; errors?: Record<string, string> }>(path, body, { swapTld: false, ...(retries === undefined ? {} : { retries }) });
  } catch (err) {
    throw new RoomCallError(problemOf(err));
  }
  if (res.status >= 200 && res.status < 300) return res.data;
  throw new RoomCallError(roomProblem(res.status, res.data));
}

async function get<T>(path: string, query?: Record<string, string | undefined>, timeoutMs?: number): Promise<T> {
  try {
    return await apiGet<T>(path, { swapTld: false, ...(query ? { query } : {}), ...(timeoutMs ? { timeoutMs } : {}) });
  } catch (err) {
    throw new RoomCallError(problemOf(err));
  }
}

export interface JoinEntry {
  check?: string;
  nickname?: string;
  student_id?: string;
}
const entryBody = (code: string, entry: JoinEntry) => ({
  code,
  ...(entry.check ? { check: entry.check } : {}),
  ...(entry.nickname ? { nickname: entry.nickname } : {}),
  ...(entry.student_id ? { student_id: entry.student_id } : {}),
});

// ---------------------------------------------------------------- a child

// A join sent twice (its answer lost on a bad connection) gets the same seat back (seat cookie); still not resent blindly.
export const joinRoom = (code: string, entry: JoinEntry) => send<PlayerView>(GAME_PATHS.join, entryBody(code, entry), 0);
export const requestSeat = (code: string, entry: JoinEntry) => send<SeatRequestAnswer>(GAME_PATHS.seatRequest, entryBody(code, entry), 0);
export const rosterOf = (code: string, check?: string) => get<RosterView>(GAME_PATHS.roster(code), { check });
export const playerRoom = (code: string) => get<PlayerView>(GAME_PATHS.player(code));
export const renamePlayer = (code: string) => send<PlayerView>(GAME_PATHS.rename(code), {});
export const leaveRoom = (code: string) => send<null>(GAME_PATHS.leave(code), {});
/** The room's items; Arena reads them as the maths engine's items (the same fields, less the answer). */
export const roomItems = <T = PlayableItem>(code: string) => get<{ items: T[] }>(GAME_PATHS.items(code));
export const playerResults = (code: string) => get<PlayerResults>(GAME_PATHS.results(code));
/**
 * One answer. The question's place is its id: the server counts an answer
 * once per question and answers a repeat with the first verdict, so an
 * answer sent again after a lost reply (or from the offline queue) is safe.
 * No automatic resend here: the queue does that.
 */
export const answerItem = (code: string, itemIndex: number, response: unknown, queued = false) =>
  send<AnswerResult>(GAME_PATHS.answers(code), { item_index: itemIndex, response, ...(queued ? { queued: true } : {}) }, 0);

// ---------------------------------------------------------------- the host

export const createRoom = (activityId: string) => send<HostView>(GAME_PATHS.create, { activity_id: activityId }, 0);
export const startRoom = (code: string) => send<HostView>(GAME_PATHS.start, { code });
export const endRoom = (code: string) => send<{ code: string; state: 'ended' }>(GAME_PATHS.end, { code });
export const hostRoom = (code: string) => get<HostView>(GAME_PATHS.host(code));
export const changeSettings = (code: string, settings: SettingsRequest) => send<HostView>(GAME_PATHS.settings(code), settings);
export const nextRound = (code: string) => send<HostView>(GAME_PATHS.next(code), {});
export const closeRound = (code: string) => send<HostView>(GAME_PATHS.closeRound(code), {});
export const hostQuestion = (code: string) => get<HostQuestion>(GAME_PATHS.hostQuestion(code));
export const playAgain = (code: string) => send<HostView>(GAME_PATHS.playAgain(code), {});
export const followRoom = (code: string) => send<PlayerView>(GAME_PATHS.follow(code), {});
export const removePlayer = (code: string, id: string) => send<HostPlayer>(GAME_PATHS.removePlayer(code, id), {});
/** The host gives the child a generated name in place of theirs. */
export const hostRenamePlayer = (code: string, id: string) => send<HostPlayer>(GAME_PATHS.renamePlayer(code, id), {});
export const letPlayerIn = (code: string, id: string) => send<HostPlayer>(GAME_PATHS.letIn(code, id), {});
export const giveExtraTime = (code: string, id: string, extra: ExtraTime) => send<HostPlayer>(GAME_PATHS.extraTime(code, id), { extra_time: extra });
export const decideSeat = (code: string, id: string, admit: boolean) => send<HostView>(GAME_PATHS.seatDecision(code, id), { admit });
export const hostResults = (code: string) => get<HostResults>(GAME_PATHS.hostResults(code));
export const deleteResults = (code: string) => send<null>(GAME_PATHS.deleteResults(code), {});
export const resultsCsvUrl = (code: string) => GAME_PATHS.hostResultsCsv(code);

/** The pages of rooms, in the page's region and language. */
export const joinPath = () => pagePath('join/');
export const playRoomPath = (code: string) => pagePath(`join/${code}/`);
export const hostPath = (code: string) => pagePath(`host/${code}/`);

// ---------------------------------------------------------------- Arena (decision 040)

export type ArenaAnswer = { correct: boolean; expected: string; score: number; answered: number; repeated: boolean; next?: { id: string } | null };
/** guests: a class Arena open to children without an account too, with generated names (else its class only) */
export const createArena = (activityId: string, minutes: number, classId: string | null, guests = false) =>
  send<HostView>(GAME_PATHS.createArena, { activity_id: activityId, minutes, ...(classId ? { class_id: classId, nickname_mode: guests ? 'generated' : 'roster' } : {}) }, 0);
export const joinArena = (code: string, nickname: string | null) => send<PlayerView>(GAME_PATHS.arenaJoin, { code, ...(nickname ? { nickname } : {}) }, 0);
export const answerArena = (code: string, itemIndex: number, response: unknown) => send<ArenaAnswer>(GAME_PATHS.answers(code), { item_index: itemIndex, response });
export const notifyStudents = (code: string) => send<NotifyAnswer>(GAME_PATHS.notifyStudents, { code });
export const arenaNotices = () => get<{ notices: ArenaNotice[] }>(GAME_PATHS.arenaNotices);
export const launchArena = (code: string) => send<LaunchAnswer>(GAME_PATHS.arenaLaunch(code), {}, 0);
export const playInit = (token: string) => get<PlayInit>(`${GAME_PATHS.playInit}?temp_session_token=${encodeURIComponent(token)}`);
export const leaderboardOf = (code: string) => get<Leaderboard>(GAME_PATHS.leaderboard(code));
export const arenaPath = () => pagePath('arena/');
export const arenaPlayPath = (code: string) => pagePath(`arena/${code}/`);
export const arenaHostPath = (code: string) => pagePath(`arena/host/${code}/`);

// ---------------------------------------------------------------- Quick match (decision 044)

/** `tap`: the key of this ask (newTapKey), the same on every tap of it, so that two taps at once are one ticket. */
export const askMatch = (grade: string, tap: string) => send<MatchTicket>(GAME_PATHS.quickMatch, { grade, tap }, 0);
/** A new ask's key: 128 random bits, base64url (getRandomValues works on a school's plain-http address too). */
export function newTapKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
/** The ticket's long poll: the server holds it until the child is seated, the deadline, or 25 s. */
export const matchTicket = () => get<MatchTicket>(GAME_PATHS.quickMatchTicket, undefined, 40_000);
export const cancelMatch = () => send<null>(GAME_PATHS.quickMatchCancel, {}, 0);
export const quickMatchView = (code: string) => get<QuickMatchView>(GAME_PATHS.quickMatchView(code));
export const quickMatchPath = (grade?: string, again = false) => pagePath(`quick-match/${grade ? `?grade=${encodeURIComponent(grade)}${again ? '&again=1' : ''}` : ''}`);
export const quickMatchRacePath = (code: string) => pagePath(`quick-match/${code}/`);

/** What an answer came to: checked by the server, kept to send later (offline), or refused. */
export type AnswerOutcome = { kind: 'checked'; result: AnswerResult } | { kind: 'queued' } | { kind: 'refused'; problem: RoomProblem };
