import { boolean, integer, pgTable, serial, text, uuid, varchar, index, jsonb } from 'drizzle-orm/pg-core';
import type { EventDetails } from '@numbloom/domain/event-details';
import { at, formConfigColumns, registrantColumns, submissionColumns } from '../../db/registration-columns.ts';

/**
 * Campaigns and their form config (spec §3). Staff manage them with the staff
 * CLI; is_expired is computed from closed and end_time when the config is read.
 */
export const campaigns = pgTable('campaigns', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  name: varchar('name', { length: 255 }).notNull(),
  /** Marketing source: m_rd (demo request), m_se (sales enquiry) or another label. */
  campaignSource: varchar('campaign_source', { length: 50 }).notNull(),
  closed: boolean('closed').notNull().default(false),
  expiredUrl: text('expired_url').notNull().default(''),
  thankYouUrl: text('thank_you_url').notNull().default(''),
  studentTemplateUrl: text('student_template_url').notNull().default(''),
  startTime: at('start_time'),
  endTime: at('end_time'),
  showTermsCheckbox: boolean('show_terms_checkbox').notNull().default(true),
  inviteTeachers: boolean('get_enterprise_invite_link_for_teachers').notNull().default(false),
  inviteParents: boolean('get_b2c_enterprise_invite_link_for_parents').notNull().default(false),
  formHandlerId: varchar('form_handler_id', { length: 255 }).notNull().default(''),
  /** the campaign page's title, summary, what entrants get and rules, per language */
  details: jsonb('details').$type<EventDetails>().notNull().default({}),
  /** shown among the open campaigns an ended campaign's page points to */
  listed: boolean('listed').notNull().default(true),
  ...formConfigColumns(),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One registration through a campaign form (spec §7 campaign payload), stored once per distinct submission. */
export const campaignRegistrations = pgTable(
  'campaign_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'restrict' }),
    ...registrantColumns(),
    localeSlug: varchar('locale_slug', { length: 16 }).notNull(),
    eventDetail: jsonb('event_detail').$type<Record<string, unknown>>().notNull(),
    competitionId: integer('competition_id').notNull(),
    ...submissionColumns(),
  },
  (t) => [index('campaign_registrations_campaign_idx').on(t.campaignId, t.createdAt)],
);
