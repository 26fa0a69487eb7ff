/**
 * Notifications (decision 078) through the real app and a real SMTP server: each mail at its stage,
 * once, in its reader's language, with an unsubscribe link that works signed out and stops the next
 * one; and on PostgreSQL (TEST_DATABASE_URL), two app instances sweeping at once send each mail once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { NOTIFICATION_MESSAGES, NOTIFICATION_PATHS } from '@numbloom/domain/notifications';
import { SCHOOL_PATHS } from '@numbloom/domain/school-members';
import type { RunView } from '@numbloom/domain/runs';
import { buildApp } from '../../app.ts';
import { loadConfig, type Config } from '../../config.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestCsrf } from '../../test/csrf.ts';
import { createPostgresDatabase } from '../../test/db.ts';
import { createAccount } from '../accounts/service.ts';
import { classNamed, PASSWORD, loginAs, sessionCookieOf, studentsIn, uniqueEmail } from '../accounts/test-support.ts';
import { startTestSmtpServer, type ReceivedMail } from '../mail/testing.ts';
import { answer, askedItem, rightResponse } from '../progress/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { makeMember, putClassInSchool } from '../school-members/test-support.ts';
import { runStaff } from '../staff/cli.ts';
import { sweepNotifications } from './service.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
type Smtp = Awaited<ReturnType<typeof startTestSmtpServer>>;
type Cookies = Record<string, string>;

const quiet = { warn: () => {} };
const depsOf = (t: Pick<TestApp, 'config' | 'database' | 'clock'>): Deps => ({ config: t.config, database: t.database, now: () => t.clock.now });
const sweep = (t: Pick<TestApp, 'config' | 'database' | 'clock'>) => sweepNotifications(depsOf(t), quiet);

let ip = 0;
const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;

/** An account in a region and language of its own, signed in. */
async function person(t: TestApp, role: 'teacher' | 'parent', regionCode: string, languageCode: string, firstName: string) {
  const email = uniqueEmail(role);
  const deps = depsOf(t);
  const passwordHash = await hashPassword(PASSWORD);
  const user = await t.database.db.transaction((tx) =>
    createAccount(tx, deps, { email, passwordHash, firstName, lastName: 'Test', role, regionCode, languageCode, marketingOptIn: false, emailVerifiedAt: t.clock.now }),
  );
  // a week passes between some steps: longer than a session lasts, so they sign in again
  const login = () => loginAs(t, email, PASSWORD, nextIp());
  return { id: user.id, email, cookies: await login(), login };
}

/** A challenge made by staff, its registration open now, warm-up in an hour, the contest from 2 h to 3 h. */
async function staffChallenge(t: TestApp, names: Record<string, string>) {
  const now = t.clock.now.getTime();
  const iso = (ms: number) => new Date(now + ms).toISOString();
  const dir = mkdtempSync(path.join(tmpdir(), 'notify-'));
  writeFileSync(
    path.join(dir, 'c.json'),
    JSON.stringify({
      names,
      descriptions: { en: 'Add.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode'],
      registration_opens_at: iso(-HOUR),
      registration_closes_at: iso(2 * HOUR),
      warmup_starts_at: iso(HOUR),
      contest_starts_at: iso(2 * HOUR),
      contest_ends_at: iso(3 * HOUR),
      time_zone: 'Europe/Paris',
      target_kind: 'correct_answers',
      target: 5,
      min_participants: 1,
    }),
  );
  const out: string[] = [];
  await runStaff(['challenge', 'create', '--file', 'c.json'], { database: t.database, now: () => t.clock.now, cwd: dir, out: (l) => out.push(l) });
  return out.join('\n').match(/Created challenge ([0-9a-f-]{36})/)![1]!;
}

/** A teacher's class of one child, registered for the challenge; the child's class login. */
async function registeredClass(t: TestApp, teacher: Cookies, challenge: string, name: string) {
  const klass = (await t.post(ACCOUNT_PATHS.myClassCode, { name }, { cookies: teacher })).json().classes.find((c: { name: string }) => c.name === name);
  const [child] = (await t.post(ACCOUNT_PATHS.classStudents(klass.id), { names: ['Ada'] }, { cookies: teacher })).json().students as Array<{ id: string }>;
  const res = await t.post(CHALLENGE_PATHS.registration, { challenge, class_ids: [klass.id] }, { cookies: teacher });
  expect(res.statusCode, res.body).toBe(200);
  return { classCode: klass.class_code as string, childId: child!.id };
}

const childLogin = async (t: TestApp, classCode: string, childId: string) =>
  sessionCookieOf(await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: classCode, student_id: childId }, { remoteAddress: nextIp() }))!;

