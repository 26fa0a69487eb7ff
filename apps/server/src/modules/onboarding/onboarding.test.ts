import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ONBOARDING_MESSAGES, ONBOARDING_PATHS, VERIFICATION_CODE } from '@numbloom/domain/onboarding';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { embeddedOnly, testDrivers } from '../../test/db.ts';
import { users } from '../accounts/tables.ts';
import { startTestSmtpServer } from '../mail/testing.ts';
import { pendingRegistrations, trials, verificationCodes } from './tables.ts';
import * as throttle from '../accounts/throttle.ts';
import { LIMITS } from './service.ts';
import { retentionSweep } from '../retention/service.ts';
import { TEST_CODES_BACKDATE_PATH } from './test-routes.ts';
import { codeFrom, freshEmail, freshIp, sessionCookie, trialForm } from './test-support.ts';

const MINUTE = 60_000;

describe.each(testDrivers())('free-trial onboarding with email verification on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ driver, env: { SMTP_URL: smtp.url, FREE_TRIAL_PERIOD_DAYS: '30' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const db = () => t.database.db;
  const userCount = async (email: string) => (await db().select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n;

  /** Sends the trial form from a fresh address and returns the token and the code that arrived by SMTP. */
  async function startTrial(overrides: Record<string, unknown> = {}) {
    const form = await trialForm(t, overrides);
    const before = smtp.received.length;
    const res = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, form, { remoteAddress: freshIp() });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor(String(form.email).toLowerCase(), before);
    return { form, email: String(form.email).toLowerCase(), token: res.json().token as string, code: codeFrom(mail.text), body: res.json(), mail };
  }
  const check = (token: string, code: unknown, ip = freshIp()) =>
    t.post(ONBOARDING_PATHS.createTrialForGuest, { token, code }, { remoteAddress: ip });

  embeddedOnly(driver)('emails a 6-digit code over SMTP, then creates the account and a trial of free_trial_period days and signs in', async () => {
    const { email, token, code, body, mail } = await startTrial({ email: 'Ana.Silva@Example.org' });
    expect(email).toBe('ana.silva@example.org');
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(code);
    expect(body).toMatchObject({ email, code_length: 6, note: ONBOARDING_MESSAGES.mayTakeAWhile, message: ONBOARDING_MESSAGES.codeSent(email) });
    expect(new Date(body.expires_at).getTime() - t.clock.now.getTime()).toBe(VERIFICATION_CODE.lifetimeMinutes * MINUTE);
    // Nothing is an account until the code is checked.
    expect(await userCount(email)).toBe(0);
    // Only a salted HMAC of the code is stored.
    const [stored] = await db().select().from(verificationCodes).orderBy(sql`created_at desc`).limit(1);
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.salt).toMatch(/^[0-9a-f]{32}$/);

    const res = await check(token, code);
    expect(res.statusCode, res.body).toBe(200);
    const { result, user } = res.json();
    expect(result.outcome).toBe('new_trial');
    expect(result.days_remaining).toBe(30);
    expect(result.purchase_by).toBe(new Date(t.clock.now.getTime() + 30 * 86_400_000 - 1).toISOString().slice(0, 10));
    expect(result.message).toContain('30 days remaining');
    expect(user).toMatchObject({ email, role: 'teacher', email_verified: true, first_name: 'Ana' });
    expect(JSON.stringify(res.json())).not.toMatch(/argon2|password_hash|passwordHash/);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies: sessionCookie(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().trial).toMatchObject({ status: 'active', days_remaining: 30 });

    // The code works once.
    const again = await check(token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().user_message).toBe(ONBOARDING_MESSAGES.tokenInvalid);
  });

  embeddedOnly(driver)('forgets a sign-up the day after it ended, finished or not: the daily retention sweep deletes its name, email, password hash and codes', async () => {
    const done = await startTrial();
    expect((await check(done.token, done.code)).statusCode).toBe(200);
    const abandoned = await startTrial();
    const kept = async (email: string) => (await db().select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).length;
    expect(await kept(done.email)).toBe(1);
    expect(await kept(abandoned.email)).toBe(1);
    // the finished one ended when its account was made, the abandoned one when its 24 hours were over; each is kept one more day
    t.clock.advance(VERIFICATION_CODE.maxLifetimeMinutes * MINUTE + 23 * 60 * MINUTE);
    expect((await retentionSweep(db(), t.clock.now)).ended_sign_ups).toBeGreaterThanOrEqual(1);
    expect(await kept(done.email)).toBe(0);
    expect(await kept(abandoned.email)).toBe(1);
    t.clock.advance(2 * 60 * MINUTE);
    expect((await retentionSweep(db(), t.clock.now)).ended_sign_ups).toBeGreaterThanOrEqual(1);
    expect(await kept(abandoned.email)).toBe(0);
    // the account made from the finished one stays
    expect(await userCount(done.email)).toBe(1);
  });

  embeddedOnly(driver)('says the code is required, incorrect, and after 5 wrong tries refuses even the right code', async () => {
    const { token, code, email } = await startTrial();
    const missing = await t.post(ONBOARDING_PATHS.createTrialForGuest, { token }, { remoteAddress: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.code).toBe(MESSAGES.codeRequired);
    const empty = await check(token, '  ');
    expect(empty.json().errors.code).toBe(MESSAGES.codeRequired);
    const letters = await check(token, '12ab56');
    expect(letters.json().errors.code).toBe(ONBOARDING_MESSAGES.codeFormat);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < VERIFICATION_CODE.maxWrongPerCode; i++) {
      const res = await check(token, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().user_message).toBe('The code you entered was incorrect');
      expect(res.json().errors.code).toBe('The code you entered was incorrect');
    }
    const locked = await check(token, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().user_message).toBe('Maximum number of incorrect attempts');
    const status = await t.app.inject({ method: 'GET', url: `${ONBOARDING_PATHS.tokenStatus}?token=${encodeURIComponent(token)}` });
    expect(status.json()).toMatchObject({ status: 'locked', attempts_remaining: 0 });
    expect(await userCount(email)).toBe(0);
  });

  it('counts code checks before comparing: of 20 wrong codes sent at once, 5 are compared and the rest refused', async () => {
    const { token, code, email } = await startTrial();
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(token, wrong)));
    expect(answers.filter((r) => r.statusCode === 400).length).toBe(VERIFICATION_CODE.maxWrongPerCode);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(20 - VERIFICATION_CODE.maxWrongPerCode);
    expect((await check(token, code)).statusCode).toBe(429);
    expect(await userCount(email)).toBe(0);
  });

  it('counts code sends before sending: of 10 sign-ups for one address sent at once, 5 send a code', async () => {
    const email = freshEmail();
    const forms = await Promise.all(Array.from({ length: 10 }, () => trialForm(t, { email })));
    const answers = await Promise.all(forms.map((form) => t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, form, { remoteAddress: freshIp() })));
    expect(answers.filter((r) => r.statusCode === 200).length).toBe(VERIFICATION_CODE.maxSendsPerAddressPerHour);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused.length).toBe(10 - VERIFICATION_CODE.maxSendsPerAddressPerHour);
    expect(refused[0]!.json().user_message).toBe(ONBOARDING_MESSAGES.tooManySends);
  }, 60_000);

  embeddedOnly(driver)('accepts the code with spaces typed in it', async () => {
    const { token, code } = await startTrial();
    const res = await check(token, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(res.json().result.outcome).toBe('new_trial');
  });

  embeddedOnly(driver)('expires a code after its lifetime (the clock moves), and a resent code works', async () => {
    const { token, code, email } = await startTrial();
    t.clock.advance(VERIFICATION_CODE.lifetimeMinutes * MINUTE + 1000);
    const expired = await check(token, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().user_message).toBe('This code has expired');
    const status = await t.app.inject({ method: 'GET', url: `${ONBOARDING_PATHS.tokenStatus}?token=${encodeURIComponent(token)}` });
    expect(status.json().status).toBe('expired');

    const before = smtp.received.length;
    const resent = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(resent.statusCode, resent.body).toBe(200);
    const fresh = codeFrom((await smtp.waitFor(email, before)).text);
    // The old code is superseded, and the new one is bound to this sign-up.
    if (fresh !== code) expect((await check(token, code)).json().user_message).toBe('The code you entered was incorrect');
    const ok = await check(token, fresh);
    expect(ok.json().result.outcome).toBe('new_trial');
  });

  embeddedOnly(driver)('makes a resend wait for the cooldown and limits sends per address', async () => {
    const { token, email } = await startTrial();
    const soon = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().user_message).toBe(ONBOARDING_MESSAGES.resendWait(VERIFICATION_CODE.resendCooldownSeconds));
    for (let sent = 1; sent < VERIFICATION_CODE.maxSendsPerAddressPerHour; sent++) {
      t.clock.advance(VERIFICATION_CODE.resendCooldownSeconds * 1000);
      const res = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
      expect(res.statusCode, res.body).toBe(200);
    }
    t.clock.advance(VERIFICATION_CODE.resendCooldownSeconds * 1000);
    const capped = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().user_message).toBe(ONBOARDING_MESSAGES.tooManySends);
    // A fresh sign-up for the same address is capped too.
    const again = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t, { email }), { remoteAddress: freshIp() });
    expect(again.statusCode).toBe(429);
    t.clock.advance(61 * MINUTE);
    const later = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(later.statusCode).toBe(200);
  });

  embeddedOnly(driver)('in test mode lets a journey backdate an open sign-up\'s codes, and the resend then meets the real cooldown rule', async () => {
    const { token, email } = await startTrial();
    const early = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(early.statusCode).toBe(429);
    const half = await t.post(TEST_CODES_BACKDATE_PATH, { email, seconds: VERIFICATION_CODE.resendCooldownSeconds / 2 });
    expect(half.json()).toEqual({ moved: 1 });
    // half the cooldown is still too early: the rule is the server's, not the route's
    expect((await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() })).statusCode).toBe(429);
    await t.post(TEST_CODES_BACKDATE_PATH, { email, seconds: VERIFICATION_CODE.resendCooldownSeconds / 2 });
    const resent = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    expect(resent.statusCode, resent.body).toBe(200);
    // an address with no open sign-up, a bad body, and another machine are refused
    expect((await t.post(TEST_CODES_BACKDATE_PATH, { email: freshEmail(), seconds: 60 })).statusCode).toBe(404);
    expect((await t.post(TEST_CODES_BACKDATE_PATH, { email, seconds: 60, extra: 1 })).statusCode).toBe(400);
    expect((await t.post(TEST_CODES_BACKDATE_PATH, { email, seconds: 60 }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
  });

  embeddedOnly(driver)('refuses the 101st wrong code for an address in a day, whatever the code or network address', async () => {
    const { token, email } = await startTrial();
    let wrongs = 0;
    while (wrongs < VERIFICATION_CODE.maxWrongPerAddressPerDay) {
      for (let i = 0; i < VERIFICATION_CODE.maxWrongPerCode && wrongs < VERIFICATION_CODE.maxWrongPerAddressPerDay; i++, wrongs++) {
        const res = await check(token, '99999' + (i % 10));
        expect([400, 429]).toContain(res.statusCode);
      }
      t.clock.advance(13 * MINUTE);
      const resent = await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
      expect(resent.statusCode, resent.body).toBe(200);
    }
    const before = smtp.received.length;
    t.clock.advance(13 * MINUTE);
    await t.post(ONBOARDING_PATHS.resendVerificationEmail, { token }, { remoteAddress: freshIp() });
    const code = codeFrom((await smtp.waitFor(email, before)).text);
    const res = await check(token, code);
    expect(res.statusCode).toBe(429);
    expect(res.json().user_message).toBe('Maximum number of incorrect attempts');
    expect(await userCount(email)).toBe(0);
  }, 60_000);

  it('refuses a form without a captcha, with a forged one, and a solved one sent twice', async () => {
    const form = await trialForm(t);
    const none = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, { ...form, captcha: '' }, { remoteAddress: freshIp() });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.captcha).toBe('Please verify that you are not a robot');
    const forged = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64');
    const fake = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, { ...form, captcha: forged }, { remoteAddress: freshIp() });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().user_message).toBe('Please verify that you are not a robot');
    const first = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, form, { remoteAddress: freshIp() });
    expect(first.statusCode).toBe(200);
    const replay = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, { ...form, email: freshEmail() }, { remoteAddress: freshIp() });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().user_message).toBe('Please verify that you are not a robot');
    // A solved challenge that has expired is refused too.
    const late = await trialForm(t);
    t.clock.advance(21 * MINUTE);
    const expired = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, late, { remoteAddress: freshIp() });
    expect(expired.json().user_message).toBe('Please verify that you are not a robot');
  });

  embeddedOnly(driver)('refuses an address that has an account, a common password, wrong types and unknown fields, storing nothing', async () => {
    const { token, code, email } = await startTrial();
    expect((await check(token, code)).statusCode).toBe(200);
    const taken = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t, { email: email.toUpperCase() }), { remoteAddress: freshIp() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().user_message).toBe('An account with that email already exists. Please login using the email.');

    const registrations = async () => (await db().select({ n: count() }).from(pendingRegistrations))[0]!.n;
    const before = await registrations();
    const common = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t, { password: 'Password123' }), { remoteAddress: freshIp() });
    expect(common.statusCode).toBe(400);
    expect(common.json().errors.password).toBe(PASSWORD_TEXTS.common);
    const short = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t, { password: 'short1!' }), { remoteAddress: freshIp() });
    expect(short.json().errors.password).toBe(PASSWORD_TEXTS.tooShort);
    const types = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t, { email: 42, role: 'admin', terms_agreed: false, is_staff: true }), { remoteAddress: freshIp() });
    expect(types.statusCode).toBe(400);
    expect(types.json().errors).toMatchObject({ email: 'Invalid input.', role: 'Please choose your role.', terms_agreed: MESSAGES.termsRequired, is_staff: 'Unknown field.' });
    const missing = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, { email: freshEmail() }, { remoteAddress: freshIp() });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().user_message).toBe(MESSAGES.fillRequired);
    expect(await registrations()).toBe(before);
  });

  embeddedOnly(driver)('gives "account already exists" when the address got an account after the code was sent, creating nothing', async () => {
    const first = await startTrial();
    const second = await startTrial({ email: first.email });
    expect((await check(first.token, first.code)).json().result.outcome).toBe('new_trial');
    const res = await check(second.token, second.code);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ outcome: 'account_exists', message: ONBOARDING_MESSAGES.accountExistsHello });
    expect(res.json().user).toBeNull();
    expect(res.cookies.find((c) => c.name === 'nb_session')).toBeUndefined();
    expect(await userCount(first.email)).toBe(1);
  });

  it('creates the account and its trial in one transaction: when the trial step fails nothing is left, and the code still works', async () => {
    const { token, code, email } = await startTrial();
    await db().execute(sql`create function fail_trial() returns trigger language plpgsql as $$ begin raise exception 'trial store is down'; end $$`);
    await db().execute(sql`create trigger fail_trial before insert on trials for each row execute function fail_trial()`);
    try {
      const failed = await check(token, code);
      expect(failed.statusCode).toBe(500);
      expect(failed.json().user_message).toBe(MESSAGES.serverError);
      expect(await userCount(email)).toBe(0);
      const [reg] = await db().select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email));
      expect(reg!.completedAt).toBeNull();
    } finally {
      await db().execute(sql`drop trigger fail_trial on trials`);
      await db().execute(sql`drop function fail_trial()`);
    }
    const retry = await check(token, code);
    expect(retry.json().result.outcome).toBe('new_trial');
    expect(await userCount(email)).toBe(1);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect((await db().select({ n: count() }).from(trials).where(eq(trials.userId, user!.id)))[0]!.n).toBe(1);
  });

  embeddedOnly(driver)('limits sign-ups from one network address: 10 a minute, then 30 an hour', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t), { remoteAddress: ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const burst = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t), { remoteAddress: ip });
    expect(burst.statusCode).toBe(429);
    expect(burst.json().user_message).toBe(MESSAGES.tooMany);

    // The hourly limit is kept in the database (shared by every server process) and follows the app's clock.
    const other = '203.0.113.78';
    for (let i = 0; i < VERIFICATION_CODE.maxSendsPerIpPerHour; i++) await throttle.take(db(), LIMITS.sendsPerIp, other, t.clock.now);
    const hourly = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t), { remoteAddress: other });
    expect(hourly.statusCode).toBe(429);
    t.clock.advance(61 * MINUTE);
    const nextHour = await t.post(ONBOARDING_PATHS.sendPurchaseValidationEmail, await trialForm(t), { remoteAddress: other });
    expect(nextHour.statusCode, nextHour.body).toBe(200);
  }, 60_000);

  embeddedOnly(driver)('walks the spec §4 outcomes for a signed-in person: choose, restore, a new one, the yearly maximum, the next year', async () => {
    const { token, code, email } = await startTrial();
    const created = await check(token, code);
    let cookies = sessionCookie(created);
    const ask = (choice?: string) => t.post(ONBOARDING_PATHS.createTrialForLoggedIn, choice ? { choice } : {}, { cookies });
    // Days pass between visits: the session ends with inactivity, so each visit logs in again.
    const later = async (days: number) => {
      t.clock.advance(days * 86_400_000);
      cookies = sessionCookie(await t.post(ACCOUNT_PATHS.login, { email, password: 'violet kettle 93 under' }, { remoteAddress: freshIp() }));
    };

    const info = await t.app.inject({ method: 'GET', url: ONBOARDING_PATHS.teacherInformation, cookies });
    expect(info.json()).toMatchObject({ logged_in: true, trials_used_this_academic_year: 1, max_trials_per_academic_year: 2, next_outcome: 'choose' });

    const choose = (await ask()).json().result;
    expect(choose).toMatchObject({ outcome: 'choose', new_trial_days: 30, previous: { status: 'active', days_remaining: 30 } });

    await later(10);
    const restored = (await ask('restore')).json().result;
    expect(restored).toMatchObject({ outcome: 'trial_restored', days_remaining: 20 });
    expect(restored.message).toBe(ONBOARDING_MESSAGES.trialRestored(20));

    const fresh = (await ask('new')).json().result;
    expect(fresh).toMatchObject({ outcome: 'new_trial', days_remaining: 30 });

    // Two trials this academic year: no choice any more, the active one comes back.
    expect((await ask()).json().result).toMatchObject({ outcome: 'trial_restored', days_remaining: 30 });
    const max = (await ask('new')).json().result;
    expect(max).toEqual({
      outcome: 'max_trials_reached',
      message: 'Maximum number of trials reached',
      detail: ONBOARDING_MESSAGES.maxTrialsYear,
      trials_used: 2,
      max_trials: 2,
    });
    expect(max.detail).toMatch(/upgrade/i);
    expect(max.detail).toMatch(/support/i);

    await later(31);
    expect((await ask()).json().result.outcome).toBe('max_trials_reached');
    const me = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies });
    expect(me.json().trial).toMatchObject({ status: 'ended', days_remaining: 0 });
  });

  embeddedOnly(driver)('starts a new academic year with a new trial (August in the north, January in the south)', async () => {
    const { token, code } = await startTrial({ region_code: 'AU' });
    const cookies = sessionCookie(await check(token, code));
    await t.post(ONBOARDING_PATHS.createTrialForLoggedIn, { choice: 'new' }, { cookies });
    // Trials run out; log in again (the old session ended with inactivity).
    const now = t.clock.now;
    const nextJanuary = Date.UTC(now.getUTCFullYear() + 1, 0, 2);
    t.clock.advance(nextJanuary - now.getTime());
    const login = await t.post(ACCOUNT_PATHS.login, { email: (await db().select().from(users).orderBy(sql`created_at desc`).limit(1))[0]!.email, password: 'violet kettle 93 under' });
    const res = await t.post(ONBOARDING_PATHS.createTrialForLoggedIn, {}, { cookies: sessionCookie(login) });
    expect(res.json().result.outcome).toBe('new_trial');
  });

  embeddedOnly(driver)('needs a session for the logged-in trial and says so', async () => {
    const res = await t.post(ONBOARDING_PATHS.createTrialForLoggedIn, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().user_message).toBe(ACCOUNT_MESSAGES.loginRequired);
    const info = await t.app.inject({ method: 'GET', url: ONBOARDING_PATHS.teacherInformation });
    expect(info.json()).toMatchObject({ logged_in: false, user: null, free_trial_period: 30 });
  });

  embeddedOnly(driver)('answers an unknown token with "invalid" status and a clear error', async () => {
    const status = await t.app.inject({ method: 'GET', url: `${ONBOARDING_PATHS.tokenStatus}?token=nope` });
    expect(status.json().status).toBe('invalid');
    const res = await check('nope', '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json().user_message).toBe(ONBOARDING_MESSAGES.tokenInvalid);
  });
});
