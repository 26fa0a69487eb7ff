import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { starsFor } from '@numbloom/domain/content';
import {
  bandOf,
  masteryOf,
  NEW_ESTIMATE,
  parseSkill,
  pickPractice,
  recentAccuracy,
  recordAnswer,
  skillKey,
  startLevel,
  stepStaircase,
  type Level,
} from '@numbloom/domain/mastery';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import {
  GUEST_KEEP_HOURS,
  PRACTICE_ITEM_COUNT,
  RUN_IDLE_HOURS,
  RUN_ITEM_COUNT,
  RUN_MESSAGES,
  standardStatusOf,
  weakestStatus,
  type ChildProgressView,
  type ChildStandard,
  type ChildWeek,
  type RunLength,
  type RunMode,
  type SkillMastery,
  type StandardStatus,
} from '@numbloom/domain/runs';
import '@numbloom/maths/all';
import { checkAnswer } from '@numbloom/maths/check';
import { planRun, type RunPlan } from '@numbloom/maths/run';
import { textLocale, type TextLocale } from '@numbloom/maths/text';
import {
  LANGUAGES,
  type CheckResult,
  type Grade,
  type Item,
  type Language,
  type Response,
} from '@numbloom/maths/types';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { classById, listedStudents, studentsInClasses, teacherClasses } from '../accounts/service.ts';
import { loadCatalogue } from '../content/service.ts';
import { adminHoldsClass } from '../school-members/service.ts';
import * as store from './store.ts';
import type { Learner, RunRow } from './store.ts';
import { episodeResults } from './tables.ts';

export type { Learner, RunRow } from './store.ts';

const HOUR = 60 * 60 * 1000;
/** A finished run's questions and answers are kept this long (its result and the estimates stay). */
export const FINISHED_RUN_KEEP_DAYS = 30;

// ── results and stars ───────────────────────────────────────────────────────

/** A player's stars over every run: the best run of each episode counts. */
export async function totalStars(db: Db, userId: string): Promise<number> {
  const best = db
    .select({ best: sql<number>`max(${episodeResults.stars})`.as('best') })
    .from(episodeResults)
    .where(eq(episodeResults.userId, userId))
    .groupBy(episodeResults.episodeId)
    .as('best');
  const [row] = await db.select({ total: sql<string>`coalesce(sum(${best.best}), 0)` }).from(best);
  return Number(row?.total ?? 0);
}

/** A player's record on one activity, from the server's checked results only: the best run's stars and how many runs there were. */
export async function activityRecord(
  db: Db,
  userId: string,
  activityId: string,
): Promise<{ stars: number; runs: number }> {
  const [row] = await db
    .select({ best: sql<number | null>`max(${episodeResults.stars})`, runs: sql<string>`count(*)` })
    .from(episodeResults)
    .where(and(eq(episodeResults.userId, userId), eq(episodeResults.episodeId, activityId)));
  return { stars: Number(row?.best ?? 0), runs: Number(row?.runs ?? 0) };
}

/**
 * Saves a class game's result for a signed-in student who played under their
 * roster name (decision 035): it counts like a run, stars included.
 */
export async function saveGameResult(
  deps: Deps,
  userId: string,
  input: { activity_id: string; correct: number; total: number },
) {
  const stars = starsFor(input.correct, input.total);
  await deps.database.db.insert(episodeResults).values({
    userId,
    episodeId: input.activity_id,
    correct: input.correct,
    total: input.total,
    stars,
    durationMs: 0,
    createdAt: deps.now(),
  });
  return stars;
}

const presentResult = (r: typeof episodeResults.$inferSelect) => ({
  episode_id: r.episodeId,
  correct: r.correct,
  total: r.total,
  stars: r.stars,
  duration_ms: r.durationMs,
  created_at: r.createdAt.toISOString(),
});

/** The player's latest runs, newest first. */
export async function recentResults(deps: Deps, userId: string, limit = 50) {
  const rows = await deps.database.db
    .select()
    .from(episodeResults)
    .where(eq(episodeResults.userId, userId))
    .orderBy(desc(episodeResults.createdAt))
    .limit(limit);
  return rows.map(presentResult);
}