/** Plays a whole run right: through the challenge when given, else on its own. */
async function playRight(t: TestApp, child: Cookies, challenge?: string) {
  const started = challenge
    ? await t.post(CHALLENGE_PATHS.play(challenge), { activity_id: 'grade-3-add-episode' }, { cookies: child })
    : await t.post('/api/v2/runs/', { mode: 'activity', activity_id: 'grade-3-add-episode' }, { cookies: child });
  expect(started.statusCode, started.body).toBe(200);
  let view = started.json() as RunView;
  while (view.item) view = (await answer(t, view.id, view.item.id, rightResponse(await askedItem(t, view.id)), child)).json().run as RunView;
}

/** A parent's family of one child: how the child signs in. */
async function familyChild(t: TestApp, parent: Cookies, name: string) {
  const family = (await t.post(ACCOUNT_PATHS.children, { first_name: name, grade: '3' }, { cookies: parent })).json();
  return () => childLogin(t, family.family_code, family.children[0].id);
}

/** A child of a school's class whom the school's admin linked to the parent (decision 061): how the child signs in. */
async function schoolLinkedChild(t: TestApp, parent: Cookies) {
  await insertSchools(t.database.db, [{ name: 'Notify Oak Primary', city: 'Albany', code: 'NT-OAK', country: 'US', state: 'NY' }]);
  const schoolId = (await t.app.inject({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=notify%20oak' })).json()[0].id as number;
  const admin = await person(t, 'teacher', 'us', 'en', 'Ada');
  await makeMember(t, schoolId, admin.id, 'admin');
  const klass = await classNamed(t, admin.cookies, 'Oak 3');
  await putClassInSchool(t, schoolId, klass.id, '3');
  const [student] = await studentsIn(t, klass.id, ['Zara'], admin.cookies);
  const invite = await t.app.inject({ method: 'GET', url: `/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/?school_id=${schoolId}&invite_type=2` });
  await t.post(SCHOOL_PATHS.joinRequests, { token: invite.json()[0].link.split('/').at(-2) }, { cookies: parent });
  const linkId = (await t.app.inject({ method: 'GET', url: SCHOOL_PATHS.mine, cookies: parent })).json().parent_links[0].id as number;
  const linked = await t.post(SCHOOL_PATHS.parentLink(schoolId, linkId), { student_id: student! }, { method: 'PUT', cookies: admin.cookies });
  expect(linked.statusCode, linked.body).toBe(200);
  return () => childLogin(t, klass.class_code, student!);
}

const to = (smtp: Smtp, email: string) => smtp.received.filter((m) => m.to.includes(email));
const header = (mail: ReceivedMail, name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(mail.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
/** The one-click address of a mail's List-Unsubscribe header (RFC 8058), as a path to post to. */
const oneClickOf = (mail: ReceivedMail) => {
  const url = new URL(/^<(https?:[^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')![1]!);
  return `${url.pathname}${url.search}`;
};
/** A mail client's one-click post: a form, no cookie, no CSRF token, no Origin. */
const oneClick = (t: TestApp, url: string, payload = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
const tokenOf = (mail: ReceivedMail) => /[?&]token=([A-Za-z0-9_-]+)/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1];

describe('notifications', () => {
  let t: TestApp;
  let smtp: Smtp;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ config: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('tells a teacher of a challenge’s start, end and certificates once each, in French, and a signed-out unsubscribe stops the next', async () => {
    const amelie = await person(t, 'teacher', 'ca', 'fr', 'Amélie');
    const quietTeacher = await person(t, 'teacher', 'uk', 'en', 'Quinn');
    // Quinn turned challenge news off while signed in
    const off = await t.post(NOTIFICATION_PATHS.preferences, { challenge_updates: false }, { method: 'PUT', cookies: quietTeacher.cookies });
    expect(off.json()).toEqual({ challenge_updates: false, weekly_summary: false });
    const challenge = await staffChallenge(t, { en: 'Spring Sums', fr: 'Calculs du printemps' });
    const { classCode, childId } = await registeredClass(t, amelie.cookies, challenge, 'CE2 Amélie');
    await registeredClass(t, quietTeacher.cookies, challenge, 'Year 3 Quinn');

    // registration and warm-up: nothing is due
    await sweep(t);
    t.clock.advance(HOUR);
    await sweep(t);
    expect(to(smtp, amelie.email)).toEqual([]);

    // the contest opens: one mail, however many sweeps
    t.clock.advance(HOUR + 1000);
    expect(await sweep(t)).toEqual({ challenge_news: 1, weekly_summaries: 0 });
    expect(await sweep(t)).toEqual({ challenge_news: 0, weekly_summaries: 0 });
    const [opened] = to(smtp, amelie.email);
    expect(opened!.subject).toBe('Calculs du printemps a commencé');
    expect(opened!.text).toContain('Bonjour Amélie,');
    expect(opened!.text).toContain('CE2 Amélie');
    expect(opened!.text).toContain(`/ca/fr/challenge/${challenge}/`);
    // the text's link opens the page; the headers give the one-click address and a mailto (RFC 2369, 8058)
    expect(opened!.text).toMatch(/http:\/\/localhost:\d+\/ca\/fr\/unsubscribe\/\?token=[A-Za-z0-9_-]+/);
    expect(header(opened!, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:\d+\/api\/v2\/notifications\/one-click-unsubscribe\/\?token=[A-Za-z0-9_-]+>, <mailto:[^>?]+@[^>?]+\?subject=Unsubscribe%20challenge-updates>$/);
    expect(header(opened!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // Ada plays, so her class has a certificate; the contest ends: the end, then the certificates, once
    await playRight(t, await childLogin(t, classCode, childId), challenge);
    t.clock.advance(HOUR);
    expect((await sweep(t)).challenge_news).toBe(2);
    expect((await sweep(t)).challenge_news).toBe(0);
    const subjects = to(smtp, amelie.email).map((m) => m.subject);
    expect(subjects).toEqual(['Calculs du printemps a commencé', 'Calculs du printemps est terminé', 'Les certificats de Calculs du printemps sont prêts']);
    const certificates = to(smtp, amelie.email)[2]!;
    expect(certificates.text).toContain(`/ca/fr/challenge/${challenge}/certificates/`);
    expect(certificates.text).toMatch(/Certificats: 1/);
    // Quinn chose no challenge news: none came
    expect(to(smtp, quietTeacher.email)).toEqual([]);

    // the token tells nothing of whom it is for, and a changed one is refused with nothing changed
    const token = tokenOf(certificates)!;
    expect(token).not.toContain(amelie.id.replace(/-/g, ''));
    expect(Buffer.from(token, 'base64url').toString('hex')).not.toContain(amelie.id.replace(/-/g, ''));
    const forged = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const bad of [forged, token.slice(0, -2), 'not-a-token', '']) {
      const res = await t.post(NOTIFICATION_PATHS.unsubscribe, { token: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().user_message).toBe(NOTIFICATION_MESSAGES.invalidToken);
      // the one-click post of a bad token too, with no CSRF token asked for
      const clicked = await oneClick(t, `${NOTIFICATION_PATHS.oneClick}?token=${encodeURIComponent(bad)}`);
      expect(clicked.statusCode, bad).toBe(400);
      expect(clicked.json().user_message).toBe(NOTIFICATION_MESSAGES.invalidToken);
    }
    // the one-click route takes only RFC 8058's body; a form anywhere else is refused as before
    expect((await oneClick(t, oneClickOf(certificates), 'List-Unsubscribe=Yes')).statusCode).toBe(400);
    expect((await oneClick(t, oneClickOf(certificates), '')).statusCode).toBe(400);
    expect((await t.post(NOTIFICATION_PATHS.unsubscribe, `token=${token}`, { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(415);
    // and it stays outside the CSRF check alone: the page's own call still needs its token
    expect((await t.app.inject({ method: 'POST', url: NOTIFICATION_PATHS.unsubscribe, payload: { token } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_PATHS.preferences, cookies: amelie.cookies })).json()).toEqual({ challenge_updates: true, weekly_summary: false });

    // signed out, the link's token turns challenge news off; the next challenge's start sends nothing
    const unsubscribed = await t.post(NOTIFICATION_PATHS.unsubscribe, { token });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toEqual({ topic: 'challenge-updates' });
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_PATHS.preferences, cookies: amelie.cookies })).json()).toEqual({ challenge_updates: false, weekly_summary: false });
    const next = await staffChallenge(t, { en: 'Summer Sums', fr: 'Calculs de l’été' });
    await registeredClass(t, amelie.cookies, next, 'CE2 bis');
    t.clock.advance(2 * HOUR + 1000);
    expect((await sweep(t)).challenge_news).toBe(0);
    expect(to(smtp, amelie.email)).toHaveLength(3);
  });

  it('sends a parent who chose it one weekly summary of each child, in Arabic, and its link turns the next week’s off', async () => {
    const parent = await person(t, 'parent', 'aue', 'ar', 'Layla');
    const child = await familyChild(t, parent.cookies, 'Omar');
    // and a child of a school's class, linked to Layla by the school
    const zara = await schoolLinkedChild(t, parent.cookies);
    // not chosen yet: nothing, even with play to tell of
    await playRight(t, await child());
    t.clock.advance(7 * DAY);
    expect((await sweep(t)).weekly_summaries).toBe(0);
    parent.cookies = await parent.login();

    // bad input: nothing to change, an unknown field, not a boolean
    for (const body of [{}, { weekly: true }, { weekly_summary: 'yes' }]) {
      expect((await t.post(NOTIFICATION_PATHS.preferences, body, { method: 'PUT', cookies: parent.cookies })).statusCode).toBe(400);
    }
    expect((await t.post(NOTIFICATION_PATHS.preferences, { weekly_summary: true }, { method: 'PUT' })).statusCode).toBe(401);
    const on = await t.post(NOTIFICATION_PATHS.preferences, { weekly_summary: true }, { method: 'PUT', cookies: parent.cookies });
    expect(on.json()).toEqual({ challenge_updates: true, weekly_summary: true });

    // Omar plays twice this week; the next week's first sweep tells of it, once
    const omar = await child();
    await playRight(t, omar);
    await playRight(t, omar);
    await playRight(t, await zara());
    t.clock.advance(7 * DAY);
    expect((await sweep(t)).weekly_summaries).toBe(1);
    expect((await sweep(t)).weekly_summaries).toBe(0);
    const [summary] = to(smtp, parent.email);
    expect(summary!.subject).toMatch(/^أسبوع أطفالك على Numbloom/);
    expect(summary!.text).toContain('مرحبًا Layla،');
    // one block per child: Omar's two runs, Zara's one
    expect(summary!.text).toMatch(/Omar\n\nالأنشطة المكتملة: (2|٢)\n/);
    expect(summary!.text).toMatch(/Zara\n\nالأنشطة المكتملة: (1|١)\n/);
    expect(summary!.html).toContain('dir="rtl"');
    expect(summary!.text).toContain('/aue/ar/account/children/');

    // the summary's one-click unsubscribe, as a mail client posts it (multipart, signed out, no CSRF token), turns the summaries off
    const boundary = 'x-numbloom-test';
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const res = await oneClick(t, oneClickOf(summary!), form, `multipart/form-data; boundary=${boundary}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ topic: 'weekly-summary' });
    expect(res.headers.location).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: NOTIFICATION_PATHS.preferences, cookies: await parent.login() })).json()).toEqual({ challenge_updates: true, weekly_summary: false });
    await playRight(t, await child());
    t.clock.advance(7 * DAY);
    expect((await sweep(t)).weekly_summaries).toBe(0);
    expect(to(smtp, parent.email)).toHaveLength(1);
  });
});

/** The app over its own connection pool, as a second server process would be, with the test helpers' shape. */
async function instance(database: Database, config: Config, clock: TestApp['clock']): Promise<TestApp> {
  const app: FastifyInstance = await buildApp({ config, database, now: () => clock.now });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    post: (url, body, options = {}) => {
      const csrf = createTestCsrf(config.SECRET_KEY, (options.cookies ?? {}) as Record<string, unknown>);
      return app.inject({
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        ...options,
        headers: { ...csrf.headers, ...(options.headers ?? {}) },
        cookies: { ...csrf.cookies, ...(options.cookies ?? {}) },
      });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('notifications from two server processes on PostgreSQL', () => {
  let smtp: Smtp;
  let a: TestApp;
  let b: TestApp;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    const created = await createPostgresDatabase('numbloom_notify');
    drop = created.drop;
    const first = await openPostgres(created.url);
    await first.migrate();
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }, { SMTP_URL: smtp.url });
    const clock = {
      now: new Date(),
      advance(ms: number) {
        clock.now = new Date(clock.now.getTime() + ms);
      },
    };
    a = await instance(first, config, clock);
    b = await instance(await openPostgres(created.url), config, clock);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await drop?.();
    await smtp?.close();
  });

  it('sends each mail once when both sweep at the same time', async () => {
    const teacher = await person(a, 'teacher', 'us', 'es', 'Lucía');
    const parent = await person(a, 'parent', 'us', 'en', 'Pat');
    const child = await familyChild(a, parent.cookies, 'Sky');
    await a.post(NOTIFICATION_PATHS.preferences, { weekly_summary: true }, { method: 'PUT', cookies: parent.cookies });
    await playRight(a, await child());
    a.clock.advance(7 * DAY);
    teacher.cookies = await teacher.login();
    // as the week turns, a challenge the teacher's class is in opens its contest
    const challenge = await staffChallenge(a, { en: 'Winter Sums', es: 'Sumas de invierno' });
    await registeredClass(a, teacher.cookies, challenge, 'Tercero B');
    a.clock.advance(2 * HOUR + 1000);

    for (let round = 0; round < 3; round++) {
      const [x, y] = await Promise.all([sweep(a), sweep(b)]);
      const sent = x.challenge_news + y.challenge_news + x.weekly_summaries + y.weekly_summaries;
      expect(sent, `round ${round}`).toBe(round === 0 ? 2 : 0);
    }
    expect(to(smtp, teacher.email).map((m) => m.subject)).toEqual(['Sumas de invierno ha comenzado']);
    const summaries = to(smtp, parent.email);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]!.text).toContain('/us/en/account/children/');
  });
});
