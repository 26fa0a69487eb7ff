import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, real, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Finished runs of logged-in players (spec §6: only they keep results and earn
 * stars), written by the server when a run it issued ends: the counts are
 * those of the answers it checked (decision 043). user_id is the accounts
 * module's user id; modules do not join each other's tables, so there is no
 * foreign key.
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
    createdAt: at('created_at').notNull(),
    /** the run whose checked answers this is; one result per run */
    runId: uuid('run_id'),
  },
  (t) => [index('episode_results_user_idx').on(t.userId, t.createdAt), uniqueIndex('episode_results_run_idx').on(t.runId)],
);

/**
 * Runs the server issued (decision 043): the seed never leaves the server,
 * items are planned from it (maths/run.ts) one position at a time, and each
 * answer is checked here. A run belongs to a signed-in user or to a guest's
 * browser session (the SHA-256 of its cookie); exactly one of the two is set.
 * A guest's runs are deleted a few hours after their last answer.
 */
export const runs = pgTable(
  'runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestKey: varchar('guest_key', { length: 64 }),
    activityId: varchar('activity_id', { length: 120 }).notNull(),
    /** 'activity' (an episode or word-problem set) or 'practice' (the skill practice picked) */
    mode: varchar('mode', { length: 10 }).notNull(),
    /** the skill the run practises: its topic and grade ('time/read-clock@3') */
    skill: varchar('skill', { length: 80 }).notNull(),
    seed: varchar('seed', { length: 32 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    itemCount: smallint('item_count').notNull(),
    /** an adaptive run moves its level with the answers; a fixed one plays the activity's level throughout */
    adaptive: boolean('adaptive').notNull(),
    /** the level of the position to answer next, and right answers in a row at it */
    level: smallint('level').notNull(),
    streak: smallint('streak').notNull().default(0),
    answered: smallint('answered').notNull().default(0),
    correct: smallint('correct').notNull().default(0),
    /** what the module that started the run attached to it (a challenge's id…); handed back when it finishes */
    context: jsonb('context').$type<Record<string, string>>(),
    startedAt: at('started_at').notNull(),
    lastActiveAt: at('last_active_at').notNull(),
    finishedAt: at('finished_at'),
    /** stars earned, for a signed-in player's finished run */
    stars: smallint('stars'),
  },
  (t) => [
    index('runs_user_idx').on(t.userId, t.startedAt).where(sql`${t.userId} is not null`),
    index('runs_guest_idx').on(t.guestKey).where(sql`${t.guestKey} is not null`),
    index('runs_active_idx').on(t.lastActiveAt),
  ],
);

/** The checked answers of a run: one per position; a second answer to a position is refused. */
export const runAnswers = pgTable(
  'run_answers',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    itemIndex: smallint('item_index').notNull(),
    /** the item's skill and level: a mixed run's items practise different skills */
    skill: varchar('skill', { length: 80 }).notNull(),
    level: smallint('level').notNull(),
    correct: boolean('correct').notNull(),
    answeredAt: at('answered_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.itemIndex] })],
);

/**
 * A learner's mastery estimate per skill (packages/domain/src/mastery.ts): a
 * signed-in user's, kept; or a guest session's, deleted with its runs.
 */
export const skillEstimates = pgTable(
  'skill_estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id'),
    guestKey: varchar('guest_key', { length: 64 }),
    skill: varchar('skill', { length: 80 }).notNull(),
    rating: real('rating').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
    /**
     * The evidence over time mastered asks for (decision 081): runs with an answer of the skill
     * and the days they were on (an estimate kept before these were counted had at least one of
     * each), and the exponentially weighted right answers and weight of all answers (0 for an
     * estimate kept before: its plain accuracy stands in until the next answer).
     */
    runs: integer('runs').notNull().default(1),
    days: integer('days').notNull().default(1),
    recentRight: real('recent_right').notNull().default(0),
    recentWeight: real('recent_weight').notNull().default(0),
    /** the level the skill's last item was asked at */
    lastLevel: smallint('last_level').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('skill_estimates_user_idx').on(t.userId, t.skill).where(sql`${t.userId} is not null`),
    uniqueIndex('skill_estimates_guest_idx').on(t.guestKey, t.skill).where(sql`${t.guestKey} is not null`),
  ],
);
