import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import {
  nicknameKey,
  ROOM_CAPACITY,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_IDLE_HOURS,
  ROOM_MESSAGES,
  type HostRoom,
  type PlayerRoom,
  type RoomPlayer,
  type RoomState,
} from '@numbloom/domain/rooms';
import '@numbloom/maths/all';
import { checkAnswer } from '@numbloom/maths/check';
import { generateItem } from '@numbloom/maths/generate';
import { currencyForCountry, LANGUAGES, unitsForCountry, type Difficulty, type Grade, type Item, type Language, type Response, type TopicKey } from '@numbloom/maths/types';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { loadCatalogue } from '../content/service.ts';
import { roomAnswers, roomPlayers, rooms } from './tables.ts';

export type RoomRow = typeof rooms.$inferSelect;
type PlayerRow = typeof roomPlayers.$inferSelect;

/** An ended room's row (anonymous counts only) is kept this long so an old code still says 'ended', then deleted. */
export const ENDED_ROOM_KEEP_DAYS = 30;

const HOUR = 60 * 60 * 1000;

/** Spec §8 'Oops, this activity has ended.' as a 410. */
export const roomEnded = () => new HttpError(410, ROOM_MESSAGES.ended);
const full = () => new HttpError(409, ROOM_MESSAGES.full(ROOM_CAPACITY), { code: ROOM_MESSAGES.full(ROOM_CAPACITY) });

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** The multiplayer-game activity of the catalogue, or a 400: only class games are played in rooms. */
function classGame(activityId: string) {
  const activity = loadCatalogue().byId.get(activityId);
  if (!activity || activity.type !== 'multiplayer-game') {
    throw badRequest(ROOM_MESSAGES.notAMultiplayerGame, { activity_id: ROOM_MESSAGES.notAMultiplayerGame });
  }
  return activity;
}

