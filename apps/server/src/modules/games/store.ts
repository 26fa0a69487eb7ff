import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { fromDriverRow } from '../../db/rows.ts';
import { roomAnswers, roomPlayers, rooms, SEAT_NAME_LENGTH } from './tables.ts';

/**
 * The games module's SQL (decision 035). Every rule that must hold across
 * processes is held by the database here: a seat counter that cannot pass
 * the capacity, a nickname unique in its room, one answer per question and
 * seat, and no answer counted for a child taken out or a room not started.
 */
export type RoomRow = typeof rooms.$inferSelect;
export type PlayerRow = typeof roomPlayers.$inferSelect;
export type NewRoom = typeof rooms.$inferInsert;
export type NewPlayer = typeof roomPlayers.$inferInsert;

export async function insertRoom(db: Db, values: NewRoom): Promise<RoomRow | undefined> {
  const [room] = await db.insert(rooms).values(values).onConflictDoNothing({ target: rooms.code }).returning();
  return room;
}

export async function findRoom(db: Db, code: string): Promise<RoomRow | undefined> {
  const [room] = await db.select().from(rooms).where(eq(rooms.code, code)).limit(1);
  return room;
}

/** A room as a process loads it on first use: the row, every seat, and which questions each seat answered. */
export async function loadRoom(db: Db, code: string) {
  const room = await findRoom(db, code);
  if (!room) return undefined;
  const players = await db.select().from(roomPlayers).where(eq(roomPlayers.roomId, room.id)).orderBy(asc(roomPlayers.joinedAt), asc(roomPlayers.id));
  const answers = players.length
    ? await db
        .select({ playerId: roomAnswers.playerId, itemIndex: roomAnswers.itemIndex, correct: roomAnswers.correct, bonus: roomAnswers.bonus, answeredAt: roomAnswers.answeredAt })
        .from(roomAnswers)
        .innerJoin(roomPlayers, eq(roomPlayers.id, roomAnswers.playerId))
        .where(eq(roomPlayers.roomId, room.id))
    : [];
  return { room, players, answers };
}

export async function findPlayer(db: Db, roomId: string, playerId: string): Promise<PlayerRow | undefined> {
  const [player] = await db.select().from(roomPlayers).where(and(eq(roomPlayers.id, playerId), eq(roomPlayers.roomId, roomId))).limit(1);
  return player;
}

/** The seat a token opens in this room, or the seat a not-yet-admitted device is asking for. */
export async function findPlayerByToken(db: Db, roomId: string, tokenHash: string) {
  const [seat] = await db.select().from(roomPlayers).where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.tokenHash, tokenHash))).limit(1);
  if (seat) return { player: seat, knocking: false };
  const [knock] = await db.select().from(roomPlayers).where(and(eq(roomPlayers.roomId, roomId), eq(roomPlayers.knockTokenHash, tokenHash))).limit(1);
  return knock ? { player: knock, knocking: true } : undefined;
}

export type SeatRefusal = 'full' | 'locked' | 'ended' | 'taken' | 'device-removed';

/**
 * A name as a seat holds it: a roster student's or a signed-in student's name may be longer than a
 * seat's name (class lists take 50 characters); it is cut to the seat's length, as the host's screen
 * shows it, rather than refused.
 */
export const seatName = (name: string) => [...name].slice(0, SEAT_NAME_LENGTH).join('');

/** What a join writes of a seat; the rest of the row takes its defaults. */
export type SeatEntry = Pick<NewPlayer, 'nickname' | 'nicknameKey' | 'tokenHash' | 'joinedAt'> & { roomId: string; deviceHash: string | null; userId: string | null };
const SEAT_COLUMNS = ['roomId', 'nickname', 'nicknameKey', 'tokenHash', 'deviceHash', 'userId', 'joinedAt'] as const satisfies readonly (keyof SeatEntry)[];

/**
 * Seats one or more children of one room in one statement: the room's seat
 * counter moves by as many (the room open, unlocked, with that many places
 * left, and none of their devices one the host took out) and the seats are
 * inserted from it, so the 40th place cannot be taken twice by two
 * processes. All or nothing: a name or roster student already seated is a
 * unique violation, which undoes the whole statement, counter included.
 *
 * One statement, not a transaction of four: the room's row is locked only
 * while the statement runs, not across round trips until COMMIT. A class
 * joining at the same second queued on that lock (holding pool connections
 * while it queued): 1,400 children joining 40 rooms waited 8.5 s at the
 * median on PostgreSQL (decision 035).
 */
