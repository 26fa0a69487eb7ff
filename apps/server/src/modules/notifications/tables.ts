import { boolean, index, pgTable, primaryKey, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Which mail a person gets (decision 078): a row only once they chose; with none, challenge news
 * is on and the weekly summary off. Users belong to the accounts module: the id is kept without a
 * foreign key (modules own their tables) and goes with accounts' data deletion (retention.ts).
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id').primaryKey(),
  challengeUpdates: boolean('challenge_updates').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});

/**
 * The sent log: one row per mail, claimed before it is sent. Its key, a kind of mail to one
 * person about one thing (a challenge, or '' for a weekly summary) for one period ('' for a
 * challenge's stage, the ISO week for a summary), is the primary key, so of two processes sweeping
 * at once only one claims it and only that one sends. A send that fails gives its claim back.
 */
export const notificationsSent = pgTable(
  'notifications_sent',
  {
    kind: varchar('kind', { length: 32 }).notNull(),
    recipientId: uuid('recipient_id').notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    period: varchar('period', { length: 16 }).notNull(),
    claimedAt: at('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recipientId, t.subjectId, t.period] }), index('notifications_sent_recipient_idx').on(t.recipientId)],
);
