import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One answer of a practice opponent: the place, whether it is right, and when it comes (ms after the start). */
export type PracticeMark = { itemIndex: number; correct: boolean; atMs: number };

/**
 * Live game rooms (decisions 030, 035), every mode of the games engine. The
 * rows are the truth every server process reads; a process holds the rooms it
 * serves in memory and events only keep those copies current. When a room
 * ends, its guests' nicknames and answers are kept until results_until (the
 * children's result, the host's table and CSV), then deleted, leaving only
 * anonymous counts on the room row.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 6 }).notNull(),
    /** games.ts GAME_MODES */
    mode: varchar('mode', { length: 16 }).notNull().default('class-room'),
    activityId: varchar('activity_id', { length: 120 }).notNull(),
    /** the accounts module's user id of the teacher who made it; no foreign key across modules */
    hostUserId: uuid('host_user_id').notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    /** every item of the room comes from this seed; each child's order from it and their seat */
    seed: varchar('seed', { length: 32 }).notNull(),
    itemCount: smallint('item_count').notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    /** seats taken now (removed children give theirs back): the capacity check of a join */
    seatsTaken: smallint('seats_taken').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    joinCheck: boolean('join_check').notNull().default(false),
    /** the join check numbers are an HMAC of the time with this; never sent */
    checkSecret: varchar('check_secret', { length: 32 }).notNull().default(''),
    nicknameMode: varchar('nickname_mode', { length: 10 }).notNull().default('free'),
    /** the accounts module's class whose names a roster room offers */
    classId: uuid('class_id'),
    speedBonus: boolean('speed_bonus').notNull().default(false),
    pace: varchar('pace', { length: 10 }).notNull().default('self'),
    secondsPerQuestion: smallint('seconds_per_question'),
    /** a timed mode (Arena): its length; the clock ends it this long after the start */
    durationSeconds: smallint('duration_seconds'),
    /** Arena: when the host told the class (class_id) its students may enter */
    notifiedAt: at('notified_at'),
    round: smallint('round'),
    roundStartedAt: at('round_started_at'),
    /** pace 'together': when the open question closed (its answers shown, no more taken); null while open */
    roundClosedAt: at('round_closed_at'),
    /** once ended: the new game its host started for the same children (play again, decision 090) */
    nextCode: varchar('next_code', { length: 6 }),
    createdAt: at('created_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    /** once ended: the guests' results are deleted then (null once they are) */
    resultsUntil: at('results_until'),
    /** anonymous counts kept after the guests' data is gone */
    playersAtEnd: smallint('players_at_end'),
    /**
     * Quick match with a practice opponent (decision 044): when each of its answers comes (ms after
     * the start) and whether it is right, fixed when the race is made, so whichever process holds
     * the race plays it; cleared with the guests' results
     */
    practiceMarks: jsonb('practice_marks').$type<PracticeMark[]>(),
    answersAtEnd: integer('answers_at_end'),
    correctAtEnd: integer('correct_at_end'),
  },
  (t) => [
    uniqueIndex('rooms_code_idx').on(t.code),
    index('rooms_state_created_idx').on(t.state, t.createdAt),
    index('rooms_host_idx').on(t.hostUserId),
    index('rooms_class_notified_idx').on(t.classId).where(sql`${t.notifiedAt} is not null`),
    index('rooms_results_until_idx').on(t.resultsUntil).where(sql`${t.resultsUntil} is not null`),
  ],
);

/** Characters a seat's name holds (a typed nickname has at most NICKNAME_MAX; a class list's names are longer). */
export const SEAT_NAME_LENGTH = 40;

export const roomPlayers = pgTable(
  'room_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: SEAT_NAME_LENGTH }).notNull(),
    /** case- and accent-folded nickname: unique within the room */
    nicknameKey: varchar('nickname_key', { length: 80 }).notNull(),
    /** SHA-256 of the seat's token; the token itself is only in the child's cookie */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** SHA-256 of the browser's device cookie: a device the host took out cannot take another seat */
    deviceHash: varchar('device_hash', { length: 64 }),
    /** a roster room's student (accounts module user id): their result is kept on their account */
    userId: uuid('user_id'),
    score: smallint('score').notNull().default(0),
    bonus: integer('bonus').notNull().default(0),
    answered: smallint('answered').notNull().default(0),
    /** games.ts EXTRA_TIMES */
    extraTime: varchar('extra_time', { length: 8 }).notNull().default('none'),
    /** generated names asked for after the first */
    rerolls: smallint('rerolls').notNull().default(0),
    joinedAt: at('joined_at').notNull(),
    /** the host took the child out; the seat is free, the device refused until let back in */
    removedAt: at('removed_at'),
    /** the child left the game */
    leftAt: at('left_at'),
    /** another device asking for this seat: its token's hash, until the host decides */
    knockTokenHash: varchar('knock_token_hash', { length: 64 }),
    knockAt: at('knock_at'),
  },
  (t) => [
    uniqueIndex('room_players_nickname_idx').on(t.roomId, t.nicknameKey),
    uniqueIndex('room_players_token_idx').on(t.tokenHash),
    uniqueIndex('room_players_knock_idx').on(t.knockTokenHash),
    uniqueIndex('room_players_user_idx').on(t.roomId, t.userId),
  ],
);

export const roomAnswers = pgTable(
  'room_answers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => roomPlayers.id, { onDelete: 'cascade' }),
    /** the question's place in this child's own run */
    itemIndex: smallint('item_index').notNull(),
    correct: boolean('correct').notNull(),
    bonus: smallint('bonus').notNull().default(0),
    /** what the child answered (null: the time ran out), for the host's results download */
    response: jsonb('response'),
    answeredAt: at('answered_at').notNull(),
  },
  // one answer per question and player: a repeat (a resent offline answer) is a no-op, not a second score
  (t) => [primaryKey({ columns: [t.playerId, t.itemIndex] })],
);

/**
 * Single-use links from a student's notice into an Arena (decision 040,
 * spec §7 matific-play-initialization-data). The link carries the row's id,
 * its expiry and an HMAC of both; the row says whose it is and whether it was
 * used. Rows go with their room.
 */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    /** the accounts module's student the link is for; no foreign key across modules */
    userId: uuid('user_id').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('game_launch_tokens_expires_idx').on(t.expiresAt)],
);