/** Every result and mastery estimate of these players, grouped by player: an account's data export. */
export async function resultsOf(db: Db, userIds: string[]) {
  const byUser = new Map<string, ReturnType<typeof presentResult>[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(episodeResults)
    .where(inArray(episodeResults.userId, userIds))
    .orderBy(asc(episodeResults.createdAt), asc(episodeResults.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push(presentResult(r));
    byUser.set(r.userId, list);
  }
  return byUser;
}

/**
 * Every mastery estimate of these players, grouped by player, with its band and evidence as at
 * `now` (an old streak fades with time, decision 081): a teacher's or school's view, a child's
 * home, an account's data export.
 */
export async function masteryOfUsers(
  db: Db,
  userIds: string[],
  now: Date = new Date(),
): Promise<Map<string, SkillMastery[]>> {
  const byUser = new Map<string, SkillMastery[]>();
  for (const row of await store.estimatesOfUsers(db, userIds)) {
    const list = byUser.get(row.userId!) ?? [];
    list.push(presentEstimate(row, now));
    byUser.set(row.userId!, list);
  }
  return byUser;
}

/** The checked answers of these players' runs the server still keeps, oldest first, grouped by player: an account's data export. */
export async function answersOfUsers(db: Db, userIds: string[]) {
  const byUser = new Map<
    string,
    Array<{ activity_id: string; skill: string; level: number; correct: boolean; answered_at: string }>
  >();
  for (const row of await store.answersOfUsers(db, userIds)) {
    const list = byUser.get(row.userId) ?? [];
    list.push({
      activity_id: row.activityId,
      skill: row.skill,
      level: row.level,
      correct: row.correct,
      answered_at: row.answeredAt.toISOString(),
    });
    byUser.set(row.userId, list);
  }
  return byUser;
}

/**
 * Deletes every result, run and mastery estimate of these players (a student's
 * data deleted, a closed account purged); returns how many results went.
 */
export async function deleteResultsOf(db: Db, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const deleted = await db
    .delete(episodeResults)
    .where(inArray(episodeResults.userId, userIds))
    .returning({ id: episodeResults.id });
  await store.deleteLearnerData(db, userIds);
  return deleted.length;
}

// ── server-issued runs ──────────────────────────────────────────────────────

/** What the module that starts a run may attach to it (a challenge's id…); handed back when the run finishes. */
export type RunContext = Record<string, string>;

/** One checked answer of a finished run. */
export interface CheckedAnswer {
  index: number;
  skill: string;
  level: number;
  correct: boolean;
  answeredAt: Date;
}

/** A run that has just finished, with the answers the server checked: what other modules may count. */
export interface FinishedRun {
  runId: string;
  /** the signed-in player; null for a guest (whose play is never kept nor counted) */
  userId: string | null;
  activityId: string;
  mode: RunMode;
  skill: string;
  context: RunContext | null;
  startedAt: Date;
  finishedAt: Date;
  correct: number;
  total: number;
  /** null for a guest */
  stars: number | null;
  answers: CheckedAnswer[];
}

/**
 * Called inside the transaction that finishes a run, after its result is
 * written: what a handler writes commits with the run, and a handler that
 * throws undoes the last answer (the player may send it again).
 */
export type RunFinishedHandler = (tx: Db, run: FinishedRun, deps: Deps) => Promise<void>;

const finishedHandlers = new Map<string, RunFinishedHandler>();

/**
 * Registers a handler of finished runs under a name (registering the name
 * again replaces it). Another module counts play this way, e.g. a challenge
 * counting its runs: `onRunFinished('challenges', (tx, run) => …)`, reading
 * `run.context` for what it attached with startRun.
 */
export function onRunFinished(name: string, handler: RunFinishedHandler): void {
  finishedHandlers.set(name, handler);
}

/**
 * Called inside an answer's transaction, the run locked, before the answer is
 * checked: a module that started the run may refuse the answer by throwing an
 * HttpError (a challenge whose contest ended before the answer arrived), and
 * then nothing of it is kept.
 */
export type RunAnswerGate = (tx: Db, run: RunRow, now: Date) => Promise<void>;

const answerGates = new Map<string, RunAnswerGate>();

/** Registers a gate on the answers of runs under a name (registering the name again replaces it). */
export function onRunAnswer(name: string, gate: RunAnswerGate): void {
  answerGates.set(name, gate);
}

/** One answer the server has just checked: the question as asked, the response as given, the verdict. */
export interface CheckedResponse {
  index: number;
  item: Item;
  response: Response;
  check: CheckResult;
  /** the language and country the question was written in */
  locale: TextLocale;
  answeredAt: Date;
}

/**
 * Called inside an answer's transaction once the answer is checked and kept: a module that
 * started the run may keep what it needs of it (an assignment keeps the answer given, for the
 * common wrong answers its report shows). A handler that throws undoes the answer.
 */
export type RunAnsweredHandler = (tx: Db, run: RunRow, answer: CheckedResponse) => Promise<void>;

const answeredHandlers = new Map<string, RunAnsweredHandler>();

/** Registers a handler of checked answers under a name (registering the name again replaces it). */
export function onRunAnswered(name: string, handler: RunAnsweredHandler): void {
  answeredHandlers.set(name, handler);
}

/** Finished runs of these players (finished within [from, to) when given): the server-checked record of their play. */
export async function finishedRuns(
  deps: Deps,
  filter: { userIds: string[]; activityIds?: string[]; from?: Date; to?: Date },
) {
  const rows = await store.finishedRunsOf(deps.database.db, filter);
  return rows.map((r) => ({
    runId: r.id,
    userId: r.userId,
    activityId: r.activityId,
    mode: r.mode as RunMode,
    context: r.context ?? null,
    startedAt: r.startedAt,
    finishedAt: r.finishedAt!,
    correct: r.correct,
    total: r.answered,
    stars: r.stars,
  }));
}

type Activity = NonNullable<ReturnType<ReturnType<typeof loadCatalogue>['byId']['get']>>;

const PLAYABLE_TYPES = new Set(['episode', 'word-problem']);

/** The activity a run of this id plays, or a 400: only episodes and word-problem sets are played on one's own. */
function playableActivity(activityId: string, homeGame = false): Activity {
  const activity = loadCatalogue().byId.get(activityId);
  if (!activity || !(PLAYABLE_TYPES.has(activity.type) || (homeGame && activity.type === 'multiplayer-game')))
    throw badRequest(RUN_MESSAGES.notPlayable, { activity_id: RUN_MESSAGES.notPlayable });
  return activity;
}

/**
 * The skills of a grade practice chooses from: its episodes of one topic each, in curriculum order,
 * each skill once as its own episode (every model), never one on a single focus (decision 080), as assessments do.
 */
function practiceEpisodes(grade: Grade): Activity[] {
  return loadCatalogue().activities.filter(
    (a) => a.type === 'episode' && a.grade === grade && !a.generator_mix?.length && !a.focus,
  );
}

const regionOf = (code: string | undefined) =>
  findRegion(code?.toLowerCase() ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!;
const languageOf = (code: string | undefined): Language => {
  const wanted = code?.toLowerCase() ?? '';
  return (LANGUAGES as readonly string[]).includes(wanted) ? (wanted as Language) : 'en';
};

export interface StartRunInput {
  learner: Learner;
  mode: RunMode;
  /** mode 'activity': the episode or word-problem set */
  activityId?: string;
  /** mode 'practice': the grade practice picks a skill of */
  grade?: Grade;
  regionCode?: string;
  languageCode?: string;
  /** a guest's replay of a run by its seed (not adaptive); ignored for a signed-in player, whose seed is always drawn here */
  seed?: string;
  /** false: every question at the activity's level (a contest where all play alike); default true, except for a replay */
  adaptive?: boolean;
  /** how many questions (RUN_LENGTHS); RUN_ITEM_COUNT when not given; practice has its own */
  itemCount?: RunLength;
  /**
   * the seed the starting module fixes, so that everyone it starts a run for meets the same
   * questions (an assignment's report compares them question by question); never sent to the browser
   */
  fixedSeed?: string;
  /** a class game played alone, as a run of its questions: only the module that assigned it starts one (a plain run of a class game is refused) */
  homeGame?: boolean;
  context?: RunContext;
}

/**
 * Starts a run: the activity (or, in practice, the skill the learner most
 * needs), a seed drawn here, the level from the learner's estimate of the
 * skill, and the run's first position planned. Nothing of the seed leaves the
 * server.
 */
export async function startRun(deps: Deps, input: StartRunInput): Promise<{ run: RunRow; item: Item }> {
  const db = deps.database.db;
  const now = deps.now();
  const activity =
    input.mode === 'practice'
      ? await practiceActivity(deps, input.learner, input.grade ?? 'K')
      : playableActivity(input.activityId ?? '', input.homeGame);
  const replay = input.learner.kind === 'guest' && input.mode === 'activity' && input.seed ? input.seed : undefined;
  const adaptive = replay || input.fixedSeed ? false : (input.adaptive ?? true);
  const skill = skillKey(activity.generator_key, activity.grade);
  const activityLevel = activity.difficulty as Level;
  const level = adaptive
    ? startLevel(await store.findEstimate(db, input.learner, skill), activityLevel)
    : activityLevel;
  const region = regionOf(input.regionCode);
  const seed = input.fixedSeed ?? replay ?? randomBytes(12).toString('base64url');
  const count = input.mode === 'practice' ? PRACTICE_ITEM_COUNT : (input.itemCount ?? RUN_ITEM_COUNT);
  const plan = planRun(activity, { seed, count, country: region.iso2, difficulties: [level] });
  if (plan.count === 0) throw badRequest(RUN_MESSAGES.notPlayable, { activity_id: RUN_MESSAGES.notPlayable });
  const run = await store.insertRun(db, {
    userId: input.learner.kind === 'user' ? input.learner.userId : null,
    guestKey: input.learner.kind === 'guest' ? input.learner.guestKey : null,
    activityId: activity.id,
    mode: input.mode,
    skill,
    seed,
    regionCode: region.code,
    languageCode: languageOf(input.languageCode),
    itemCount: plan.count,
    adaptive,
    level,
    streak: 0,
    context: input.context ?? null,
    startedAt: now,
    lastActiveAt: now,
  });
  return { run, item: plan.itemAt(0) };
}

/** The skill practice picks for the learner in a grade, as its episode. */
async function practiceActivity(deps: Deps, learner: Learner, grade: Grade): Promise<Activity> {
  const episodes = practiceEpisodes(grade);
  const estimates = new Map((await store.estimatesOf(deps.database.db, learner)).map((e) => [e.skill, e]));
  const candidates = episodes.map((a, order) => {
    const skill = skillKey(a.generator_key, a.grade);
    const e = estimates.get(skill);
    return { skill, order, activity: a, ...(e ? { estimate: store.estimateOfRow(e) } : {}) };
  });
  const picked = pickPractice(candidates, await store.lastPracticeSkill(deps.database.db, learner), deps.now());
  if (!picked) throw badRequest(RUN_MESSAGES.noSkill, { grade: RUN_MESSAGES.noSkill });
  return candidates.find((c) => c.skill === picked.skill)!.activity;
}

/**
 * The questions a run started with a fixed seed meets, in order (not adaptive: every one at the
 * activity's level), as startRun plans them; empty for an activity no longer in the catalogue.
 */
export function fixedRunItems(input: {
  activityId: string;
  seed: string;
  itemCount: number;
  regionCode: string;
}): Item[] {
  const activity = loadCatalogue().byId.get(input.activityId);
  if (!activity) return [];
  const plan = planRun(activity, {
    seed: input.seed,
    count: input.itemCount,
    country: regionOf(input.regionCode).iso2,
    difficulties: [activity.difficulty as Level],
  });
  return Array.from({ length: plan.count }, (_, i) => plan.itemAt(i));
}

/** The plan of a stored run: the same seed and country, the levels of its answered positions and of the next. */
export function planOf(run: RunRow, answeredLevels: number[]): RunPlan {
  const activity = loadCatalogue().byId.get(run.activityId);
  if (!activity) throw new HttpError(410, RUN_MESSAGES.expired);
  const difficulties = run.adaptive ? ([...answeredLevels, run.level] as Level[]) : undefined;
  return planRun(activity, {
    seed: run.seed,
    count: run.itemCount,
    country: regionOf(run.regionCode).iso2,
    ...(difficulties ? { difficulties } : {}),
  });
}

/** A question's id as the run sends it: the run and the position, so an answer names the run it belongs to. */
export const itemIdOf = (run: Pick<RunRow, 'id'>, index: number) => `${run.id}.${index}`;

const owns = (run: RunRow, learners: Learner[]) =>
  learners.some((l) =>
    l.kind === 'user' ? run.userId === l.userId : run.guestKey !== null && run.guestKey === l.guestKey,
  );

/**
 * The run, if one of these learners (the signed-in user, the guest session)
 * started it; 404 otherwise, the same answer as for a run that does not exist.
 */
export async function requireRun(
  deps: Deps,
  runId: string,
  learners: Learner[],
  db: Db = deps.database.db,
  lock = false,
): Promise<RunRow> {
  const run = lock ? await store.lockRun(db, runId) : await store.findRun(db, runId);
  if (!run || !owns(run, learners)) throw notFound(RUN_MESSAGES.notFound);
  return run;
}

const isExpired = (run: RunRow, now: Date) =>
  !run.finishedAt && now.getTime() - run.lastActiveAt.getTime() > RUN_IDLE_HOURS * HOUR;

/** A run and the question it asks now (none once finished). */
export async function runState(deps: Deps, run: RunRow): Promise<{ run: RunRow; item: Item | null }> {
  if (run.finishedAt) return { run, item: null };
  if (isExpired(run, deps.now())) throw new HttpError(410, RUN_MESSAGES.expired);
  const levels = run.adaptive ? (await store.answersOf(deps.database.db, run.id)).map((a) => a.level) : [];
  return { run, item: planOf(run, levels).itemAt(run.answered) };
}

export interface AnswerOutcome {
  check: CheckResult;
  /** the question answered, for its explanation */
  answered: Item;
  levelChange: 'up' | 'down' | null;
  run: RunRow;
  /** the question asked next; null when the run is finished */
  next: Item | null;
}

/**
 * Checks one answer of a run and records it, in one transaction with the run
 * locked. Only the question the run is asking now can be answered, once; the
 * learner's estimate of the question's skill moves; an adaptive run's level
 * steps; the last answer finishes the run, and its result and stars are
 * worked out from the answers checked here.
 */
export async function answerRun(
  deps: Deps,
  runId: string,
  learners: Learner[],
  input: { item_id: string; response: Response },
): Promise<AnswerOutcome> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    const run = await requireRun(deps, runId, learners, tx, true);
    if (run.finishedAt) throw conflict(RUN_MESSAGES.finished);
    if (isExpired(run, now)) throw new HttpError(410, RUN_MESSAGES.expired);
    const index = run.answered;
    if (input.item_id !== itemIdOf(run, index)) {
      const earlier = Array.from({ length: index }, (_, i) => itemIdOf(run, i));
      throw conflict(earlier.includes(input.item_id) ? RUN_MESSAGES.alreadyAnswered : RUN_MESSAGES.notThisQuestion);
    }
    for (const gate of answerGates.values()) await gate(tx, run, now);
    const previous = await store.answersOf(tx, run.id);
    const levels = previous.map((a) => a.level);
    const item = planOf(run, levels).itemAt(index);
    const locale = textLocale(run.languageCode as Language, regionOf(run.regionCode).iso2);
    const check = checkAnswer(item, input.response, locale);
    if (!check.correct && check.reason === 'empty')
      throw badRequest(RUN_MESSAGES.empty, { response: RUN_MESSAGES.empty });

    const skill = skillKey(item.topic, item.grade);
    if (
      !(await store.insertAnswer(tx, {
        runId: run.id,
        itemIndex: index,
        skill,
        level: item.difficulty,
        correct: check.correct,
        answeredAt: now,
      }))
    ) {
      throw conflict(RUN_MESSAGES.alreadyAnswered);
    }
    for (const handler of answeredHandlers.values())
      await handler(tx, run, { index, item, response: input.response, check, locale, answeredAt: now });
    const learner: Learner = run.userId
      ? { kind: 'user', userId: run.userId }
      : { kind: 'guest', guestKey: run.guestKey! };
    const kept = await store.findEstimate(tx, learner, skill, true);
    const evidence = {
      level: item.difficulty as Level,
      correct: check.correct,
      firstOfRun: !previous.some((a) => a.skill === skill),
      at: now,
    };
    const estimate = recordAnswer(kept ? store.estimateOfRow(kept) : NEW_ESTIMATE, kept?.updatedAt, evidence);
    await store.saveEstimate(tx, learner, skill, estimate, item.difficulty, now);

    const stair = run.adaptive
      ? stepStaircase({ level: run.level as Level, streak: run.streak }, check.correct)
      : { level: run.level as Level, streak: 0 };
    const answered = index + 1;
    const correct = run.correct + (check.correct ? 1 : 0);
    let next: Item | null = null;
    if (answered < run.itemCount) {
      try {
        next = planOf({ ...run, level: stair.level }, [...levels, item.difficulty]).itemAt(answered);
      } catch (err) {
        // an adaptive word-problem set whose new level finds no more stories ends here, on the answers it has
        if (!(err instanceof RangeError)) throw err;
      }
    }
    const finished = next === null;
    const stars = finished && run.userId ? starsFor(correct, answered) : null;
    const updated = await store.updateRun(tx, run.id, {
      answered,
      correct,
      level: stair.level,
      streak: stair.streak,
      lastActiveAt: now,
      ...(finished ? { finishedAt: now, stars } : {}),
    });
    if (finished)
      await finishRun(deps, tx, updated, [
        ...previous,
        { runId: run.id, itemIndex: index, skill, level: item.difficulty, correct: check.correct, answeredAt: now },
      ]);
    const levelChange = stair.level > run.level ? 'up' : stair.level < run.level ? 'down' : null;
    return { check, answered: item, levelChange: finished ? null : levelChange, run: updated, next };
  });
}

