import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/keys.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A parent code a teacher made for one child of their class (decision 077):
 * single-purpose (it links one parent to this child and does nothing else),
 * valid for a week, cancelled by the teacher or by a newer code. Only a
 * SHA-256 of the code is kept: the teacher sees it once, when it is made.
 */
export const parentCodes = pgTable(
  'parent_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the teacher who made it: it holds only while the child is in a class of theirs */
    issuedBy: uuid('issued_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    usedAt: at('used_at'),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('parent_codes_student_idx').on(t.studentId)],
);

/** A parent who entered a child's parent code, and so sees that child, until the teacher removes the link. */
export const parentChildren = pgTable(
  'parent_children',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: at('linked_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_children_student_idx').on(t.studentId)],
);