export async function takeSeats(db: Db, entries: SeatEntry[], capacity: number): Promise<{ ok: true; players: PlayerRow[] } | { ok: false; refusal: 'taken' | 'refused' }> {
  const roomId = entries[0]!.roomId;
  const devices = entries.flatMap((e) => (e.deviceHash ? [e.deviceHash] : []));
  const notRemoved = devices.length
    ? sql`and not exists (select 1 from ${roomPlayers} where ${roomPlayers.roomId} = ${roomId} and ${roomPlayers.removedAt} is not null and ${inArray(roomPlayers.deviceHash, devices)})`
    : sql``;
  // each value typed as its column (a select list has no column to take its type from), without a
  // length: a cast to varchar(n) would cut a longer text silently, where the column refuses it
  const value = (e: SeatEntry, k: (typeof SEAT_COLUMNS)[number]) => sql`${sql.param(e[k], roomPlayers[k])}::${sql.raw(roomPlayers[k].getSQLType().replace(/\(\d+\)$/, ''))}`;
  try {
    const { rows } = await db.execute<Record<string, unknown>>(sql`
      with seat as (
        update ${rooms} set seats_taken = seats_taken + ${entries.length}
        where id = ${roomId} and state <> 'ended' and locked = false and seats_taken + ${entries.length} <= ${capacity} ${notRemoved}
        returning id
      )
      insert into ${roomPlayers} (${sql.join(
        SEAT_COLUMNS.map((k) => sql.identifier(roomPlayers[k].name)),
        sql`, `,
      )})
      select * from (values ${sql.join(
        entries.map((e) => sql`(${sql.join(
          SEAT_COLUMNS.map((k) => value(e, k)),
          sql`, `,
        )})`),
        sql`, `,
      )}) as entry where exists (select 1 from seat)
      returning *`);
    if (rows.length === 0) return { ok: false, refusal: 'refused' };
    return { ok: true, players: rows.map((row) => fromDriverRow(roomPlayers, row)) };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, refusal: 'taken' };
    throw err;
  }
}

/** Seats one child (takeSeats), and when refused says why. */
export async function takeSeat(db: Db, entry: SeatEntry, capacity: number): Promise<{ ok: true; player: PlayerRow } | { ok: false; refusal: SeatRefusal }> {
  const taken = await takeSeats(db, [entry], capacity);
  if (taken.ok) return { ok: true, player: taken.players[0]! };
  return { ok: false, refusal: taken.refusal === 'taken' ? 'taken' : await seatRefusal(db, entry) };
}

/** Why no seat was taken, read after the fact: the device taken out, the room ended, locked or full. */
async function seatRefusal(db: Db, player: SeatEntry): Promise<SeatRefusal> {
  if (player.deviceHash) {
    const [removed] = await db
      .select({ id: roomPlayers.id })
      .from(roomPlayers)
      .where(and(eq(roomPlayers.roomId, player.roomId), eq(roomPlayers.deviceHash, player.deviceHash), isNotNull(roomPlayers.removedAt)))
      .limit(1);
    if (removed) return 'device-removed';
  }
  const [room] = await db.select({ state: rooms.state, locked: rooms.locked }).from(rooms).where(eq(rooms.id, player.roomId));
  return !room || room.state === 'ended' ? 'ended' : room.locked ? 'locked' : 'full';
}

/** Waiting → started (and the first round when together); undefined when the room was not waiting. */
export async function startRoom(db: Db, roomId: string, values: { startedAt: Date; round: number | null; roundStartedAt: Date | null }) {
  const [row] = await db.update(rooms).set({ state: 'started', ...values, roundClosedAt: null }).where(and(eq(rooms.id, roomId), eq(rooms.state, 'waiting'))).returning();
  return row;
}

/** The next round opens, if nobody moved it on meanwhile. */
export async function openRound(db: Db, roomId: string, round: number, at: Date) {
  const [row] = await db
    .update(rooms)
    .set({ round, roundStartedAt: at, roundClosedAt: null })
    .where(and(eq(rooms.id, roomId), eq(rooms.state, 'started'), eq(rooms.round, round - 1)))
    .returning();
  return row;
}

/** The open round closes, if it is still the open one and nobody closed it meanwhile. */
export async function closeRound(db: Db, roomId: string, round: number, at: Date) {
  const [row] = await db
    .update(rooms)
    .set({ roundClosedAt: at })
    .where(and(eq(rooms.id, roomId), eq(rooms.state, 'started'), eq(rooms.round, round), isNull(rooms.roundClosedAt)))
    .returning();
  return row;
}

