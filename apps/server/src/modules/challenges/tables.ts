import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { TierRule } from '@numbloom/domain/challenges';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A time-limited challenge (decision 041). Its instants are stored in UTC;
 * time_zone is how they are shown. The stage is never stored: it follows
 * from these instants and the clock (challenges.ts stageAt).
 */
export const challenges = pgTable('challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
  grades: jsonb('grades').$type<string[]>().notNull(),
  activityIds: jsonb('activity_ids').$type<string[]>().notNull(),
  registrationOpensAt: at('registration_opens_at').notNull(),
  registrationClosesAt: at('registration_closes_at').notNull(),
  warmupStartsAt: at('warmup_starts_at').notNull(),
  contestStartsAt: at('contest_starts_at').notNull(),
  contestEndsAt: at('contest_ends_at').notNull(),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  targetKind: varchar('target_kind', { length: 20 }).notNull(),
  target: integer('target').notNull(),
  tierRule: jsonb('tier_rule').$type<TierRule>().notNull(),
  minParticipants: integer('min_participants').notNull(),
  /** staff closed it before its end: over from then on */
  closedAt: at('closed_at'),
  /** when the standings and tiers were fixed, once over */
  finalizedAt: at('finalized_at'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A class a teacher registered, or a child a parent registered. The class's
 * students are entered through it (read at play time, so a student added
 * later is in too). Users and classes belong to the accounts module: their
 * ids are kept without a foreign key (modules own their tables), and a
 * deleted account's rows go with accounts' data deletion.
 */
export const challengeRegistrations = pgTable(
  'challenge_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    classId: uuid('class_id'),
    /** the class's name when it was registered (boards show it; a later rename is not followed) */
    className: varchar('class_name', { length: 50 }),
    studentId: uuid('student_id'),
    registeredBy: uuid('registered_by').notNull(),
    schoolId: integer('school_id'),
    schoolName: varchar('school_name', { length: 255 }),
    /** the board a school plays on: the school's country and state, or the registering account's region */
    region: varchar('region', { length: 80 }).notNull(),
    hideNames: boolean('hide_names').notNull().default(false),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('challenge_registrations_class_key').on(t.challengeId, t.classId).where(sql`${t.classId} is not null`),
    uniqueIndex('challenge_registrations_student_key').on(t.challengeId, t.studentId).where(sql`${t.studentId} is not null`),
    index('challenge_registrations_by_idx').on(t.registeredBy),
  ],
);

/**
 * A child's standing in a challenge, from server-checked runs only (the
 * progress module's onRunFinished): the best result of each counted
 * activity, their sum, and once the challenge is over its fixed rank and tier
 * and the certificate's id.
 */
export const challengeScores = pgTable(
  'challenge_scores',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => challengeRegistrations.id, { onDelete: 'cascade' }),
    classId: uuid('class_id'),
    /**
     * the child's name when their run last counted: the boards are built with it, and what shows
     * a name (a board's rows, the report, certificates, the data download) reads the class's
     * name now through accounts, so a rename shows at once; this is kept for a child no class lists
     */
    displayName: varchar('display_name', { length: 50 }).notNull(),
    score: integer('score').notNull(),
    runs: integer('runs').notNull(),
    bestByActivity: jsonb('best_by_activity').$type<Record<string, number>>().notNull(),
    firstPlayedAt: at('first_played_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    finalRank: integer('final_rank'),
    tier: varchar('tier', { length: 20 }),
    /** the certificate's public id (its verification code carries it, signed) */
    certificateId: varchar('certificate_id', { length: 16 }).unique(),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userId] }), index('challenge_scores_board_idx').on(t.challengeId, t.score)],
);
