import { date, index, integer, boolean, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/keys.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A sign-up waiting for its email to be verified. Nothing becomes an account
 * until a code is checked; the chosen password is kept only as its argon2id
 * hash. The page holds an opaque token; only its hash is stored here.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'trial' (onboarding) or 'signup' (account only). */
    purpose: varchar('purpose', { length: 10 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 20 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    ip: varchar('ip', { length: 64 }),
    createdAt: at('created_at').notNull(),
    /** The registration itself ends after 24 hours whatever codes were sent. */
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('pending_registrations_email_idx').on(t.email)],
);

/**
 * Emailed codes, each bound to one pending registration: HMAC-SHA256 of the
 * code with its own salt, single use, a count of wrong tries. A resend
 * supersedes the earlier codes.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => pendingRegistrations.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    usedAt: at('used_at'),
    supersededAt: at('superseded_at'),
  },
  (t) => [index('verification_codes_registration_idx').on(t.registrationId)],
);

/** Free-trial licences (spec §4). One active at a time; a new one supersedes the previous. */
export const trials = pgTable(
  'trials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    academicYearStart: date('academic_year_start', { mode: 'string' }).notNull(),
    startedAt: at('started_at').notNull(),
    endsAt: at('ends_at').notNull(),
    supersededAt: at('superseded_at'),
    restoredAt: at('restored_at'),
  },
  (t) => [index('trials_user_idx').on(t.userId)],
);
