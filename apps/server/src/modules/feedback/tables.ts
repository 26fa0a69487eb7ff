import { boolean, pgTable, text, timestamp, unique, uuid, varchar } from 'drizzle-orm/pg-core';

/** Likes and dislikes guests leave on an activity (spec §7 guest-feedback). */
export const episodeFeedback = pgTable(
  'episode_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    episodeId: varchar('episode_id', { length: 120 }).notNull(),
    liked: boolean('liked').notNull(),
    comment: varchar('comment', { length: 500 }).notNull(),
    /** sha256 of the guest session cookie: never the cookie itself. */
    sessionHash: text('session_hash').notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // Once per episode per session: the database refuses a second one.
  (t) => [unique('episode_feedback_session_episode').on(t.sessionHash, t.episodeId)],
);
