import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formType: varchar('form_type', { length: 20 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    organisation: varchar('organisation', { length: 50 }),
    message: varchar('message', { length: 255 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    /** new until staff have answered it (staff admin) */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    /** Hash of the submitted content: a repeated submit is stored once. */
    submissionHash: text('submission_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
);