/** A new room in 'waiting' for a multiplayer-game activity, hosted by this teacher. */
export async function createRoom(deps: Deps, hostUserId: string, input: { activity_id: string; region_code?: string; language_code?: string }) {
  const activity = classGame(input.activity_id);
  const region = findRegion(input.region_code?.toLowerCase() ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!;
  const wanted = input.language_code?.toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(wanted ?? '') ? wanted! : 'en';
  // A clash with a live code is rare (31^6 codes); a few draws always find a free one.
  for (let attempt = 0; attempt < 8; attempt++) {
    const [room] = await deps.database.db
      .insert(rooms)
      .values({
        code: newCode(),
        activityId: activity.id,
        hostUserId,
        state: 'waiting',
        seed: randomBytes(9).toString('base64url'),
        itemCount: activity.item_count,
        regionCode: region.code,
        languageCode: language,
        createdAt: deps.now(),
      })
      .onConflictDoNothing({ target: rooms.code })
      .returning();
    if (room) return room;
  }
  throw new Error('rooms: no free activity code after 8 draws');
}

export async function findRoom(db: Db, code: string): Promise<RoomRow | undefined> {
  const [room] = await db.select().from(rooms).where(eq(rooms.code, code)).limit(1);
  return room;
}

/** The room, or the spec's 'doesn't exist' as a 404. */
export async function requireRoom(db: Db, code: string): Promise<RoomRow> {
  const room = await findRoom(db, code);
  if (!room) throw new HttpError(404, ROOM_MESSAGES.notFound, { code: ROOM_MESSAGES.notFound });
  return room;
}

/** The room when this user hosts it; someone else's room is a 403. */
export async function requireHostedRoom(db: Db, code: string, userId: string): Promise<RoomRow> {
  const room = await requireRoom(db, code);
  if (room.hostUserId !== userId) throw forbidden(ROOM_MESSAGES.notHost);
  return room;
}

export const presentPlayer = (p: PlayerRow): RoomPlayer => ({ id: p.id, nickname: p.nickname, score: p.score, answered: p.answered });

export async function hostView(db: Db, room: RoomRow): Promise<HostRoom> {
  const players = await db
    .select()
    .from(roomPlayers)
    .where(eq(roomPlayers.roomId, room.id))
    .orderBy(desc(roomPlayers.score), asc(roomPlayers.joinedAt));
  return {
    code: room.code,
    state: room.state as RoomState,
    activity_id: room.activityId,
    item_count: room.itemCount,
    capacity: ROOM_CAPACITY,
    created_at: room.createdAt.toISOString(),
    started_at: room.startedAt?.toISOString() ?? null,
    players: players.map(presentPlayer),
  };
}

export async function playerView(db: Db, room: RoomRow, player: PlayerRow): Promise<PlayerRoom> {
  const answers = await db.select().from(roomAnswers).where(eq(roomAnswers.playerId, player.id));
  return {
    code: room.code,
    state: room.state as RoomState,
    nickname: player.nickname,
    item_count: room.itemCount,
    score: player.score,
    language: room.languageCode,
    answers: Object.fromEntries(answers.map((a) => [String(a.itemIndex), a.correct])),
  };
}

/**
 * A guest joins with a nickname: refused when the room does not exist, has
 * ended, is full, or already has the nickname. The room row is locked so two
 * children joining at once cannot both take the 40th place.
 */
export async function joinRoom(deps: Deps, input: { code: string; nickname: string }) {
  const token = randomBytes(32).toString('base64url');
  const player = await deps.database.db.transaction(async (tx) => {
    const [room] = await tx.select().from(rooms).where(eq(rooms.code, input.code)).for('update');
    if (!room) throw new HttpError(404, ROOM_MESSAGES.notFound, { code: ROOM_MESSAGES.notFound });
    if (room.state === 'ended') throw roomEnded();
    const [{ count } = { count: '0' }] = await tx
      .select({ count: sql<string>`count(*)` })
      .from(roomPlayers)
      .where(eq(roomPlayers.roomId, room.id));
    if (Number(count) >= ROOM_CAPACITY) throw full();
    const [row] = await tx
      .insert(roomPlayers)
      .values({ roomId: room.id, nickname: input.nickname, nicknameKey: nicknameKey(input.nickname), tokenHash: tokenHash(token), joinedAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError(409, ROOM_MESSAGES.nicknameTaken, { nickname: ROOM_MESSAGES.nicknameTaken });
    return { room, row };
  });
  return { token, room: player.room, player: player.row };
}

/** The player a token belongs to in this room; 401 when it is none of them. */
export async function requirePlayer(db: Db, room: RoomRow, token: string | undefined): Promise<PlayerRow> {
  if (!token || token.length > 100) throw unauthorized(ROOM_MESSAGES.notPlayer);
  const [player] = await db
    .select()
    .from(roomPlayers)
    .where(and(eq(roomPlayers.tokenHash, tokenHash(token)), eq(roomPlayers.roomId, room.id)))
    .limit(1);
  if (!player) throw unauthorized(ROOM_MESSAGES.notPlayer);
  return player;
}

/** Waiting → started. Starting twice is harmless; an ended room stays ended. */
export async function startRoom(deps: Deps, room: RoomRow): Promise<RoomRow> {
  if (room.state === 'ended') throw roomEnded();
  if (room.state === 'started') return room;
  const [started] = await deps.database.db
    .update(rooms)
    .set({ state: 'started', startedAt: deps.now() })
    .where(and(eq(rooms.id, room.id), eq(rooms.state, 'waiting')))
    .returning();
  return started ?? (await requireRoom(deps.database.db, room.code));
}

/**
 * Ends a room and deletes its guests' nicknames and answers (privacy page),
 * keeping only how many played, answered and answered right. Ending twice is harmless.
 */
export async function endRoom(db: Db, room: RoomRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(rooms).where(eq(rooms.id, room.id)).for('update');
    if (!locked || locked.state === 'ended') return;
    const [counts] = await tx
      .select({
        players: sql<string>`count(*)`,
        answers: sql<string>`coalesce(sum(${roomPlayers.answered}), 0)`,
        correct: sql<string>`coalesce(sum(${roomPlayers.score}), 0)`,
      })
      .from(roomPlayers)
      .where(eq(roomPlayers.roomId, room.id));
    // answers go with their players (ON DELETE CASCADE)
    await tx.delete(roomPlayers).where(eq(roomPlayers.roomId, room.id));
    await tx
      .update(rooms)
      .set({
        state: 'ended',
        endedAt: now,
        playersAtEnd: Number(counts?.players ?? 0),
        answersAtEnd: Number(counts?.answers ?? 0),
        correctAtEnd: Number(counts?.correct ?? 0),
      })
      .where(eq(rooms.id, room.id));
  });
}

/** The room's items: the activity's topics in turn, item i from seed `${seed}-${i}`, as the episode player makes a run. */
export function roomItems(room: RoomRow): Item[] {
  const activity = loadCatalogue().byId.get(room.activityId);
  if (!activity) throw new Error(`rooms: activity ${room.activityId} left the catalogue`);
  const topics = (activity.generator_mix?.length ? activity.generator_mix : [activity.generator_key]) as TopicKey[];
  const iso2 = findRegion(room.regionCode)?.iso2 ?? 'US';
  return Array.from({ length: room.itemCount }, (_, i) =>
    generateItem({
      topic: topics[i % topics.length]!,
      grade: activity.grade as Grade,
      difficulty: activity.difficulty as Difficulty,
      seed: `${room.seed}-${i}`,
      currency: currencyForCountry(iso2),
      units: unitsForCountry(iso2),
    }),
  );
}

/**
 * What a player's browser gets of an item: everything to show and answer it,
 * but not the answer or its explanation, nor the seed and the id made from it
 * (the engine is public: with the seed anyone could make the item again,
 * answer included). Of the answer only what the widgets need stays: its kind
 * (the input mode), its unit, and a number line's parts when it answers in fractions.
 */
export function playableItem(item: Item, index: number) {
  const { explanation: _explanation, answer, id: _id, seed: _seed, ...rest } = item;
  const shape: Record<string, unknown> = { kind: answer.kind };
  if ('unit' in answer && answer.unit) shape.unit = answer.unit;
  // a number line's marker becomes a fraction in the answer's parts (episodes/engine.ts responseOf); elsewhere the parts are a hint
  if (answer.kind === 'fraction' && item.input === 'number-line') shape.denominator = answer.denominator;
  return { ...rest, id: `item-${index}`, answer: shape };
}

export function requireStarted(room: RoomRow) {
  if (room.state === 'ended') throw roomEnded();
  if (room.state === 'waiting') throw new HttpError(409, ROOM_MESSAGES.notStarted);
}

/**
 * Checks a player's answer on the server (the browser's verdict is never
 * asked) and scores it once: the first answer to an item counts, a repeat
 * answers what was decided the first time.
 */
export async function answerItem(deps: Deps, room: RoomRow, player: PlayerRow, input: { item_index: number; response: Response }) {
  requireStarted(room);
  if (input.item_index >= room.itemCount) throw badRequest(ROOM_MESSAGES.noSuchItem, { item_index: ROOM_MESSAGES.noSuchItem });
  const item = roomItems(room)[input.item_index]!;
  const result = checkAnswer(item, input.response, room.languageCode as Language);
  return deps.database.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(roomAnswers)
      .values({ playerId: player.id, itemIndex: input.item_index, correct: result.correct, answeredAt: deps.now() })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [first] = await tx
        .select()
        .from(roomAnswers)
        .where(and(eq(roomAnswers.playerId, player.id), eq(roomAnswers.itemIndex, input.item_index)));
      const [current] = await tx.select().from(roomPlayers).where(eq(roomPlayers.id, player.id));
      return { correct: first?.correct ?? false, expected: result.expected, repeated: true, player: current ?? player };
    }
    const [updated] = await tx
      .update(roomPlayers)
      .set({ score: sql`${roomPlayers.score} + ${result.correct ? 1 : 0}`, answered: sql`${roomPlayers.answered} + 1` })
      .where(eq(roomPlayers.id, player.id))
      .returning();
    return { correct: result.correct, expected: result.expected, repeated: false, player: updated ?? player };
  });
}

/**
 * The rooms sweep: a room nobody ended is closed (its guests' data deleted)
 * ROOM_IDLE_HOURS after it was made, and an ended room's anonymous row goes
 * after ENDED_ROOM_KEEP_DAYS. Answers the codes it closed, so their streams can be told.
 */
export async function sweepRooms(db: Db, now: Date) {
  const stale = await db
    .select()
    .from(rooms)
    .where(and(ne(rooms.state, 'ended'), lt(rooms.createdAt, new Date(now.getTime() - ROOM_IDLE_HOURS * HOUR))));
  for (const room of stale) await endRoom(db, room, now);
  const old = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.state, 'ended'), lt(rooms.endedAt, new Date(now.getTime() - ENDED_ROOM_KEEP_DAYS * 24 * HOUR))));
  if (old.length) await db.delete(rooms).where(inArray(rooms.id, old.map((r) => r.id)));
  return { closed: stale.map((r) => r.code), deleted: old.length };
}

