import { index, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Numbloom's own staff (decision 037): accounts apart from teachers and
 * parents, made only with the staff command line, signed in with a session
 * of their own, every change they make written to the audit table.
 */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  /** argon2id, the accounts module's parameters */
  passwordHash: text('password_hash').notNull(),
  disabledAt: at('disabled_at'),
  createdAt: at('created_at').notNull(),
  lastLoginAt: at('last_login_at'),
});

/** A staff sign-in: only the SHA-256 of its 256-bit id is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** Who changed what, when: every change made in the admin or with the staff command line. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: serial('id').primaryKey(),
    at: at('at').notNull(),
    /** the staff member, when the change was made in the admin; null from the command line */
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** a staff member's email, or "command line (user@host)" */
    actor: varchar('actor', { length: 320 }).notNull(),
    /** e.g. campaign.create, competition.stage, enquiry.status, staff.login */
    action: varchar('action', { length: 60 }).notNull(),
    /** what was changed, e.g. "campaign spring-webinar" */
    target: varchar('target', { length: 255 }).notNull(),
    /** the change itself: fields with their value before and after, or what was created */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('staff_audit_at_idx').on(t.at)],
);