/** Writes a signed-in player's result (stars from the checked answers) and tells the handlers of finished runs. */
async function finishRun(deps: Deps, tx: Db, run: RunRow, answers: store.RunAnswerRow[]) {
  const finishedAt = run.finishedAt!;
  if (run.userId) {
    await tx.insert(episodeResults).values({
      userId: run.userId,
      episodeId: run.activityId,
      correct: run.correct,
      total: run.answered,
      stars: run.stars ?? 0,
      durationMs: Math.min(finishedAt.getTime() - run.startedAt.getTime(), 2_000_000_000),
      createdAt: finishedAt,
      runId: run.id,
    });
  }
  const event: FinishedRun = {
    runId: run.id,
    userId: run.userId,
    activityId: run.activityId,
    mode: run.mode as RunMode,
    skill: run.skill,
    context: run.context ?? null,
    startedAt: run.startedAt,
    finishedAt,
    correct: run.correct,
    total: run.answered,
    stars: run.stars,
    answers: answers.map((a) => ({
      index: a.itemIndex,
      skill: a.skill,
      level: a.level,
      correct: a.correct,
      answeredAt: a.answeredAt,
    })),
  };
  for (const handler of finishedHandlers.values()) await handler(tx, event, deps);
}

// ── mastery ─────────────────────────────────────────────────────────────────

