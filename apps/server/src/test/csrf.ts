import { CSRF_COOKIE, CSRF_HEADER, createCsrfToken } from '../lib/csrf.ts';

/** A CSRF cookie and the matching header, as the browser client sends them; bound to `session`, the session cookie's value, when signed in. */
export function createTestCsrf(secret: string, session: string | Readonly<Record<string, unknown>> | readonly string[] = '') {
  const token = createCsrfToken(secret, sessionIn(session));
  return { token, headers: { [CSRF_HEADER]: token }, cookies: { [CSRF_COOKIE]: token } };
}

/** The session cookie's value in a jar ({ name: value }), a list of "name=value" or a value given as it is. */
function sessionIn(session: string | Readonly<Record<string, unknown>> | readonly string[]): string {
  if (typeof session === 'string') return session;
  const jar: Record<string, unknown> = Array.isArray(session)
    ? Object.fromEntries(session.map((c: string) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1).split(';')[0]]))
    : (session as Record<string, unknown>);
  const value = jar['nb_session'] ?? jar['__Host-nb_session'];
  return typeof value === 'string' ? value : '';
}
