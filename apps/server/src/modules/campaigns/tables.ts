import { boolean, customType, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid, varchar, index } from 'drizzle-orm/pg-core';
import type { DropdownOption, FormFieldConfig } from '@numbloom/domain/registration-config';
import type { SchoolDetail } from '@numbloom/domain/school';
import type { Utm } from '@numbloom/domain/campaign';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (an uploaded student list, decoded): Buffer in, Buffer or Uint8Array out depending on the driver. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

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
  formFields: jsonb('form_fields').$type<FormFieldConfig[]>().notNull(),
  roles: jsonb('roles').$type<DropdownOption[]>().notNull(),
  schoolTypes: jsonb('school_types').$type<DropdownOption[]>().notNull(),
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
    /** Id of a school picked from the search; null for a school entered by hand. */
    regionalSchool: integer('regional_school'),
    schoolDetail: jsonb('school_detail').$type<SchoolDetail>(),
    region: varchar('region', { length: 8 }).notNull(),
    localeSlug: varchar('locale_slug', { length: 16 }).notNull(),
    eventDetail: jsonb('event_detail').$type<Record<string, unknown>>().notNull(),
    competitionId: integer('competition_id').notNull(),
    signupForEmail: boolean('signup_for_email').notNull(),
    termsAgreed: boolean('terms_agreed').notNull(),
    studentList: bytea('student_list'),
    studentListExtension: varchar('student_list_extension', { length: 16 }),
    utm: jsonb('utm').$type<Utm>().notNull(),
    submissionHash: text('submission_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('campaign_registrations_campaign_idx').on(t.campaignId, t.createdAt)],
);
