/**
 * The mastery model of adaptive practice (decision 043): one estimate per
 * skill (a topic in a grade) from the answers the server checked, the level
 * a run starts at, the step within a run, and which skill practice picks
 * next. Pure functions of plain data, so the server and its tests share them
 * and the teacher's bands mean the same everywhere.
 *
 * The estimate is an Elo-style rating on the logit scale, as Math Garden's
 * adaptive practice (Klinkenberg, Straatemeier & van der Maas, 2011): the
 * chance of answering an item of a level right is σ(rating − level's
 * difficulty); each checked answer moves the rating by a step times
 * (result − chance), a big step while little is known and a smaller one later.
 * Within a run a 2-up/1-down staircase (Levitt, 1971) moves the level: two
 * right in a row go up one, a mistake goes down one. It settles where about
 * 71% are answered right, the same target the next run's starting level uses.
 *
 * The bands a teacher sees ask for evidence over time (decision 081): several
 * runs on different days, most of the recent answers right (an exponentially
 * weighted accuracy), and a rating that fades with time away from the skill.
 */

/** Difficulty levels of an activity: 1 easier, 2 on grade level, 3 stretch (the maths engine's DIFFICULTIES). */
export type Level = 1 | 2 | 3;
export const LEVELS: readonly Level[] = [1, 2, 3];

/** Each level's difficulty on the rating's scale: a rating of 0 is even odds on on-level items. */
export const LEVEL_DIFFICULTY: Record<Level, number> = { 1: -1, 2: 0, 3: 1 };

/** The step of the first answers, the step it shrinks to, and after how many answers it is half way there. */
export const STEP_START = 1;
export const STEP_MIN = 0.25;
export const STEP_HALF_LIFE = 10;

/** The success rate a run aims at: a level is chosen where the child answers about this share right. */
export const TARGET_SUCCESS = 0.7;
/** Right answers in a row at one level before a run steps up. */
export const STEP_UP_STREAK = 2;

/**
 * Bands the teacher sees (decision 081). Mastery is the chance of an on-grade-level item right,
 * the rating faded by the time since the skill was last practised. Mastered asks for evidence
 * over time as well: several runs, on different days, and most of the recent answers right.
 */
export const MASTERED_FROM = 0.85;
export const GETTING_THERE_FROM = 0.6;
/** Fewer answers than this say too little for a band: 'started'. */
export const MIN_ANSWERS_FOR_BAND = 5;
export const MIN_ANSWERS_FOR_MASTERED = 12;
/** Mastered needs at least this many runs with answers of the skill, on at least this many days. */
export const MIN_RUNS_FOR_MASTERED = 3;
export const MIN_DAYS_FOR_MASTERED = 2;
/** Recent accuracy: each earlier answer weighs this much less than the next (the last 10 answers carry about 2/3 of it). */
export const RECENT_DECAY = 0.9;
/** Mastered needs at least this share of the recent answers right; under the other, the child needs help. */
export const RECENT_MASTERED_FROM = 0.8;
export const RECENT_NEEDS_HELP_UNDER = 0.5;
/** A rating above even odds halves toward them over this many days without practice: an old streak fades. */
export const FADE_HALF_LIFE_DAYS = 60;

export const MASTERY_BANDS = ['not-started', 'started', 'needs-practice', 'getting-there', 'mastered'] as const;
export type MasteryBand = (typeof MASTERY_BANDS)[number];

/** What is kept per learner and skill: the rating and the evidence behind it. */
export interface SkillEstimate {
  rating: number;
  answers: number;
  correct: number;
  /** runs with at least one answer of the skill, and the days (UTC) they were answered on */
  runs: number;
  days: number;
  /** the exponentially weighted right answers and weight of all answers (RECENT_DECAY per answer) */
  recentRight: number;
  recentWeight: number;
}

