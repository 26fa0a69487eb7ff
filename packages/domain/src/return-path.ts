/**
 * Where to send someone after they sign in: a page of this site only. The
 * login page reads it from `?next=` and the server carries it through a
 * Google or Microsoft sign-in, so both hold it to this one rule; a crafted
 * link cannot turn either into an open redirect.
 */

/** Long enough for any page of the site with its query; a longer value is refused, not cut. */
export const RETURN_PATH_MAX_LENGTH = 1000;

/**
 * The value when it is a path on this origin ("/ca/fr/free-trial/?x=1"),
 * else null. Refused: anything not starting with one "/", "//host" and
 * "/\host" (browsers read both as another host), any backslash or control
 * character (browsers drop or rewrite them, which can turn a path into a
 * host), and values over RETURN_PATH_MAX_LENGTH.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}