const strandOf = (topic: string) => topic.split('/')[0] ?? '';

/** Curriculum order of skills: the catalogue's order of grade, strand and topic. */
function skillOrder(): Map<string, number> {
  const order = new Map<string, number>();
  for (const a of loadCatalogue().activities) {
    const key = skillKey(a.generator_key, a.grade);
    if (!order.has(key)) order.set(key, order.size);
  }
  return order;
}

function presentEstimate(row: store.EstimateRow, now: Date): SkillMastery {
  const { topic, grade } = parseSkill(row.skill);
  const estimate = store.estimateOfRow(row);
  const activity = loadCatalogue().activities.find(
    (a) => a.type === 'episode' && a.generator_key === topic && a.grade === grade,
  );
  return {
    skill: row.skill,
    topic,
    grade,
    strand: strandOf(topic),
    mastery: Math.round(masteryOf(estimate, now) * 100),
    band: bandOf(estimate, now),
    answers: row.answers,
    correct: row.correct,
    runs: row.runs,
    days: row.days,
    recent_accuracy: Math.round(recentAccuracy(estimate) * 100),
    level: startLevel(estimate, (activity?.difficulty ?? 2) as Level),
    updated_at: row.updatedAt.toISOString(),
  };
}

const byCurriculum = <T extends { skill: string }>(list: T[]): T[] => {
  const order = skillOrder();
  return [...list].sort(
    (a, b) => (order.get(a.skill) ?? Infinity) - (order.get(b.skill) ?? Infinity) || a.skill.localeCompare(b.skill),
  );
};

