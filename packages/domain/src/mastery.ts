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

/** Bands the teacher sees. Mastery is the chance of an on-grade-level item right. */
export const MASTERED_FROM = 0.85;
export const GETTING_THERE_FROM = 0.6;
/** Fewer answers than this say too little for a band: 'started'. Mastered asks for more evidence still. */
export const MIN_ANSWERS_FOR_BAND = 5;
export const MIN_ANSWERS_FOR_MASTERED = 8;

export const MASTERY_BANDS = ['not-started', 'started', 'needs-practice', 'getting-there', 'mastered'] as const;
export type MasteryBand = (typeof MASTERY_BANDS)[number];

/** What is kept per learner and skill. */
export interface SkillEstimate {
  rating: number;
  answers: number;
  correct: number;
}

export const NEW_ESTIMATE: SkillEstimate = { rating: 0, answers: 0, correct: 0 };

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The chance a learner with this rating answers an item of the level right. */
export const chanceAt = (rating: number, level: Level) => sigmoid(rating - LEVEL_DIFFICULTY[level]);

/** How far one answer moves the rating after `answers` earlier ones. */
export const stepAfter = (answers: number) => STEP_MIN + (STEP_START - STEP_MIN) / (1 + answers / STEP_HALF_LIFE);

/** The estimate after one checked answer to an item of the level. */
export function updateEstimate(estimate: SkillEstimate, level: Level, correct: boolean): SkillEstimate {
  const expected = chanceAt(estimate.rating, level);
  const rating = estimate.rating + stepAfter(estimate.answers) * ((correct ? 1 : 0) - expected);
  // kept within ±6: past that the chances are 0 or 1 to three places and a long streak would only pile up
  return { rating: Math.max(-6, Math.min(6, rating)), answers: estimate.answers + 1, correct: estimate.correct + (correct ? 1 : 0) };
}

/** Mastery shown to teachers: the chance of an on-grade-level item right, 0..1. */
export const masteryOf = (estimate: SkillEstimate) => chanceAt(estimate.rating, 2);

export function bandOf(estimate: SkillEstimate | undefined): MasteryBand {
  if (!estimate || estimate.answers === 0) return 'not-started';
  if (estimate.answers < MIN_ANSWERS_FOR_BAND) return 'started';
  const mastery = masteryOf(estimate);
  if (mastery >= MASTERED_FROM && estimate.answers >= MIN_ANSWERS_FOR_MASTERED) return 'mastered';
  if (mastery >= GETTING_THERE_FROM) return 'getting-there';
  return 'needs-practice';
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

const DAY = 24 * 60 * 60 * 1000;

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
  else if (bandOf(e) === 'mastered') need = 0.2 + Math.min(0.6, (now.getTime() - e.updatedAt.getTime()) / DAY / 30);
  else need = 2 - masteryOf(e);
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
