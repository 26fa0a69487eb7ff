import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * People with an account. Email is stored lower-cased and unique; students
 * who come in through a class code have none. The password hash is argon2id
 * (PHC string) and never leaves this module: presenter.ts shapes every reply.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 254 }),
    emailVerifiedAt: at('email_verified_at'),
    passwordHash: text('password_hash'),
    firstName: varchar('first_name', { length: 50 }).notNull(),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    role: varchar('role', { length: 20 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * When the holder closed the account (for a student: when their teacher's
     * or parent's account was closed). A closed account cannot sign in; the
     * retention job deletes it and everything in it within 30 days.
     */
    closedAt: at('closed_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
    index('users_closed_at_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
  ],
);

/**
 * Sessions live in the database so any server process can check them and
 * logout really ends them. Only a SHA-256 of the cookie's 256-bit id is kept.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** The absolute limit: the session ends then however active it is. */
    expiresAt: at('expires_at').notNull(),
    userAgent: varchar('user_agent', { length: 255 }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use password-reset links: the token's hash, its expiry, when used. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** An OpenID Connect identity (provider + subject) linked to a user. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

/** A teacher's class and the code its students type to get in. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    classCode: varchar('class_code', { length: 16 }).notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('classes_teacher_idx').on(t.teacherId)],
);

/**
 * A student account's place in a class (a student user belongs to one class).
 * A parent's children are the students of the family their account holds
 * (decision 041); a parent gives each child's grade, a teacher's class has none.
 */
export const classStudents = pgTable(
  'class_students',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    displayName: varchar('display_name', { length: 50 }).notNull(),
    /** K to 6, the grade a parent gave their child; null in a teacher's class */
    grade: varchar('grade', { length: 2 }),
    /**
     * Which of the class's students of this name (studentNameKey) this one is,
     * from 1, never reused while one of them is left: shown beside the name
     * when another shares it, so each child finds their own (decision 011).
     */
    nameNumber: integer('name_number').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('class_students_class_idx').on(t.classId)],
);

/**
 * Attempt counters of the rate limits that must hold across processes and
 * follow the app's clock: one row per limit and subject ("login-account:x"),
 * counting the tries of the window that began at window_start. One statement
 * increments and returns the count (throttle.ts), so concurrent tries cannot
 * all pass a check made before any of them was counted.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    windowStart: at('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('throttle_counters_window_start_idx').on(t.windowStart)],
);
