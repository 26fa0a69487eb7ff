import { pgTable, smallint, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Marketing-system submits (spec §7 POST /api/v2/pardot/submit-data/) kept as
 * leads; when MARKETING_FORWARD_URL is set each is also forwarded, and the
 * outcome is recorded here (never shown to the person).
 */
export const leads = pgTable('leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: varchar('email', { length: 254 }).notNull(),
  firstName: varchar('first_name', { length: 255 }).notNull().default(''),
  lastName: varchar('last_name', { length: 255 }).notNull().default(''),
  phone: varchar('phone', { length: 255 }).notNull().default(''),
  message: text('message').notNull().default(''),
  schoolName: varchar('school_name', { length: 255 }).notNull().default(''),
  schoolType: varchar('school_type', { length: 255 }).notNull().default(''),
  schoolRole: varchar('school_role', { length: 255 }).notNull().default(''),
  organisation: varchar('organisation', { length: 255 }).notNull().default(''),
  marketingSubscriber: varchar('marketing_subscriber', { length: 5 }).notNull(),
  formType: varchar('form_type', { length: 100 }).notNull(),
  formId: varchar('form_id', { length: 255 }).notNull(),
  env: varchar('env', { length: 100 }).notNull(),
  locale: varchar('locale', { length: 20 }).notNull(),
  endpointId: varchar('endpoint_id', { length: 255 }).notNull(),
  utmMedium: varchar('utm_medium', { length: 255 }).notNull().default(''),
  utmSource: varchar('utm_source', { length: 255 }).notNull().default(''),
  utmCampaign: varchar('utm_campaign', { length: 255 }).notNull().default(''),
  teacherInviteLink: text('teacher_enterprise_invite_link'),
  parentInviteLink: text('parent_b2c_enterprise_invite_link'),
  /** Forwarding outcome: pending, sent, failed or off (no forward URL configured). */
  forwardStatus: varchar('forward_status', { length: 10 }).notNull(),
  forwardHttpStatus: smallint('forward_http_status'),
  forwardedAt: at('forwarded_at'),
  submissionHash: text('submission_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});
