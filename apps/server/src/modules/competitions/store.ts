import { asc, count, desc, eq, getTableColumns, sql, type SQL, and } from 'drizzle-orm';
import { searchColumns, type Paging } from '../../db/search.ts';
import { OPEN_STAGES } from '@numbloom/domain/competition';
import type { Db } from '../../db/client.ts';
import { competitionRegistrations, competitions } from './tables.ts';

export type NewCompetition = typeof competitions.$inferInsert;
export type NewCompetitionRegistration = typeof competitionRegistrations.$inferInsert;

const openStages = sql.join(OPEN_STAGES.map((s) => sql`${s}`), sql`, `);
/** Open competitions first (the form reads the first result), newest first within each group. */
const openFirst = sql`(${competitions.enableRegistration} and lower(${competitions.currentStage}) in (${openStages})) desc`;

export async function listCompetitionRows(db: Db, filter: { id?: number; campaign?: string }, limit: number) {
  const where: SQL[] = [];
  if (filter.id !== undefined) where.push(eq(competitions.id, filter.id));
  if (filter.campaign !== undefined) where.push(eq(competitions.campaign, filter.campaign));
  const base = db.select().from(competitions);
  const filtered = where.length > 0 ? base.where(and(...where)) : base;
  const rows = await filtered.orderBy(openFirst, desc(competitions.id)).limit(limit);
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(competitions)
    .where(where.length > 0 ? and(...where) : undefined)) as [{ n: number }];
  return { rows, count: n };
}

export async function competitionById(db: Db, id: number) {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id)).limit(1);
  return row;
}

export const allCompetitions = (db: Db) => db.select().from(competitions).orderBy(asc(competitions.id));

export async function insertCompetition(db: Db, values: NewCompetition) {
  const [row] = await db.insert(competitions).values(values).returning();
  return row!;
}

export async function insertCompetitionIfMissing(db: Db, values: NewCompetition) {
  await db.insert(competitions).values(values).onConflictDoNothing({ target: competitions.id });
}

export async function updateCompetitionRow(db: Db, id: number, values: Partial<NewCompetition>) {
  const [row] = await db
    .update(competitions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(competitions.id, id))
    .returning();
  return row;
}

export async function insertRegistrationOnce(db: Db, values: NewCompetitionRegistration): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(competitionRegistrations)
    .values(values)
    .onConflictDoNothing({ target: competitionRegistrations.submissionHash })
    .returning({ id: competitionRegistrations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: competitionRegistrations.id })
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.submissionHash, values.submissionHash))
    .limit(1);
  return { id: existing!.id, created: false };
}

export const registrationsOf = (db: Db, competitionId: number) =>
  db
    .select()
    .from(competitionRegistrations)
    .where(eq(competitionRegistrations.competitionId, competitionId))
    .orderBy(asc(competitionRegistrations.createdAt), asc(competitionRegistrations.id));

/** A registration without its student list's bytes (only their count): what lists and CSVs need. */
const registrationListColumns = () => {
  const { studentList: _bytes, ...columns } = getTableColumns(competitionRegistrations);
  return { ...columns, studentListBytes: sql<number | null>`octet_length(${competitionRegistrations.studentList})`.mapWith(Number) };
};
export type CompetitionRegistrationListRow = Awaited<ReturnType<typeof searchRegistrations>>['rows'][number];

/** Registrations newest first, of one competition or all; q matches names, email, phone, organisation and school. */
export async function searchRegistrations(db: Db, filter: { competitionId?: number; q?: string }, page: Paging) {
  const r = competitionRegistrations;
  const conditions: SQL[] = [];
  if (filter.competitionId !== undefined) conditions.push(eq(r.competitionId, filter.competitionId));
  const text = searchColumns([r.firstName, r.lastName, r.yourName, r.email, r.phone, r.organisation, r.campaignName, sql`${r.schoolDetail}->>'name'`], filter.q);
  if (text) conditions.push(text);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select(registrationListColumns()).from(r).where(where).orderBy(desc(r.createdAt), desc(r.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(r).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function registrationById(db: Db, id: string) {
  const [row] = await db.select(registrationListColumns()).from(competitionRegistrations).where(eq(competitionRegistrations.id, id)).limit(1);
  return row;
}

/** How many registrations each competition has. */
export async function registrationCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: competitionRegistrations.competitionId, n: count() }).from(competitionRegistrations).groupBy(competitionRegistrations.competitionId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
