import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notificationsSent } from './tables.ts';

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** The key of one mail: its kind, to whom, about what, for which period. */
export interface SendKey {
  kind: string;
  recipientId: string;
  subjectId: string;
  period: string;
}

export async function preferencesOf(db: Db, userIds: string[]): Promise<Map<string, PreferenceRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

/** Sets some of a person's preferences, the others kept (or their defaults, for a first choice). */
export async function savePreferences(db: Db, userId: string, values: Partial<Pick<PreferenceRow, 'challengeUpdates' | 'weeklySummary'>>, now: Date): Promise<PreferenceRow> {
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...values, updatedAt: now } })
    .returning();
  return row!;
}

/** The parents who chose the weekly summary. */
export const weeklySubscribers = (db: Db) =>
  db.select({ userId: notificationPreferences.userId }).from(notificationPreferences).where(eq(notificationPreferences.weeklySummary, true));

/**
 * Claims one mail: true for the one caller whose row went in, false for any other (it was claimed
 * already, by this process or another). The primary key decides, in the database, at once.
 */
export async function claim(db: Db, key: SendKey, now: Date): Promise<boolean> {
  const rows = await db.insert(notificationsSent).values({ ...key, claimedAt: now }).onConflictDoNothing().returning({ kind: notificationsSent.kind });
  return rows.length === 1;
}

/** Gives a claim back (its mail could not be sent), so the next sweep tries again. */
export async function release(db: Db, key: SendKey): Promise<void> {
  await db
    .delete(notificationsSent)
    .where(
      and(
        eq(notificationsSent.kind, key.kind),
        eq(notificationsSent.recipientId, key.recipientId),
        eq(notificationsSent.subjectId, key.subjectId),
        eq(notificationsSent.period, key.period),
      ),
    );
}

export async function deleteOf(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  await db.delete(notificationsSent).where(inArray(notificationsSent.recipientId, userIds));
}
