import { and, asc, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingRegistrations, trials, verificationCodes } from './tables.ts';

export type RegistrationRow = typeof pendingRegistrations.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type TrialRow = typeof trials.$inferSelect;

export async function insertRegistration(db: Db, values: typeof pendingRegistrations.$inferInsert): Promise<RegistrationRow> {
  const [row] = await db.insert(pendingRegistrations).values(values).returning();
  return row!;
}

export async function findRegistrationByTokenHash(db: Db, tokenHash: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function deleteRegistration(db: Db, id: string): Promise<void> {
  await db.delete(pendingRegistrations).where(eq(pendingRegistrations.id, id));
}

/** Marks a registration done, once: false when it already was. */
export async function completeRegistration(db: Db, id: string, userId: string | null, at: Date): Promise<boolean> {
  const rows = await db
    .update(pendingRegistrations)
    .set({ completedAt: at, userId })
    .where(and(eq(pendingRegistrations.id, id), isNull(pendingRegistrations.completedAt)))
    .returning({ id: pendingRegistrations.id });
  return rows.length > 0;
}

export async function supersedeCodes(db: Db, registrationId: string, at: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ supersededAt: at })
    .where(and(eq(verificationCodes.registrationId, registrationId), isNull(verificationCodes.supersededAt), isNull(verificationCodes.usedAt)));
}

export async function insertCode(db: Db, values: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
  const [row] = await db.insert(verificationCodes).values(values).returning();
  return row!;
}

/** The newest code sent for a registration (the only one that can still be used). */
export async function latestCode(db: Db, registrationId: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.registrationId, registrationId))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Counts a wrong try, atomically and only below the cap; returns the new count or null when already at the cap. */
export async function addWrongAttempt(db: Db, codeId: string, cap: number): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} + 1` })
    .where(and(eq(verificationCodes.id, codeId), lt(verificationCodes.wrongAttempts, cap)))
    .returning({ wrongAttempts: verificationCodes.wrongAttempts });
  return row ? row.wrongAttempts : null;
}

/** Hands back the try counted for a code that turned out right. */
export async function refundWrongAttempt(db: Db, codeId: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ wrongAttempts: sql`${verificationCodes.wrongAttempts} - 1` })
    .where(and(eq(verificationCodes.id, codeId), gt(verificationCodes.wrongAttempts, 0)));
}

/** Spends a code once: false when it was already used, superseded or capped. */
export async function useCode(db: Db, codeId: string, cap: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.usedAt), isNull(verificationCodes.supersededAt), lt(verificationCodes.wrongAttempts, cap)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function userTrials(db: Db, userId: string): Promise<TrialRow[]> {
  return db.select().from(trials).where(eq(trials.userId, userId)).orderBy(asc(trials.startedAt), asc(trials.id));
}

export async function insertTrial(db: Db, values: typeof trials.$inferInsert): Promise<TrialRow> {
  const [row] = await db.insert(trials).values(values).returning();
  return row!;
}

export async function updateTrial(db: Db, id: string, values: Partial<typeof trials.$inferInsert>): Promise<TrialRow | undefined> {
  const [row] = await db.update(trials).set(values).where(eq(trials.id, id)).returning();
  return row;
}

/** Removes sign-ups that ended (expired or completed) before a time, with their codes; answers how many. */
export async function deleteRegistrationsEndedBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(pendingRegistrations)
    .where(or(lt(pendingRegistrations.expiresAt, before), lt(pendingRegistrations.completedAt, before)))
    .returning({ id: pendingRegistrations.id });
  return gone.length;
}

/**
 * Test mode only (test-routes.ts): moves an open sign-up's codes `seconds`
 * into the past, as if they had been sent that much earlier, so a browser
 * journey meets the server's own cooldown and expiry rules without waiting
 * them out. Returns how many codes moved.
 */
export async function backdateOpenCodes(db: Db, email: string, seconds: number): Promise<number> {
  const shift = sql`make_interval(secs => ${seconds})`;
  const moved = await db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - ${shift}`, expiresAt: sql`${verificationCodes.expiresAt} - ${shift}` })
    .where(
      sql`${verificationCodes.registrationId} in (select ${pendingRegistrations.id} from ${pendingRegistrations}
        where ${pendingRegistrations.email} = ${email} and ${pendingRegistrations.completedAt} is null)`,
    )
    .returning({ id: verificationCodes.id });
  return moved.length;
}
