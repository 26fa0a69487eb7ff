/**
 * Server-issued runs (decision 043): the server plans a run of questions from a
 * seed it keeps, checks each answer as it arrives and works out the score and
 * stars from the answers it checked. The browser never reports a score. The
 * paths, limits, texts and wire shapes shared by the server and the player;
 * the request schemas are in runs-schema.ts (the player does not load zod).
 */
import type { CheckReason, TextRef } from '@numbloom/maths/types';
import type { PlayableItem } from '@numbloom/maths/playable';
import type { Level, MasteryBand } from './mastery.ts';

export const RUN_PATHS = {
  start: '/api/v2/runs/',
  run: (id: string) => `/api/v2/runs/${encodeURIComponent(id)}/`,
  answers: (id: string) => `/api/v2/runs/${encodeURIComponent(id)}/answers/`,
  /** the signed-in learner's (or this guest session's) mastery per skill */
  myMastery: '/api/v2/progress/mastery/',
  /** a teacher's class: each student's mastery per skill */
  classMastery: (classId: string) => `/api/v2/progress/classes/${encodeURIComponent(classId)}/mastery/`,
  /** a child of a teacher's class: per standard and per week (decision 085) */
  childProgress: (classId: string, studentId: string) => `/api/v2/progress/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/`,
  childProgressCsv: (classId: string, studentId: string) =>
    `/api/v2/progress/classes/${encodeURIComponent(classId)}/students/${encodeURIComponent(studentId)}/report.csv`,
} as const;

/** The pages of practice and progress, under /{region}/{language}/. */
export const PROGRESS_PAGES = {
  practice: 'practice/',
  classProgress: (classId: string) => `account/classes/${encodeURIComponent(classId)}/progress/`,
  childProgress: (classId: string, studentId: string) => `account/classes/${encodeURIComponent(classId)}/progress/${encodeURIComponent(studentId)}/`,
} as const;

/** Questions in a run of an episode or a word-problem set. */
export const RUN_ITEM_COUNT = 5;
/** The lengths a run of an activity may be asked for (an assignment's run length); RUN_ITEM_COUNT when none is asked. */
export const RUN_LENGTHS = [5, 10, 15] as const;
export type RunLength = (typeof RUN_LENGTHS)[number];
export const RUN_LENGTH_MESSAGE = 'A run has 5, 10 or 15 questions.';
/** Questions in a practice run. */
export const PRACTICE_ITEM_COUNT = 8;
/** An unfinished run can be answered for this long after its last answer, then it is closed. */
export const RUN_IDLE_HOURS = 4;
/** A guest's runs and session estimates are deleted this long after their last answer. */
export const GUEST_KEEP_HOURS = 4;

export const RUN_MODES = ['activity', 'practice'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const RUN_MESSAGES = {
  notPlayable: 'This activity cannot be played on its own.',
  notFound: 'This run does not exist.',
  finished: 'This run is finished.',
  expired: 'This run has expired. Please start again.',
  alreadyAnswered: 'This question has already been answered.',
  notThisQuestion: 'This answer is not for the question this run is asking.',
  noSkill: 'There is nothing to practise in this grade.',
  empty: 'Please answer the question first.',
} as const;

/** A question as the player gets it: what to show and how to answer, never the answer. */
export type RunItem = PlayableItem;

/** The score of a finished run, from the answers the server checked. */
export interface RunResult {
  correct: number;
  total: number;
  /** stars earned: a signed-in player's only (spec §6), null for a guest */
  stars: number | null;
  /** the player's stars over every activity, after this run; null for a guest */
  total_stars: number | null;
}

/** A run as its player sees it. */
export interface RunView {
  id: string;
  mode: RunMode;
  activity_id: string;
  /** the skill practised, 'topic@grade' */
  skill: string;
  item_count: number;
  answered: number;
  correct: number;
  /** the level of the question now asked (1 easier, 2 on level, 3 stretch) */
  level: Level;
  adaptive: boolean;
  /** a word-problem set: each question is told as its story */
  word_problem: boolean;
  /** whether results of this run are kept (a signed-in player) */
  signed_in: boolean;
  /** the question to answer now; null once the run is finished */
  item: RunItem | null;
  result: RunResult | null;
}

/** The server's verdict on one answer, and the run after it. */
export interface RunAnswerView {
  correct: boolean;
  /** the right answer, written in the run's language */
  expected: string;
  reason: CheckReason | null;
  /** the worked steps, now that the question is answered */
  explanation: TextRef[];
  /** how the level moved for the next question */
  level_change: 'up' | 'down' | null;
  run: RunView;
}

/** One skill of a learner as a table shows it. */
export interface SkillMastery {
  skill: string;
  topic: string;
  grade: string;
  strand: string;
  /** chance of an on-grade-level question right, 0..100 */
  mastery: number;
  band: MasteryBand;
  answers: number;
  correct: number;
  /** the evidence behind the band (decision 081): runs with an answer of the skill, the days they were on, and the share of the recent answers right (0..100, the latest weigh most) */
  runs: number;
  days: number;
  recent_accuracy: number;
  /** the level the next run of this skill starts at */
  level: Level;
  updated_at: string;
}

export interface MyMasteryView {
  signed_in: boolean;
  skills: SkillMastery[];
}

export interface ClassMasteryView {
  class: { id: string; name: string };
  /** the skills any student of the class has practised, in curriculum order */
  skills: Array<{ skill: string; topic: string; grade: string; strand: string }>;
  students: Array<{ id: string; display_name: string; name_number: number | null; skills: Record<string, SkillMastery> }>;
}

// ── a child over time and per standard (decision 085) ───────────────────────

/** Where a child stands on a curriculum standard, as a teacher says it. */
export const STANDARD_STATUSES = ['mastered', 'practising', 'needs-help'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

/**
 * A skill's mastery band (mastery.ts bandOf, the one rule) as a standard's status: too few answers
 * to tell and "getting there" are both still practising.
 */
export function standardStatusOf(band: MasteryBand): StandardStatus | null {
  if (band === 'not-started') return null;
  if (band === 'mastered') return 'mastered';
  return band === 'needs-practice' ? 'needs-help' : 'practising';
}

/**
 * A standard's status over the skills it covers that the child has practised: the weakest of
 * them (mastered only when every one is), so a standard never hides a skill that needs help.
 */
export function weakestStatus(statuses: readonly StandardStatus[]): StandardStatus | null {
  if (statuses.length === 0) return null;
  if (statuses.includes('needs-help')) return 'needs-help';
  return statuses.every((s) => s === 'mastered') ? 'mastered' : 'practising';
}

export interface ChildStandard {
  code: string;
  description: string;
  status: StandardStatus;
  /** the skills of the standard the child has practised (SkillMastery.skill) */
  skills: string[];
  /** finished runs of the standard's activities */
  runs: number;
  /** answers checked on its skills, and how many were right */
  answers: number;
  correct: number;
  last_played: string;
}

export interface ChildWeek {
  /** the Monday (UTC) the week starts on, YYYY-MM-DD */
  week: string;
  runs: number;
  correct: number;
  total: number;
  stars: number;
}

/** GET RUN_PATHS.childProgress: a child of a class, for its teacher (or an admin of its school). */
export interface ChildProgressView {
  class: { id: string; name: string };
  student: { id: string; display_name: string; name_number: number | null };
  curriculum: { id: string; name: string };
  standards: ChildStandard[];
  /** the child's skills, in curriculum order (the evidence behind the standards) */
  skills: SkillMastery[];
  /** the weeks the child played in, newest first */
  weeks: ChildWeek[];
}
