import { boolean, integer, jsonb, pgTable, smallint, text, timestamp, uuid, varchar, index } from 'drizzle-orm/pg-core';
import type { DropdownOption, FormFieldConfig } from '@numbloom/domain/registration-config';
import type { SchoolDetail } from '@numbloom/domain/school';
import type { Utm } from '@numbloom/domain/campaign';
import { bytea } from '../campaigns/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Competitions (spec §3 list item and form config). Ids are chosen by staff, as the wider platform numbers them. */
export const competitions = pgTable('competitions', {
  id: integer('id').primaryKey(),
  /** The campaign name the competition runs under (spec: campaign, sent back as campaignName). */
  campaign: varchar('campaign', { length: 255 }).notNull(),
  enableRegistration: boolean('enable_registration').notNull().default(true),
  /** created, warmup, contest (open), ended or closed. */
  currentStage: varchar('current_stage', { length: 20 }).notNull(),
  formFields: jsonb('form_fields').$type<FormFieldConfig[]>().notNull(),
  roles: jsonb('roles').$type<DropdownOption[]>().notNull(),
  schoolTypes: jsonb('school_types').$type<DropdownOption[]>().notNull(),
  studentTemplateUrl: text('student_template_url').notNull().default(''),
  thankYouUrl: text('thank_you_url').notNull().default(''),
  registrationOffUrl: text('registration_off_url').notNull().default(''),
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
    firstName: varchar('first_name', { length: 50 }),
    lastName: varchar('last_name', { length: 50 }),
    yourName: varchar('your_name', { length: 50 }),
    organisation: varchar('organisation', { length: 50 }),
    roles: varchar('roles', { length: 50 }),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 255 }),
    message: varchar('message', { length: 255 }),
    role: smallint('role'),
    roleLabel: varchar('role_label', { length: 255 }),
    schoolType: smallint('school_type'),
    schoolTypeLabel: varchar('school_type_label', { length: 255 }),
    regionalSchool: integer('regional_school'),
    schoolDetail: jsonb('school_detail').$type<SchoolDetail>(),
    region: varchar('region', { length: 8 }).notNull(),
    campaignName: varchar('campaign_name', { length: 255 }).notNull(),
    signupForEmail: boolean('signup_for_email').notNull(),
    termsAgreed: boolean('terms_agreed').notNull(),
    /** The uploaded student list, decoded (under 524288 bytes). */
    studentList: bytea('student_list'),
    studentListExtension: varchar('student_list_extension', { length: 16 }),
    utm: jsonb('utm').$type<Utm>().notNull(),
    submissionHash: text('submission_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('competition_registrations_competition_idx').on(t.competitionId, t.createdAt)],
);
