import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { searchColumns, type Paging } from '../../db/search.ts';
import type { Db } from '../../db/client.ts';
import { campaignRegistrations, campaigns } from './tables.ts';

export type NewCampaign = typeof campaigns.$inferInsert;
export type NewCampaignRegistration = typeof campaignRegistrations.$inferInsert;

export async function campaignBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  return row;
}

export async function campaignById(db: Db, id: number) {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  return row;
}

export const allCampaigns = (db: Db) => db.select().from(campaigns).orderBy(asc(campaigns.id));

export async function insertCampaign(db: Db, values: NewCampaign) {
  const [row] = await db.insert(campaigns).values(values).returning();
  return row!;
}

/** Inserts a campaign unless one with its slug exists (seeding). */
export async function insertCampaignIfMissing(db: Db, values: NewCampaign) {
  await db.insert(campaigns).values(values).onConflictDoNothing({ target: campaigns.slug });
}

export async function updateCampaignRow(db: Db, id: number, values: Partial<NewCampaign>) {
  const [row] = await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id))
    .returning();
  return row;
}

/** Stores a registration once: a repeat of the same submission returns the first one's id. */
export async function insertRegistrationOnce(db: Db, values: NewCampaignRegistration): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(campaignRegistrations)
    .values(values)
    .onConflictDoNothing({ target: campaignRegistrations.submissionHash })
    .returning({ id: campaignRegistrations.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: campaignRegistrations.id })
    .from(campaignRegistrations)
    .where(eq(campaignRegistrations.submissionHash, values.submissionHash))
    .limit(1);
  return { id: existing!.id, created: false };
}

export const registrationsOf = (db: Db, campaignId: number) =>
  db
    .select()
    .from(campaignRegistrations)
    .where(eq(campaignRegistrations.campaignId, campaignId))
    .orderBy(asc(campaignRegistrations.createdAt), asc(campaignRegistrations.id));

/** A registration without its student list's bytes (only their count): what lists and CSVs need. */
const registrationListColumns = () => {
  const { studentList: _bytes, ...columns } = getTableColumns(campaignRegistrations);
  return { ...columns, studentListBytes: sql<number | null>`octet_length(${campaignRegistrations.studentList})`.mapWith(Number), campaignSlug: campaigns.slug, campaignName: campaigns.name };
};
export type CampaignRegistrationListRow = Awaited<ReturnType<typeof searchRegistrations>>['rows'][number];

/** Registrations newest first, of one campaign or all; q matches names, email, phone, organisation and school. */
export async function searchRegistrations(db: Db, filter: { campaignId?: number; q?: string }, page: Paging) {
  const r = campaignRegistrations;
  const conditions: SQL[] = [];
  if (filter.campaignId !== undefined) conditions.push(eq(r.campaignId, filter.campaignId));
  const text = searchColumns([r.firstName, r.lastName, r.yourName, r.email, r.phone, r.organisation, sql`${r.schoolDetail}->>'name'`], filter.q);
  if (text) conditions.push(text);
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select(registrationListColumns())
    .from(r)
    .innerJoin(campaigns, eq(campaigns.id, r.campaignId))
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(r).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function registrationById(db: Db, id: string) {
  const [row] = await db
    .select(registrationListColumns())
    .from(campaignRegistrations)
    .innerJoin(campaigns, eq(campaigns.id, campaignRegistrations.campaignId))
    .where(eq(campaignRegistrations.id, id))
    .limit(1);
  return row;
}

/** How many registrations each campaign has. */
export async function registrationCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db.select({ id: campaignRegistrations.campaignId, n: count() }).from(campaignRegistrations).groupBy(campaignRegistrations.campaignId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}
