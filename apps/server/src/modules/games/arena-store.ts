import { and, desc, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameLaunchTokens, roomPlayers, rooms } from './tables.ts';

/** An Arena's own rows (decision 040): telling the class, its notices, single-use launch links, a student's seat moved to a new device. */

/** The host told the Arena's class; undefined when the room has ended meanwhile. */
export async function markNotified(db: Db, roomId: string, at: Date) {
  const [row] = await db.update(rooms).set({ notifiedAt: at }).where(and(eq(rooms.id, roomId), ne(rooms.state, 'ended'))).returning();
  return row;
}

/** A teacher's latest Arena for a class (open or not), if any. */
export async function latestArenaOf(db: Db, hostUserId: string, classId: string) {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.mode, 'arena'), eq(rooms.hostUserId, hostUserId), eq(rooms.classId, classId)))
    .orderBy(desc(rooms.createdAt))
    .limit(1);
  return row;
}

/** The seats signed-in students hold in a room, by student. */
export async function accountSeats(db: Db, roomId: string) {
  return db.select().from(roomPlayers).where(and(eq(roomPlayers.roomId, roomId), isNotNull(roomPlayers.userId)));
}

/** Open Arenas whose host told this class, newest first. */
export async function noticesForClass(db: Db, classId: string) {
  return db
    .select()
    .from(rooms)
    .where(and(eq(rooms.mode, 'arena'), eq(rooms.classId, classId), isNotNull(rooms.notifiedAt), ne(rooms.state, 'ended')))
    .orderBy(desc(rooms.notifiedAt))
    .limit(5);
}

export async function insertLaunchToken(db: Db, values: typeof gameLaunchTokens.$inferInsert) {
  const [row] = await db.insert(gameLaunchTokens).values(values).returning();
  return row!;
}

/**
 * Uses a launch token up: only once, and only before it expires (one
 * statement, so two tabs racing with one link get one seat between them).
 * Answers why not when it cannot be used.
 */
export async function useLaunchToken(db: Db, id: string, now: Date): Promise<{ ok: true; roomId: string; userId: string } | { ok: false; why: 'unknown' | 'used' | 'expired' }> {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(and(eq(gameLaunchTokens.id, id), isNull(gameLaunchTokens.usedAt), sql`${gameLaunchTokens.expiresAt} > ${now.toISOString()}`))
    .returning();
  if (row) return { ok: true, roomId: row.roomId, userId: row.userId };
  const [seen] = await db.select().from(gameLaunchTokens).where(eq(gameLaunchTokens.id, id)).limit(1);
  return { ok: false, why: !seen ? 'unknown' : seen.usedAt ? 'used' : 'expired' };
}

export async function findRoomById(db: Db, id: string) {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
}

/** Launch tokens past their time (the sweep). */
export async function deleteLaunchTokensBefore(db: Db, cutoff: Date) {
  await db.delete(gameLaunchTokens).where(lt(gameLaunchTokens.expiresAt, cutoff));
}

/** A signed-in student's seat comes to a new device (their account proves who they are). */
export async function moveSeat(db: Db, roomId: string, userId: string, newTokenHash: string) {
  const [row] = await db.update(roomPlayers).set({ tokenHash: newTokenHash }).where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.userId, userId))).returning();
  return row;
}
