import { asc, eq, sql } from 'drizzle-orm';
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
