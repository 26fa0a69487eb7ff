/**
 * Time-limited challenges (issue 12, decision 041): the stages a challenge
 * goes through, the tier rule, the names public boards show, the paths and
 * the texts. Pure: the server and the browser both use them; the request
 * schemas are in challenges-schema.ts (the browser's play page does not load zod).
 */

export const CHALLENGE_PATHS = {
  /** every challenge, soonest first, with its stage */
  list: '/api/v2/challenge/',
  challenge: (uuid: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/`,
  registration: '/api/v2/challenge/user-challenge-registration/',
  play: (uuid: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/runs/`,
  leaderboard: (uuid: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/leaderboard/`,
  report: (uuid: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/report/`,
  reportCsv: (uuid: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/report.csv`,
  certificate: (uuid: string, userId: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/certificates/${encodeURIComponent(userId)}.pdf`,
  classCertificates: (uuid: string, classId: string) => `/api/v2/challenge/${encodeURIComponent(uuid)}/classes/${encodeURIComponent(classId)}/certificates.pdf`,
  verify: (code: string) => `/api/v2/challenge/verify/${encodeURIComponent(code)}/`,
  staff: '/api/v2/staff/challenges/',
  staffOne: (uuid: string) => `/api/v2/staff/challenges/${encodeURIComponent(uuid)}/`,
  staffClose: (uuid: string) => `/api/v2/staff/challenges/${encodeURIComponent(uuid)}/close/`,
  staffRegistrations: (uuid: string) => `/api/v2/staff/challenges/${encodeURIComponent(uuid)}/registrations/`,
} as const;

/** The pages, under /{region}/{language}/. */
export const CHALLENGE_PAGES = {
  /** every challenge, on now and soon */
  list: 'challenges/',
  challenge: (uuid: string) => `challenge/${uuid}/`,
  register: (uuid: string) => `challenge/${uuid}/register/`,
  play: (uuid: string) => `challenge/${uuid}/play/`,
  leaderboard: (uuid: string) => `challenge/${uuid}/leaderboard/`,
  certificates: (uuid: string) => `challenge/${uuid}/certificates/`,
  verify: (code: string) => `verify/${code}/`,
} as const;

export const CHALLENGE_STAGES = ['registration', 'warmup', 'contest', 'over'] as const;
export type ChallengeStage = (typeof CHALLENGE_STAGES)[number];

export const TIERS = ['ruby', 'platinum', 'gold', 'silver', 'bronze', 'participation'] as const;
export type Tier = (typeof TIERS)[number];

/** The least share of the target (in percent) each tier needs; bronze is anything above zero below silver. */
export interface TierRule {
  ruby: number;
  platinum: number;
  gold: number;
  silver: number;
}
/** Matific Olympiad's rule: ruby 100%, platinum from 80%, gold from 50%, silver from 20%, bronze below. */
export const DEFAULT_TIER_RULE: TierRule = { ruby: 100, platinum: 80, gold: 50, silver: 20 };

export const TARGET_KINDS = ['stars', 'correct_answers'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** Classes and schools need this many students who played to be ranked, unless staff set another number. */
export const DEFAULT_MIN_PARTICIPANTS = 5;
/** Rows on a page of a board. */
export const TOP_COUNT = 10;

export const CHALLENGE_MESSAGES = {
  over: 'Sorry, this challenge is now over.',
  /** an answer of a contest run that reached the server after the end: refused, so the run does not finish late */
  timeUp: 'Time was up before this answer arrived, so it was not counted.',
  notFound: 'This challenge was not found.',
  notStarted: 'This challenge has not started yet.',
  registrationClosed: 'Registration for this challenge is closed.',
  notEntered: 'You are not registered for this challenge.',
  notCounted: 'This activity is not part of this challenge.',
  notYourClass: 'You can only register your own classes.',
  notYourChild: 'You can only register your own children.',
  nothingToRegister: 'Choose at least one class or child to register.',
  childrenWithoutSchool: 'Children registered by a parent take part without a school.',
  /** decision 061: a school is named by its verified members only */
  notSchoolMember: 'Only a verified teacher of this school can register classes for it. Ask your school’s admin for its invitation link, or register without a school.',
  holdersOnly: 'Only teachers, school leaders and parents can register for a challenge.',
  notFinal: 'Certificates are ready when the challenge is over.',
  noCertificate: 'There is no certificate for this student.',
  badCode: 'This certificate code is not valid.',
  closed: 'This challenge was closed.',
  invalidWindows: 'The dates must follow one another: registration opens, warm-up, contest start, contest end.',
  invalidTimeZone: 'This time zone is not known.',
} as const;

export interface ChallengeTimes {
  registrationOpensAt: Date;
  registrationClosesAt: Date;
  warmupStartsAt: Date;
  contestStartsAt: Date;
  contestEndsAt: Date;
  closedAt?: Date | null;
}

/**
 * The stage at an instant: over from the end second on (or once staff closed
 * it), contest from its start, warm-up from its start, registration before.
 */
export function stageAt(c: ChallengeTimes, now: Date): ChallengeStage {
  const t = now.getTime();
  if ((c.closedAt && c.closedAt.getTime() <= t) || t >= c.contestEndsAt.getTime()) return 'over';
  if (t >= c.contestStartsAt.getTime()) return 'contest';
  if (t >= c.warmupStartsAt.getTime()) return 'warmup';
  return 'registration';
}

/** Whether classes and children can be registered at this instant. */
export function registrationOpenAt(c: ChallengeTimes, now: Date): boolean {
  const t = now.getTime();
  return stageAt(c, now) !== 'over' && t >= c.registrationOpensAt.getTime() && t < c.registrationClosesAt.getTime();
}

/** Whether a play finished at this instant counts: inside [contest start, contest end), challenge not closed. */
export function countsAt(c: ChallengeTimes, finishedAt: Date): boolean {
  return stageAt(c, finishedAt) === 'contest';
}

/**
 * A child's tier from their score: the share of the target reached against
 * the rule; participation for a registered child who played but scored
 * nothing; null for one who never played (no certificate).
 */
export function tierFor(score: number, target: number, played: boolean, rule: TierRule = DEFAULT_TIER_RULE): Tier | null {
  if (!played) return null;
  if (score <= 0) return 'participation';
  // integers compared, so 80% of a target of 3 is not lost to rounding
  const reached = (pct: number) => score * 100 >= pct * target;
  if (reached(rule.ruby)) return 'ruby';
  if (reached(rule.platinum)) return 'platinum';
  if (reached(rule.gold)) return 'gold';
  if (reached(rule.silver)) return 'silver';
  return 'bronze';
}

/**
 * Competition ranks of scores sorted from highest: ties share a rank and the
 * next rank skips (100, 100, 90 → 1, 1, 3).
 */
export function competitionRanks(sortedDesc: readonly number[]): number[] {
  const ranks: number[] = [];
  for (let i = 0; i < sortedDesc.length; i++) ranks.push(i > 0 && sortedDesc[i] === sortedDesc[i - 1] ? ranks[i - 1]! : i + 1);
  return ranks;
}

/** The name a public board shows: the first name and the initial of the last ("Ada Lovelace" → "Ada L."), or the one name given. */
export function publicName(displayName: string): string {
  const [first = '', ...rest] = displayName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toLocaleUpperCase()}.` : first;
}

export interface BoardRow {
  rank: number;
  name: string;
  score: number;
  /** classes and schools: how many of their students played */
  participants?: number;
  /** the caller's own row */
  you?: boolean;
}

export interface Board {
  kind: 'students' | 'classes' | 'schools' | 'region';
  top: BoardRow[];
  /** the caller's own place, when they (or their class or school) are on this board */
  own: BoardRow | null;
  /** how many are ranked on this board */
  count: number;
}
