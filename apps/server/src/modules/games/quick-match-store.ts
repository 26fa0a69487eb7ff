import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { roomAnswers, roomPlayers, rooms } from './tables.ts';

/** Quick match's own reads (decision 044): the practice opponent's seat, and the kept races a practice opponent replays. */

/** A practice opponent's seat is marked by its name key; it is nobody's and no device holds it. */
export const PRACTICE_KEY_PREFIX = 'practice:';

/** The practice opponent's seat of a race (its nickname key carries PRACTICE_KEY_PREFIX), if it has one. */
export async function practiceSeatId(db: Db, roomId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: roomPlayers.id })
    .from(roomPlayers)
    .where(and(eq(roomPlayers.roomId, roomId), sql`${roomPlayers.nicknameKey} like ${`${PRACTICE_KEY_PREFIX}%`}`))
    .limit(1);
  return row?.id;
}

/**
 * Recent real runs of a Quick match on these activities (one grade): the
 * seats of ended races whose results are still kept, that answered at least
 * once, never a practice opponent's. Newest first.
 */
export async function recentMatchRuns(db: Db, activityIds: readonly string[], limit: number) {
  if (activityIds.length === 0) return [];
  return db
    .select({ playerId: roomPlayers.id, startedAt: rooms.startedAt })
    .from(roomPlayers)
    .innerJoin(rooms, eq(rooms.id, roomPlayers.roomId))
    .where(
      and(
        eq(rooms.mode, 'quick-match'),
        eq(rooms.state, 'ended'),
        isNotNull(rooms.resultsUntil),
        isNotNull(rooms.startedAt),
        inArray(rooms.activityId, [...activityIds]),
        sql`${roomPlayers.answered} > 0`,
        sql`${roomPlayers.nicknameKey} not like ${`${PRACTICE_KEY_PREFIX}%`}`,
      ),
    )
    .orderBy(desc(rooms.endedAt))
    .limit(limit);
}

/** One seat's answers: when each came and whether it was right (never what was typed). */
export async function runMarks(db: Db, playerId: string) {
  return db
    .select({ itemIndex: roomAnswers.itemIndex, correct: roomAnswers.correct, answeredAt: roomAnswers.answeredAt })
    .from(roomAnswers)
    .where(eq(roomAnswers.playerId, playerId))
    .orderBy(asc(roomAnswers.answeredAt));
}
