import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { MESSAGES } from './api-errors.ts';
import { countDigits, LIMITS, textField } from './form-rules.ts';

/**
 * The phone rule of spec §5 and §9, one for the form and the server (decision 084): the number is
 * international (+ and a calling code; the browser's input writes the chosen country's code in front
 * of what is typed), made of digits and the signs people write numbers with, at least 6 digits, and
 * valid for the country its calling code names (libphonenumber-js's metadata: its length and
 * leading digits). Its own file so that only the pages with a phone field load that library.
 */

/** Digits, spaces and the signs a written number carries: a word in the field is not a phone number. */
const PHONE_CHARS = /^\+?[\d\s().\-/]*$/;

export const isValidPhone = (value: string) => {
  const written = value.trim();
  if (!PHONE_CHARS.test(written) || !written.startsWith('+')) return false;
  if (countDigits(written) < LIMITS.phoneMinDigits) return false;
  const national = parsePhoneNumberFromString(written)?.nationalNumber ?? '';
  if (national.length < LIMITS.phoneNationalMin || national.length > LIMITS.phoneNationalMax) return false;
  return isValidPhoneNumber(written);
};

/**
 * Spec §5 preparation: the phone stripped to plus and digits, and a valid number written in E.164
 * (so "+61 (02) 9876 5432" is kept as +61298765432, without the national 0).
 */
export const preparePhone = (value: string) => {
  const stripped = value.replace(/[^+\d]/g, '');
  return isValidPhone(value) ? (parsePhoneNumberFromString(value.trim())?.number ?? stripped) : stripped;
};

export const phoneField = (required: boolean) =>
  textField('phone', { required, max: LIMITS.phoneMaxInput, rule: isValidPhone, invalid: MESSAGES.invalidPhone });
