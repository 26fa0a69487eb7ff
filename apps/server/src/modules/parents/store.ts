import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parentChildren, parentCodes } from './tables.ts';

export type ParentCodeRow = typeof parentCodes.$inferSelect;

export async function insertCode(db: Db, values: typeof parentCodes.$inferInsert): Promise<ParentCodeRow> {
  const [row] = await db.insert(parentCodes).values(values).returning();
  return row!;
}

export async function findCodeByHash(db: Db, codeHash: string): Promise<ParentCodeRow | undefined> {
  const [row] = await db.select().from(parentCodes).where(eq(parentCodes.codeHash, codeHash)).limit(1);
  return row;
}

/** The codes of a child that may still be used now. */
export const activeCodesOf = (db: Db, studentId: string, now: Date) =>
  db
    .select()
    .from(parentCodes)
    .where(and(eq(parentCodes.studentId, studentId), isNull(parentCodes.revokedAt), isNull(parentCodes.usedAt), gt(parentCodes.expiresAt, now)))
    .orderBy(asc(parentCodes.createdAt));

/** Cancels every code of a child that could still be used; returns how many. */
export async function revokeCodesOf(db: Db, studentId: string, now: Date): Promise<number> {
  const rows = await db
    .update(parentCodes)
    .set({ revokedAt: now })
    .where(and(eq(parentCodes.studentId, studentId), isNull(parentCodes.revokedAt), isNull(parentCodes.usedAt)))
    .returning({ id: parentCodes.id });
  return rows.length;
}

/** Marks a code used by this parent, if nobody used or cancelled it first (the one statement two parents race on). */
export async function useCode(db: Db, id: string, parentId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(parentCodes)
    .set({ usedAt: now, usedBy: parentId })
    .where(and(eq(parentCodes.id, id), isNull(parentCodes.usedAt), isNull(parentCodes.revokedAt)))
    .returning({ id: parentCodes.id });
  return rows.length === 1;
}

export async function insertLink(db: Db, parentId: string, studentId: string, now: Date): Promise<void> {
  await db.insert(parentChildren).values({ parentId, studentId, linkedAt: now }).onConflictDoNothing();
}

export async function deleteLink(db: Db, parentId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .delete(parentChildren)
    .where(and(eq(parentChildren.parentId, parentId), eq(parentChildren.studentId, studentId)))
    .returning({ parentId: parentChildren.parentId });
  return rows.length === 1;
}

export async function findLink(db: Db, parentId: string, studentId: string) {
  const [row] = await db
    .select()
    .from(parentChildren)
    .where(and(eq(parentChildren.parentId, parentId), eq(parentChildren.studentId, studentId)))
    .limit(1);
  return row;
}

export const linksOfParent = (db: Db, parentId: string) => db.select().from(parentChildren).where(eq(parentChildren.parentId, parentId)).orderBy(asc(parentChildren.linkedAt));
export const linksOfStudent = (db: Db, studentId: string) => db.select().from(parentChildren).where(eq(parentChildren.studentId, studentId)).orderBy(asc(parentChildren.linkedAt));

export async function linkCount(db: Db, studentId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(parentChildren).where(eq(parentChildren.studentId, studentId));
  return Number(row?.n ?? 0);
}
