import { boolean, index, integer, pgTable, primaryKey, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Live class rooms (decision 030). The room row is the truth every server
 * process reads; events only tell browsers to look. When a room ends its
 * players and answers are deleted (privacy page: nothing of a guest is kept
 * once the room ends) and only anonymous counts stay on the room row.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: varchar('code', { length: 6 }).notNull(),
    activityId: varchar('activity_id', { length: 120 }).notNull(),
    /** the accounts module's user id of the teacher who made it; no foreign key across modules */
    hostUserId: uuid('host_user_id').notNull(),
    state: varchar('state', { length: 10 }).notNull(),
    /** every item of the room comes from this seed, so all players get the same questions */
    seed: varchar('seed', { length: 32 }).notNull(),
    itemCount: smallint('item_count').notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** anonymous counts kept after the guests' data is gone */
    playersAtEnd: smallint('players_at_end'),
    answersAtEnd: integer('answers_at_end'),
    correctAtEnd: integer('correct_at_end'),
  },
  (t) => [uniqueIndex('rooms_code_idx').on(t.code), index('rooms_state_created_idx').on(t.state, t.createdAt), index('rooms_host_idx').on(t.hostUserId)],
);

export const roomPlayers = pgTable(
  'room_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    nickname: varchar('nickname', { length: 40 }).notNull(),
    /** case- and accent-folded nickname: unique within the room */
    nicknameKey: varchar('nickname_key', { length: 80 }).notNull(),
    /** SHA-256 of the player's token; the token itself is only in their cookie */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    score: smallint('score').notNull().default(0),
    answered: smallint('answered').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('room_players_nickname_idx').on(t.roomId, t.nicknameKey), uniqueIndex('room_players_token_idx').on(t.tokenHash)],
);

export const roomAnswers = pgTable(
  'room_answers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => roomPlayers.id, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  // one answer per item and player: a repeat is a no-op, not a second score
  (t) => [primaryKey({ columns: [t.playerId, t.itemIndex] })],
);