export const NEW_ESTIMATE: SkillEstimate = { rating: 0, answers: 0, correct: 0, runs: 0, days: 0, recentRight: 0, recentWeight: 0 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The chance a learner with this rating answers an item of the level right. */
export const chanceAt = (rating: number, level: Level) => sigmoid(rating - LEVEL_DIFFICULTY[level]);

/** How far one answer moves the rating after `answers` earlier ones. */
export const stepAfter = (answers: number) => STEP_MIN + (STEP_START - STEP_MIN) / (1 + answers / STEP_HALF_LIFE);

/** The estimate after one checked answer to an item of the level (the rating and the counts; runs and days: recordAnswer). */
export function updateEstimate(estimate: SkillEstimate, level: Level, correct: boolean): SkillEstimate {
  const expected = chanceAt(estimate.rating, level);
  const rating = estimate.rating + stepAfter(estimate.answers) * ((correct ? 1 : 0) - expected);
  // an estimate kept before the weighting starts from its plain accuracy, weighed as the answers it had (at most a full window)
  const kept = estimate.recentWeight === 0 && estimate.answers > 0;
  const weight = kept ? Math.min(estimate.answers, 1 / (1 - RECENT_DECAY)) : estimate.recentWeight;
  const right = kept ? (weight * estimate.correct) / estimate.answers : estimate.recentRight;
  return {
    ...estimate,
    // kept within ±6: past that the chances are 0 or 1 to three places and a long streak would only pile up
    rating: Math.max(-6, Math.min(6, rating)),
    answers: estimate.answers + 1,
    correct: estimate.correct + (correct ? 1 : 0),
    recentRight: right * RECENT_DECAY + (correct ? 1 : 0),
    recentWeight: weight * RECENT_DECAY + 1,
  };
}

const DAY = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => Math.floor(at.getTime() / DAY);

/** One checked answer as evidence: its level and result, whether it is the run's first of the skill, and when. */
export interface AnsweredItem {
  level: Level;
  correct: boolean;
  /** no earlier answer of this run practised the skill */
  firstOfRun: boolean;
  at: Date;
}

/** The estimate after an answer, with its evidence: a new run counted, and a new day when the last answer was on another. */
export function recordAnswer(estimate: SkillEstimate, lastAt: Date | undefined, answer: AnsweredItem): SkillEstimate {
  const next = updateEstimate(estimate, answer.level, answer.correct);
  const newDay = !lastAt || estimate.answers === 0 || dayOf(lastAt) !== dayOf(answer.at);
  return { ...next, runs: estimate.runs + (answer.firstOfRun ? 1 : 0), days: estimate.days + (newDay ? 1 : 0) };
}

/** The share of the recent answers right, 0..1: the weighted one, or plain accuracy for an estimate kept before it was. */
export function recentAccuracy(estimate: SkillEstimate): number {
  if (estimate.recentWeight > 0) return estimate.recentRight / estimate.recentWeight;
  return estimate.answers > 0 ? estimate.correct / estimate.answers : 0;
}

/** The rating as it stands at `now`: above even odds it halves toward them every FADE_HALF_LIFE_DAYS without practice. */
export function fadedRating(rating: number, lastAt: Date | undefined, now: Date | undefined): number {
  if (!lastAt || !now || rating <= 0) return rating;
  const days = Math.max(0, (now.getTime() - lastAt.getTime()) / DAY);
  return rating * 0.5 ** (days / FADE_HALF_LIFE_DAYS);
}

/** An estimate, with when its skill was last practised when known (the time an old streak fades from). */
export type DatedEstimate = SkillEstimate & { updatedAt?: Date };

/** Mastery shown to teachers: the chance of an on-grade-level item right, 0..1, faded to `now` when given. */
export const masteryOf = (estimate: DatedEstimate, now?: Date) => chanceAt(fadedRating(estimate.rating, estimate.updatedAt, now), 2);

/** What mastered still lacks of the evidence it asks for (empty once there is enough). */
export function missingEvidence(estimate: SkillEstimate): Array<'answers' | 'runs' | 'days'> {
  const missing: Array<'answers' | 'runs' | 'days'> = [];
  if (estimate.answers < MIN_ANSWERS_FOR_MASTERED) missing.push('answers');
  if (estimate.runs < MIN_RUNS_FOR_MASTERED) missing.push('runs');
  if (estimate.days < MIN_DAYS_FOR_MASTERED) missing.push('days');
  return missing;
}

/**
 * The band (decision 081): 'started' until MIN_ANSWERS_FOR_BAND answers; 'mastered' when the
 * faded mastery is at least MASTERED_FROM, the recent accuracy at least RECENT_MASTERED_FROM
 * and the evidence spans MIN_RUNS_FOR_MASTERED runs on MIN_DAYS_FOR_MASTERED days; 'needs-practice'
 * (needs help) when the mastery is under GETTING_THERE_FROM or fewer than half the recent answers
 * are right; 'getting-there' (practising) otherwise.
 */
export function bandOf(estimate: DatedEstimate | undefined, now?: Date): MasteryBand {
  if (!estimate || estimate.answers === 0) return 'not-started';
  if (estimate.answers < MIN_ANSWERS_FOR_BAND) return 'started';
  const mastery = masteryOf(estimate, now);
  const recent = recentAccuracy(estimate);
  if (mastery >= MASTERED_FROM && recent >= RECENT_MASTERED_FROM && missingEvidence(estimate).length === 0) return 'mastered';
  if (mastery < GETTING_THERE_FROM || recent < RECENT_NEEDS_HELP_UNDER) return 'needs-practice';
  return 'getting-there';
}

/**
 * The level a run starts at: the activity's own level while nothing is known,
 * else the highest level the learner is expected to answer right at least
 * TARGET_SUCCESS of the time (level 1 when none is).
 */
export function startLevel(estimate: SkillEstimate | undefined, activityLevel: Level): Level {
  if (!estimate || estimate.answers === 0) return activityLevel;
  for (const level of [3, 2] as const) if (chanceAt(estimate.rating, level) >= TARGET_SUCCESS) return level;
  return 1;
}

/** Where a run is on its staircase: the level of the next item and the right answers in a row at it. */
export interface Staircase {
  level: Level;
  streak: number;
}

/** The staircase after an answer: STEP_UP_STREAK right in a row step up, a mistake steps down. */
export function stepStaircase(at: Staircase, correct: boolean): Staircase {
  if (!correct) return { level: Math.max(1, at.level - 1) as Level, streak: 0 };
  const streak = at.streak + 1;
  if (streak >= STEP_UP_STREAK && at.level < 3) return { level: (at.level + 1) as Level, streak: 0 };
  return { level: at.level, streak: Math.min(streak, STEP_UP_STREAK) };
}

/** A skill practice may pick: its place in the grade's curriculum order and what is known of it. */
export interface PracticeCandidate {
  skill: string;
  order: number;
  estimate?: SkillEstimate & { updatedAt: Date };
}

/**
 * How much a learner needs a skill now. Skills under way and not mastered
 * come first, the weakest first; then the next new skill in curriculum
 * order; then mastered skills, more the longer since they were practised
 * (spaced review). The skill of the last practice run is pushed back, so
 * practice interleaves skills instead of repeating one (Rohrer & Taylor, 2007)
 * unless nothing else is left.
 */
export function practiceNeed(candidate: PracticeCandidate, lastSkill: string | undefined, now: Date): number {
  const e = candidate.estimate;
  let need: number;
  if (!e || e.answers === 0) need = 0.9 - candidate.order / 10_000;
  else if (bandOf(e, now) === 'mastered') need = 0.2 + Math.min(0.6, (now.getTime() - e.updatedAt.getTime()) / DAY / 30);
  else need = 2 - masteryOf(e, now);
  return candidate.skill === lastSkill ? need - 1.5 : need;
}

/** The skill practice picks next: the candidate most needed (ties: curriculum order). */
export function pickPractice(candidates: readonly PracticeCandidate[], lastSkill: string | undefined, now: Date): PracticeCandidate | undefined {
  let best: { c: PracticeCandidate; need: number } | undefined;
  for (const c of candidates) {
    const need = practiceNeed(c, lastSkill, now);
    if (!best || need > best.need || (need === best.need && c.order < best.c.order)) best = { c, need };
  }
  return best?.c;
}

/** A skill's key: its topic and grade, e.g. 'time/read-clock@3'. */
export const skillKey = (topic: string, grade: string) => `${topic}@${grade}`;
export const parseSkill = (key: string) => {
  const at = key.lastIndexOf('@');
  return { topic: key.slice(0, at), grade: key.slice(at + 1) };
};
