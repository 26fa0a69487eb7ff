import { createHash } from 'node:crypto';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { DropdownOption, FormConfig } from '@numbloom/domain/registration-config';
import { stripDataUrl } from '@numbloom/domain/registration-file';
import {
  prepareRegistration,
  validateRegistration,
  type RegistrationFormKind,
  type RegistrationFormValues,
  type RegistrationSchemaOptions,
} from '@numbloom/domain/registration';
import { modalSchoolFromDetail, schoolPayload, type SchoolChoice, type SchoolDetail } from '@numbloom/domain/school';
import type { Db } from '../../db/client.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { badRequest } from '../../lib/http-error.ts';
import { schoolById } from '../schools/service.ts';

/**
 * What the campaign and competition registrations share on the server: the
 * school named by the payload (looked up, never taken on trust), the
 * re-validation with the same domain schema the browser used, and the row
 * fields that follow from it.
 */

/** The 400 for failed checks: per-field messages, and a summary a person can read. */
export function validationFailed(errors: Record<string, string>): HttpError {
  const messages = Object.values(errors);
  const summary = messages.some((m) => /required/i.test(m)) ? MESSAGES.fillRequired : (messages[0] ?? MESSAGES.invalidInput);
  return badRequest(summary, errors);
}

/** The school a payload names: a searched school by id (from our table), or a school entered by hand. */
export async function resolveSchool(
  db: Db,
  regionalSchool: number | null | undefined,
  detail: SchoolDetail | null | undefined,
): Promise<SchoolChoice | null> {
  if (regionalSchool !== null && regionalSchool !== undefined) {
    const school = await schoolById(db, regionalSchool);
    if (!school) throw validationFailed({ school: MESSAGES.schoolNotFound });
    return { kind: 'searched', school };
  }
  if (detail) return { kind: 'manual', school: modalSchoolFromDetail(detail) };
  return null;
}

export interface CheckedRegistration {
  values: RegistrationFormValues;
  text: {
    firstName: string | null;
    lastName: string | null;
    yourName: string | null;
    organisation: string | null;
    roles: string | null;
    email: string | null;
    phone: string | null;
    message: string | null;
  };
  role: number | null;
  roleLabel: string | null;
  schoolType: number | null;
  schoolTypeLabel: string | null;
  regionalSchool: number | null;
  schoolDetail: SchoolDetail | null;
  studentList: Buffer | null;
  studentListExtension: string | null;
}

type TextSlug = 'first_name' | 'last_name' | 'your_name' | 'organisation' | 'roles' | 'email' | 'phone' | 'message';

const labelOf = (options: readonly DropdownOption[], order: number | null | undefined) =>
  order === null || order === undefined ? null : (options.find((o) => o.order === order)?.en_display ?? null);

const configured = (config: FormConfig, slug: string) => config.form_fields.some((f) => f.slug === slug);

/**
 * Re-validates form values with the schema built from the stored config;
 * throws the 400 with one message per field, or returns what to store
 * (prepared: phone to plus and digits, email lower-cased, your_name as
 * first_name when that is empty). Fields the form does not have are dropped.
 */
export function checkRegistration(
  config: FormConfig,
  kind: RegistrationFormKind,
  values: RegistrationFormValues,
  opts: RegistrationSchemaOptions = {},
): CheckedRegistration {
  const result = validateRegistration(config, kind, values, opts);
  if (!result.success) throw validationFailed(result.errors);
  const v = prepareRegistration(result.data);
  const text = (slug: TextSlug) => {
    const keep = configured(config, slug) || (slug === 'first_name' && configured(config, 'your_name'));
    const value = keep ? v[slug]?.trim() : undefined;
    return value ? value : null;
  };
  const role = configured(config, 'role') ? (v.role ?? null) : null;
  const schoolType = configured(config, 'school_type') ? (v.school_type ?? null) : null;
  const school = configured(config, 'school') ? schoolPayload(v.school, schoolType) : { regional_school: null, school_detail: null };
  const hasList = configured(config, 'student_list_b64') && !!v.student_list_b64;
  return {
    values: v,
    text: {
      firstName: text('first_name'),
      lastName: text('last_name'),
      yourName: text('your_name'),
      organisation: text('organisation'),
      roles: text('roles'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
    },
    role,
    roleLabel: labelOf(config.roles, role),
    schoolType,
    schoolTypeLabel: labelOf(config.school_types, schoolType),
    regionalSchool: school.regional_school,
    schoolDetail: school.school_detail,
    studentList: hasList ? Buffer.from(stripDataUrl(v.student_list_b64!).replace(/\s+/g, ''), 'base64') : null,
    studentListExtension: hasList ? (v.student_list_extension ?? '').replace(/^\./, '').toLowerCase() : null,
  };
}

/** A digest of the uploaded list, so the submission hash covers it without holding the bytes. */
export const digestOf = (bytes: Buffer | null) => (bytes ? createHash('sha256').update(bytes).digest('hex') : null);
