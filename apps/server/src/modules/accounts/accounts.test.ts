import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { RUN_PATHS } from '@numbloom/domain/runs';
import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { ONBOARDING_PATHS } from '@numbloom/domain/onboarding';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { embeddedOnly, testDrivers } from '../../test/db.ts';
import { tokenHash } from '../../lib/crypto.ts';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_INACTIVITY_TIMEOUT_MS } from './sessions.ts';
import { PASSWORD_RESET_TTL_MS } from './service.ts';
import { sessions, users } from './tables.ts';
import { mailSettled } from '../mail/service.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf, uniqueEmail } from './test-support.ts';

const HOUR = 3_600_000;

describe.each(testDrivers())('accounts on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const me = (cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies });
  // the mail a request started has been written (a reset link leaves after its answer)
  const mailbox = async (to: string) => {
    await mailSettled();
    return (await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}` })).json().messages as Array<{ subject: string; text: string }>;
  };

  describe('login, sessions and logout', () => {
    embeddedOnly(driver)("answers the header's question with 200 either way: null for a guest, name and role when signed in, null again after logout", async () => {
      const guest = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.session });
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({ viewer: null });
      expect(guest.headers['cache-control']).toBe('no-store');
      const { email } = await createUser(t);
      const cookies = await loginAs(t, email);
      const signedIn = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.session, cookies });
      expect(signedIn.json()).toEqual({ viewer: { first_name: 'Sam', last_name: 'Lee', role: 'teacher' } });
      expect(signedIn.body).not.toContain(email);
      await t.post(ACCOUNT_PATHS.logout, {}, { cookies });
      expect((await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.session, cookies })).json()).toEqual({ viewer: null });
    });

    embeddedOnly(driver)('logs in with the email in any case and sets an HttpOnly, SameSite=Lax cookie with a 256-bit id stored only as a hash', async () => {
      const { email } = await createUser(t);
      const res = await t.post(ACCOUNT_PATHS.login, { email: email.toUpperCase(), password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ email, role: 'teacher', sign_in_methods: ['password'] });
      expect(res.body).not.toMatch(/argon2|password_hash/);
      const cookie = res.cookies.find((c) => c.name === 'nb_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
      expect(Buffer.from(cookie.value, 'base64url').length).toBeGreaterThanOrEqual(16);
      const stored = await t.database.db.select().from(sessions).where(eq(sessions.idHash, tokenHash(cookie.value)));
      expect(stored).toHaveLength(1);
      const raw = await t.database.db.select().from(sessions).where(eq(sessions.idHash, cookie.value));
      expect(raw).toHaveLength(0);
      expect((await me({ nb_session: cookie.value })).json().user.email).toBe(email);
    });

    embeddedOnly(driver)('answers a wrong password and an unknown address with the same message', async () => {
      const { email } = await createUser(t);
      const wrong = await t.post(ACCOUNT_PATHS.login, { email, password: 'not the password' }, { remoteAddress: '192.0.2.50' });
      const unknown = await t.post(ACCOUNT_PATHS.login, { email: uniqueEmail('nobody'), password: 'not the password' }, { remoteAddress: '192.0.2.50' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json().user_message).toBe(ACCOUNT_MESSAGES.invalidLogin);
      expect(unknown.json()).toEqual(wrong.json());
    });

    embeddedOnly(driver)('validates the login body: missing, wrong types and unknown fields', async () => {
      const res = await t.post(ACCOUNT_PATHS.login, { email: 7, extra: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toMatchObject({ email: 'Invalid input.', password: PASSWORD_TEXTS.required, extra: 'Unknown field.' });
      const noCsrf = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.login, payload: { email: 'a@b.co', password: 'x' } });
      expect(noCsrf.statusCode).toBe(403);
    });

    embeddedOnly(driver)('gives a new session id at every login and ends the one the browser had', async () => {
      const { email } = await createUser(t);
      const first = await loginAs(t, email);
      const second = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { cookies: first });
      const renewed = sessionCookieOf(second)!;
      expect(renewed.nb_session).not.toBe(first.nb_session);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(renewed)).statusCode).toBe(200);
    });

    embeddedOnly(driver)('ends the session at logout, on the server too', async () => {
      const { email } = await createUser(t);
      const cookies = await loginAs(t, email);
      const out = await t.post(ACCOUNT_PATHS.logout, {}, { cookies });
      expect(out.statusCode).toBe(200);
      expect(out.cookies.find((c) => c.name === 'nb_session')?.value).toBe('');
      const res = await me(cookies);
      expect(res.statusCode).toBe(401);
      expect(res.json().user_message).toBe(ACCOUNT_MESSAGES.loginRequired);
    });

    embeddedOnly(driver)('ends a session after the inactivity timeout, and after the absolute timeout however active', async () => {
      const { email } = await createUser(t);
      const idle = await loginAs(t, email);
      t.clock.advance(SESSION_INACTIVITY_TIMEOUT_MS - 60_000);
      expect((await me(idle)).statusCode).toBe(200);
      t.clock.advance(SESSION_INACTIVITY_TIMEOUT_MS + 1000);
      expect((await me(idle)).statusCode).toBe(401);

      const busy = await loginAs(t, email);
      const step = SESSION_INACTIVITY_TIMEOUT_MS - HOUR;
      let elapsed = 0;
      while (elapsed + step < SESSION_ABSOLUTE_TIMEOUT_MS) {
        t.clock.advance(step);
        elapsed += step;
        expect((await me(busy)).statusCode).toBe(200);
      }
      t.clock.advance(SESSION_ABSOLUTE_TIMEOUT_MS - elapsed);
      expect((await me(busy)).statusCode).toBe(401);
    });

    embeddedOnly(driver)('pauses one network address after 10 wrong passwords for an account, even for the right one, and lets it in after 15 minutes; the owner elsewhere is not locked out', async () => {
      const { email } = await createUser(t);
      const attacker = '192.0.2.100';
      for (let i = 0; i < 10; i++) {
        const res = await t.post(ACCOUNT_PATHS.login, { email, password: `wrong ${i}` }, { remoteAddress: attacker });
        expect(res.statusCode).toBe(401);
      }
      const paused = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: attacker });
      expect(paused.statusCode).toBe(429);
      expect(paused.json().user_message).toBe(ACCOUNT_MESSAGES.tooManyForAccount);
      // The guesses paused the guesser's address, not the account: the owner signs in from theirs.
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '192.0.2.101' })).statusCode).toBe(200);
      t.clock.advance(15 * 60_000 + 1000);
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: attacker })).statusCode).toBe(200);
    });

    embeddedOnly(driver)('slows guesses spread over many addresses, alike for an unknown address, without stopping a browser that signed in before', async () => {
      const { email } = await createUser(t);
      const remembered = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '198.51.100.250' });
      const device = remembered.cookies.find((c) => c.name === 'nb_device')!;
      expect(device).toMatchObject({ path: ACCOUNT_PATHS.login, httpOnly: true, sameSite: 'Strict' });
      const spread = async (address: string, from: number) => {
        const answers = [];
        for (let i = 0; i < 22; i++) {
          const res = await t.post(ACCOUNT_PATHS.login, { email: address, password: `wrong ${i}` }, { remoteAddress: `198.51.${from}.${i % 10}` });
          answers.push(`${res.statusCode} ${res.json().user_message}`);
        }
        return answers;
      };
      // 20 at full speed, one more, then one try per wait that doubles from 30 seconds
      const real = await spread(email, 101);
      expect(real).toEqual([...Array(21).fill(`401 ${ACCOUNT_MESSAGES.invalidLogin}`), `429 ${ACCOUNT_MESSAGES.tooManyForAccount}`]);
      expect(await spread(uniqueEmail(), 102)).toEqual(real);
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
      // The owner's own browser is not stopped by others' failures, wherever it is.
      const mine = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '198.51.101.3', cookies: { nb_device: device.value } });
      expect(mine.statusCode, mine.body).toBe(200);
      // and elsewhere the account is slowed, not locked: the next try goes on after the wait
      t.clock.advance(60_000 + 1000);
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    }, 60_000);

    embeddedOnly(driver)('ends the slowing of an account at once with a password reset', async () => {
      const { email } = await createUser(t);
      for (let i = 0; i < 22; i++) await t.post(ACCOUNT_PATHS.login, { email, password: `wrong ${i}` }, { remoteAddress: `198.51.100.${i % 10}` });
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '198.51.100.200' })).statusCode).toBe(429);
      expect((await t.post(ACCOUNT_PATHS.passwordReset, { email }, { remoteAddress: '198.51.100.200' })).statusCode).toBe(200);
      const link = (await mailbox(email)).find((m) => /reset/i.test(m.subject))!;
      const token = /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
      const reset = await t.post(ACCOUNT_PATHS.passwordResetConfirm, { token, password: 'the owner is back 2026' }, { remoteAddress: '198.51.100.200' });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: 'the owner is back 2026' }, { remoteAddress: '198.51.100.200' })).statusCode).toBe(200);
    }, 60_000);
  });

  // Tries sent at once, from one address: the in-memory per-route limit is widened (as for a school
  // behind one address) so that every try reaches the counters in the database.
  describe('limits that hold under concurrency', () => {
    let wide: TestApp;
    beforeAll(async () => {
      wide = await createTestApp({ driver, env: { AUTH_IP_LIMIT_MULTIPLIER: '10' } });
    });
    afterAll(() => wide.close());

      it('evaluates at most 10 of 60 wrong passwords sent at once, and the right one works again after the pause', async () => {
        const { email } = await createUser(wide);
        const ip = '192.0.2.140';
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) => wide.post(ACCOUNT_PATHS.login, { email, password: `wrong guess ${i}` }, { remoteAddress: ip })),
        );
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBe(10);
        expect(statuses.filter((s) => s === 429).length).toBe(50);
        expect((await wide.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: ip })).statusCode).toBe(429);
        wide.clock.advance(15 * 60_000 + 1000);
        expect((await wide.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: ip })).statusCode).toBe(200);
      }, 60_000);

      it('lets one of 30 tries sent at once from 30 addresses go on once an account is being slowed', async () => {
        const { email } = await createUser(wide);
        for (let i = 0; i < 20; i++) expect((await wide.post(ACCOUNT_PATHS.login, { email, password: `wrong ${i}` }, { remoteAddress: `198.51.110.${i}` })).statusCode).toBe(401);
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => wide.post(ACCOUNT_PATHS.login, { email, password: `at once ${i}` }, { remoteAddress: `198.51.111.${i}` })),
        );
        const statuses = answers.map((r) => r.statusCode);
        expect(statuses.filter((s) => s === 401).length).toBe(1);
        expect(statuses.filter((s) => s === 429).length).toBe(29);
      }, 60_000);

      it('counts wrong current passwords against the account like failed logins, sent at once or one by one', async () => {
        const { email } = await createUser(wide);
        const ip = '192.0.2.30';
        const here = await loginAs(wide, email, PASSWORD, ip);
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            wide.post(ACCOUNT_PATHS.changePassword, { current_password: `wrong ${i}`, new_password: 'a brand new passphrase' }, { cookies: here, remoteAddress: ip }),
          ),
        );
        expect(answers.filter((r) => r.statusCode === 400).length).toBe(10);
        expect(answers.filter((r) => r.statusCode === 429).length).toBe(20);
        const paused = await wide.post(ACCOUNT_PATHS.changePassword, { current_password: PASSWORD, new_password: 'a brand new passphrase' }, { cookies: here, remoteAddress: ip });
        expect(paused.statusCode).toBe(429);
        // and the address's login is paused too: the same guesses, whichever form they came through
        expect((await wide.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: ip })).statusCode).toBe(429);
      }, 60_000);
  });

  describe('password reset by emailed link', () => {
    const linkToken = (text: string) => /reset-password\/\?token=([A-Za-z0-9_-]+)/.exec(text)![1]!;

    embeddedOnly(driver)('emails a single-use link (shown in the dev mailbox), sets the new password and ends every session', async () => {
      const { email } = await createUser(t);
      const session = await loginAs(t, email);
      const res = await t.post(ACCOUNT_PATHS.passwordReset, { email });
      expect(res.json()).toEqual({ status: 'ok', message: ACCOUNT_MESSAGES.passwordResetSent });
      const [mail] = await mailbox(email);
      expect(mail!.subject).toBe('Reset your Numbloom password');
      expect(mail!.text).toContain(`${t.config.PUBLIC_URL}/uk/en/reset-password/?token=`);
      const token = linkToken(mail!.text);

      const weak = await t.post(ACCOUNT_PATHS.passwordResetConfirm, { token, password: 'qwertyuiop' });
      expect(weak.json().errors.password).toBe(PASSWORD_TEXTS.common);
      const ok = await t.post(ACCOUNT_PATHS.passwordResetConfirm, { token, password: 'a brand new passphrase' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await me(session)).statusCode).toBe(401);
      expect((await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: '192.0.2.60' })).statusCode).toBe(401);
      await loginAs(t, email, 'a brand new passphrase');
      const again = await t.post(ACCOUNT_PATHS.passwordResetConfirm, { token, password: 'another new passphrase' });
      expect(again.statusCode).toBe(400);
      expect(again.json().user_message).toBe(ACCOUNT_MESSAGES.passwordResetInvalid);
    });

    embeddedOnly(driver)('refuses an expired link, and says the same for an unknown address without sending anything', async () => {
      const { email } = await createUser(t);
      await t.post(ACCOUNT_PATHS.passwordReset, { email });
      const token = linkToken((await mailbox(email))[0]!.text);
      t.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
      const late = await t.post(ACCOUNT_PATHS.passwordResetConfirm, { token, password: 'a brand new passphrase' });
      expect(late.json().user_message).toBe(ACCOUNT_MESSAGES.passwordResetInvalid);

      const nobody = uniqueEmail('nobody');
      const res = await t.post(ACCOUNT_PATHS.passwordReset, { email: nobody });
      expect(res.json().message).toBe(ACCOUNT_MESSAGES.passwordResetSent);
      expect(await mailbox(nobody)).toHaveLength(0);
    });

    it('answers the same, at once, whether or not the address has an account, even when mail cannot be sent', async () => {
      // a mail server that refuses every connection: the link cannot leave, and the answer must not say so
      const down = await createTestApp({ driver, env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
      try {
        const { email } = await createUser(down);
        const known = await down.post(ACCOUNT_PATHS.passwordReset, { email });
        const unknown = await down.post(ACCOUNT_PATHS.passwordReset, { email: uniqueEmail('nobody') });
        expect(known.statusCode).toBe(200);
        expect(known.json()).toEqual(unknown.json());
        await mailSettled();
      } finally {
        await down.close();
      }
    });
  });

  describe('the account', () => {
    embeddedOnly(driver)('shows and changes the profile and the password; other sessions end, this one stays', async () => {
      const { email } = await createUser(t);
      const here = await loginAs(t, email);
      const elsewhere = await loginAs(t, email);
      const account = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.account, cookies: here });
      expect(account.json()).toMatchObject({ user: { email, first_name: 'Sam' }, trial: null, classes: [] });
      const renamed = await t.app.inject({ method: 'PATCH', url: ACCOUNT_PATHS.account, payload: { first_name: 'Samira', last_name: 'Lee' }, cookies: { ...here, csrftoken: '' } });
      expect(renamed.statusCode).toBe(403);
      const patch = await t.post(ACCOUNT_PATHS.account, {}, { method: 'PATCH', payload: { first_name: 'Samira', last_name: 'Lee' }, cookies: here });
      expect(patch.json().user.first_name).toBe('Samira');
      const bad = await t.post(ACCOUNT_PATHS.changePassword, { current_password: 'nope', new_password: 'a brand new passphrase' }, { cookies: here });
      expect(bad.json().errors.current_password).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
      const ok = await t.post(ACCOUNT_PATHS.changePassword, { current_password: PASSWORD, new_password: 'a brand new passphrase' }, { cookies: here });
      expect(ok.statusCode).toBe(200);
      expect((await me(here)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(401);
    });


    embeddedOnly(driver)('needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.account });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('classes, class codes and student login', () => {
    embeddedOnly(driver)('gives a teacher a class code, adds students, and lets a student in with the code and their name', async () => {
      const { email } = await createUser(t);
      const teacher = await loginAs(t, email);
      const empty = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher });
      expect(empty.json()).toEqual({ class_code: null, classes: [] });
      const created = await t.post(ACCOUNT_PATHS.myClassCode, {}, { cookies: teacher });
      expect(created.statusCode, created.body).toBe(200);
      const code = created.json().class_code as string;
      expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      const classId = created.json().classes[0].id as string;
      expect(created.json().classes[0].name).toBe('My class');

      const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names: ['Mia Wong', 'Leo', 'Zara Ali'] }, { cookies: teacher });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().students.map((s: { display_name: string }) => s.display_name)).toEqual(['Leo', 'Mia Wong', 'Zara Ali']);
      const badNames = await t.post(ACCOUNT_PATHS.classStudents(classId), { names: ['Ok', 'Bad<Name>'] }, { cookies: teacher });
      expect(badNames.statusCode).toBe(400);
      expect(badNames.json().errors['names.1']).toBe(MESSAGES.invalidName);

      const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`;
      const pick = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: typed });
      expect(pick.json()).toMatchObject({ step: 'pick_name', class_name: 'My class' });
      const mia = pick.json().students.find((s: { display_name: string }) => s.display_name === 'Mia Wong');
      const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code, student_id: mia.id });
      expect(login.json()).toMatchObject({ step: 'logged_in', user: { role: 'student', first_name: 'Mia', email: null, sign_in_methods: ['class_code'] } });
      const student = sessionCookieOf(login)!;
      expect((await me(student)).json().user.role).toBe('student');
      // A student cannot manage classes.
      expect((await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: student })).statusCode).toBe(403);
    });

    embeddedOnly(driver)('numbers students who share a name, the same at the login picker and on the class page, and a child keeps their number', async () => {
      const teacher = await loginAs(t, (await createUser(t)).email);
      const klass = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 1' }, { cookies: teacher })).json();
      const classId = klass.classes[0].id as string;
      const add = async (names: string[]) => expect((await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher })).statusCode).toBe(200);
      type Listed = { id: string; display_name: string; name_number: number | null };
      const picker = async () => (await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: klass.class_code }, { remoteAddress: '192.0.2.60' })).json().students as Listed[];
      const classPage = async () => (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher })).json().classes[0].students as Listed[];
      const shown = (list: Listed[]) => list.map((s) => `${s.display_name}${s.name_number === null ? '' : ` #${s.name_number}`}`).sort();

      await add(['Mia', 'Leo']);
      expect(shown(await picker())).toEqual(['Leo', 'Mia']);
      // the same name however it is typed, in one list or the next
      await add(['mia ', 'MIA', 'Leo B']);
      expect(shown(await picker())).toEqual(['Leo', 'Leo B', 'MIA #3', 'Mia #1', 'mia #2']);
      expect(shown(await classPage())).toEqual(shown(await picker()));

      // A number stays with its child: it is not handed to another while one of that name is left.
      const first = (await picker()).find((s) => s.name_number === 1)!;
      expect((await t.post(ACCOUNT_DATA_PATHS.student(first.id), undefined, { method: 'DELETE', cookies: teacher })).statusCode).toBe(200);
      await add(['Mia']);
      expect(shown(await picker())).toEqual(['Leo', 'Leo B', 'MIA #3', 'Mia #4', 'mia #2']);
      for (const s of (await picker()).filter((x) => x.name_number === 2 || x.name_number === 3)) {
        expect((await t.post(ACCOUNT_DATA_PATHS.student(s.id), undefined, { method: 'DELETE', cookies: teacher })).statusCode).toBe(200);
      }
      // a name no one else has shows alone
      expect(shown(await picker())).toEqual(['Leo', 'Leo B', 'Mia']);
    });

    it('numbers two children of the same name added to one class at once, each once', async () => {
      const teacher = await loginAs(t, (await createUser(t)).email);
      const classId = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 2' }, { cookies: teacher })).json().classes[0].id as string;
      const sent = await Promise.all([1, 2, 3].map(() => t.post(ACCOUNT_PATHS.classStudents(classId), { names: ['Noor', 'Noor'] }, { cookies: teacher })));
      expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const students = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher })).json().classes[0].students as Array<{ name_number: number }>;
      expect(students.map((s) => s.name_number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    });

    embeddedOnly(driver)('refuses a wrong code, a name from another class, and a parent managing classes', async () => {
      const wrong = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: 'ZZZZZZZZ' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().user_message).toBe(ACCOUNT_MESSAGES.classCodeInvalid);
      const missing = await t.post(ACCOUNT_PATHS.teacherCodeLogin, {});
      expect(missing.json().errors.class_code).toBe('Class code is required.');

      const a = await loginAs(t, (await createUser(t)).email);
      const b = await loginAs(t, (await createUser(t)).email);
      const classA = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 2' }, { cookies: a })).json();
      const classB = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 5' }, { cookies: b })).json();
      const inB = (await t.post(ACCOUNT_PATHS.classStudents(classB.classes[0].id), { names: ['Ava'] }, { cookies: b })).json().students[0];
      const cross = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: classA.class_code, student_id: inB.id });
      expect(cross.json().user_message).toBe(ACCOUNT_MESSAGES.studentNotInClass);
      // Teacher A cannot add to teacher B's class.
      expect((await t.post(ACCOUNT_PATHS.classStudents(classB.classes[0].id), { names: ['Eve'] }, { cookies: a })).statusCode).toBe(404);

      const parent = await loginAs(t, (await createUser(t, { role: 'parent' })).email);
      const res = await t.post(ACCOUNT_PATHS.myClassCode, {}, { cookies: parent });
      expect(res.statusCode).toBe(403);
      expect(res.json().user_message).toBe(ACCOUNT_MESSAGES.teachersOnly);
    });

    describe('renaming a student', () => {
      type Listed = { id: string; display_name: string; name_number: number | null };
      const shown = (list: Listed[]) => list.map((s) => `${s.display_name}${s.name_number === null ? '' : ` #${s.name_number}`}`).sort();
      const rename = (cookies: Record<string, string> | undefined, id: string, body: unknown) => t.post(ACCOUNT_DATA_PATHS.student(id), body, { method: 'PATCH', cookies });
      /** A signed-in teacher with a class of these students. */
      async function classOf(names: string[]) {
        const { email } = await createUser(t);
        const teacher = await loginAs(t, email);
        const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3' }, { cookies: teacher })).json();
        const classId = created.classes[0].id as string;
        const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher });
        expect(added.statusCode, added.body).toBe(200);
        const classPage = async () => (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher })).json().classes[0].students as Listed[];
        const picker = async () => (await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: created.class_code }, { remoteAddress: '192.0.2.61' })).json().students as Listed[];
        const find = async (shownAs: string) => (await classPage()).find((s) => shown([s])[0] === shownAs)!;
        return { teacher, classId, code: created.class_code as string, classPage, picker, find };
      }

      embeddedOnly(driver)("shows the new name wherever the student is listed: the login picker, the class page, class mastery, the child's own account and the data download", async () => {
        const { teacher, classId, code, picker, find } = await classOf(['Mia', 'Leo']);
        const mia = await find('Mia');
        const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code, student_id: mia.id }, { remoteAddress: '192.0.2.62' });
        const student = sessionCookieOf(login)!;

        const res = await rename(teacher, mia.id, { display_name: '  Mia  Brown ' });
        expect(res.statusCode, res.body).toBe(200);
        // the answer is the class as its card shows it
        expect(res.json()).toMatchObject({ id: classId, name: 'Year 3', class_code: code });
        expect(shown(res.json().students)).toEqual(['Leo', 'Mia  Brown']);
        expect(shown(await picker())).toEqual(['Leo', 'Mia  Brown']);
        const mastery = (await t.app.inject({ method: 'GET', url: RUN_PATHS.classMastery(classId), cookies: teacher })).json();
        expect(shown(mastery.students)).toEqual(['Leo', 'Mia  Brown']);
        // the child stays signed in, under the new name
        expect((await me(student)).json().user).toMatchObject({ id: mia.id, first_name: 'Mia', last_name: 'Brown' });
        const exported = (await t.app.inject({ method: 'GET', url: ACCOUNT_DATA_PATHS.export, cookies: teacher })).json();
        expect(exported.classes[0].students.find((s: { id: string }) => s.id === mia.id)).toMatchObject({ display_name: 'Mia  Brown', first_name: 'Mia', last_name: 'Brown' });
      });

      embeddedOnly(driver)('succeeds without writing anything when the name is the same; the same name typed otherwise keeps the number', async () => {
        const { teacher, classPage, find } = await classOf(['Mia', 'mia', 'Leo']);
        const second = await find('mia #2');
        const updatedAt = async () => (await t.database.db.select({ at: users.updatedAt }).from(users).where(eq(users.id, second.id)))[0]!.at.getTime();
        const before = await updatedAt();
        t.clock.advance(60_000);
        const same = await rename(teacher, second.id, { display_name: ' mia ' });
        expect(same.statusCode, same.body).toBe(200);
        expect(await updatedAt()).toBe(before);
        // a capital put right: the child is still the second of the name
        expect((await rename(teacher, second.id, { display_name: 'MIA' })).statusCode).toBe(200);
        expect(shown(await classPage())).toEqual(['Leo', 'MIA #2', 'Mia #1']);
      });

      embeddedOnly(driver)('gives a student renamed to a name of the class the next number of it; the others keep theirs, and a number is not reused while its child is left', async () => {
        const { teacher, classId, classPage, picker, find } = await classOf(['Mia', 'Mia', 'Leo']);
        expect(shown(await classPage())).toEqual(['Leo', 'Mia #1', 'Mia #2']);
        expect((await rename(teacher, (await find('Leo')).id, { display_name: 'mia' })).statusCode).toBe(200);
        expect(shown(await classPage())).toEqual(['Mia #1', 'Mia #2', 'mia #3']);
        // one Mia leaves the name: the two still sharing it keep their numbers
        expect((await rename(teacher, (await find('Mia #1')).id, { display_name: 'Mia B' })).statusCode).toBe(200);
        expect(shown(await classPage())).toEqual(['Mia #2', 'Mia B', 'mia #3']);
        // the last one sharing it is shown alone, and keeps its number for the next Mia to come after
        expect((await rename(teacher, (await find('Mia #2')).id, { display_name: 'Zoe' })).statusCode).toBe(200);
        expect(shown(await classPage())).toEqual(['Mia B', 'Zoe', 'mia']);
        expect((await t.post(ACCOUNT_PATHS.classStudents(classId), { names: ['Mia'] }, { cookies: teacher })).statusCode).toBe(200);
        expect(shown(await classPage())).toEqual(['Mia #4', 'Mia B', 'Zoe', 'mia #3']);
        expect(shown(await picker())).toEqual(shown(await classPage()));
      });

      embeddedOnly(driver)('holds the new name to the rules of adding one, with the same messages, and changes nothing', async () => {
        const { teacher, classId, classPage, find } = await classOf(['Mia']);
        const mia = await find('Mia');
        const cases: Array<[unknown, string]> = [
          ['', MESSAGES.required],
          ['   ', MESSAGES.required],
          ['Bad<Name>', MESSAGES.invalidName],
          ['x'.repeat(ACCOUNT_LIMITS.studentName + 1), `Please use at most ${ACCOUNT_LIMITS.studentName} characters.`],
          ['Mia\u0000', TEXT_MESSAGES.controlCharacter],
          ['Mia \ud800', TEXT_MESSAGES.malformed],
          [7, MESSAGES.invalidInput],
        ];
        for (const [name, message] of cases) {
          const res = await rename(teacher, mia.id, { display_name: name });
          expect(res.statusCode, String(name)).toBe(400);
          expect(res.json().errors, String(name)).toEqual({ display_name: message });
          // adding a student of that name is refused with the same words
          const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names: [name] }, { cookies: teacher });
          expect(added.json().errors['names.0'], String(name)).toBe(message);
        }
        const missing = await rename(teacher, mia.id, {});
        expect(missing.json()).toEqual({ user_message: MESSAGES.fillRequired, errors: { display_name: MESSAGES.required } });
        const unknown = await rename(teacher, mia.id, { display_name: 'Mia B', name_number: 1 });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json().errors).toEqual({ name_number: 'Unknown field.' });
        expect(shown(await classPage())).toEqual(['Mia']);
      });

      embeddedOnly(driver)('answers another teacher as if the student did not exist, and refuses a guest, the student, a parent, a malformed id and a missing CSRF token', async () => {
        const { teacher, classPage, find, code } = await classOf(['Mia']);
        const mia = await find('Mia');
        const other = await loginAs(t, (await createUser(t)).email);
        const theirs = await rename(other, mia.id, { display_name: 'Eve' });
        expect(theirs.statusCode).toBe(404);
        expect(theirs.json()).toEqual({ user_message: ACCOUNT_DATA_MESSAGES.studentNotFound });
        const nobody = await rename(other, '00000000-0000-4000-8000-000000000000', { display_name: 'Eve' });
        expect(nobody.statusCode).toBe(404);
        expect(nobody.json()).toEqual(theirs.json());
        expect((await rename(other, 'not-a-uuid', { display_name: 'Eve' })).statusCode).toBe(400);
        expect((await rename(undefined, mia.id, { display_name: 'Eve' })).statusCode).toBe(401);

        const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code, student_id: mia.id }, { remoteAddress: '192.0.2.63' });
        const own = await rename(sessionCookieOf(login)!, mia.id, { display_name: 'Queen Mia' });
        expect(own.statusCode).toBe(403);
        expect(own.json().user_message).toBe(ACCOUNT_MESSAGES.teachersOnly);
        const parent = await loginAs(t, (await createUser(t, { role: 'parent' })).email);
        const byParent = await rename(parent, mia.id, { display_name: 'Eve' });
        expect(byParent.statusCode).toBe(403);
        expect(byParent.json().user_message).toBe(ACCOUNT_MESSAGES.teachersOnly);
        const noCsrf = await t.app.inject({ method: 'PATCH', url: ACCOUNT_DATA_PATHS.student(mia.id), payload: { display_name: 'Eve' }, cookies: teacher });
        expect(noCsrf.statusCode).toBe(403);
        expect(shown(await classPage())).toEqual(['Mia']);
      });

      it('gives students renamed to one name at once, and one added meanwhile, a number each', async () => {
        const { teacher, classId, classPage } = await classOf(['Noor', 'Ava', 'Ben', 'Cal', 'Dev']);
        const others = (await classPage()).filter((s) => s.display_name !== 'Noor');
        const sent = await Promise.all([
          ...others.map((s) => rename(teacher, s.id, { display_name: 'Noor' })),
          t.post(ACCOUNT_PATHS.classStudents(classId), { names: ['noor'] }, { cookies: teacher }),
        ]);
        expect(sent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
        const numbers = (await classPage()).map((s) => s.name_number!).sort((a, b) => a - b);
        expect(numbers).toEqual([1, 2, 3, 4, 5, 6]);
      });
    });

    embeddedOnly(driver)(`holds ${ACCOUNT_LIMITS.classesPerTeacher} classes a teacher; one more is refused beside the class name, and nothing is written`, async () => {
      const teacher = await loginAs(t, (await createUser(t)).email);
      for (let i = 0; i < ACCOUNT_LIMITS.classesPerTeacher; i++) expect((await t.post(ACCOUNT_PATHS.myClassCode, { name: `Class ${i + 1}` }, { cookies: teacher })).statusCode).toBe(200);
      const refused = await t.post(ACCOUNT_PATHS.myClassCode, { name: 'One too many' }, { cookies: teacher });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ user_message: ACCOUNT_MESSAGES.tooManyClasses, errors: { name: ACCOUNT_MESSAGES.tooManyClasses } });
      const held = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher })).json();
      expect(held.classes).toHaveLength(ACCOUNT_LIMITS.classesPerTeacher);
    });
  });

  describe('sign-up with email', () => {
    embeddedOnly(driver)('says "Username already exists" for an address with an account', async () => {
      const { email } = await createUser(t);
      const { solvedCaptcha } = await import('../captcha/testing.ts');
      const res = await t.post(ACCOUNT_PATHS.signUp, {
        first_name: 'Sam', last_name: 'Lee', email, password: 'a brand new passphrase', role: 'parent', captcha: await solvedCaptcha(t.app), terms_agreed: true,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ user_message: 'Username already exists', errors: { email: 'Username already exists' } });
    });

    embeddedOnly(driver)('creates an account without a trial once the code from the dev mailbox is checked', async () => {
      const { solvedCaptcha } = await import('../captcha/testing.ts');
      const email = uniqueEmail('parent');
      const sent = await t.post(ACCOUNT_PATHS.signUp, {
        first_name: 'Pat', last_name: 'Ng', email, password: 'a brand new passphrase', role: 'parent', captcha: await solvedCaptcha(t.app), terms_agreed: true,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = /verification code is\s+(\d{6})/.exec((await mailbox(email))[0]!.text)![1];
      const wrongFlow = await t.post(ONBOARDING_PATHS.createTrialForGuest, { token: sent.json().token, code });
      expect(wrongFlow.statusCode).toBe(400);
      const res = await t.post(ACCOUNT_PATHS.signUpVerify, { token: sent.json().token, code });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ user: { email, role: 'parent', email_verified: true }, trial: null });
      expect((await me(sessionCookieOf(res))).statusCode).toBe(200);
    });
  });

  describe('the dev mailbox and the API document', () => {
    embeddedOnly(driver)('lists the onboarding endpoints with their schemas in the OpenAPI document', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      for (const p of Object.values(ONBOARDING_PATHS)) expect(doc.paths[p], p).toBeDefined();
      expect(doc.paths[ONBOARDING_PATHS.createTrialForGuest].post.requestBody).toBeDefined();
      expect(JSON.stringify(doc.paths[ONBOARDING_PATHS.createTrialForGuest].post.responses['200'])).toContain('max_trials_reached');
      expect(doc.paths['/api/v2/accounts/onboarding-get-my-class-code/'].get).toBeDefined();
      expect(doc.paths['/api/v2/accounts/onboarding-get-my-class-code/'].post).toBeDefined();
      expect(doc.paths['/api/v2/accounts/teacher-code-login/'].post).toBeDefined();
      expect(doc.paths['/api/v2/captcha/challenge/'].get).toBeDefined();
    });

    embeddedOnly(driver)('offers no sign-in provider that is not configured', async () => {
      expect((await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.ssoProviders })).json()).toEqual({ providers: [] });
      const res = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/start' });
      expect(res.statusCode).toBe(404);
      expect(res.json().user_message).toBe(ACCOUNT_MESSAGES.ssoNotConfigured);
    });

    embeddedOnly(driver)('counts users by address once: the email is unique whatever its case', async () => {
      const email = uniqueEmail('dup');
      await createUser(t, { email });
      await expect(createUser(t, { email: email.toUpperCase() })).rejects.toThrow();
      expect((await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n).toBe(1);
    });
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', SECRET_KEY: 'p'.repeat(40) } });
  });
  afterAll(() => t.close());

  it('hides the dev mailbox and sets a Secure __Host- session cookie', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/dev/mailbox/' })).statusCode).toBe(404);
    const { email } = await createUser(t);
    const res = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD });
    const cookie = res.cookies.find((c) => c.name === '__Host-nb_session');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
