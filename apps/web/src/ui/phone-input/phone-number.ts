import { AsYouType, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { LIMITS } from '@numbloom/domain/form-rules';

export type { CountryCode };

export const isCountryCode = (code: string): code is CountryCode => (getCountries() as string[]).includes(code);

/** The countries of the selector, named in the page's language and sorted by that name. */
export function phoneCountries(language: string): { code: CountryCode; name: string; callingCode: string }[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

export interface PhoneState {
  /** what the input shows, formatted as typed */
  text: string;
  /** the selected country (changes when an international number names another) */
  country: CountryCode;
  /** the form value: the number in international form (+ and digits); '' when nothing is typed; the bare national digits while there are fewer than 6 */
  value: string;
  /** the digits of the national number, kept when the country changes */
  national: string;
}

/**
 * Formats typed text for a country as the user types (spec §5). Returns null
 * when the text breaks the phone parse limits (spec §9): more than 250
 * characters, or a national number longer than 17 digits. Text starting with
 * + is international and may move the selector to the country it names.
 */
export function formatPhone(raw: string, country: CountryCode): PhoneState | null {
  if (raw.length > LIMITS.phoneMaxInput) return null;
  const typer = new AsYouType(country);
  const text = typer.input(raw);
  const national = typer.getNationalNumber();
  if (national.length > LIMITS.phoneNationalMax) return null;
  let next = country;
  if (typer.isInternational()) {
    const named = typer.getCountry();
    const callingCode = typer.getCallingCode();
    // +44 is shared by GB, GG, IM and JE: keep the selected country when it has that code.
    if (named && callingCode && getCountryCallingCode(country) !== callingCode) next = named;
  }
  if (!/\d/.test(raw)) return { text: raw.replace(/[^+]/g, ''), country: next, value: '', national: '' };
  // Below the spec §5 minimum the value is the national digits alone, so the calling code cannot make
  // a too-short number look long enough; from there on it is the full international number.
  const value = national.length >= LIMITS.phoneMinDigits ? (typer.getNumberValue() ?? raw.replace(/[^+\d]/g, '')) : national || raw.replace(/[^+\d]/g, '');
  return { text, country: next, value, national };
}

/** Re-reads a form value (e.g. a restored draft) into what the input shows. */
export function phoneStateFromValue(value: string, country: CountryCode): PhoneState {
  return formatPhone(value, country) ?? { text: '', country, value: '', national: '' };
}

/** A national number with fewer digits than this cannot be parsed as a phone number (spec §9). */
export const hasParsableLength = (state: PhoneState) => state.value.replace(/\D/g, '').length >= LIMITS.phoneNationalMin;

const isNumberChar = (c: string) => /[\d+]/.test(c);

/** Index in `text` just after its `n`-th digit or plus sign (0 → start). */
export function indexAfterNumberChars(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (isNumberChar(text[i]!) && ++seen === n) return i + 1;
  }
  return text.length;
}

export const countNumberChars = (text: string) => [...text].filter(isNumberChar).length;

/**
 * Deleting a formatting character (a bracket, a space, a dash) would be undone
 * by the formatter at once; treat it as deleting the digit beside it, as
 * people expect. Returns the text to format and where the caret goes, counted
 * in digits.
 */
export function applyEdit(
  previous: string,
  raw: string,
  caret: number,
  direction: 'backward' | 'forward' | 'other',
): { raw: string; digitsBeforeCaret: number } {
  let digitsBeforeCaret = countNumberChars(raw.slice(0, caret));
  const removedOnlyFormatting = raw.length < previous.length && countNumberChars(raw) === countNumberChars(previous);
  if (removedOnlyFormatting && direction !== 'other') {
    const target = direction === 'backward' ? digitsBeforeCaret : digitsBeforeCaret + 1;
    if (target >= 1) {
      const at = indexAfterNumberChars(raw, target) - 1;
      if (at >= 0 && at < raw.length && isNumberChar(raw[at]!)) {
        raw = raw.slice(0, at) + raw.slice(at + 1);
        if (direction === 'backward') digitsBeforeCaret -= 1;
      }
    }
  }
  return { raw, digitsBeforeCaret };
}
