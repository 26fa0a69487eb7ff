import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SkillEstimate } from '@numbloom/domain/mastery';
import type { Db } from '../../db/client.ts';
import { runAnswers, runs, skillEstimates } from './tables.ts';

export type RunRow = typeof runs.$inferSelect;
export type NewRun = typeof runs.$inferInsert;
export type RunAnswerRow = typeof runAnswers.$inferSelect;
export type EstimateRow = typeof skillEstimates.$inferSelect;

/** A kept row as the mastery model reads it: the estimate, its evidence and when the skill was last practised. */
export const estimateOfRow = (row: EstimateRow) => ({
  rating: row.rating,
  answers: row.answers,
  correct: row.correct,
  runs: row.runs,
  days: row.days,
  recentRight: row.recentRight,
  recentWeight: row.recentWeight,
  updatedAt: row.updatedAt,
});

/** Who plays: a signed-in user, or a guest's browser session (the SHA-256 of its cookie). */
export type Learner = { kind: 'user'; userId: string } | { kind: 'guest'; guestKey: string };

const estimateOwner = (learner: Learner): SQL =>
  learner.kind === 'user' ? eq(skillEstimates.userId, learner.userId) : eq(skillEstimates.guestKey, learner.guestKey);

export async function insertRun(db: Db, values: NewRun): Promise<RunRow> {
  const [row] = await db.insert(runs).values(values).returning();
  if (!row) throw new Error('progress: run insert returned nothing');
  return row;
}

export async function findRun(db: Db, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id));
  return row;
}

/** The run, locked for the rest of the caller's transaction: two answers at once are taken one after the other. */
export async function lockRun(db: Db, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(runs).where(eq(runs.id, id)).for('update');
  return row;
}

export async function updateRun(db: Db, id: string, values: Partial<NewRun>): Promise<RunRow> {
  const [row] = await db.update(runs).set(values).where(eq(runs.id, id)).returning();
  if (!row) throw new Error('progress: run update returned nothing');
  return row;
}

export async function answersOf(db: Db, runId: string): Promise<RunAnswerRow[]> {
  return db.select().from(runAnswers).where(eq(runAnswers.runId, runId)).orderBy(asc(runAnswers.itemIndex));
}

/** Records a position's answer; false when it already had one (the primary key holds it to one). */
export async function insertAnswer(db: Db, values: typeof runAnswers.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(runAnswers).values(values).onConflictDoNothing().returning({ runId: runAnswers.runId });
  return inserted.length === 1;
}

/** The skill of the learner's latest practice run, if any. */
export async function lastPracticeSkill(db: Db, learner: Learner): Promise<string | undefined> {
  const owner = learner.kind === 'user' ? eq(runs.userId, learner.userId) : eq(runs.guestKey, learner.guestKey);
  const [row] = await db
    .select({ skill: runs.skill })
    .from(runs)
    .where(and(owner, eq(runs.mode, 'practice')))
    .orderBy(desc(runs.startedAt))
    .limit(1);
  return row?.skill;
}

/** A user's most recent activity run begun and left unfinished since `since` (a challenge's runs, which carry a context, left out). */
export async function lastUnfinishedRun(db: Db, userId: string, since: Date): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(runs)
    .where(and(eq(runs.userId, userId), eq(runs.mode, 'activity'), isNull(runs.finishedAt), isNull(runs.context), sql`${runs.answered} > 0`, sql`${runs.lastActiveAt} >= ${since}`))
    .orderBy(desc(runs.lastActiveAt))
    .limit(1);
  return row;
}

export async function estimatesOf(db: Db, learner: Learner): Promise<EstimateRow[]> {
  return db.select().from(skillEstimates).where(estimateOwner(learner));
}

export async function estimatesOfUsers(db: Db, userIds: string[]): Promise<EstimateRow[]> {
  if (userIds.length === 0) return [];
  return db.select().from(skillEstimates).where(inArray(skillEstimates.userId, userIds)).orderBy(asc(skillEstimates.skill));
}