/** Play again: the ended room points at its host's new game, once. */
export async function setNextCode(db: Db, roomId: string, nextCode: string) {
  const [row] = await db
    .update(rooms)
    .set({ nextCode })
    .where(and(eq(rooms.id, roomId), eq(rooms.state, 'ended'), isNull(rooms.nextCode)))
    .returning();
  return row;
}

/** Any state → ended, results kept until resultsUntil; undefined when it had already ended. */
export async function endRoom(db: Db, roomId: string, endedAt: Date, resultsUntil: Date) {
  const [row] = await db
    .update(rooms)
    .set({ state: 'ended', endedAt, resultsUntil, round: null, roundStartedAt: null })
    .where(and(eq(rooms.id, roomId), ne(rooms.state, 'ended')))
    .returning();
  return row;
}

export async function updateRoom(db: Db, roomId: string, values: Partial<Pick<RoomRow, 'locked' | 'joinCheck' | 'nicknameMode' | 'classId' | 'speedBonus' | 'pace' | 'secondsPerQuestion'>>) {
  const [row] = await db.update(rooms).set(values).where(eq(rooms.id, roomId)).returning();
  return row;
}

/**
 * Deletes an ended room's guests (nicknames, answers) and keeps only how many
 * played, answered and answered right. Answers go with their players (ON
 * DELETE CASCADE).
 */
export async function deleteResults(db: Db, roomId: string) {
  return db.transaction(async (tx) => {
    const [counts] = await tx
      .select({
        players: sql<string>`count(*)`,
        answers: sql<string>`coalesce(sum(${roomPlayers.answered}), 0)`,
        correct: sql<string>`coalesce(sum(${roomPlayers.score}), 0)`,
      })
      .from(roomPlayers)
      .where(eq(roomPlayers.roomId, roomId));
    await tx.delete(roomPlayers).where(eq(roomPlayers.roomId, roomId));
    const [row] = await tx
      .update(rooms)
      .set({
        resultsUntil: null,
        // a practice opponent's marks came from another child's race: they go with the results
        practiceMarks: null,
        playersAtEnd: Number(counts?.players ?? 0),
        answersAtEnd: Number(counts?.answers ?? 0),
        correctAtEnd: Number(counts?.correct ?? 0),
      })
      .where(and(eq(rooms.id, roomId), eq(rooms.state, 'ended')))
      .returning();
    return row;
  });
}

/** Takes a child out: their seat goes back to the room. Undefined when they were already out. */
export async function removePlayer(db: Db, roomId: string, playerId: string, at: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(roomPlayers)
      .set({ removedAt: at, knockTokenHash: null, knockAt: null })
      .where(and(eq(roomPlayers.id, playerId), eq(roomPlayers.roomId, roomId), isNull(roomPlayers.removedAt)))
      .returning();
    if (row) await tx.update(rooms).set({ seatsTaken: sql`greatest(${rooms.seatsTaken} - 1, 0)` }).where(eq(rooms.id, roomId));
    return row;
  });
}

/** Lets a child the host took out back into their seat, if the room has one free. */
export async function letIn(db: Db, roomId: string, playerId: string, capacity: number): Promise<PlayerRow | 'full' | undefined> {
  return db.transaction(async (tx) => {
    const [out] = await tx
      .select({ id: roomPlayers.id })
      .from(roomPlayers)
      .where(and(eq(roomPlayers.id, playerId), eq(roomPlayers.roomId, roomId), isNotNull(roomPlayers.removedAt)))
      .for('update');
    if (!out) return undefined;
    const [seat] = await tx
      .update(rooms)
      .set({ seatsTaken: sql`${rooms.seatsTaken} + 1` })
      .where(and(eq(rooms.id, roomId), lt(rooms.seatsTaken, capacity)))
      .returning({ id: rooms.id });
    if (!seat) return 'full' as const;
    const [row] = await tx.update(roomPlayers).set({ removedAt: null, leftAt: null }).where(eq(roomPlayers.id, playerId)).returning();
    return row;
  });
}

export async function updatePlayer(db: Db, roomId: string, playerId: string, values: Partial<Pick<PlayerRow, 'extraTime' | 'leftAt' | 'nickname' | 'nicknameKey' | 'rerolls'>>) {
  const [row] = await db
    .update(roomPlayers)
    .set(values)
    .where(and(eq(roomPlayers.id, playerId), eq(roomPlayers.roomId, roomId)))
    .returning()
    .catch((err: unknown) => {
      // a new name another child has just taken
      if (isUniqueViolation(err)) return [];
      throw err;
    });
  return row;
}

