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
/**
 * The country calling codes of the phone selector (libphonenumber-js's
 * metadata, checked by form-rules.test.ts), so the server finds the national
 * number without loading that library. E.164 codes are prefix-free: at most
 * one of a number's first 1 to 3 digits is a code.
 */
export const CALLING_CODES: ReadonlySet<string> = new Set(
  (
    '1 7 20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 ' +
    '84 86 90 91 92 93 94 95 98 211 212 213 216 218 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 ' +
    '235 236 237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 260 261 262 ' +
    '263 264 265 266 267 268 269 290 291 297 298 299 350 351 352 353 354 355 356 357 358 359 370 371 372 373 374 ' +
    '375 376 377 378 380 381 382 383 385 386 387 389 420 421 423 500 501 502 503 504 505 506 507 508 509 590 591 ' +
    '592 593 594 595 596 597 598 599 670 672 673 674 675 676 677 678 679 680 681 682 683 685 686 687 688 689 690 ' +
    '691 692 800 808 850 852 853 855 856 870 878 880 881 882 883 886 888 960 961 962 963 964 965 966 967 968 970 ' +
    '971 972 973 974 975 976 977 979 992 993 994 995 996 998'
  ).split(' '),
);

/**
 * The national number's digits (spec §9): after the calling code when the
 * number is international (+…), all the digits otherwise; null when a +
 * number starts with no known calling code.
 */
export function nationalDigits(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!value.trim().startsWith('+')) return digits;
  for (let length = 1; length <= 3; length++) {
    if (CALLING_CODES.has(digits.slice(0, length))) return digits.slice(length);
  }
  return null;
}

/** Spec §5 at least 6 digits, and spec §9's parse limits: a national number of 2 to 17 digits. */
export const isValidPhone = (value: string) => {
  const national = nationalDigits(value);
  return (
    countDigits(value) >= LIMITS.phoneMinDigits &&
    national !== null &&
    national.length >= LIMITS.phoneNationalMin &&
    national.length <= LIMITS.phoneNationalMax
  );
};
export const isValidEmail = (value: string) => value.length <= LIMITS.email && EMAIL_PATTERN.test(value);

/** Spec §5 preparation: phone stripped to plus and digits. */
export const preparePhone = (value: string) => value.replace(/[^+\d]/g, '');
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
export const phoneField = (required: boolean) =>
  textField('phone', { required, max: LIMITS.phoneMaxInput, rule: isValidPhone, invalid: MESSAGES.invalidPhone });
export const messageField = (required: boolean) => textField('message', { required, max: LIMITS.message, multiline: true });
