/**
 * Columns the campaign and competition tables share: a form's configuration,
 * the person and school a registration names, and how the submission was made.
 * Each call makes fresh column builders (a builder belongs to one table); the
 * tables spread them in place, so the column order, and the migrations, stay as they were.
 */
import { boolean, customType, integer, jsonb, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { DropdownOption, FormFieldConfig } from '@numbloom/domain/registration-config';
import type { SchoolDetail } from '@numbloom/domain/school';
import type { Utm } from '@numbloom/domain/campaign';

/** A timestamp with time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes (an uploaded student list, decoded): Buffer in, Buffer or Uint8Array out depending on the driver. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Which fields a form shows, and its role and school-type dropdowns (spec §3). */
export const formConfigColumns = () => ({
  formFields: jsonb('form_fields').$type<FormFieldConfig[]>().notNull(),
  roles: jsonb('roles').$type<DropdownOption[]>().notNull(),
  schoolTypes: jsonb('school_types').$type<DropdownOption[]>().notNull(),
});

/** The person and the school a registration names (spec §7 payloads), then its region. */
export const registrantColumns = () => ({
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
});

/** Consent, the uploaded list, where the visitor came from, and the hash that stores a submission once. */
export const submissionColumns = () => ({
  signupForEmail: boolean('signup_for_email').notNull(),
  termsAgreed: boolean('terms_agreed').notNull(),
  /** The uploaded student list, decoded (under 524288 bytes). */
  studentList: bytea('student_list'),
  studentListExtension: varchar('student_list_extension', { length: 16 }),
  utm: jsonb('utm').$type<Utm>().notNull(),
  submissionHash: text('submission_hash').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});
