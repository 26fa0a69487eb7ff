/**
 * Decision 003: a CSRF token is bound to the session it was given with. One account's valid token
 * sent with another account's session cookie is refused, and so is a visitor's token once signed in;
 * signing in and out hands the page a token for its new session, so the page's next post is accepted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { ACCOUNT_PATHS } from '@numbloom/domain/account-paths';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createUser, PASSWORD, sessionCookieOf } from '../modules/accounts/test-support.ts';
import { CSRF_COOKIE, CSRF_HEADER, createCsrfToken } from './csrf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Signs in as a browser would: a visitor's token first, then the one the sign-in hands back. */
async function signIn(ip: string) {
  const { email } = await createUser(t);
  const visitor = createCsrfToken(t.config.SECRET_KEY);
  const res = await t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.login,
    payload: { email, password: PASSWORD },
    headers: { [CSRF_HEADER]: visitor },
    cookies: { [CSRF_COOKIE]: visitor },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(200);
  const token = res.cookies.find((c) => c.name === CSRF_COOKIE)?.value;
  expect(token, 'the sign-in hands the page a token for its session').toBeTruthy();
  expect(token).not.toBe(visitor);
  return { session: sessionCookieOf(res)!, token: token!, visitor };
}

const postWith = (token: string, session: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.myClassCode,
    payload: { name: 'Year 3 Oak' },
    headers: { [CSRF_HEADER]: token },
    cookies: { [CSRF_COOKIE]: token, ...session },
  });

describe('CSRF tokens bound to the session', () => {
  it('accepts the token with its own session and refuses it with another’s', async () => {
    const a = await signIn('192.0.2.31');
    const b = await signIn('192.0.2.32');
    expect((await postWith(a.token, a.session)).statusCode).toBe(200);
    const crossed = await postWith(a.token, b.session);
    expect(crossed.statusCode).toBe(403);
    expect(crossed.json()).toEqual({ user_message: MESSAGES.csrf });
    // the visitor's token from before the sign-in no longer fits either
    expect((await postWith(a.visitor, a.session)).statusCode).toBe(403);
  });

  it('a page served to a signed-in person carries a token for that session', async () => {
    const a = await signIn('192.0.2.33');
    const res = await t.app.inject({ url: '/api/v2/csrf/', cookies: { [CSRF_COOKIE]: a.visitor, ...a.session } });
    const token = (res.json() as { csrf_token: string }).csrf_token;
    expect(token).not.toBe(a.visitor);
    expect((await postWith(token, a.session)).statusCode).toBe(200);
  });

  it('signing out hands back a visitor’s token', async () => {
    const a = await signIn('192.0.2.34');
    const out = await postWith(a.token, a.session).then(() =>
      t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.logout, payload: {}, headers: { [CSRF_HEADER]: a.token }, cookies: { [CSRF_COOKIE]: a.token, ...a.session } }),
    );
    expect(out.statusCode).toBeLessThan(300);
    const visitor = out.cookies.find((c) => c.name === CSRF_COOKIE)!.value;
    const contact = await t.app.inject({ method: 'POST', url: '/api/v2/csrf/', headers: { [CSRF_HEADER]: visitor }, cookies: { [CSRF_COOKIE]: visitor } });
    // not a 403 for the token (the route takes no POST: 404)
    expect(contact.statusCode).not.toBe(403);
  });
});