/** Where a signed-in player stopped: their latest activity run begun and still open to answer, if any. */
export async function carryOnRun(
  deps: Deps,
  userId: string,
): Promise<Pick<RunRow, 'id' | 'activityId' | 'answered' | 'itemCount'> | undefined> {
  const run = await store.lastUnfinishedRun(
    deps.database.db,
    userId,
    new Date(deps.now().getTime() - RUN_IDLE_HOURS * HOUR),
  );
  return run ? { id: run.id, activityId: run.activityId, answered: run.answered, itemCount: run.itemCount } : undefined;
}

/** A learner's mastery of every skill they have practised, in curriculum order. */
export async function learnerMastery(deps: Deps, learner: Learner): Promise<SkillMastery[]> {
  const now = deps.now();
  return byCurriculum((await store.estimatesOf(deps.database.db, learner)).map((row) => presentEstimate(row, now)));
}

/** A teacher's class: each student's mastery per skill, over the skills any of them has practised. 404 if not theirs. */
export async function classMastery(deps: Deps, teacherId: string, classId: string) {
  const { rows, students } = await teacherClasses(deps, teacherId);
  const klass = rows.find((c) => c.id === classId);
  if (!klass) throw notFound();
  const members = students
    .filter((s) => s.classId === classId)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
  const byUser = await masteryOfUsers(
    deps.database.db,
    members.map((m) => m.userId),
    deps.now(),
  );
  const numbers = new Map(listedStudents(members).map((s) => [s.id, s.name_number]));
  const skills = byCurriculum([
    ...new Map(
      [...byUser.values()]
        .flat()
        .map((s) => [s.skill, { skill: s.skill, topic: s.topic, grade: s.grade, strand: s.strand }]),
    ).values(),
  ]);
  return {
    class: { id: klass.id, name: klass.name },
    skills,
    students: members.map((m) => ({
      id: m.userId,
      display_name: m.displayName,
      // two children of one name are told apart as on every list of the class
      name_number: numbers.get(m.userId) ?? null,
      skills: Object.fromEntries((byUser.get(m.userId) ?? []).map((s) => [s.skill, s])),
    })),
  };
}

