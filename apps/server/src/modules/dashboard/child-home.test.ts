import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { ASSIGNMENT_PATHS } from '@numbloom/domain/assignments';
import { CHILD_HOME_MESSAGES, CHILD_HOME_PATH, type ChildHomeResponse } from '@numbloom/domain/child-home';
import { childActivityPath, type ChildActivityResponse } from '@numbloom/domain/child-activity';
import { CHILD_CHALLENGES_PATH, type ChildChallengesResponse } from '@numbloom/domain/child-challenges';
import type { RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { answer, askedItem, nextDay, playRun, rightResponse, startRun, WRONG } from '../progress/test-support.ts';
import { createChallenge } from '../staff/service.ts';

let ipSeq = 0;
const ip = () => `198.19.1.${++ipSeq}`;
/** a challenge's stages an hour apart: sessions stay signed in across them (8 idle hours) */
const STAGE = 3600 * 1000;

describe("a child's home", () => {
  let t: TestApp;
  let teacher: Record<string, string>;
  let classCode: string;
  let classId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const { email, password } = await createUser(t, { role: 'teacher' });
    teacher = await loginAs(t, email, password, ip());
    const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Oak' }, { cookies: teacher })).json();
    classId = made.classes[0].id;
    classCode = made.classes[0].class_code;
  });
  afterAll(() => t.close());

  async function child(name: string) {
    const added = await t.post(ACCOUNT_PATHS.classStudents(classId), { names: [name] }, { cookies: teacher });
    const id = (added.json().students as Array<{ id: string; display_name?: string }>).at(-1)!.id;
    const login = await t.post(
      ACCOUNT_PATHS.teacherCodeLogin,
      { class_code: classCode, student_id: id },
      { remoteAddress: ip() },
    );
    return { id, cookies: sessionCookieOf(login)! };
  }
  const home = async (cookies: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${CHILD_HOME_PATH}${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ChildHomeResponse;
  };
  const myChallenges = async (cookies: Record<string, string>, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${CHILD_CHALLENGES_PATH}${query}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as ChildChallengesResponse).results;
  };

  it('greets a new child by name with their class and nothing to carry on yet', async () => {
    const ada = await child('Ada Lovelace');
    expect(await home(ada.cookies)).toEqual({
      child: { first_name: 'Ada', class_name: 'Year 3 Oak' },
      assignments: [],
      challenges: [],
      practice: [],
      carry_on: null,
    });
  });

  it('suggests the skills the child finds hardest, never one they have mastered, with an episode to play', async () => {
    const noor = await child('Noor Haddad');
    await playRun(t, noor.cookies, { activity_id: 'grade-3-add-episode', right: 0 });
    await playRun(t, noor.cookies, { activity_id: 'grade-3-read-clock-episode', right: 5 });
    await playRun(t, noor.cookies, { activity_id: 'grade-3-read-clock-episode', right: 5 });
    // mastered asks for runs on two days at least (decision 081): until then the clock is still suggested
    expect((await home(noor.cookies)).practice.map((p) => p.skill)).toContain('time/read-clock@3');
    // the teacher's session is kept too: the next tests add children with it
    await nextDay(t, [noor.cookies, teacher]);
    await playRun(t, noor.cookies, { activity_id: 'grade-3-read-clock-episode', right: 5 });
    const { practice } = await home(noor.cookies);
    expect(practice.map((p) => p.skill)).not.toContain('time/read-clock@3');
    expect(practice.length).toBeGreaterThan(0);
    // an episode of the addition skill: the plain one or one of its focuses (decision 080)
    expect(practice[0]).toMatchObject({
      grade: '3',
      activity_id: expect.stringMatching(/^grade-3-add-(?:[a-z-]+-)?episode$/),
      activity_title: expect.any(String),
      topic_name: expect.any(String),
    });
    expect(practice.every((p) => p.band !== 'mastered')).toBe(true);
    // in the page's language
    const french = await home(noor.cookies, '?language_code=fr');
    expect(french.practice[0]!.activity_title).not.toBe(practice[0]!.activity_title);
  });

  it('offers to carry on the run the child left unfinished, until it has been idle too long', async () => {
    const sami = await child('Sami Aziz');
    const started = await startRun(t, { mode: 'activity', activity_id: 'grade-3-add-episode' }, sami.cookies);
    const view = started.json() as RunView;
    await answer(t, view.id, view.item!.id, rightResponse(await askedItem(t, view.id)), sami.cookies);
    await answer(t, view.id, `${view.id}.1`, WRONG, sami.cookies);
    const { carry_on } = await home(sami.cookies);
    expect(carry_on).toMatchObject({
      run_id: view.id,
      activity_id: 'grade-3-add-episode',
      answered: 2,
      item_count: view.item_count,
    });
    expect(carry_on!.activity_title).not.toBe('grade-3-add-episode');
    t.clock.advance(5 * 3600 * 1000);
    expect((await home(sami.cookies)).carry_on).toBeNull();
  });

  it('lists the challenges the class is in while they can be played, not before, not another class’s', async () => {
    const now = t.clock.now.getTime();
    const iso = (stages: number) => new Date(now + stages * STAGE).toISOString();
    const window = {
      descriptions: { en: 'Adding up.' },
      grades: ['3'],
      activity_ids: ['grade-3-add-episode'],
      registration_opens_at: iso(-2),
      registration_closes_at: iso(3),
      warmup_starts_at: iso(1),
      contest_starts_at: iso(2),
      contest_ends_at: iso(4),
      time_zone: 'Europe/Paris',
      target: 10,
    };
    const deps = { database: t.database, now: () => t.clock.now };
    const actor = { staffId: null, label: 'test' };
    const ours = await createChallenge(deps, actor, { names: { en: 'Oak Week', fr: 'Semaine du chêne' }, ...window });
    const theirs = await createChallenge(deps, actor, { names: { en: 'Elsewhere Week' }, ...window });
    expect(
      (await t.post(CHALLENGE_PATHS.registration, { challenge: ours.id, class_ids: [classId] }, { cookies: teacher }))
        .statusCode,
    ).toBe(200);
    const other = await createUser(t, { role: 'teacher' });
    const otherTeacher = await loginAs(t, other.email, other.password, ip());
    const otherClass = (
      await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Elsewhere' }, { cookies: otherTeacher })
    ).json().classes[0].id;
    expect(
      (
        await t.post(
          CHALLENGE_PATHS.registration,
          { challenge: theirs.id, class_ids: [otherClass] },
          { cookies: otherTeacher },
        )
      ).statusCode,
    ).toBe(200);

    const mary = await child('Mary Somerville');
    expect((await home(mary.cookies)).challenges).toEqual([]);
    // their own list has the class's challenge at every stage, coming up too, and never another class's
    const listed = (stage: string, name = 'Oak Week') => [
      { uuid: ours.id, name, stage, contest_starts_at: iso(2), contest_ends_at: iso(4), time_zone: 'Europe/Paris' },
    ];
    expect(await myChallenges(mary.cookies)).toEqual(listed('registration'));
    t.clock.advance(STAGE);
    expect(await myChallenges(mary.cookies, '?language_code=fr')).toEqual(listed('warmup', 'Semaine du chêne'));
    expect((await home(mary.cookies, '?language_code=fr')).challenges).toEqual([
      { uuid: ours.id, name: 'Semaine du chêne', stage: 'warmup', ends_at: iso(4) },
    ]);
    t.clock.advance(STAGE);
    expect((await home(mary.cookies)).challenges).toEqual([
      { uuid: ours.id, name: 'Oak Week', stage: 'contest', ends_at: iso(4) },
    ]);
    expect(await myChallenges(mary.cookies)).toEqual(listed('contest'));
    t.clock.advance(3 * STAGE);
    expect((await home(mary.cookies)).challenges).toEqual([]);
    expect(await myChallenges(mary.cookies)).toEqual(listed('over'));
  });

  it('is where the site’s home sends a signed-in child; anyone else gets the home page', async () => {
    const leo = await child('Leo Garcia');
    const home = await t.app.inject({ method: 'GET', url: '/us/en/', cookies: leo.cookies });
    expect([home.statusCode, home.headers.location]).toEqual([302, '/us/en/my/']);
    const french = await t.app.inject({ method: 'GET', url: '/ca/fr/', cookies: leo.cookies });
    expect(french.headers.location).toBe('/ca/fr/my/');
    const other = await createUser(t, { role: 'teacher' });
    const asTeacher = await t.app.inject({
      method: 'GET',
      url: '/us/en/',
      cookies: await loginAs(t, other.email, other.password, ip()),
    });
    expect(asTeacher.statusCode).not.toBe(302);
    expect((await t.app.inject({ method: 'GET', url: '/us/en/' })).statusCode).not.toBe(302);
  });

  it('gives a child’s page of an activity their best checked stars, their runs and the assignments that give it to them', async () => {
    const ines = await child('Ines Costa');
    const record = async (id: string, cookies = ines.cookies) => {
      const res = await t.app.inject({ method: 'GET', url: childActivityPath(id), cookies });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as ChildActivityResponse;
    };
    expect(await record('grade-3-subtract-episode')).toEqual({
      activity_id: 'grade-3-subtract-episode',
      stars: 0,
      runs: 0,
      assignments: [],
    });
    const good = await playRun(t, ines.cookies, { activity_id: 'grade-3-subtract-episode', right: 5 });
    await playRun(t, ines.cookies, { activity_id: 'grade-3-subtract-episode', right: 1 });
    // the best run counts, as the server checked it; another activity's runs are not this one's
    expect(await record('grade-3-subtract-episode')).toMatchObject({ stars: good.last.run.result!.stars, runs: 2 });
    expect(good.last.run.result!.stars).toBe(3);
    expect(await record('grade-3-read-clock-episode')).toMatchObject({ stars: 0, runs: 0 });

    const due = new Date(t.clock.now.getTime() + 3 * 24 * 3600 * 1000).toISOString();
    const made = await t.post(
      ASSIGNMENT_PATHS.create,
      {
        class_id: classId,
        activity_ids: ['grade-3-read-clock-episode'],
        starts_at: new Date(t.clock.now.getTime() - 1000).toISOString(),
        due_at: due,
        required: true,
        item_count: 5,
      },
      { cookies: teacher },
    );
    expect(made.statusCode, made.body).toBe(200);
    expect((await record('grade-3-read-clock-episode')).assignments).toEqual([
      { id: made.json().id, due_at: due, required: true, done: false },
    ]);
    expect((await record('grade-3-subtract-episode')).assignments).toEqual([]);

    const missing = await t.app.inject({
      method: 'GET',
      url: childActivityPath('no-such-activity'),
      cookies: ines.cookies,
    });
    expect([missing.statusCode, missing.json().user_message]).toEqual([404, CHILD_HOME_MESSAGES.noActivity]);
    const other = await createUser(t, { role: 'teacher' });
    const asTeacher = await t.app.inject({
      method: 'GET',
      url: childActivityPath('grade-3-add-episode'),
      cookies: await loginAs(t, other.email, other.password, ip()),
    });
    expect([asTeacher.statusCode, asTeacher.json().user_message]).toEqual([403, CHILD_HOME_MESSAGES.studentsOnly]);
    expect((await t.app.inject({ method: 'GET', url: childActivityPath('grade-3-add-episode') })).statusCode).toBe(401);
  });

  it('is a child’s alone: a teacher is refused, nobody signed in asks to log in', async () => {
    const other = await createUser(t, { role: 'teacher' });
    const asTeacher = await t.app.inject({
      method: 'GET',
      url: CHILD_HOME_PATH,
      cookies: await loginAs(t, other.email, other.password, ip()),
    });
    expect([asTeacher.statusCode, asTeacher.json().user_message]).toEqual([403, CHILD_HOME_MESSAGES.studentsOnly]);
    expect((await t.app.inject({ method: 'GET', url: CHILD_HOME_PATH })).statusCode).toBe(401);
    const teachersList = await t.app.inject({
      method: 'GET',
      url: CHILD_CHALLENGES_PATH,
      cookies: await loginAs(t, other.email, other.password, ip()),
    });
    expect([teachersList.statusCode, teachersList.json().user_message]).toEqual([403, CHILD_HOME_MESSAGES.studentsOnly]);
    expect((await t.app.inject({ method: 'GET', url: CHILD_CHALLENGES_PATH })).statusCode).toBe(401);
  });
});
