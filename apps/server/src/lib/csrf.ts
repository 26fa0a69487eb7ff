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

/**
 * Tokens whose signature was checked, per secret: a child in a live game
 * sends the same token with every answer, and an HMAC per request was a
 * measurable share of an answer's cost. Only tokens that passed are kept, so
 * a forged one is checked (and refused) every time; the set is emptied when
 * full rather than grown.
 */
const KNOWN_GOOD_MAX = 50_000;
const knownGood = new Map<string, Set<string>>();

export function isValidCsrfToken(secret: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const good = knownGood.get(secret);
  if (good?.has(token)) return true;
  const [value, mac, extra] = token.split('.');
  if (!value || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, value));
  const given = Buffer.from(mac);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  if (valid) {
    const set = good ?? new Set<string>();
    if (set.size >= KNOWN_GOOD_MAX) set.clear();
    set.add(token);
    knownGood.set(secret, set);
  }
  return valid;
}

/** The header must equal the cookie, and the cookie must carry our signature. */
export function csrfMatches(secret: string, cookie: string | undefined, header: string | undefined): boolean {
  if (!cookie || !header || cookie.length !== header.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header)) && isValidCsrfToken(secret, cookie);
}