// ── a child over time and per standard (decision 085) ────────────────────────

/** The Monday (UTC) of a moment's week, as YYYY-MM-DD. */
function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * A child of a class, for its teacher or an active admin of a school that holds the class
 * (anyone else, and a child not in the class now, is told it does not exist): their mastery per
 * standard of the region's curriculum, each with its evidence (runs, right of asked, last played),
 * and their runs week by week. A standard's status comes from the bands of its skills (bandOf,
 * through presentEstimate), the weakest counting.
 */
export async function childProgress(
  deps: Deps,
  user: { id: string },
  classId: string,
  studentId: string,
  page: { region?: string | undefined; language?: string | undefined },
): Promise<ChildProgressView> {
  const db = deps.database.db;
  const klass = await classById(deps, classId);
  if (!klass || (klass.teacherId !== user.id && !(await adminHoldsClass(db, user.id, classId)))) throw notFound();
  const members = await studentsInClasses(db, [classId]);
  const listed = listedStudents(members).find((s) => s.id === studentId);
  const member = members.find((m) => m.userId === studentId);
  if (!listed || !member) throw notFound();

  const catalogue = loadCatalogue(page.language);
  const region = regionOf(page.region);
  const curriculum = catalogue.curricula.find((c) => c.regions.includes(region.code)) ?? catalogue.curricula[0]!;
  const [skills, results] = await Promise.all([
    learnerMastery(deps, { kind: 'user', userId: studentId }),
    resultsOf(db, [studentId]),
  ]);
  const runs = results.get(studentId) ?? [];

  const byCode = new Map<
    string,
    { statuses: StandardStatus[]; skills: string[]; runs: number; answers: number; correct: number; last: string }
  >();
  const entry = (code: string) => {
    let e = byCode.get(code);
    if (!e) byCode.set(code, (e = { statuses: [], skills: [], runs: 0, answers: 0, correct: 0, last: '' }));
    return e;
  };
  for (const s of skills) {
    const status = standardStatusOf(s.band);
    if (!status) continue;
    for (const code of curriculum.alignments[`${s.topic}|${s.grade}`] ?? []) {
      const e = entry(code);
      e.statuses.push(status);
      e.skills.push(s.skill);
      e.answers += s.answers;
      e.correct += s.correct;
      if (s.updated_at > e.last) e.last = s.updated_at;
    }
  }
  const weeks = new Map<string, ChildWeek>();
  for (const r of runs) {
    for (const code of catalogue.byId.get(r.episode_id)?.curricula[curriculum.id] ?? []) {
      const e = byCode.get(code);
      if (!e) continue;
      e.runs += 1;
      if (r.created_at > e.last) e.last = r.created_at;
    }
    const week = weekOf(new Date(r.created_at));
    const w = weeks.get(week) ?? { week, runs: 0, correct: 0, total: 0, stars: 0 };
    weeks.set(week, {
      week,
      runs: w.runs + 1,
      correct: w.correct + r.correct,
      total: w.total + r.total,
      stars: w.stars + r.stars,
    });
  }
  const order = Object.keys(curriculum.standards);
  const standards: ChildStandard[] = [...byCode.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b) || a.localeCompare(b))
    .map(([code, e]) => ({
      code,
      description: curriculum.standards[code] ?? '',
      status: weakestStatus(e.statuses)!,
      skills: e.skills,
      runs: e.runs,
      answers: e.answers,
      correct: e.correct,
      last_played: e.last,
    }));
  return {
    class: { id: klass.id, name: klass.name },
    student: { id: studentId, display_name: member.displayName, name_number: listed.name_number ?? null },
    curriculum: { id: curriculum.id, name: curriculum.short_name },
    standards,
    skills,
    weeks: [...weeks.values()].sort((a, b) => b.week.localeCompare(a.week)),
  };
}

// ── retention ───────────────────────────────────────────────────────────────

/**
 * The sweep: a guest's runs and session estimates go GUEST_KEEP_HOURS after
 * their last answer (spec §6: a guest's data is not saved); a signed-in
 * player's unfinished run is closed after RUN_IDLE_HOURS idle; a finished
 * run's questions go after FINISHED_RUN_KEEP_DAYS (its result and the
 * estimates stay with the account).
 */
export async function sweepRuns(db: Db, now: Date) {
  const t = now.getTime();
  return store.deleteStale(db, {
    guest: new Date(t - GUEST_KEEP_HOURS * HOUR),
    unfinished: new Date(t - RUN_IDLE_HOURS * HOUR),
    finished: new Date(t - FINISHED_RUN_KEEP_DAYS * 24 * HOUR),
  });
}

/**
 * These players' estimates as the mastery model reads them, without what one child's page adds
 * (the level to start at, dates): for counting bands over a whole school (school-results).
 */
export const estimatesOfUsersForCounts = (db: Db, userIds: string[]) => store.estimateRatingsOfUsers(db, userIds);
