import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "signed double-submit cookie": the token is a random value and its
 * HMAC under the server secret. The browser echoes the cookie in a header;
 * the server checks both that they match and that the signature is ours, so a
 * token planted by a sibling sub-domain is refused.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const sign = (secret: string, value: string) =>
  createHmac('sha256', secret).update(`csrf:${value}`).digest('base64url');

export function createCsrfToken(secret: string): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${sign(secret, value)}`;
}

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [value, mac, extra] = token.split('.');
  if (!value || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The header must equal the cookie, and the cookie must carry our signature. */
export function csrfMatches(secret: string, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || cookie.length !== header.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header)) && isValidCsrfToken(secret, cookie);
}
