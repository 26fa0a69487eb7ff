import { and, asc, eq, exists, inArray, isNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assignmentAnswers, assignmentRuns, assignments, assignmentStudents } from './tables.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type AssignmentRunRow = typeof assignmentRuns.$inferSelect;
type NewAssignment = typeof assignments.$inferInsert;

export async function insertAssignment(tx: Db, values: NewAssignment, studentIds: string[] | null): Promise<AssignmentRow> {
  const [row] = await tx.insert(assignments).values(values).returning();
  if (studentIds?.length) await tx.insert(assignmentStudents).values(studentIds.map((userId) => ({ assignmentId: row!.id, userId })));
  return row!;
}

export async function updateAssignment(tx: Db, id: string, values: Partial<NewAssignment>, studentIds: string[] | null): Promise<AssignmentRow> {
  const [row] = await tx.update(assignments).set(values).where(eq(assignments.id, id)).returning();
  await tx.delete(assignmentStudents).where(eq(assignmentStudents.assignmentId, id));
  if (studentIds?.length) await tx.insert(assignmentStudents).values(studentIds.map((userId) => ({ assignmentId: id, userId })));
  return row!;
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  return row;
}

export async function closeAssignment(db: Db, id: string, now: Date): Promise<AssignmentRow> {
  const [row] = await db.update(assignments).set({ closedAt: now, updatedAt: now }).where(eq(assignments.id, id)).returning();
  return row!;
}

export const deleteAssignment = (db: Db, id: string) => db.delete(assignments).where(eq(assignments.id, id));

/** A class's assignments, the latest due first. */
export const assignmentsOfClass = (db: Db, classId: string) =>
  db.select().from(assignments).where(eq(assignments.classId, classId)).orderBy(sql`${assignments.dueAt} desc`, asc(assignments.createdAt));

/** The open assignments of a class that are a child's (to the whole class, or to them by name), started by now and due since `since`. */
export function assignmentsOfChild(db: Db, classId: string, userId: string, now: Date, since: Date) {
  const named = db
    .select({ one: sql`1` })
    .from(assignmentStudents)
    .where(and(eq(assignmentStudents.assignmentId, assignments.id), eq(assignmentStudents.userId, userId)));
  return db
    .select()
    .from(assignments)
    .where(
      and(
        eq(assignments.classId, classId),
        or(not(assignments.chosen), exists(named)),
        isNull(assignments.closedAt),
        sql`${assignments.startsAt} <= ${now}`,
        sql`${assignments.dueAt} >= ${since}`,
      ),
    )
    .orderBy(asc(assignments.dueAt));
}

/** The children each of these assignments names (chosen ones only appear). */
export async function namedStudents(db: Db, assignmentIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (assignmentIds.length === 0) return out;
  const rows = await db.select().from(assignmentStudents).where(inArray(assignmentStudents.assignmentId, assignmentIds));
  for (const r of rows) out.set(r.assignmentId, [...(out.get(r.assignmentId) ?? []), r.userId]);
  return out;
}

export async function insertRun(db: Db, values: typeof assignmentRuns.$inferInsert): Promise<void> {
  await db.insert(assignmentRuns).values(values).onConflictDoNothing();
}

export async function finishRun(tx: Db, runId: string, values: Pick<AssignmentRunRow, 'finishedAt' | 'correct' | 'total' | 'stars' | 'durationMs'>) {
  await tx.update(assignmentRuns).set(values).where(eq(assignmentRuns.runId, runId));
}

/** Whether progress's run is one of an assignment's (still there). */
export async function runIsLinked(db: Db, runId: string): Promise<boolean> {
  const [row] = await db.select({ runId: assignmentRuns.runId }).from(assignmentRuns).where(eq(assignmentRuns.runId, runId));
  return row !== undefined;
}

export async function insertAnswer(tx: Db, values: typeof assignmentAnswers.$inferInsert): Promise<void> {
  await tx.insert(assignmentAnswers).values(values).onConflictDoNothing();
}

