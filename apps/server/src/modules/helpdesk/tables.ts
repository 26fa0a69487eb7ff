import { index, jsonb, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { BrowserDetails, CheckResult } from '@numbloom/domain/helpdesk';

/**
 * System requirements reports sent to support from the checker page (spec
 * §7 POST /api/v2/helpdesk/system-report/). `number` is what the sender
 * quotes (SR-1042); staff mark a report answered once they have replied.
 */
export const systemReports = pgTable(
  'system_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** given by the insert, the highest plus one (store.ts, decision 084): the column's sequence is no longer read */
    number: serial('number').notNull().unique(),
    /** new or answered (staff) */
    status: varchar('status', { length: 10 }).notNull().default('new'),
    /** the worst result: passed, warning, failed or pending */
    overall: varchar('overall', { length: 10 }).notNull(),
    results: jsonb('results').$type<CheckResult[]>().notNull(),
    browser: jsonb('browser').$type<BrowserDetails>().notNull(),
    email: varchar('email', { length: 254 }),
    school: varchar('school', { length: 255 }),
    message: varchar('message', { length: 1000 }),
    /** the host the page ran on: the name the school's network must let through */
    pageHost: varchar('page_host', { length: 255 }).notNull(),
    /** the address the report came from (a school's proxy or NAT), for support to recognise a network */
    ip: varchar('ip', { length: 64 }).notNull(),
    regionCode: varchar('region_code', { length: 8 }).notNull(),
    languageCode: varchar('language_code', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** what was sent, hashed: the same report sent twice (a double click, a retry) is stored and mailed once; null before this column */
    submissionHash: text('submission_hash').unique(),
  },
  (t) => [index('system_reports_created_idx').on(t.createdAt)],
);
