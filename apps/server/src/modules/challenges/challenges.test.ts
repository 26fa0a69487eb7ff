import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import {
  CHALLENGE_MESSAGES,
  CHALLENGE_PATHS,
  competitionRanks,
  publicName,
  tierFor,
} from '@numbloom/domain/challenges';
import type { RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { featureDrivers } from '../../test/db.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf } from '../accounts/test-support.ts';
import { answer, askedItem, rightResponse, WRONG } from '../progress/test-support.ts';
import { makeMember, showNamesOnBoards } from '../school-members/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { runStaff } from '../staff/cli.ts';
import { parseCode } from './certificates.ts';
import { boardTiming, forgetBoards } from './service.ts';

const MIN = 60 * 1000;
const HOUR = 60 * MIN;
/** a stage of the test challenges: sessions stay signed in across a whole challenge (8 idle hours) */
const DAY = HOUR;
let ip = 0;
const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;

describe('tier rule and ranks', () => {
  it('gives each tier at its boundary share of the target, participation for a zero, nothing for no play', () => {
    expect(tierFor(10, 10, true)).toBe('ruby');
    expect(tierFor(12, 10, true)).toBe('ruby');
    expect(tierFor(9, 10, true)).toBe('platinum');
    expect(tierFor(8, 10, true)).toBe('platinum');
    expect(tierFor(7, 10, true)).toBe('gold');
    expect(tierFor(5, 10, true)).toBe('gold');
    expect(tierFor(4, 10, true)).toBe('silver');
    expect(tierFor(2, 10, true)).toBe('silver');
    expect(tierFor(1, 10, true)).toBe('bronze');
    expect(tierFor(0, 10, true)).toBe('participation');
    expect(tierFor(0, 10, false)).toBeNull();
    // 80% of 3 is 2.4: 2 stars are gold, not platinum
    expect(tierFor(2, 3, true)).toBe('gold');
    expect(tierFor(3, 3, true, { ruby: 100, platinum: 90, gold: 60, silver: 30 })).toBe('ruby');
  });

  it('shares a rank between ties and skips the next (1, 1, 3)', () => {
    expect(competitionRanks([100, 100, 90, 90, 80])).toEqual([1, 1, 3, 3, 5]);
    expect(publicName('Ada  Lovelace')).toBe('Ada L.');
    expect(publicName('Zara')).toBe('Zara');
  });
});

// each test plays whole runs through the API, answer by answer, on a shared machine
describe.each(featureDrivers())('challenges on %s', { timeout: 240_000 }, (driver) => {
  let t: TestApp;
  const get = (url: string, cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
  const signedIn = async (role: 'teacher' | 'parent' | 'school_leader' = 'teacher') => {
    const { user, email } = await createUser(t, { role });
    return { user, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
  };
  async function classWith(names: string[], teacher?: Awaited<ReturnType<typeof signedIn>>) {
    teacher ??= await signedIn('teacher');
    const created = (
      await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Oak' }, { cookies: teacher.cookies })
    ).json();
    const classId = created.classes.at(-1).id as string;
    const code = created.classes.at(-1).class_code as string;
    const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher.cookies });
    const students: Array<{ id: string; cookies: Record<string, string> }> = [];
    for (const s of added.json().students as Array<{ id: string }>) {
      const login = await t.post(
        ACCOUNT_PATHS.teacherCodeLogin,
        { class_code: code, student_id: s.id },
        { remoteAddress: nextIp() },
      );
      students.push({ id: s.id, cookies: sessionCookieOf(login)! });
    }
    return { teacher, classId, students };
  }

  /** Staff create a challenge with the command line: registration open now, warm-up in a day, contest from day 2 to day 3. */
  async function staffChallenge(overrides: Record<string, unknown> = {}) {
    const now = t.clock.now.getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const body = {
      names: { en: 'Test Maths Week', ar: 'أسبوع الرياضيات' },
      descriptions: { en: 'Add and tell the time.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode', 'grade-3-read-clock-episode'],
      registration_opens_at: iso(-HOUR),
      registration_closes_at: iso(2 * DAY + 10 * MIN),
      warmup_starts_at: iso(DAY),
      contest_starts_at: iso(2 * DAY),
      contest_ends_at: iso(3 * DAY),
      time_zone: 'Europe/London',
      target_kind: 'correct_answers',
      target: 10,
      min_participants: 2,
      ...overrides,
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'challenge-'));
    writeFileSync(path.join(dir, 'c.json'), JSON.stringify(body));
    const out: string[] = [];
    const code = await runStaff(['challenge', 'create', '--file', 'c.json'], {
      database: t.database,
      now: () => t.clock.now,
      cwd: dir,
      out: (l) => out.push(l),
    });
    return { code, out, uuid: out.join('\n').match(/Created challenge ([0-9a-f-]{36})/)?.[1] ?? '' };
  }

  /** Starts a challenge run and answers it: the first `right` right, the rest wrong; the clock moved `finishAfter` before the last answer. */
  async function play(
    uuid: string,
    cookies: Record<string, string>,
    right: number,
    activity_id = 'grade-3-add-episode',
    finishAfter = 0,
  ) {
    const started = await t.post(CHALLENGE_PATHS.play(uuid), { activity_id }, { cookies });
    if (started.statusCode !== 200) return started;
    let view = started.json() as RunView;
    let last = started;
    for (let i = 0; view.item; i++) {
      const item = await askedItem(t, view.id);
      if (view.answered === view.item_count - 1) t.clock.advance(finishAfter);
      last = await answer(t, view.id, view.item.id, i < right ? rightResponse(item) : WRONG, cookies);
      if (last.statusCode !== 200) return last;
      view = last.json().run as RunView;
    }
    return last;
  }

  /** The two test schools (made before the tests), found as a teacher finds theirs: with the school search. */
  async function schoolsFound() {
    const found = (term: string) =>
      get(`/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}`).then(
        (r) => r.json()[0] as { id: number; name: string },
      );
    return [await found('challenge oak'), await found('challenge elm')] as const;
  }

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await insertSchools(t.database.db, [
      { name: 'Challenge Oak Primary', city: 'Albany', code: 'CH-OAK', country: 'US', state: 'NY' },
      { name: 'Challenge Elm Primary', city: 'Austin', code: 'CH-ELM', country: 'US', state: 'TX' },
    ]);
  }, 240_000);
  afterAll(() => t.close());

  it('staff create a challenge with the command line; bad dates, zones and activities are refused with the same schema', async () => {
    const made = await staffChallenge();
    expect(made.code).toBe(0);
    const bad = await staffChallenge({
      contest_ends_at: new Date(t.clock.now.getTime() + DAY).toISOString(),
      time_zone: 'Mars/Olympus',
      activity_ids: ['no-such-activity'],
    });
    expect(bad.code).toBe(1);
    expect(bad.out.join('\n')).toContain(CHALLENGE_MESSAGES.invalidWindows);
    expect(bad.out.join('\n')).toContain(CHALLENGE_MESSAGES.invalidTimeZone);
    expect(bad.out.join('\n')).toContain('no-such-activity');
    const extra = await staffChallenge({ score: 10 });
    expect(extra.code).toBe(1);
    // the staff API refuses a teacher
    const teacher = await signedIn();
    expect((await t.post(CHALLENGE_PATHS.staff, {}, { cookies: teacher.cookies })).statusCode).toBe(403);
    expect((await get(CHALLENGE_PATHS.staff)).statusCode).toBe(401);
  });

  it('moves through registration, warm-up, contest and over with the clock', async () => {
    const { uuid } = await staffChallenge();
    const stage = async () => (await get(CHALLENGE_PATHS.challenge(uuid))).json().challenge;
    expect(await stage()).toMatchObject({ stage: 'registration', registration_open: true, message: null, name: 'Test Maths Week' });
    // the Arabic name staff gave; the description only in English, which says so for the page to mark it
    expect((await get(`${CHALLENGE_PATHS.challenge(uuid)}?language_code=ar`)).json().challenge).toMatchObject({
      name: 'أسبوع الرياضيات',
      description: 'Add and tell the time.',
      description_language: 'en',
    });
    t.clock.advance(DAY);
    expect((await stage()).stage).toBe('warmup');
    t.clock.advance(DAY);
    expect((await stage()).stage).toBe('contest');
    t.clock.advance(DAY - 1);
    expect((await stage()).stage).toBe('contest');
    t.clock.advance(1);
    expect(await stage()).toMatchObject({ stage: 'over', registration_open: false, message: CHALLENGE_MESSAGES.over });
    expect((await get(CHALLENGE_PATHS.challenge('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await get('/api/v2/challenge/not-a-uuid/')).statusCode).toBe(400);
  });

  it('lets a teacher register their own classes and a parent their children, and refuses everyone else', async () => {
    const { uuid } = await staffChallenge();
    const mine = await classWith(['Ada Lovelace']);
    const other = await classWith(['Alan Turing']);
    const reg = (cookies: Record<string, string> | undefined, body: Record<string, unknown>) =>
      t.post(CHALLENGE_PATHS.registration, { challenge: uuid, ...body }, cookies ? { cookies } : {});

    expect((await reg(undefined, { class_ids: [mine.classId] })).statusCode).toBe(401);
    const student = await reg(mine.students[0]!.cookies, { class_ids: [mine.classId] });
    expect(student.statusCode).toBe(403);
    const theirs = await reg(mine.teacher.cookies, { class_ids: [other.classId] });
    expect([theirs.statusCode, theirs.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notYourClass]);
    const none = await reg(mine.teacher.cookies, {});
    expect([none.statusCode, none.json().user_message]).toEqual([400, CHALLENGE_MESSAGES.nothingToRegister]);
    expect((await reg(mine.teacher.cookies, { class_ids: [mine.classId], score: 10 })).statusCode).toBe(400);
    const unknown = await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: '00000000-0000-4000-8000-000000000000', class_ids: [mine.classId] },
      { cookies: mine.teacher.cookies },
    );
    expect(unknown.statusCode).toBe(404);

    const ok = await reg(mine.teacher.cookies, { class_ids: [mine.classId] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().registration).toMatchObject({ entered: true, class_ids: [mine.classId] });
    expect((await reg(mine.teacher.cookies, { class_ids: [mine.classId] })).statusCode).toBe(200);
    // the teacher's data download holds the registration (the Account page promises everything kept)
    const kept = (await get(ACCOUNT_DATA_PATHS.export, mine.teacher.cookies)).json();
    expect(kept.challenges.registrations).toEqual([
      expect.objectContaining({ class_name: expect.any(String), student_id: null, registered_at: expect.any(String) }),
    ]);
    expect(Object.values(kept.challenges.registrations[0].challenge).length).toBeGreaterThan(0);
    // the student of a registered class is in
    expect((await get(CHALLENGE_PATHS.challenge(uuid), mine.students[0]!.cookies)).json().registration).toMatchObject({
      entered: true,
    });
    expect((await get(CHALLENGE_PATHS.challenge(uuid), other.students[0]!.cookies)).json().registration).toMatchObject({
      entered: false,
    });

    // a parent: their own children only, never a class
    const parent = await signedIn('parent');
    expect((await reg(parent.cookies, { class_ids: [mine.classId] })).statusCode).toBe(403);
    const notChild = await reg(parent.cookies, { student_ids: [mine.students[0]!.id] });
    expect([notChild.statusCode, notChild.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notYourChild]);

    // registration closes ten minutes into the contest; once over, the over text
    t.clock.advance(2 * DAY + 20 * MIN);
    const closed = await reg(other.teacher.cookies, { class_ids: [other.classId] });
    expect([closed.statusCode, closed.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.registrationClosed]);
    t.clock.advance(DAY);
    const over = await reg(other.teacher.cookies, { class_ids: [other.classId] });
    expect([over.statusCode, over.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.over]);
  });

  it('lets a parent register the children they added, without a school: they play and are on the students’ board only', async () => {
    const { uuid } = await staffChallenge({ min_participants: 1 });
    const parent = await signedIn('parent');
    const family = (
      await t.post(ACCOUNT_PATHS.children, { first_name: 'Noor', grade: '3' }, { cookies: parent.cookies })
    ).json();
    const withSami = (
      await t.post(ACCOUNT_PATHS.children, { first_name: 'Sami', grade: '4' }, { cookies: parent.cookies })
    ).json();
    const [noor, sami] = withSami.children.map((c: { id: string }) => c.id) as [string, string];
    const reg = (body: Record<string, unknown>, cookies = parent.cookies) =>
      t.post(CHALLENGE_PATHS.registration, { challenge: uuid, ...body }, { cookies });

    // another parent's child, a school, a class: refused
    const stranger = await signedIn('parent');
    const theirs = await reg({ student_ids: [noor] }, stranger.cookies);
    expect([theirs.statusCode, theirs.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notYourChild]);
    const [school] = await schoolsFound();
    const withSchool = await reg({ student_ids: [noor], school_id: school.id });
    expect([withSchool.statusCode, withSchool.json().user_message]).toEqual([
      400,
      CHALLENGE_MESSAGES.childrenWithoutSchool,
    ]);
    // a teacher cannot register a parent's child either
    const teacher = await signedIn('teacher');
    expect((await reg({ student_ids: [noor] }, teacher.cookies)).statusCode).toBe(403);

    const ok = await reg({ student_ids: [noor] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().registration).toEqual({
      entered: true,
      class_ids: [],
      student_ids: [noor],
      hide_names: false,
      school: null,
    });

    // the registered child signs in with the family code and is in; the other child is not
    const signIn = async (id: string) =>
      sessionCookieOf(
        await t.post(
          ACCOUNT_PATHS.teacherCodeLogin,
          { class_code: family.family_code, student_id: id },
          { remoteAddress: nextIp() },
        ),
      )!;
    const noorCookies = await signIn(noor);
    const samiCookies = await signIn(sami);
    expect((await get(CHALLENGE_PATHS.challenge(uuid), noorCookies)).json().registration).toMatchObject({
      entered: true,
    });
    expect((await get(CHALLENGE_PATHS.challenge(uuid), samiCookies)).json().registration).toMatchObject({
      entered: false,
    });

    t.clock.advance(2 * DAY);
    expect((await play(uuid, noorCookies, 4)).statusCode).toBe(200);
    const notEntered = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-3-add-episode' },
      { cookies: samiCookies },
    );
    expect([notEntered.statusCode, notEntered.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notEntered]);
    const board = async (kind: string, cookies?: Record<string, string>) =>
      (await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=${kind}`, cookies)).json();
    expect((await board('students', noorCookies)).own).toMatchObject({ rank: 1, score: 4, name: 'Noor', you: true });
    // a family is not a class and has no school: no class, school or region board counts it, even with a minimum of one
    for (const kind of ['classes', 'schools', 'region'])
      expect(await board(kind, noorCookies)).toMatchObject({ top: [], own: null, count: 0 });
    // the parent sees their child's result
    const report = (await get(CHALLENGE_PATHS.report(uuid), parent.cookies)).json();
    expect(report.rows).toEqual([expect.objectContaining({ user_id: noor, name: 'Noor', score: 4, class_name: null })]);
  });

  it('puts a teacher’s class on the school and region boards of the school they choose, and moves it when they choose again', async () => {
    const { uuid } = await staffChallenge({ min_participants: 1 });
    const [first, second] = await schoolsFound();
    const a = await classWith(['Ada Lovelace', 'Grace Hopper']);
    const reg = (body: Record<string, unknown>) =>
      t.post(
        CHALLENGE_PATHS.registration,
        { challenge: uuid, class_ids: [a.classId], ...body },
        { cookies: a.teacher.cookies },
      );
    const unknown = await reg({ school_id: 2_000_000_000 });
    expect([unknown.statusCode, unknown.json().user_message]).toEqual([400, 'This school was not found.']);

    // a teacher who only names a school is not its member: refused, nothing registered (decision 061)
    const stranger = await reg({ school_id: first.id });
    expect([stranger.statusCode, stranger.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notSchoolMember]);
    expect((await get(CHALLENGE_PATHS.challenge(uuid), a.teacher.cookies)).json().registration.entered).toBe(false);
    await makeMember(t, first.id, a.teacher.user.id);
    await makeMember(t, second.id, a.teacher.user.id);

    // registered first without a school: on the class board only
    expect((await reg({})).json().registration.school).toBeNull();
    t.clock.advance(2 * DAY);
    await play(uuid, a.students[0]!.cookies, 5);
    await play(uuid, a.students[1]!.cookies, 2);
    const board = async (kind: string, cookies?: Record<string, string>) =>
      (await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=${kind}`, cookies)).json();
    expect((await board('classes', a.teacher.cookies)).own).toMatchObject({ rank: 1, score: 3.5, participants: 2 });
    expect((await board('schools', a.teacher.cookies)).count).toBe(0);

    // the teacher chooses the school (registration is still open): the school and region boards count the class
    const chosen = await reg({ school_id: first.id });
    expect(chosen.json().registration.school).toEqual({ id: first.id, name: first.name });
    expect((await get(CHALLENGE_PATHS.challenge(uuid), a.teacher.cookies)).json().registration.school).toEqual({
      id: first.id,
      name: first.name,
    });
    const onSchools = await board('schools', a.teacher.cookies);
    expect(onSchools.top).toEqual([
      expect.objectContaining({ rank: 1, name: first.name, score: 3.5, participants: 2, you: true }),
    ]);
    expect((await board('region', a.students[0]!.cookies)).own).toMatchObject({ name: first.name, score: 3.5 });

    // and corrects it: the class moves to the other school
    await reg({ school_id: second.id });
    expect((await board('schools', a.teacher.cookies)).top).toEqual([
      expect.objectContaining({ name: second.name, participants: 2, you: true }),
    ]);

    // a teacher who leaves the school (removed by its admin) no longer counts for it, nor shows under it
    await t.database.db.execute(
      sql`delete from school_members where user_id = ${a.teacher.user.id} and school_id = ${second.id}`,
    );
    forgetBoards(uuid);
    expect((await board('schools', a.teacher.cookies)).count).toBe(0);
    expect((await board('classes', a.teacher.cookies)).top[0].name).toBe('');
  });

  it('averages a class over every child registered, not only those who played, and hides names unless the school shows them', async () => {
    const { uuid } = await staffChallenge({ min_participants: 1 });
    const [school] = await schoolsFound();
    // a made-up class of five who answer nothing does not halve a real school's average: it is not the school's
    const real = await classWith(['Ada Lovelace', 'Emmy Noether', 'Grace Hopper', 'Mary Somerville']);
    await makeMember(t, school.id, real.teacher.user.id);
    const fake = await classWith(['A B', 'C D', 'E F', 'G H', 'I J']);
    expect(
      (
        await t.post(
          CHALLENGE_PATHS.registration,
          { challenge: uuid, class_ids: [fake.classId], school_id: school.id },
          { cookies: fake.teacher.cookies },
        )
      ).statusCode,
    ).toBe(403);
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [real.classId], school_id: school.id },
      { cookies: real.teacher.cookies },
    );
    t.clock.advance(2 * DAY);
    await play(uuid, real.students[0]!.cookies, 5);
    await play(uuid, real.students[1]!.cookies, 3);
    const board = async (kind: string, cookies?: Record<string, string>) =>
      (await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=${kind}`, cookies)).json();
    // 8 points over the 4 children registered, two of whom have not played
    expect((await board('classes')).top).toEqual([expect.objectContaining({ score: 2, participants: 4 })]);
    expect((await board('schools')).top).toEqual([
      expect.objectContaining({ name: school.name, score: 2, participants: 4 }),
    ]);
    // names are hidden by default, even from a class that did not hide them; the child sees their own
    const hidden = await board('students', real.students[0]!.cookies);
    expect(hidden.top.map((r: { name: string; hidden: boolean }) => [r.name, r.hidden])).toEqual([
      ['', true],
      ['', true],
    ]);
    expect(hidden.own).toMatchObject({ name: 'Ada L.', you: true });
    // the school chooses to show them
    await showNamesOnBoards(t, school.id);
    forgetBoards(uuid);
    expect((await board('students')).top.map((r: { name: string }) => r.name)).toEqual(['Ada L.', 'Emmy N.']);
  });

  it('counts only contest runs the server checked, not warm-up, not after the end second', async () => {
    const { uuid } = await staffChallenge();
    const { teacher, classId, students } = await classWith(['Ada Lovelace', 'Grace Hopper']);
    const outsider = await classWith(['Alan Turing']);
    const [ada, grace] = students as [(typeof students)[0], (typeof students)[0]];
    await t.post(CHALLENGE_PATHS.registration, { challenge: uuid, class_ids: [classId] }, { cookies: teacher.cookies });
    const standing = async (c: Record<string, string>) =>
      (await get(CHALLENGE_PATHS.challenge(uuid), c)).json().standing;

    const early = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-3-add-episode' },
      { cookies: ada.cookies },
    );
    expect([early.statusCode, early.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.notStarted]);

    t.clock.advance(DAY); // warm-up: played, never counted
    expect((await play(uuid, ada.cookies, 5)).statusCode).toBe(200);
    expect(await standing(ada.cookies)).toMatchObject({ score: 0, runs: 0, rank: null });

    t.clock.advance(DAY); // contest
    const notEntered = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-3-add-episode' },
      { cookies: outsider.students[0]!.cookies },
    );
    expect([notEntered.statusCode, notEntered.json().user_message]).toEqual([403, CHALLENGE_MESSAGES.notEntered]);
    const other = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-4-add-episode' },
      { cookies: ada.cookies },
    );
    expect(other.statusCode).toBe(400);
    const forged = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-3-add-episode', score: 10 },
      { cookies: ada.cookies },
    );
    expect(forged.statusCode).toBe(400);

    expect((await play(uuid, ada.cookies, 4)).statusCode).toBe(200);
    expect(await standing(ada.cookies)).toMatchObject({ score: 4, runs: 1, rank: 1 });
    // a better run of the same activity replaces it; another activity adds
    await play(uuid, ada.cookies, 5);
    await play(uuid, ada.cookies, 3);
    await play(uuid, ada.cookies, 2, 'grade-3-read-clock-episode');
    expect(await standing(ada.cookies)).toMatchObject({ score: 7, runs: 4, rank: 1, tier: null });

    // a run started in the contest whose last answer arrives at the end second does not count: the answer is
    // refused with a reason the player shows, not checked and quietly left out
    const untilEnd = (await get(CHALLENGE_PATHS.challenge(uuid))).json().challenge.contest_ends_at as string;
    const late = await play(
      uuid,
      grace.cookies,
      5,
      'grade-3-add-episode',
      new Date(untilEnd).getTime() - t.clock.now.getTime(),
    );
    expect([late.statusCode, late.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.timeUp]);
    expect(t.clock.now.toISOString()).toBe(untilEnd);
    expect(await standing(grace.cookies)).toMatchObject({ score: 0, rank: null });
    const after = await t.post(
      CHALLENGE_PATHS.play(uuid),
      { activity_id: 'grade-3-add-episode' },
      { cookies: grace.cookies },
    );
    expect([after.statusCode, after.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.over]);
    // fixed at the end: 7 of 10 is gold
    expect(await standing(ada.cookies)).toMatchObject({ score: 7, rank: 1, tier: 'gold' });
  });

  it('refuses an answer that arrives after the end, says why, keeps nothing of it, and counts what finished in time', async () => {
    const { uuid } = await staffChallenge();
    const { teacher, classId, students } = await classWith(['Katherine Johnson']);
    const [kat] = students as [(typeof students)[0]];
    await t.post(CHALLENGE_PATHS.registration, { challenge: uuid, class_ids: [classId] }, { cookies: teacher.cookies });
    t.clock.advance(2 * DAY + 10 * MIN);
    // one run finished in time counts 3
    expect((await play(uuid, kat.cookies, 3)).statusCode).toBe(200);
    // another is half played when the bell goes
    let view = (
      await t.post(CHALLENGE_PATHS.play(uuid), { activity_id: 'grade-3-read-clock-episode' }, { cookies: kat.cookies })
    ).json() as RunView;
    for (let i = 0; i < 2; i++)
      view = (await answer(t, view.id, view.item!.id, rightResponse(await askedItem(t, view.id)), kat.cookies)).json()
        .run as RunView;
    const ends = (await get(CHALLENGE_PATHS.challenge(uuid))).json().challenge.contest_ends_at as string;
    t.clock.advance(new Date(ends).getTime() - t.clock.now.getTime() + 1);

    const late = await answer(t, view.id, view.item!.id, rightResponse(await askedItem(t, view.id)), kat.cookies);
    expect([late.statusCode, late.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.timeUp]);
    // nothing of the refused answer is kept: the run still asks the same question, with the answers it had
    const after = (await get(`/api/v2/runs/${view.id}/`, kat.cookies)).json() as RunView;
    expect(after).toMatchObject({ answered: 2, correct: 2, result: null, item: { id: view.item!.id } });
    // and the score is what the server counted before the end
    expect((await get(CHALLENGE_PATHS.challenge(uuid), kat.cookies)).json()).toMatchObject({
      challenge: { stage: 'over' },
      standing: { score: 3 },
    });
  });

  it('ranks ties together, hides names a teacher hides, ranks classes by average with a minimum, and freezes at the end', async () => {
    const { uuid } = await staffChallenge();
    const a = await classWith(['Ada Lovelace', 'Grace Hopper', 'Mary Somerville']);
    const b = await classWith(['Alan Turing', 'Kurt Goedel']);
    const lone = await classWith(['Emmy Noether']);
    // a school that shows its children's names on public boards (decision 061)
    const [school] = await schoolsFound();
    await showNamesOnBoards(t, school.id);
    for (const c of [a, b, lone]) await makeMember(t, school.id, c.teacher.user.id);
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [a.classId], school_id: school.id },
      { cookies: a.teacher.cookies },
    );
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [b.classId], hide_names: true, school_id: school.id },
      { cookies: b.teacher.cookies },
    );
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [lone.classId], school_id: school.id },
      { cookies: lone.teacher.cookies },
    );
    t.clock.advance(2 * DAY);
    const [ada, grace, mary] = a.students as [(typeof a.students)[0], (typeof a.students)[0], (typeof a.students)[0]];
    await play(uuid, ada.cookies, 5);
    await play(uuid, grace.cookies, 5);
    await play(uuid, mary.cookies, 1);
    await play(uuid, b.students[0]!.cookies, 4);
    await play(uuid, b.students[1]!.cookies, 4);
    await play(uuid, lone.students[0]!.cookies, 5);

    const board = async (kind: string, cookies?: Record<string, string>) =>
      (await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=${kind}`, cookies)).json();
    const students = await board('students', mary.cookies);
    expect(students.top.map((r: { rank: number; score: number }) => [r.rank, r.score])).toEqual([
      [1, 5],
      [1, 5],
      [1, 5],
      [4, 4],
      [4, 4],
      [6, 1],
    ]);
    expect(students.own).toMatchObject({ rank: 6, score: 1, name: 'Mary S.', you: true });
    expect(students.top.filter((r: { hidden: boolean }) => r.hidden)).toHaveLength(2);
    expect(
      students.top.filter((r: { hidden: boolean }) => r.hidden).every((r: { name: string }) => r.name === ''),
    ).toBe(true);
    expect(students.top.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Ada L.', 'Grace H.', 'Emmy N.']),
    );
    expect(JSON.stringify(students)).not.toMatch(/Turing|Lovelace/);

    // classes by average per participating student: 11/3 = 3.67 < 4; the class of one is below the minimum of 2
    const classes = await board('classes', a.teacher.cookies);
    expect(
      classes.top.map((r: { rank: number; score: number; participants: number }) => [r.rank, r.score, r.participants]),
    ).toEqual([
      [1, 4, 2],
      [2, 3.67, 3],
    ]);
    expect(classes.top[0].name).toBe('');
    expect(classes.own).toMatchObject({ rank: 2, you: true });
    expect(classes.frozen).toBe(false);

    // live: it moves
    await play(uuid, mary.cookies, 5);
    expect((await board('students', mary.cookies)).own).toMatchObject({ rank: 1, score: 5 });
    // a large board (here any: every board counts as large) is read as last built, rebuilt at most every gap
    const turing = b.students[0]!.cookies;
    const timing = { ...boardTiming };
    try {
      boardTiming.largeFrom = -1;
      // a gap no run of this test outlasts, however busy the machine
      boardTiming.largeBoardGapMs = HOUR;
      await play(uuid, turing, 5);
      expect((await board('students', turing)).own).toMatchObject({ score: 4 });
      // the child's own score is never the stale board's: the run just played shows at once
      expect((await get(CHALLENGE_PATHS.challenge(uuid), turing)).json().standing).toMatchObject({ score: 5 });
      expect((await board('students', turing)).own).toMatchObject({ score: 4 });
      boardTiming.largeBoardGapMs = 0;
      // the gap has passed: the reader still gets the board as last built while the next is made
      expect((await board('students', turing)).own).toMatchObject({ score: 4 });
      await expect.poll(async () => (await board('students', turing)).own.score).toBe(5);
    } finally {
      Object.assign(boardTiming, timing);
    }
    // frozen at the end: nothing moves it
    t.clock.advance(DAY);
    forgetBoards();
    const final = await board('students', mary.cookies);
    expect(final).toMatchObject({ frozen: true, stage: 'over' });
    expect(final.own).toMatchObject({ rank: 1, score: 5 });
    expect((await board('nonsense')).user_message).toBeDefined();
  });

  it('shows a renamed child by their new name at once: the boards, live and frozen, the report, the certificate and the data download', async () => {
    const { uuid } = await staffChallenge({ min_participants: 1 });
    const a = await classWith(['Ada Lovelace', 'Grace Hopper']);
    const hidden = await classWith(['Alan Turing']);
    const [school] = await schoolsFound();
    await showNamesOnBoards(t, school.id);
    await makeMember(t, school.id, a.teacher.user.id);
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [a.classId], school_id: school.id },
      { cookies: a.teacher.cookies },
    );
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [hidden.classId], hide_names: true },
      { cookies: hidden.teacher.cookies },
    );
    t.clock.advance(2 * DAY);
    const [ada, grace] = a.students as [(typeof a.students)[0], (typeof a.students)[0]];
    await play(uuid, ada.cookies, 5);
    await play(uuid, grace.cookies, 5);
    await play(uuid, hidden.students[0]!.cookies, 4);
    const rename = (cookies: Record<string, string>, id: string, name: string) =>
      t.post(ACCOUNT_DATA_PATHS.student(id), { display_name: name }, { method: 'PATCH', cookies });
    const board = async () => (await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=students`, grace.cookies)).json();
    const names = (b: { top: Array<{ name: string }> }) => b.top.map((r) => r.name);
    expect(names(await board())).toEqual(['Ada L.', 'Grace H.', '']);

    // renamed while the board is live and built: shown at once, as strangers see a name (first name and
    // initial), and in the board's order (ties by name)
    expect((await rename(a.teacher.cookies, ada.id, 'Zoe Byron')).statusCode).toBe(200);
    const live = await board();
    expect(names(live)).toEqual(['Grace H.', 'Zoe B.', '']);
    expect(live.top.map((r: { rank: number }) => r.rank)).toEqual([1, 1, 3]);
    expect(JSON.stringify(live)).not.toMatch(/Byron|Lovelace/);
    // a class that hides its names hides the new one too
    expect((await rename(hidden.teacher.cookies, hidden.students[0]!.id, 'Alan Kay')).statusCode).toBe(200);
    const stillHidden = await board();
    expect(stillHidden.top[2]).toMatchObject({ name: '', hidden: true, score: 4 });
    expect(JSON.stringify(stillHidden)).not.toMatch(/Alan|Kay|Turing/);
    // the child's own row too
    expect((await get(`${CHALLENGE_PATHS.leaderboard(uuid)}?board=students`, ada.cookies)).json().own).toMatchObject({
      name: 'Zoe B.',
      you: true,
    });
    // the data download of the teacher (their students' scores) and the report
    const kept = (await get(ACCOUNT_DATA_PATHS.export, a.teacher.cookies)).json();
    expect(kept.challenges.scores.find((s: { student_id: string }) => s.student_id === ada.id)).toMatchObject({
      display_name: 'Zoe Byron',
      score: 5,
    });
    expect(
      (await get(CHALLENGE_PATHS.report(uuid), a.teacher.cookies))
        .json()
        .rows.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Grace Hopper', 'Zoe Byron']);

    // over: the frozen board, the certificate's check and the certificate follow a later rename as well
    t.clock.advance(DAY);
    expect((await board()).frozen).toBe(true);
    expect((await rename(a.teacher.cookies, ada.id, 'Ada King')).statusCode).toBe(200);
    const final = await board();
    expect([final.frozen, names(final)]).toEqual([true, ['Ada K.', 'Grace H.', '']]);
    const row = (await get(CHALLENGE_PATHS.report(uuid), a.teacher.cookies))
      .json()
      .rows.find((r: { user_id: string }) => r.user_id === ada.id);
    expect(row).toMatchObject({ name: 'Ada King', tier: 'gold' });
    expect((await get(CHALLENGE_PATHS.verify(row.certificate_code))).json()).toMatchObject({
      valid: true,
      name: 'Ada K.',
    });
    const pdf = await get(CHALLENGE_PATHS.certificate(uuid, ada.id), a.teacher.cookies);
    expect(pdf.statusCode).toBe(200);
    const standardFontDataUrl = path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts/',
    );
    const doc = await getDocument({
      data: new Uint8Array(pdf.rawPayload),
      useSystemFonts: false,
      isEvalSupported: false,
      standardFontDataUrl,
    }).promise;
    const words = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(words).toContain('Ada King');
    expect(words).not.toMatch(/Zoe|Lovelace/);
  });

  it('makes certificates once over, for the child, their teacher and nobody else, with codes that verify and forged ones refused', async () => {
    const { uuid } = await staffChallenge({ names: { en: 'Certificate Week', ar: 'أسبوع الشهادات' } });
    const a = await classWith(['Ada Lovelace', 'Grace Hopper', 'Mary Somerville']);
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [a.classId] },
      { cookies: a.teacher.cookies },
    );
    t.clock.advance(2 * DAY);
    const [ada, grace] = a.students as [(typeof a.students)[0], (typeof a.students)[0]];
    await play(uuid, ada.cookies, 5);
    await play(uuid, ada.cookies, 5, 'grade-3-read-clock-episode');
    await play(uuid, grace.cookies, 0);

    const early = await get(CHALLENGE_PATHS.classCertificates(uuid, a.classId), a.teacher.cookies);
    expect([early.statusCode, early.json().user_message]).toEqual([409, CHALLENGE_MESSAGES.notFinal]);
    // during the contest the report shows who has played and how much; the tiers wait for the end
    const during = (await get(CHALLENGE_PATHS.report(uuid), a.teacher.cookies)).json();
    expect(during).toMatchObject({ stage: 'contest', final: false, played: 2 });
    const runsOf = Object.fromEntries(
      during.rows.map((r: { name: string; runs: number; score: number; tier: string | null }) => [
        r.name,
        [r.runs, r.score, r.tier],
      ]),
    );
    expect(runsOf).toEqual({
      'Ada Lovelace': [2, 10, null],
      'Grace Hopper': [1, 0, null],
      'Mary Somerville': [0, 0, null],
    });
    t.clock.advance(DAY);

    const report = await get(CHALLENGE_PATHS.report(uuid), a.teacher.cookies);
    expect(report.statusCode).toBe(200);
    const view = report.json();
    expect(view.tier_counts).toMatchObject({ ruby: 1, participation: 1, none: 1 });
    const byName = Object.fromEntries(view.rows.map((r: { name: string }) => [r.name, r]));
    expect(byName['Ada Lovelace']).toMatchObject({ score: 10, tier: 'ruby', rank: 1 });
    expect(byName['Grace Hopper']).toMatchObject({ score: 0, tier: 'participation' });
    expect(byName['Mary Somerville']).toMatchObject({ score: 0, tier: null, certificate_code: null });
    const csv = await get(CHALLENGE_PATHS.reportCsv(uuid), a.teacher.cookies);
    expect(csv.headers['content-type']).toContain('text/csv');
    // a byte-order mark so a spreadsheet reads accents right, and the award as the certificate names it
    expect(csv.body.startsWith('\uFEFFname,class,score,target,runs,rank,award\r\n')).toBe(true);
    expect(csv.body).toContain('Ada Lovelace,Year 3 Oak,10,10,2,1,Ruby award');
    const french = await get(`${CHALLENGE_PATHS.reportCsv(uuid)}?language_code=fr`, a.teacher.cookies);
    expect(french.body).toContain('Ada Lovelace,Year 3 Oak,10,10,2,1,Prix rubis');

    const classPdf = await get(CHALLENGE_PATHS.classCertificates(uuid, a.classId), a.teacher.cookies);
    expect(classPdf.statusCode).toBe(200);
    expect(classPdf.headers['content-type']).toBe('application/pdf');
    expect(classPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const own = await get(CHALLENGE_PATHS.certificate(uuid, ada.id), ada.cookies);
    expect(own.statusCode).toBe(200);
    // another child's certificate, another teacher's class, a student's report: refused
    expect((await get(CHALLENGE_PATHS.certificate(uuid, ada.id), grace.cookies)).statusCode).toBe(404);
    const stranger = await signedIn();
    expect((await get(CHALLENGE_PATHS.certificate(uuid, ada.id), stranger.cookies)).statusCode).toBe(404);
    expect((await get(CHALLENGE_PATHS.classCertificates(uuid, a.classId), stranger.cookies)).statusCode).toBe(404);
    expect((await get(CHALLENGE_PATHS.report(uuid), ada.cookies)).statusCode).toBe(403);
    expect((await get(CHALLENGE_PATHS.report(uuid))).statusCode).toBe(401);

    const code = byName['Ada Lovelace'].certificate_code as string;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const verified = await get(CHALLENGE_PATHS.verify(code.toLowerCase()));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      valid: true,
      challenge: 'Certificate Week',
      tier: 'ruby',
      name: 'Ada L.',
      code,
    });
    expect(verified.body).not.toContain('Lovelace');
    // one character changed, a made-up one, nonsense: refused alike
    const plain = code.replace(/-/g, '');
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    for (const bad of [flip(plain, 15), flip(plain, 2), 'ABCDEFGHJKMNPQRS', 'x', '%%%']) {
      const res = await get(CHALLENGE_PATHS.verify(bad));
      expect([res.statusCode, res.json().user_message]).toEqual([404, CHALLENGE_MESSAGES.badCode]);
    }
    expect(parseCode(code)).not.toBeNull();
  });

  it('writes an Arabic child’s certificate right to left on their region’s paper', async () => {
    const { uuid } = await staffChallenge();
    const a = await classWith(['Zara Ali']);
    await t.post(
      CHALLENGE_PATHS.registration,
      { challenge: uuid, class_ids: [a.classId] },
      { cookies: a.teacher.cookies },
    );
    await t.database.db.execute(
      sql`update users set language_code = 'ar', region_code = 'aue' where id = ${a.students[0]!.id}`,
    );
    t.clock.advance(2 * DAY);
    await play(uuid, a.students[0]!.cookies, 3);
    t.clock.advance(DAY);
    const pdf = await get(CHALLENGE_PATHS.certificate(uuid, a.students[0]!.id), a.teacher.cookies);
    expect(pdf.statusCode).toBe(200);
    const standardFontDataUrl = path.join(
      path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
      'standard_fonts/',
    );
    const doc = await getDocument({
      data: new Uint8Array(pdf.rawPayload),
      useSystemFonts: false,
      isEvalSupported: false,
      standardFontDataUrl,
    }).promise;
    const page = await doc.getPage(1);
    const [, , w, h] = page.view as number[];
    // A4 landscape
    expect([Math.round(w!), Math.round(h!)]).toEqual([842, 595]);
    const words = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(words).toMatch(/[\u0600-\u06FF]/);
  });

  it('staff close a challenge early through the command line: over from that second', async () => {
    const { uuid } = await staffChallenge();
    t.clock.advance(2 * DAY);
    const out: string[] = [];
    expect(
      await runStaff(['challenge', 'close', uuid], {
        database: t.database,
        now: () => t.clock.now,
        cwd: tmpdir(),
        out: (l) => out.push(l),
      }),
    ).toBe(0);
    expect((await get(CHALLENGE_PATHS.challenge(uuid))).json().challenge).toMatchObject({
      stage: 'over',
      message: CHALLENGE_MESSAGES.over,
    });
    expect(
      await runStaff(['challenge', 'show', uuid], {
        database: t.database,
        now: () => t.clock.now,
        cwd: tmpdir(),
        out: (l) => out.push(l),
      }),
    ).toBe(0);
    expect(out.join('\n')).toContain('"stage": "over"');
  });
});
