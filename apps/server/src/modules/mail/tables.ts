import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The dev mailbox: with no SMTP_URL, messages are kept here and shown on the
 * dev mailbox page instead of being sent (never in production).
 */
export const mailbox = pgTable(
  'dev_mailbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    from: varchar('from_address', { length: 320 }).notNull(),
    to: varchar('to_address', { length: 320 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.to)],
);