/** A device asks for the seat with this name (or roster student): its token waits on the seat for the host. */
export async function knock(db: Db, roomId: string, seat: { nicknameKey?: string; userId?: string }, knockTokenHash: string, at: Date) {
  const which = seat.userId ? eq(roomPlayers.userId, seat.userId) : eq(roomPlayers.nicknameKey, seat.nicknameKey ?? '');
  const [row] = await db.update(roomPlayers).set({ knockTokenHash, knockAt: at }).where(and(eq(roomPlayers.roomId, roomId), which)).returning();
  return row;
}

/**
 * The host's answer to a device asking for a seat: admitted, the device's
 * token becomes the seat's (the old device loses it) and a child the host had
 * taken out is back in; refused, the request is dropped.
 */
export async function decideKnock(db: Db, roomId: string, playerId: string, admit: boolean) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(roomPlayers)
      .where(and(eq(roomPlayers.id, playerId), eq(roomPlayers.roomId, roomId), isNotNull(roomPlayers.knockTokenHash)))
      .for('update');
    if (!current) return undefined;
    if (!admit) {
      const [row] = await tx.update(roomPlayers).set({ knockTokenHash: null, knockAt: null }).where(eq(roomPlayers.id, playerId)).returning();
      return row;
    }
    if (current.removedAt) await tx.update(rooms).set({ seatsTaken: sql`${rooms.seatsTaken} + 1` }).where(eq(rooms.id, roomId));
    const [row] = await tx
      .update(roomPlayers)
      .set({ tokenHash: current.knockTokenHash!, knockTokenHash: null, knockAt: null, removedAt: null, leftAt: null })
      .where(eq(roomPlayers.id, playerId))
      .returning();
    return row;
  });
}

export interface AnswerToWrite {
  playerId: string;
  itemIndex: number;
  correct: boolean;
  bonus: number;
  response: unknown;
  answeredAt: Date;
}

export interface CommitResult {
  /** the answers written, as `${playerId}:${itemIndex}` */
  written: Set<string>;
  /** each touched seat's totals after the commit */
  totals: Map<string, { score: number; bonus: number; answered: number }>;
}

export const answerKey = (playerId: string, itemIndex: number) => `${playerId}:${itemIndex}`;

/** The group commit's statement (decision 047: parsed and planned once per session). */
const commitStatement = prepared(
  'games_commit_answers',
  ['jsonb'],
  `with v as (
      select * from jsonb_to_recordset($1)
        as v(player_id uuid, item_index smallint, correct boolean, bonus smallint, response jsonb, answered_at timestamptz)
    ), ins as (
      insert into room_answers (player_id, item_index, correct, bonus, response, answered_at)
      select v.player_id, v.item_index, v.correct, v.bonus, v.response, v.answered_at
      from v
      join room_players p on p.id = v.player_id and p.removed_at is null
      join rooms r on r.id = p.room_id and r.state = 'started'
        -- together (decision 090): only the open question, and only until it closes, whichever process closed it
        and (r.pace <> 'together' or (r.round = v.item_index and r.round_closed_at is null))
      on conflict do nothing
      returning player_id, item_index, correct, bonus
    ), sums as (
      select player_id, count(*)::int as n, (count(*) filter (where correct))::int as c, coalesce(sum(bonus), 0)::int as b
      from ins group by player_id
    ), upd as (
      update room_players p set answered = p.answered + s.n, score = p.score + s.c, bonus = p.bonus + s.b
      from sums s where p.id = s.player_id
      returning p.id, p.score, p.bonus, p.answered
    )
    select json_build_object(
      'ins', (select coalesce(json_agg(json_build_array(player_id, item_index)), '[]'::json) from ins),
      'upd', (select coalesce(json_agg(json_build_array(id, score, bonus, answered)), '[]'::json) from upd)
    ) as r`,
);

/**
 * Group commit (decision 035): a batch of answers in one statement, so one
 * transaction, one round trip and one WAL flush for all of them. An answer is
 * written only when its seat is still in the game and its room started, and
 * only once per question (the primary key); the seats' totals move by what
 * was written, and come back with it.
 */
export async function commitAnswers(db: Db, batch: readonly AnswerToWrite[]): Promise<CommitResult> {
  const rows = JSON.stringify(
    batch.map((a) => ({ player_id: a.playerId, item_index: a.itemIndex, correct: a.correct, bonus: a.bonus, response: a.response ?? null, answered_at: a.answeredAt.toISOString() })),
  );
  const result = await commitStatement.run<{ r: { ins: Array<[string, number]>; upd: Array<[string, number, number, number]> } | string }>(db, [rows]);
  const raw = result[0]?.r;
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<typeof raw, string>) : raw;
  const written = new Set((parsed?.ins ?? []).map(([p, i]) => answerKey(p, i)));
  const totals = new Map((parsed?.upd ?? []).map(([id, score, bonus, answered]) => [id, { score, bonus, answered }]));
  return { written, totals };
}