export async function findEstimate(db: Db, learner: Learner, skill: string, lock = false): Promise<EstimateRow | undefined> {
  const query = db.select().from(skillEstimates).where(and(estimateOwner(learner), eq(skillEstimates.skill, skill)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Writes a learner's estimate of a skill, made or replaced (two first answers at once: the later one wins, no error). */
export async function saveEstimate(db: Db, learner: Learner, skill: string, estimate: SkillEstimate, level: number, at: Date): Promise<void> {
  const values = {
    rating: estimate.rating,
    answers: estimate.answers,
    correct: estimate.correct,
    runs: estimate.runs,
    days: estimate.days,
    recentRight: estimate.recentRight,
    recentWeight: estimate.recentWeight,
    lastLevel: level,
    updatedAt: at,
  };
  const owner =
    learner.kind === 'user'
      ? { target: [skillEstimates.userId, skillEstimates.skill], targetWhere: sql`${skillEstimates.userId} is not null` }
      : { target: [skillEstimates.guestKey, skillEstimates.skill], targetWhere: sql`${skillEstimates.guestKey} is not null` };
  await db
    .insert(skillEstimates)
    .values({ ...values, skill, userId: learner.kind === 'user' ? learner.userId : null, guestKey: learner.kind === 'guest' ? learner.guestKey : null })
    .onConflictDoUpdate({ ...owner, set: values });
}

/** Finished runs of these users, optionally of some activities and within a time window, oldest first. */
export async function finishedRunsOf(db: Db, filter: { userIds: string[]; activityIds?: string[]; from?: Date; to?: Date }) {
  if (filter.userIds.length === 0) return [];
  const conditions: SQL[] = [inArray(runs.userId, filter.userIds), isNotNull(runs.finishedAt)];
  if (filter.activityIds) conditions.push(inArray(runs.activityId, filter.activityIds.length ? filter.activityIds : ['']));
  if (filter.from) conditions.push(sql`${runs.finishedAt} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${runs.finishedAt} < ${filter.to}`);
  return db.select().from(runs).where(and(...conditions)).orderBy(asc(runs.finishedAt), asc(runs.id));
}

/**
 * The sweep's deletions: a guest's runs and estimates once idle past the
 * cutoff, a signed-in player's unfinished runs idle past theirs, and finished
 * runs (their result and the estimates stay) past the keep cutoff.
 */
export async function deleteStale(db: Db, cutoffs: { guest: Date; unfinished: Date; finished: Date }) {
  const deletedRuns = await db
    .delete(runs)
    .where(
      or(
        and(isNotNull(runs.guestKey), lt(runs.lastActiveAt, cutoffs.guest)),
        and(isNull(runs.finishedAt), lt(runs.lastActiveAt, cutoffs.unfinished)),
        and(isNotNull(runs.finishedAt), lt(runs.finishedAt, cutoffs.finished)),
      ),
    )
    .returning({ id: runs.id });
  const deletedEstimates = await db
    .delete(skillEstimates)
    .where(and(isNotNull(skillEstimates.guestKey), lt(skillEstimates.updatedAt, cutoffs.guest)))
    .returning({ id: skillEstimates.id });
  return { runs: deletedRuns.length, estimates: deletedEstimates.length };
}

/** Every checked answer of these users' runs still kept, with its run's player and activity, oldest first. */
export async function answersOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: sql<string>`${runs.userId}`, activityId: runs.activityId, skill: runAnswers.skill, level: runAnswers.level, correct: runAnswers.correct, answeredAt: runAnswers.answeredAt })
    .from(runAnswers)
    .innerJoin(runs, eq(runs.id, runAnswers.runId))
    .where(inArray(runs.userId, userIds))
    .orderBy(asc(runAnswers.answeredAt), asc(runAnswers.runId), asc(runAnswers.itemIndex));
}

/** Deletes every run and estimate of these users (an account purged, a student's data deleted). */
export async function deleteLearnerData(db: Db, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const r = await db.delete(runs).where(inArray(runs.userId, userIds)).returning({ id: runs.id });
  const e = await db.delete(skillEstimates).where(inArray(skillEstimates.userId, userIds)).returning({ id: skillEstimates.id });
  return r.length + e.length;
}

/** These players' estimates, only what a count over many children needs (a school's results), in one statement. */
export async function estimateRatingsOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: skillEstimates.userId,
      skill: skillEstimates.skill,
      rating: skillEstimates.rating,
      answers: skillEstimates.answers,
      correct: skillEstimates.correct,
      runs: skillEstimates.runs,
      days: skillEstimates.days,
      recentRight: skillEstimates.recentRight,
      recentWeight: skillEstimates.recentWeight,
      updatedAt: skillEstimates.updatedAt,
    })
    .from(skillEstimates)
    .where(inArray(skillEstimates.userId, userIds));
}
