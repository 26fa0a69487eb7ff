import type { z } from 'zod';
import { MESSAGES } from './api-errors.ts';
import { textProblem, tooLongMessage } from './text.ts';
import { safeString } from './text-schema.ts';

/**
 * Spec §5 field rules shared by the contact, campaign and competition forms,
 * in the browser and on the server. A limit or a text lives here only.
 */

export const LIMITS = {
  /** name-type, organisation and roles fields */
  name: 50,
  email: 254,
  message: 255,
  phoneMinDigits: 6,
  /** libphonenumber-js parse limits (spec §9) */
  phoneMaxInput: 250,
  phoneNationalMin: 2,
  phoneNationalMax: 17,
  studentListBytes: 524288,
  schoolText: 255,
  schoolCode: 32,
  postcode: 32,
} as const;

/** Spec §5 invalid_name: special characters, tab or newline. */
export const INVALID_NAME_CHARS = /[~!@#$%^&*()_+|\\=[\]{}`";:/.,<>?\t\n\r]/;

/** A standard address pattern (HTML's own definition of a valid e-mail address, with a dot in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Per-field texts for a required field left empty ('input_required_*'). */
export const REQUIRED_MESSAGES: Record<string, string> = {
  school: 'Please select your school.',
  first_name: 'First name is required.',
  last_name: 'Last name is required.',
  your_name: 'Your name is required.',
  email: 'Email address is required.',
  phone: 'Phone number is required.',
  message: 'Message is required.',
  school_type: 'School type is required.',
  role: 'Role at school is required.',
  student_list_b64: 'Student list is required.',
};

export const requiredMessage = (field: string) => REQUIRED_MESSAGES[field] ?? MESSAGES.required;

export const countDigits = (value: string) => (value.match(/\d/g) ?? []).length;
export const isValidName = (value: string) => !INVALID_NAME_CHARS.test(value);
export const isValidEmail = (value: string) => value.length <= LIMITS.email && EMAIL_PATTERN.test(value);

/** Spec §5 preparation: email lower-cased (and trimmed: a pasted space is not part of an address). */
export const prepareEmail = (value: string) => value.trim().toLowerCase();
/** Spec §5: a search term is trimmed and lower-cased. */
export const prepareSearchTerm = (value: string) => value.trim().toLowerCase();

const blank = (v: string | undefined | null) => v === undefined || v === null || v.trim() === '';

/** A text field: required or optional, with a length limit and an optional rule. */
export function textField(
  field: string,
  opts: { required: boolean; max: number; rule?: (v: string) => boolean; invalid?: string; requiredText?: string; multiline?: boolean },
) {
  // NUL and the like are refused first; tab and newline are left to the field's own rule (spec §5
  // invalid_name names them, even at the end), then refused by the text rule where the field is
  // single-line. Not trimmed here: the services trim what they store.
  const text = safeString({ multiline: true, trim: false }).max(opts.max, { message: tooLongMessage(opts.max) });
  // zod skips an optional key that is missing altogether, refinements included; a
  // required field defaults to '' so a missing key gets its required message too.
  const check = (value: string | undefined, ctx: z.RefinementCtx) => {
    if (blank(value)) {
      if (opts.required) ctx.addIssue({ code: 'custom', message: opts.requiredText ?? requiredMessage(field) });
      return;
    }
    if (opts.rule && !opts.rule(value!)) {
      ctx.addIssue({ code: 'custom', message: opts.invalid ?? MESSAGES.invalidInput });
      return;
    }
    const problem = textProblem(value!, { multiline: opts.multiline });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };
  return opts.required ? text.default('').superRefine(check) : text.optional().superRefine(check);
}

export const nameField = (field: string, required: boolean) =>
  textField(field, { required, max: LIMITS.name, rule: isValidName, invalid: MESSAGES.invalidName });
export const emailField = (required: boolean) =>
  textField('email', { required, max: LIMITS.email, rule: isValidEmail, invalid: MESSAGES.invalidEmail });
export const messageField = (required: boolean) => textField('message', { required, max: LIMITS.message, multiline: true });
