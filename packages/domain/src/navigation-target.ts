import { safeReturnPath } from './return-path.ts';

/**
 * Where staff may send a visitor from a registration form (spec §2:
 * thank_you_url, expired_url, registration_off_url) or point them for a
 * file (student_template_url): a page of this site ("/us/en/thank-you/") or
 * an http(s) address. A `javascript:` or `data:` address would run in the
 * form's page, or be blocked by its security policy and leave the form's
 * spinner turning; staff cannot save one, and a form never follows one.
 */
export function isNavigationTarget(value: string): boolean {
  if (value.startsWith('/')) return safeReturnPath(value) !== null;
  // eslint-disable-next-line no-control-regex -- white space and control characters have no place in an address
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a form goes once a registration is received: the event's own thank-you page, else the product's. */
export function thankYouTarget(url: string, region: string, language: string): string {
  const value = url.trim();
  return value && isNavigationTarget(value) ? value : `/${region}/${language}/thank-you/`;
}
