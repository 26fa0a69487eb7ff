import { z } from 'zod';
import { safeString, text } from './text-schema.ts';
import { MESSAGES } from './api-errors.ts';
import {
  LIMITS,
  isValidEmail,
  isValidName,
  prepareEmail,
  requiredMessage,
  textField,
} from './form-rules.ts';
import { isValidPhone, preparePhone } from './phone.ts';
import { checkBase64File } from './registration-file.ts';
import {
  isDropdownSlug,
  isFormFieldSlug,
  optionsFor,
  type FormConfig,
  type FormFieldConfig,
  type FormFieldSlug,
} from './registration-config.ts';
import { addSchoolSchema, searchedSchoolSchema, type SchoolChoice } from './school.ts';

/**
 * The campaign and competition forms' validation (spec §5), built from a
 * form's stored configuration. The browser validates the form with it; the
 * server rebuilds the same schema from the stored config and re-validates
 * what arrives, so a rule lives once and the browser is never trusted.
 */

export type RegistrationFormKind = 'campaign' | 'competition';

/** What a registration form holds while a person fills it in. */
export interface RegistrationFormValues {
  first_name?: string;
  last_name?: string;
  your_name?: string;
  organisation?: string;
  roles?: string;
  email?: string;
  phone?: string;
  message?: string;
  /** The chosen option's order (spec §5: a number of 0 or more); null while the placeholder is shown. */
  role?: number | null;
  school_type?: number | null;
  school?: SchoolChoice | null;
  /** The chosen file as base64 (a data URL prefix is allowed), and its extension. */
  student_list_b64?: string;
  student_list_extension?: string;
  termsAgreed?: boolean;
  signupForEmail?: boolean;
}

/** The text fields and their rules: length limits of spec §5 and the value checks that apply when present. */
const TEXT_RULES = {
  first_name: { max: LIMITS.name, rule: isValidName, invalid: MESSAGES.invalidName },
  last_name: { max: LIMITS.name, rule: isValidName, invalid: MESSAGES.invalidName },
  your_name: { max: LIMITS.name, rule: isValidName, invalid: MESSAGES.invalidName },
  organisation: { max: LIMITS.name },
  roles: { max: LIMITS.name },
  email: { max: LIMITS.email, rule: isValidEmail, invalid: MESSAGES.invalidEmail },
  phone: { max: LIMITS.phoneMaxInput, rule: isValidPhone, invalid: MESSAGES.invalidPhone },
  message: { max: LIMITS.message, multiline: true },
} as const satisfies Partial<Record<FormFieldSlug, { max: number; rule?: (v: string) => boolean; invalid?: string; multiline?: boolean }>>;
type TextSlug = keyof typeof TEXT_RULES;
const isTextSlug = (slug: string): slug is TextSlug => slug in TEXT_RULES;

/** Spec §5 input limits, for the inputs' maxLength. */
export const maxLengthOf = (slug: string): number | undefined => (isTextSlug(slug) ? TEXT_RULES[slug].max : undefined);

/** A dropdown value: the order of one of the field's options. */
function dropdownField(slug: FormFieldSlug, required: boolean, allowed: readonly number[]) {
  return z
    .number({ message: MESSAGES.invalidInput })
    .int({ message: MESSAGES.invalidInput })
    .min(0, { message: MESSAGES.invalidInput })
    .nullable()
    .optional()
    .superRefine((value, ctx) => {
      if (value === null || value === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage(slug) });
        return;
      }
      // with no options configured nothing can be chosen (the form shows a configuration error instead)
      if (!allowed.includes(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidInput });
    });
}

const schoolChoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('searched'), school: searchedSchoolSchema }),
  z.object({ kind: z.literal('manual'), school: addSchoolSchema }),
]);

/** Spec §5 school: the chosen school's name must be non-blank; a manual school must also pass the modal's rules. */
function schoolField(required: boolean) {
  return z
    .custom<SchoolChoice | null>(() => true)
    .optional()
    .superRefine((value, ctx) => {
      if (value === null || value === undefined) {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage('school') });
        return;
      }
      const parsed = schoolChoiceSchema.safeParse(value);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? MESSAGES.invalidInput });
        return;
      }
      if (required && parsed.data.school.name.trim() === '') ctx.addIssue({ code: 'custom', message: requiredMessage('school') });
    });
}

/** Spec §5 student list: passes when a value is present; when present it must be a readable, allowed file under 0.5 MB. */
function studentListField(required: boolean) {
  return safeString()
    .optional()
    .superRefine((value, ctx) => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: requiredMessage('student_list_b64') });
      }
    });
}

function fieldSchema(config: FormConfig, field: FormFieldConfig, kind: RegistrationFormKind): z.ZodType | undefined {
  const slug = field.slug;
  const required = field.is_required;
  if (!isFormFieldSlug(slug)) return undefined;
  if (isTextSlug(slug)) return textField(slug, { required, ...TEXT_RULES[slug], requiredText: MESSAGES.required });
  if (isDropdownSlug(slug)) return dropdownField(slug, required, optionsFor(config, field).map((o) => o.order!));
  if (slug === 'school') return schoolField(required);
  // student_list_b64: optional in the campaign form whatever the config says (spec §5).
  return studentListField(required && kind === 'competition');
}

