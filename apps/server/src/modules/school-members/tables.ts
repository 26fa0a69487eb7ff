import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { classes, users } from '../accounts/keys.ts';
import { schools } from '../schools/keys.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who belongs to a school of the directory (decision 061): its admins and
 * teachers. A row is 'pending' from the join request until a school admin (or,
 * for a school's first admin, Numbloom staff) approves it; only an 'active'
 * row grants anything. The role chosen at sign-up is never read here.
 */
export const schoolMembers = pgTable(
  'school_members',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin' or 'teacher' */
    role: varchar('role', { length: 10 }).notNull(),
    /** 'pending' or 'active' */
    status: varchar('status', { length: 10 }).notNull(),
    requestedAt: at('requested_at').notNull(),
    decidedAt: at('decided_at'),
    /** the school admin who approved (null when staff did: the staff audit names them) */
    decidedBy: uuid('decided_by'),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userId] }), index('school_members_user_idx').on(t.userId)],
);

/** A school's own choices: whether its children's names may show on public boards (off unless it says so). */
export const schoolSettings = pgTable('school_settings', {
  schoolId: integer('school_id')
    .primaryKey()
    .references(() => schools.id, { onDelete: 'cascade' }),
  showNamesOnBoards: boolean('show_names_on_boards').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A class a verified teacher keeps for their school, with its grade (K to 6):
 * the school admin's views, the rollover and the school's boards read these.
 * A class leaves its school when its teacher does.
 */
export const schoolClasses = pgTable(
  'school_classes',
  {
    classId: uuid('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    grade: varchar('grade', { length: 2 }),
    addedAt: at('added_at').notNull(),
  },
  (t) => [index('school_classes_school_idx').on(t.schoolId)],
);

/**
 * A parent who followed the school's parent invitation (type 2), and, once a
 * school admin linked them, the child of the school they may see. The link
 * alone opens nothing: student_id stays null until the admin sets it.
 */
export const schoolParents = pgTable(
  'school_parents',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: at('requested_at').notNull(),
    linkedAt: at('linked_at'),
    linkedBy: uuid('linked_by'),
  },
  (t) => [index('school_parents_school_idx').on(t.schoolId), index('school_parents_parent_idx').on(t.parentId)],
);

/** Who changed what in a school: every approval, removal, role change, move, rollover, import and setting. */
export const schoolAudit = pgTable(
  'school_audit',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** the member who did it; null when Numbloom staff did (actor_label names them) */
    actorId: uuid('actor_id'),
    actorLabel: varchar('actor_label', { length: 255 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    at: at('at').notNull(),
  },
  (t) => [index('school_audit_school_idx').on(t.schoolId, t.at)],
);

/**
 * Roster ids from a student information system (OneRoster sourcedId) and the
 * record each became here, so an import run again with a newer export changes
 * what it made instead of making it twice. kind: 'org', 'class' or 'user'.
 */
export const rosterIds = pgTable(
  'roster_ids',
  {
    /** the school whose admin (or the staff import) brought it in: ids of two districts never meet */
    scope: varchar('scope', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    sourcedId: varchar('sourced_id', { length: 255 }).notNull(),
    localId: text('local_id').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.kind, t.sourcedId] })],
);
