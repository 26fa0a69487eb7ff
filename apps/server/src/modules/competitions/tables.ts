import { boolean, integer, jsonb, pgTable, text, uuid, varchar, index } from 'drizzle-orm/pg-core';
import type { EventDetails } from '@numbloom/domain/event-details';
import { at, formConfigColumns, registrantColumns, submissionColumns } from '../../db/registration-columns.ts';

/** Competitions (spec §3 list item and form config). Ids are chosen by staff, as the wider platform numbers them. */
export const competitions = pgTable('competitions', {
  id: integer('id').primaryKey(),
  /** The campaign name the competition runs under (spec: campaign, sent back as campaignName). */
  campaign: varchar('campaign', { length: 255 }).notNull(),
  enableRegistration: boolean('enable_registration').notNull().default(true),
  /** created, warmup, contest (open), ended or closed. */
  currentStage: varchar('current_stage', { length: 20 }).notNull(),
  ...formConfigColumns(),
  studentTemplateUrl: text('student_template_url').notNull().default(''),
  thankYouUrl: text('thank_you_url').notNull().default(''),
  registrationOffUrl: text('registration_off_url').notNull().default(''),
  /** when the contest runs (shown on its page and in the registration mail) */
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  /** the competition page's title, summary, what entrants get and rules, per language */
  details: jsonb('details').$type<EventDetails>().notNull().default({}),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** One school's registration for a competition (spec §7 competition payload), stored once per distinct submission. */
export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'restrict' }),
    ...registrantColumns(),
    campaignName: varchar('campaign_name', { length: 255 }).notNull(),
    ...submissionColumns(),
  },
  (t) => [index('competition_registrations_competition_idx').on(t.competitionId, t.createdAt)],
);
