import { index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Finished runs of logged-in players (spec §6: only they keep results and earn
 * stars). user_id is the accounts module's user id; modules do not join each
 * other's tables, so there is no foreign key.
 */
export const episodeResults = pgTable(
  'episode_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    episodeId: varchar('episode_id', { length: 120 }).notNull(),
    correct: smallint('correct').notNull(),
    total: smallint('total').notNull(),
    stars: smallint('stars').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('episode_results_user_idx').on(t.userId, t.createdAt)],
);
