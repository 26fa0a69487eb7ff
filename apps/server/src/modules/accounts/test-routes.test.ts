import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { sessionCookieOf } from './test-support.ts';
import { TEST_ACCOUNT_PATH } from './test-routes.ts';

/** The browser journeys' signed-in starting point exists in test mode only. */
describe('the test accounts route', () => {
  let t: TestApp;
  let dev: TestApp;
  beforeAll(async () => {
    // One after the other: two apps starting at once on a busy machine can pass a plugin's start-up time limit.
    t = await createTestApp();
    dev = await createTestApp({ env: { NODE_ENV: 'development' } });
  }, 120_000);
  afterAll(() => Promise.all([t.close(), dev.close()]));

  const account = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada.test-route@example.org', password: 'maple-Leaf-42-counting', role: 'parent' };

  it('in test mode makes a verified account and signs the caller in; its password logs in too', async () => {
    const res = await t.post(TEST_ACCOUNT_PATH, account);
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies: sessionCookieOf(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email: account.email, role: 'parent', email_verified: true, first_name: 'Ada' });
    const login = await t.post(ACCOUNT_PATHS.login, { email: account.email, password: account.password });
    expect(login.statusCode, login.body).toBe(200);
    // Not in the API document (nor in the API fuzz), and a second account on the same address is refused.
    expect(JSON.stringify(t.app.swagger())).not.toContain(TEST_ACCOUNT_PATH);
    expect((await t.post(TEST_ACCOUNT_PATH, account)).statusCode).toBe(409);
  });

  it('answers only this machine', async () => {
    const res = await t.post(TEST_ACCOUNT_PATH, { ...account, email: 'far.away@example.org' }, { remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(403);
  });

  it('does not exist outside test mode', async () => {
    const res = await dev.post(TEST_ACCOUNT_PATH, account);
    expect(res.statusCode).toBe(404);
  });
});
