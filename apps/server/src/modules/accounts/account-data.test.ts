import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS, CLOSED_ACCOUNT_RETENTION_DAYS, deletionDeadline } from '@numbloom/domain/account-data';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { featureDrivers } from '../../test/db.ts';
import { episodeResults } from '../progress/tables.ts';
import { playRun } from '../progress/test-support.ts';
import { retentionSweep, RETENTION_SWEEP_MS } from '../retention/service.ts';
import { randomToken, tokenHash } from '../../lib/crypto.ts';
import { createAccount } from './service.ts';
import * as store from './store.ts';
import { classes, classStudents, sessions, users } from './tables.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf, uniqueEmail } from './test-support.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let ip = 0;
/** Each request that is limited per IP comes from its own address, so one test's limits never touch another's. */
const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;

describe.each(featureDrivers())('your data (export, delete a student, close the account) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const me = (cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies });
  const close = (cookies: Record<string, string>, body: object) => t.post(ACCOUNT_DATA_PATHS.close, body, { cookies, remoteAddress: nextIp() });
  const exportOf = (cookies: Record<string, string>) => t.app.inject({ method: 'GET', url: ACCOUNT_DATA_PATHS.export, cookies });
  const deleteStudent = (cookies: Record<string, string>, id: string) =>
    t.post(ACCOUNT_DATA_PATHS.student(id), undefined, { method: 'DELETE', cookies });
  const mailbox = async (to: string) =>
    (await t.app.inject({ method: 'GET', url: `/dev/mailbox?to=${encodeURIComponent(to)}` })).json().messages as Array<{ subject: string; text: string }>;


  /** A teacher signed in, with a class of students, each of whom has logged in and saved results. */
  async function teacherWithClass(names: string[], resultsEach = 2) {
    const { user, email } = await createUser(t);
    const teacher = await loginAs(t, email, PASSWORD, nextIp());
    const created = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3' }, { cookies: teacher })).json();
    const classId = created.classes[0].id as string;
    const code = created.class_code as string;
    const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher });
    expect(added.statusCode, added.body).toBe(200);
    const students: Array<{ id: string; name: string; cookies: Record<string, string> }> = [];
    for (const s of added.json().students as Array<{ id: string; display_name: string }>) {
      const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code, student_id: s.id }, { remoteAddress: nextIp() });
      expect(login.statusCode, login.body).toBe(200);
      const cookies = sessionCookieOf(login)!;
      for (let i = 0; i < resultsEach; i++) {
        // a run the server issued and checked: the first 3 + i answers right
        await playRun(t, cookies, { activity_id: 'grade-3-read-clock-episode', right: 3 + i, durationMs: 40_000 });
      }
      students.push({ id: s.id, name: s.display_name, cookies });
    }
    return { user, email, teacher, classId, code, students };
  }

  const resultsOf = async (ids: string[]) => db().select().from(episodeResults).where(inArray(episodeResults.userId, ids));
  const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

  /** A signed-in session for an account without a password (as Google or Microsoft would start one). */
  async function ssoOnlyAccount() {
    const deps = { config: t.config, database: t.database, now: () => t.clock.now };
    const user = await db().transaction((tx) =>
      createAccount(tx, deps, {
        email: uniqueEmail('sso'), passwordHash: null, firstName: 'Ines', lastName: 'Ruiz', role: 'parent',
        regionCode: 'uk', languageCode: 'en', marketingOptIn: false, emailVerifiedAt: t.clock.now,
      }),
    );
    const token = randomToken();
    await store.insertSession(db(), {
      idHash: tokenHash(token), userId: user.id, createdAt: t.clock.now, lastSeenAt: t.clock.now,
      expiresAt: new Date(t.clock.now.getTime() + 7 * DAY), userAgent: null, ip: null,
    });
    return { user, cookies: { nb_session: token } };
  }

  describe('closing an account', () => {
    it('refuses a wrong or missing password, an unknown field and a missing CSRF token, and changes nothing', async () => {
      const { user, teacher, code, students } = await teacherWithClass(['Ada']);
      const elsewhere = await loginAs(t, (await userRow(user.id))!.email!, PASSWORD, nextIp());

      const wrong = await close(teacher, { password: 'not my password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ user_message: ACCOUNT_DATA_MESSAGES.passwordWrong, errors: { password: ACCOUNT_DATA_MESSAGES.passwordWrong } });
      const missing = await close(teacher, {});
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual({ password: PASSWORD_TEXTS.required });
      const extra = await close(teacher, { password: PASSWORD, delete_now: true });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual({ delete_now: 'Unknown field.' });
      const wrongType = await close(teacher, { password: 42 });
      expect(wrongType.statusCode).toBe(400);
      const noCsrf = await t.app.inject({ method: 'POST', url: ACCOUNT_DATA_PATHS.close, payload: { password: PASSWORD }, cookies: teacher });
      expect(noCsrf.statusCode).toBe(403);

      expect((await userRow(user.id))!.closedAt).toBeNull();
      expect((await me(teacher)).statusCode).toBe(200);
      expect((await me(elsewhere)).statusCode).toBe(200);
      expect((await me(students[0]!.cookies)).statusCode).toBe(200);
      const pick = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code }, { remoteAddress: nextIp() });
      expect(pick.json().step).toBe('pick_name');
    });

    it('counts wrong passwords against the address like failed logins', async () => {
      const { email } = await createUser(t);
      const cookies = await loginAs(t, email, PASSWORD, nextIp());
      for (let i = 0; i < 10; i++) expect((await close(cookies, { password: `wrong ${i}` })).statusCode).toBe(400);
      const paused = await close(cookies, { password: PASSWORD });
      expect(paused.statusCode).toBe(429);
      expect(paused.json().user_message).toMatch(/Too many failed attempts/);
    });

    it('closes in one go: sessions end, the holder and the students cannot log in, the email stays taken, a notice is mailed', async () => {
      const { user, email, teacher, code, students } = await teacherWithClass(['Ada Lovelace', 'Alan Turing']);
      const elsewhere = await loginAs(t, email, PASSWORD, nextIp());
      const res = await close(teacher, { password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      const deleteBy = deletionDeadline(t.clock.now);
      expect(res.json()).toEqual({
        status: 'ok',
        message: ACCOUNT_DATA_MESSAGES.closed(deleteBy),
        closed_at: t.clock.now.toISOString(),
        delete_by: deleteBy.toISOString(),
      });
      expect(res.cookies.find((c) => c.name === 'nb_session')?.value).toBe('');
      expect((await userRow(user.id))!.closedAt?.toISOString()).toBe(t.clock.now.toISOString());
      for (const s of students) expect((await userRow(s.id))!.closedAt?.toISOString()).toBe(t.clock.now.toISOString());

      // Every session of the holder and the students is gone, on the server.
      expect((await me(teacher)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      for (const s of students) expect((await me(s.cookies)).statusCode).toBe(401);
      expect(await db().select().from(sessions).where(inArray(sessions.userId, [user.id, ...students.map((s) => s.id)]))).toEqual([]);

      // The holder: the right password is told the account is closed and until when; a wrong one learns nothing.
      const login = await t.post(ACCOUNT_PATHS.login, { email, password: PASSWORD }, { remoteAddress: nextIp() });
      expect(login.statusCode).toBe(403);
      expect(login.json().user_message).toBe(ACCOUNT_DATA_MESSAGES.accountClosed(deleteBy));
      expect(login.cookies.find((c) => c.name === 'nb_session')).toBeUndefined();
      const guess = await t.post(ACCOUNT_PATHS.login, { email, password: 'a guess' }, { remoteAddress: nextIp() });
      expect(guess.json().user_message).toBe(ACCOUNT_MESSAGES.invalidLogin);

      // The students: the class code neither lists names nor lets anyone in.
      const pick = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code }, { remoteAddress: nextIp() });
      expect(pick.statusCode).toBe(400);
      expect(pick.json()).toEqual({ user_message: ACCOUNT_DATA_MESSAGES.classClosed, errors: { class_code: ACCOUNT_DATA_MESSAGES.classClosed } });
      const direct = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: code, student_id: students[0]!.id }, { remoteAddress: nextIp() });
      expect(direct.statusCode).toBe(400);
      expect(sessionCookieOf(direct)).toBeUndefined();

      // No reset link is sent for it; the address cannot sign up again until the purge.
      await t.post(ACCOUNT_PATHS.passwordReset, { email }, { remoteAddress: nextIp() });
      const mails = await mailbox(email);
      expect(mails.map((m) => m.subject)).toEqual(['Your Numbloom account is closed']);
      expect(mails[0]!.text).toContain('can no longer log in');
      const { solvedCaptcha } = await import('../captcha/testing.ts');
      const again = await t.post(ACCOUNT_PATHS.signUp, {
        first_name: 'Sam', last_name: 'Lee', email, password: 'a brand new passphrase', role: 'teacher', captcha: await solvedCaptcha(t.app), terms_agreed: true,
      }, { remoteAddress: nextIp() });
      expect(again.statusCode).toBe(409);
    });

    it('asks an account without a password for a recent sign-in instead', async () => {
      const fresh = await ssoOnlyAccount();
      // No password to check (one sent is ignored): the sign-in just made is the proof.
      const closed = await close(fresh.cookies, { password: 'anything' });
      expect(closed.statusCode, closed.body).toBe(200);
      expect((await userRow(fresh.user.id))!.closedAt).not.toBeNull();

      const old = await ssoOnlyAccount();
      t.clock.advance(11 * MINUTE);
      const stale = await close(old.cookies, {});
      expect(stale.statusCode).toBe(403);
      expect(stale.json().user_message).toBe(ACCOUNT_DATA_MESSAGES.signInAgain);
      expect((await userRow(old.user.id))!.closedAt).toBeNull();
      expect((await me(old.cookies)).statusCode).toBe(200);
    });

    it('is for account holders: a guest gets 401, a student 403', async () => {
      expect((await t.post(ACCOUNT_DATA_PATHS.close, { password: PASSWORD }, { remoteAddress: nextIp() })).statusCode).toBe(401);
      const { students } = await teacherWithClass(['Zoe'], 0);
      const res = await close(students[0]!.cookies, { password: PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json().user_message).toBe(ACCOUNT_DATA_MESSAGES.holdersOnly);
      expect((await exportOf(students[0]!.cookies)).statusCode).toBe(403);
      // nor can a student change the name their teacher entered, which the teacher's list shows
      const rename = await t.post(ACCOUNT_PATHS.account, { first_name: 'Queen', last_name: 'Zoe' }, { method: 'PATCH', cookies: students[0]!.cookies });
      expect(rename.statusCode).toBe(403);
    });
  });

  describe('downloading the data', () => {
    it("holds exactly the holder's account, classes, students and results, and nothing of another account", async () => {
      const mine = await teacherWithClass(['Ada Lovelace', 'Alan Turing'], 2);
      const theirs = await teacherWithClass(['Grace Hopper'], 3);
      await playRun(t, mine.teacher, { activity_id: 'grade-3-add-episode', right: 5 });

      const res = await exportOf(mine.teacher);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="numbloom-data-${t.clock.now.toISOString().slice(0, 10)}.json"`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/argon2|password_hash|passwordHash|id_hash/);
      const data = res.json();
      expect(data).toMatchObject({
        format: 'numbloom-account-export',
        version: 1,
        account: { id: mine.user.id, email: mine.email, first_name: 'Sam', last_name: 'Lee', role: 'teacher', sign_in_methods: ['password'] },
        trials: [],
      });
      expect(data.results).toEqual([expect.objectContaining({ episode_id: 'grade-3-add-episode', stars: 3 })]);
      expect(data.classes).toHaveLength(1);
      expect(data.classes[0]).toMatchObject({ id: mine.classId, name: 'Year 3', class_code: mine.code });
      const students = data.classes[0].students as Array<{ id: string; display_name: string; first_name: string; last_name: string; results: unknown[]; mastery: unknown[]; answers: Array<{ correct: boolean }> }>;
      expect(students.map((s) => [s.display_name, s.first_name, s.last_name])).toEqual([['Ada Lovelace', 'Ada', 'Lovelace'], ['Alan Turing', 'Alan', 'Turing']]);
      for (const s of students) {
        const run = (correct: number, stars: number) => ({ episode_id: 'grade-3-read-clock-episode', correct, total: 5, stars, duration_ms: 40_000, created_at: expect.any(String) });
        expect(s.results).toHaveLength(2);
        expect(s.results).toEqual(expect.arrayContaining([run(3, 2), run(4, 2)]));
        // the mastery estimate and the checked answers the server keeps are theirs too
        expect(s.mastery).toEqual([expect.objectContaining({ skill: 'time/read-clock@3', answers: 10, correct: 7 })]);
        expect(s.answers).toHaveLength(10);
        expect(s.answers.filter((a) => a.correct)).toHaveLength(7);
      }
      const everyId = JSON.stringify(data);
      for (const other of [theirs.user.id, theirs.classId, theirs.code, theirs.email, ...theirs.students.map((s) => s.id), 'Grace Hopper']) {
        expect(everyId).not.toContain(other);
      }
      expect((await t.app.inject({ method: 'GET', url: ACCOUNT_DATA_PATHS.export })).statusCode).toBe(401);
    });
  });

  describe("deleting one student's data", () => {
    it("removes the student's results, account and sessions; the rest of the class stays", async () => {
      const { teacher, students, classId } = await teacherWithClass(['Ada', 'Alan'], 2);
      const [ada, alan] = students;
      const res = await deleteStudent(teacher, ada!.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', message: ACCOUNT_DATA_MESSAGES.studentDeleted });
      expect(await resultsOf([ada!.id])).toEqual([]);
      expect(await userRow(ada!.id)).toBeUndefined();
      expect(await db().select().from(classStudents).where(eq(classStudents.userId, ada!.id))).toEqual([]);
      expect((await me(ada!.cookies)).statusCode).toBe(401);
      expect(await resultsOf([alan!.id])).toHaveLength(2);
      const left = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies: teacher })).json();
      expect(left.classes.find((c: { id: string }) => c.id === classId).students.map((s: { display_name: string }) => s.display_name)).toEqual(['Alan']);
      // Deleting again: the student is gone.
      expect((await deleteStudent(teacher, ada!.id)).statusCode).toBe(404);
    });

    it("refuses another holder's student, a malformed id, a missing CSRF token and a student, and deletes nothing", async () => {
      const { students } = await teacherWithClass(['Ada'], 1);
      const other = await loginAs(t, (await createUser(t)).email, PASSWORD, nextIp());
      const theirs = await deleteStudent(other, students[0]!.id);
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().user_message).toBe(ACCOUNT_DATA_MESSAGES.studentNotFound);
      expect((await deleteStudent(other, 'not-a-uuid')).statusCode).toBe(400);
      expect((await deleteStudent(students[0]!.cookies, students[0]!.id)).statusCode).toBe(403);
      const noCsrf = await t.app.inject({ method: 'DELETE', url: ACCOUNT_DATA_PATHS.student(students[0]!.id), cookies: other });
      expect(noCsrf.statusCode).toBe(403);
      expect(await userRow(students[0]!.id)).toBeDefined();
      expect(await resultsOf([students[0]!.id])).toHaveLength(1);
    });
  });

  describe('the retention job', () => {
    it('purges a closed account with its classes, students and results by its deadline, not before, and a second run is harmless', async () => {
      const closing = await teacherWithClass(['Ada', 'Alan'], 2);
      const staying = await teacherWithClass(['Grace'], 1);
      await playRun(t, closing.teacher, { activity_id: 'grade-3-add-episode', right: 4 });
      expect((await close(closing.teacher, { password: PASSWORD })).statusCode).toBe(200);
      const closedAt = t.clock.now.getTime();
      const everyone = [closing.user.id, ...closing.students.map((s) => s.id)];

      // Its deadline is 30 days after closing; a daily sweep must not let it pass, so the last sweep before it purges.
      t.clock.advance(CLOSED_ACCOUNT_RETENTION_DAYS * DAY - RETENTION_SWEEP_MS - MINUTE);
      // (Accounts closed by earlier tests may go in these sweeps: only this one's rows are checked.)
      await retentionSweep(db(), t.clock.now);
      expect(await userRow(closing.user.id)).toBeDefined();
      for (const s of closing.students) expect(await userRow(s.id)).toBeDefined();
      expect(await resultsOf(everyone)).toHaveLength(5);

      t.clock.advance(2 * MINUTE);
      expect(t.clock.now.getTime()).toBeLessThan(closedAt + CLOSED_ACCOUNT_RETENTION_DAYS * DAY);
      const purged = await retentionSweep(db(), t.clock.now);
      expect(purged.closed_account_users).toBeGreaterThanOrEqual(3);
      expect(purged.closed_account_results).toBeGreaterThanOrEqual(5);
      expect(await db().select().from(users).where(inArray(users.id, everyone))).toEqual([]);
      expect(await resultsOf(everyone)).toEqual([]);
      expect(await db().select().from(classes).where(eq(classes.id, closing.classId))).toEqual([]);
      expect(await db().select().from(classStudents).where(eq(classStudents.classId, closing.classId))).toEqual([]);
      expect(await db().select().from(sessions).where(inArray(sessions.userId, everyone))).toEqual([]);

      // The account that stayed open is untouched; its sessions may have timed out, its data has not.
      expect(await userRow(staying.user.id)).toBeDefined();
      expect(await resultsOf(staying.students.map((s) => s.id))).toHaveLength(1);

      const again = await retentionSweep(db(), t.clock.now);
      expect(again).toMatchObject({ closed_account_users: 0, closed_account_results: 0 });
      // The address is free again.
      expect(await store.findUserByEmail(db(), closing.email)).toBeUndefined();
      await createUser(t, { email: closing.email });
    });

    it('also removes a student added to the class as the account closed (not marked closed itself)', async () => {
      const { user, teacher, classId } = await teacherWithClass(['Ada'], 0);
      expect((await close(teacher, { password: PASSWORD })).statusCode).toBe(200);
      // As if an add racing the close had committed just after it.
      const late = await store.insertUser(db(), { email: null, passwordHash: null, firstName: 'Late', lastName: '', role: 'student', regionCode: 'uk', languageCode: 'en' });
      await store.insertClassStudent(db(), { userId: late!.id, classId, displayName: 'Late' });
      t.clock.advance(CLOSED_ACCOUNT_RETENTION_DAYS * DAY);
      const purged = await retentionSweep(db(), t.clock.now);
      expect(purged.closed_account_users).toBeGreaterThanOrEqual(3);
      expect(await db().select().from(users).where(inArray(users.id, [user.id, late!.id]))).toEqual([]);
    });
  });
});
