import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "signed double-submit cookie", bound to the session: the token is a
 * random value and its HMAC under the server secret over the session it was
 * given with (the session cookie's value, empty for a visitor not signed in;
 * decision 003). The browser echoes the cookie in a header; the server checks
 * that they match and that the signature is ours for the session the request
 * carries, so a token planted by a sibling sub-domain is refused, and so is
 * one account's valid token sent with another's session cookie.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';

const sign = (secret: string, session: string, value: string) =>
  createHmac('sha256', secret).update(`csrf:${session.length}:${session}:${value}`).digest('base64url');

/** A new token for the session `session` (the session cookie's value; '' when nobody is signed in). */
export function createCsrfToken(secret: string, session = ''): string {
  const value = randomBytes(18).toString('base64url');
  return `${value}.${sign(secret, session, value)}`;
}

/**
 * Tokens whose signature was checked, per secret: a child in a live game
 * sends the same token with every answer, and an HMAC per request was a
 * measurable share of an answer's cost. Only tokens that passed are kept (with the
 * session they passed for), so
 * a forged one is checked (and refused) every time; the set is emptied when
 * full rather than grown.
 */
const KNOWN_GOOD_MAX = 50_000;
const knownGood = new Map<string, Set<string>>();

export function isValidCsrfToken(secret: string, token: string | undefined, session = ''): boolean {
  if (!token || token.length > 200) return false;
  const good = knownGood.get(secret);
  const key = `${token} ${session}`;
  if (good?.has(key)) return true;
  const [value, mac, extra] = token.split('.');
  if (!value || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, session, value));
  const given = Buffer.from(mac);
  const valid = expected.length === given.length && timingSafeEqual(expected, given);
  if (valid) {
    const set = good ?? new Set<string>();
    if (set.size >= KNOWN_GOOD_MAX) set.clear();
    set.add(key);
    knownGood.set(secret, set);
  }
  return valid;
}

/** The header must equal the cookie, and the cookie must carry our signature for the request's session. */
export function csrfMatches(secret: string, cookie: string | undefined, header: string | undefined, session = ''): boolean {
  if (!cookie || !header || cookie.length !== header.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header)) && isValidCsrfToken(secret, cookie, session);
}