/** The first verdicts of answers already written (a resent answer gets them back). */
export async function existingAnswers(db: Db, keys: ReadonlyArray<{ playerId: string; itemIndex: number }>) {
  if (keys.length === 0) return new Map<string, { correct: boolean; bonus: number }>();
  const rows = await db
    .select({ playerId: roomAnswers.playerId, itemIndex: roomAnswers.itemIndex, correct: roomAnswers.correct, bonus: roomAnswers.bonus })
    .from(roomAnswers)
    .where(inArray(roomAnswers.playerId, [...new Set(keys.map((k) => k.playerId))]));
  return new Map(rows.map((r) => [answerKey(r.playerId, r.itemIndex), { correct: r.correct, bonus: r.bonus }]));
}

/** Every answer of a room's seats (for the host's results download), or of one place of their runs. */
export async function answersOfRoom(db: Db, roomId: string, itemIndex?: number) {
  const rows = await db
    // as text, parsed here once: the jsonb column type parses a string the driver already parsed a
    // second time, so a typed "29" came back as the number 29 and "7.50" as 7.5
    .select({ playerId: roomAnswers.playerId, itemIndex: roomAnswers.itemIndex, correct: roomAnswers.correct, response: sql<string | null>`${roomAnswers.response}::text` })
    .from(roomAnswers)
    .innerJoin(roomPlayers, eq(roomPlayers.id, roomAnswers.playerId))
    .where(itemIndex === undefined ? eq(roomPlayers.roomId, roomId) : and(eq(roomPlayers.roomId, roomId), eq(roomAnswers.itemIndex, itemIndex)));
  return rows.map((r) => ({ ...r, response: r.response === null ? null : (JSON.parse(r.response) as unknown) }));
}

// ---------------------------------------------------------------- the sweep

/** Rooms nobody ended, made before the cutoff. */
export const roomsOpenSince = (db: Db, cutoff: Date) =>
  db.select().from(rooms).where(and(ne(rooms.state, 'ended'), lt(rooms.createdAt, cutoff)));

/** Ended rooms whose guests' results are due for deletion. */
export const roomsWithResultsDue = (db: Db, now: Date) =>
  db.select({ id: rooms.id, code: rooms.code }).from(rooms).where(and(eq(rooms.state, 'ended'), lt(rooms.resultsUntil, now)));

/** Deletes ended rooms' anonymous rows (and anything left with them) ended before the cutoff; answers how many. */
export async function deleteEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(rooms)
    .where(and(eq(rooms.state, 'ended'), lt(rooms.endedAt, cutoff)))
    .returning({ id: rooms.id });
  return deleted.length;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * A host's most recent rooms, newest first, with how many played, answered
 * and answered right: counted from the seats while the room runs or keeps
 * its results, from the anonymous counts once they are deleted.
 */
export async function recentRoomsOf(db: Db, hostUserId: string, limit: number) {
  const rows = await db.select().from(rooms).where(eq(rooms.hostUserId, hostUserId)).orderBy(desc(rooms.createdAt)).limit(limit);
  const withSeats = rows.filter((r) => r.state !== 'ended' || r.resultsUntil).map((r) => r.id);
  const counts = withSeats.length
    ? await db
        .select({
          roomId: roomPlayers.roomId,
          players: count(),
          answers: sql<string>`coalesce(sum(${roomPlayers.answered}), 0)`,
          correct: sql<string>`coalesce(sum(${roomPlayers.score}), 0)`,
        })
        .from(roomPlayers)
        .where(and(inArray(roomPlayers.roomId, withSeats), isNull(roomPlayers.removedAt)))
        .groupBy(roomPlayers.roomId)
    : [];
  const seats = new Map(counts.map((c) => [c.roomId, { players: Number(c.players), answers: Number(c.answers), correct: Number(c.correct) }]));
  return rows.map((room) => ({
    room,
    counts: withSeats.includes(room.id)
      ? (seats.get(room.id) ?? { players: 0, answers: 0, correct: 0 })
      : { players: room.playersAtEnd ?? 0, answers: room.answersAtEnd ?? 0, correct: room.correctAtEnd ?? 0 },
  }));
}