/** The runs of these assignments (of these children, when given), oldest first. */
export function runsOf(db: Db, assignmentIds: string[], userId?: string): Promise<AssignmentRunRow[]> {
  if (assignmentIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(assignmentRuns)
    .where(and(inArray(assignmentRuns.assignmentId, assignmentIds), userId ? eq(assignmentRuns.userId, userId) : undefined))
    .orderBy(asc(assignmentRuns.startedAt), asc(assignmentRuns.runId));
}

/** One child's standing in one assignment, summed in SQL over the runs of its played activities. */
export interface ChildSum {
  assignmentId: string;
  userId: string;
  /** played activities with a finished run */
  doneActivities: number;
  /** right answers and questions of each of those activities' best run */
  correct: number;
  total: number;
}

/**
 * Where each child who started is with each assignment, for the class's list: the database reads the
 * runs and hands back a row per child and assignment, not every run. `played` is each assignment's
 * activities that are played online (the catalogue says which). The best run of an activity is the
 * one the report counts: the most right for its length, then the quickest.
 */
export async function childSums(db: Db, played: Map<string, string[]>): Promise<ChildSum[]> {
  const pairs = [...played].flatMap(([assignmentId, ids]) => ids.map((activityId) => ({ a: assignmentId, x: activityId })));
  if (pairs.length === 0) return [];
  const result = await db.execute(sql`
    with played as (
      select * from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as p(a uuid, x varchar)
    ), runs as (
      select r.assignment_id, r.user_id, r.activity_id, r.finished_at, r.correct, r.total, r.duration_ms
      from assignment_runs r join played p on p.a = r.assignment_id and p.x = r.activity_id
    ), best as (
      select distinct on (assignment_id, user_id, activity_id) assignment_id, user_id, correct, total
      from runs where finished_at is not null
      order by assignment_id, user_id, activity_id,
        case when coalesce(total, 0) > 0 then coalesce(correct, 0)::float8 / total else 0 end desc, coalesce(duration_ms, 0) asc
    )
    select s.assignment_id as "assignmentId", s.user_id as "userId",
      count(b.user_id)::int as "doneActivities", coalesce(sum(b.correct), 0)::int as correct, coalesce(sum(b.total), 0)::int as total
    from (select distinct assignment_id, user_id from runs) s
    left join best b on b.assignment_id = s.assignment_id and b.user_id = s.user_id
    group by s.assignment_id, s.user_id`);
  return result.rows as unknown as ChildSum[];
}

/** Every answer of an assignment's runs, with whose run it was. */
export function answersOf(db: Db, assignmentId: string) {
  return db
    .select({
      runId: assignmentAnswers.runId,
      itemIndex: assignmentAnswers.itemIndex,
      correct: assignmentAnswers.correct,
      given: assignmentAnswers.given,
      question: assignmentAnswers.question,
      expected: assignmentAnswers.expected,
    })
    .from(assignmentAnswers)
    .where(eq(assignmentAnswers.assignmentId, assignmentId))
    .orderBy(asc(assignmentAnswers.itemIndex));
}

// ── an account's deletion (retention.ts) ──

/** Deletes these children's assignment runs and answers and their names on assignments, and the assignments these teachers set. */
/** Every answer these children gave in their assignments' runs, with the question as they saw it: for their data export. */
export function answersOfUsers(db: Db, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: assignmentRuns.userId,
      assignmentId: assignmentRuns.assignmentId,
      activityId: assignmentRuns.activityId,
      itemIndex: assignmentAnswers.itemIndex,
      question: assignmentAnswers.question,
      given: assignmentAnswers.given,
      expected: assignmentAnswers.expected,
      correct: assignmentAnswers.correct,
      answeredAt: assignmentAnswers.answeredAt,
    })
    .from(assignmentAnswers)
    .innerJoin(assignmentRuns, eq(assignmentRuns.runId, assignmentAnswers.runId))
    .where(inArray(assignmentRuns.userId, userIds))
    .orderBy(asc(assignmentRuns.userId), asc(assignmentAnswers.answeredAt), asc(assignmentAnswers.itemIndex));
}

export async function deleteOfUsers(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(assignmentRuns).where(inArray(assignmentRuns.userId, userIds));
  await db.delete(assignmentStudents).where(inArray(assignmentStudents.userId, userIds));
  await db.delete(assignments).where(inArray(assignments.teacherId, userIds));
}
