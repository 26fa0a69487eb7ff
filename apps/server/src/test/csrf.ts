import { CSRF_COOKIE, CSRF_HEADER, createCsrfToken } from '../lib/csrf.ts';

/** A CSRF cookie and the matching header, as the browser client sends them. */
export function createTestCsrf(secret: string) {
  const token = createCsrfToken(secret);
  return { token, headers: { [CSRF_HEADER]: token }, cookies: { [CSRF_COOKIE]: token } };
}