/** Options for buildRegistrationSchema: the campaign form checks terms only when its checkbox is shown. */
export interface RegistrationSchemaOptions {
  showTermsCheckbox?: boolean;
}

/** Whether a form asks for termsAgreed: the competition form always, the campaign form when its checkbox is shown. */
export const termsRequired = (kind: RegistrationFormKind, opts: RegistrationSchemaOptions = {}) =>
  kind === 'competition' || opts.showTermsCheckbox === true;

/**
 * The zod schema for one form, from its config: a rule per configured field
 * (required only when is_required), the terms rule of the form, and the file
 * check on the student list. Errors are keyed by field slug.
 */
export function buildRegistrationSchema(config: FormConfig, kind: RegistrationFormKind, opts: RegistrationSchemaOptions = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of config.form_fields) {
    const schema = fieldSchema(config, field, kind);
    if (schema && !(field.slug in shape)) shape[field.slug] = schema;
  }
  shape.student_list_extension = text(16).optional();
  shape.termsAgreed = termsRequired(kind, opts)
    ? z.boolean({ message: MESSAGES.termsRequired }).optional().refine((v) => v === true, { message: MESSAGES.termsRequired })
    : z.boolean({ message: MESSAGES.invalidInput }).optional();
  shape.signupForEmail = z.boolean({ message: MESSAGES.invalidInput }).optional();
  const hasStudentList = config.form_fields.some((f) => f.slug === 'student_list_b64');
  return z.object(shape).superRefine((values, ctx) => {
    // zod skips an optional key that is absent altogether; check those as if sent empty.
    for (const [key, schema] of Object.entries(shape)) {
      if (key in values) continue;
      const absent = schema.safeParse(undefined);
      if (!absent.success) for (const issue of absent.error.issues) ctx.addIssue({ code: 'custom', path: [key], message: issue.message });
    }
    const b64 = values.student_list_b64;
    if (!hasStudentList || typeof b64 !== 'string' || b64 === '') return;
    const ext = typeof values.student_list_extension === 'string' ? values.student_list_extension : '';
    const problem = checkBase64File(b64, ext);
    if (problem) ctx.addIssue({ code: 'custom', path: ['student_list_b64'], message: problem });
  });
}

/** Validates form values against a form's config: the parsed values, or one message per field. */
export function validateRegistration(
  config: FormConfig,
  kind: RegistrationFormKind,
  values: RegistrationFormValues,
  opts: RegistrationSchemaOptions = {},
): { success: true; data: RegistrationFormValues } | { success: false; errors: Record<string, string> } {
  const result = buildRegistrationSchema(config, kind, opts).safeParse(values);
  if (result.success) return { success: true, data: result.data as RegistrationFormValues };
  return { success: false, errors: fieldErrorsOf(result.error) };
}

/** One message per field from zod issues: the first issue of a field wins. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : '_';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Spec §5 preparation before sending: phone stripped to plus and digits, email
 * lower-cased, and your_name used as first_name when first_name is empty.
 */
export function prepareRegistration<T extends RegistrationFormValues>(values: T): T {
  const out = { ...values };
  if (typeof out.phone === 'string') out.phone = preparePhone(out.phone);
  if (typeof out.email === 'string') out.email = prepareEmail(out.email);
  if (out.your_name && out.your_name.trim() !== '' && (!out.first_name || out.first_name.trim() === '')) {
    out.first_name = out.your_name;
  }
  return out;
}

/** The text inputs of the form, trimmed, for the payload (only the configured ones). */
export function formInputs(config: FormConfig, values: RegistrationFormValues) {
  const inputs: Partial<Record<TextSlug, string>> & { role?: number | null; school_type?: number | null } = {};
  for (const { slug } of config.form_fields) {
    if (isTextSlug(slug)) {
      const v = values[slug];
      if (typeof v === 'string') inputs[slug] = v.trim();
    } else if (slug === 'role' || slug === 'school_type') {
      inputs[slug] = values[slug] ?? null;
    }
  }
  return inputs;
}

/**
 * The form inputs every registration payload may carry (spec §7 "the form
 * inputs"), as the wire accepts them: types only; lengths and rules are the
 * form schema's, so the messages are the same in the browser and the API.
 */
const wireText = () => safeString({ multiline: true, trim: false }).optional();
export const formInputsWireShape = {
  first_name: wireText(),
  last_name: wireText(),
  your_name: wireText(),
  organisation: wireText(),
  roles: wireText(),
  email: wireText(),
  phone: wireText(),
  message: wireText(),
  role: z.number().int().nullable().optional(),
  school_type: z.number().int().nullable().optional(),
};
