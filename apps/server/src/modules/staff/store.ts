import { and, asc, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchColumns, type Paging } from '../../db/search.ts';
import { staffAudit, staffSessions, staffUsers } from './tables.ts';

export type StaffRow = typeof staffUsers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof staffAudit.$inferSelect;

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return row;
}

export async function staffById(db: Db, id: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export const allStaff = (db: Db) => db.select().from(staffUsers).orderBy(asc(staffUsers.email));

export async function insertStaff(db: Db, values: typeof staffUsers.$inferInsert): Promise<StaffRow | undefined> {
  const [row] = await db.insert(staffUsers).values(values).onConflictDoNothing({ target: staffUsers.email }).returning();
  return row;
}

export async function updateStaff(db: Db, id: string, values: Partial<typeof staffUsers.$inferInsert>): Promise<StaffRow | undefined> {
  const [row] = await db.update(staffUsers).set(values).where(eq(staffUsers.id, id)).returning();
  return row;
}

export async function insertSession(db: Db, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

export async function findSession(db: Db, idHash: string): Promise<StaffSessionRow | undefined> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.idHash, idHash)).limit(1);
  return row;
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function deleteSessionsOf(db: Db, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function deleteStaleSessions(db: Db, idleBefore: Date, now: Date): Promise<void> {
  await db.delete(staffSessions).where(or(lt(staffSessions.lastSeenAt, idleBefore), lt(staffSessions.expiresAt, now)));
}

export async function insertAudit(db: Db, values: typeof staffAudit.$inferInsert): Promise<AuditRow> {
  const [row] = await db.insert(staffAudit).values(values).returning();
  return row!;
}

/** Newest first; q matches the actor, the action or the target. */
export async function listAudit(db: Db, filter: { q?: string; action?: string }, page: Paging): Promise<{ rows: AuditRow[]; count: number }> {
  const conditions: SQL[] = [];
  const text = searchColumns([staffAudit.actor, staffAudit.action, staffAudit.target], filter.q);
  if (text) conditions.push(text);
  if (filter.action) conditions.push(eq(staffAudit.action, filter.action));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db.select().from(staffAudit).where(where).orderBy(desc(staffAudit.at), desc(staffAudit.id)).limit(page.limit).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
  return { rows, count: Number(total?.n ?? 0) };
}
