import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { PARENT_CODE_RULES, PARENT_MESSAGES, PARENT_PATHS } from '@numbloom/domain/parents';
import type { RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { classNamed, createUser, loginAs, PASSWORD, sessionCookieOf, studentsIn } from '../accounts/test-support.ts';
import { answer, askedItem, playRun, rightResponse } from '../progress/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { runStaff } from '../staff/cli.ts';
import { putClassInSchool } from '../school-members/test-support.ts';
import { schoolParents } from '../school-members/tables.ts';

type Cookies = Record<string, string>;
const DAY = 24 * 3600_000;
const HOUR = 3600_000;

/**
 * Parents who can see (decision 077): a teacher's parent code links one parent to one child of
 * their class; the parent then reads that child's progress and certificates, and no other child's.
 */
describe('parents who can see', () => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;
  const person = async (role: 'teacher' | 'parent') => {
    const { user, email } = await createUser(t, { role });
    return { id: user.id, email, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
  };
  /** Signs the person in again (a week on the clock ends every session). */
  const again = async (p: { email: string; cookies: Cookies }) => {
    p.cookies = await loginAs(t, p.email, PASSWORD, nextIp());
  };
  const get = (url: string, cookies?: Cookies) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), ...(cookies ? { cookies } : {}) });
  const enter = (code: string, cookies: Cookies) => t.post(PARENT_PATHS.links, { code }, { cookies, remoteAddress: nextIp() });
  const issue = (studentId: string, cookies: Cookies) => t.post(PARENT_PATHS.studentCode(studentId), {}, { cookies });

  let teacher: { id: string; email: string; cookies: Cookies };
  let classId: string;
  let classCode: string;
  let ada: string;
  let grace: string;
  let challenge: string;

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await person('teacher');
    const klass = await classNamed(t, teacher.cookies, 'Oak 3');
    classId = klass.id;
    classCode = klass.class_code;
    [ada, grace] = (await studentsIn(t, classId, ['Ada', 'Grace'], teacher.cookies)) as [string, string];

    // a challenge the class plays, over by the time the parent looks: Ada earns a certificate
    const now = t.clock.now.getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const dir = mkdtempSync(path.join(tmpdir(), 'parents-'));
    writeFileSync(
      path.join(dir, 'c.json'),
      JSON.stringify({
        names: { en: 'Parents Week', fr: 'Semaine des parents' },
        descriptions: { en: 'Add.' },
        grades: ['3'],
        activity_ids: ['grade-3-add-episode'],
        registration_opens_at: iso(-HOUR),
        registration_closes_at: iso(2 * HOUR),
        warmup_starts_at: iso(HOUR),
        contest_starts_at: iso(2 * HOUR),
        contest_ends_at: iso(3 * HOUR),
        time_zone: 'Europe/London',
        target_kind: 'correct_answers',
        target: 5,
        min_participants: 1,
      }),
    );
    const out: string[] = [];
    await runStaff(['challenge', 'create', '--file', 'c.json'], { database: t.database, now: () => t.clock.now, cwd: dir, out: (l) => out.push(l) });
    challenge = out.join('\n').match(/Created challenge ([0-9a-f-]{36})/)![1]!;
    expect((await t.post(CHALLENGE_PATHS.registration, { challenge, class_ids: [classId] }, { cookies: teacher.cookies })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: classCode, student_id: ada }, { remoteAddress: nextIp() });
    const adaCookies = sessionCookieOf(login)!;
    let view = (await t.post(CHALLENGE_PATHS.play(challenge), { activity_id: 'grade-3-add-episode' }, { cookies: adaCookies })).json() as RunView;
    while (view.item) view = (await answer(t, view.id, view.item.id, rightResponse(await askedItem(t, view.id)), adaCookies)).json().run as RunView;
    await playRun(t, adaCookies, { activity_id: 'grade-3-add-episode', right: 3 });
    t.clock.advance(HOUR + 1000);
  }, 120_000);
  afterAll(() => t?.close());

  it('links a parent by a valid code, and refuses a wrong, used, revoked or expired one with a clear message', async () => {
    const mum = await person('parent');
    // only the class's teacher makes a code; another teacher is told the child is not theirs
    const stranger = await person('teacher');
    expect((await issue(ada, stranger.cookies)).statusCode).toBe(404);
    expect((await issue(ada, mum.cookies)).statusCode).toBe(403);

    const issued = await issue(ada, teacher.cookies);
    expect(issued.statusCode).toBe(200);
    const { code, expires_at } = issued.json();
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(new Date(expires_at).getTime() - t.clock.now.getTime()).toBe(PARENT_CODE_RULES.validDays * DAY);
    // the teacher sees that a code waits (never the code again) and no parent yet
    expect((await get(PARENT_PATHS.studentCode(ada), teacher.cookies)).json()).toEqual({ student: { id: ada, name: 'Ada' }, active_code: { expires_at }, parents: [] });

    // wrong, empty and malformed codes: a 400 naming the field, nothing linked
    for (const [typed, message] of [
      ['ABCD-EFGH', PARENT_MESSAGES.codeWrong],
      ['', PARENT_MESSAGES.codeRequired],
      ['not a code!', PARENT_MESSAGES.codeWrong],
    ] as const) {
      const res = await enter(typed, mum.cookies);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().errors).toEqual({ code: message });
    }
    // a teacher cannot use a parent code
    expect((await enter(code, teacher.cookies)).statusCode).toBe(403);

    // typed as a parent might: lower case, with a space
    const linked = await enter(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`, mum.cookies);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ child: { id: ada, name: 'Ada', grade: null, link: 'code', class: { name: 'Oak 3', teacher_name: expect.stringMatching(/\S/) } } });

    // used twice: by the same parent, and by another
    expect((await enter(code, mum.cookies)).json().user_message).toBe(PARENT_MESSAGES.alreadyLinked);
    const dad = await person('parent');
    const twice = await enter(code, dad.cookies);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().user_message).toBe(PARENT_MESSAGES.codeUsed);

    // the teacher sees who is linked
    const seen = (await get(PARENT_PATHS.studentCode(ada), teacher.cookies)).json();
    expect(seen.active_code).toBeNull();
    expect(seen.parents).toEqual([{ id: mum.id, name: expect.stringMatching(/\S/), linked_at: expect.any(String) }]);

    // revoked: a code cancelled by the teacher, and one replaced by a newer code
    const cancelled = (await issue(ada, teacher.cookies)).json().code as string;
    expect((await t.post(PARENT_PATHS.studentCode(ada), {}, { method: 'DELETE', cookies: teacher.cookies })).statusCode).toBe(200);
    expect((await t.post(PARENT_PATHS.studentCode(ada), {}, { method: 'DELETE', cookies: teacher.cookies })).json().user_message).toBe(PARENT_MESSAGES.noCode);
    expect((await enter(cancelled, dad.cookies)).json()).toMatchObject({ user_message: PARENT_MESSAGES.codeRevoked, errors: { code: PARENT_MESSAGES.codeRevoked } });
    const replaced = (await issue(ada, teacher.cookies)).json().code as string;
    const newer = (await issue(ada, teacher.cookies)).json().code as string;
    expect((await enter(replaced, dad.cookies)).json().user_message).toBe(PARENT_MESSAGES.codeRevoked);

    // expired: past its week
    t.clock.advance(PARENT_CODE_RULES.validDays * DAY + 1000);
    await again(teacher);
    await again(dad);
    await again(mum);
    expect((await enter(newer, dad.cookies)).json().user_message).toBe(PARENT_MESSAGES.codeExpired);

    // a second parent may link; a third may not (two by codes), and no code is made for one
    expect((await enter((await issue(ada, teacher.cookies)).json().code, dad.cookies)).statusCode).toBe(200);
    expect((await issue(ada, teacher.cookies)).json().user_message).toBe(PARENT_MESSAGES.tooManyParents);
    // the teacher removes a link: that parent no longer sees the child
    const removed = await t.post(PARENT_PATHS.studentParent(ada, dad.id), {}, { method: 'DELETE', cookies: teacher.cookies });
    expect(removed.json().parents.map((p: { id: string }) => p.id)).toEqual([mum.id]);
    expect((await get(PARENT_PATHS.child(ada), dad.cookies)).statusCode).toBe(404);
  });

  it('shows a linked parent their child’s progress and certificate, and nobody else’s', async () => {
    const parent = await person('parent');
    expect((await enter((await issue(grace, teacher.cookies)).json().code, parent.cookies)).statusCode).toBe(200);
    // Grace's parent sees Grace: no runs, no certificate yet
    const list = (await get(PARENT_PATHS.children, parent.cookies)).json();
    expect(list.children.map((c: { id: string; link: string }) => [c.id, c.link])).toEqual([[grace, 'code']]);
    const graceView = (await get(PARENT_PATHS.child(grace), parent.cookies)).json();
    expect(graceView).toMatchObject({ child: { id: grace, name: 'Grace' }, skills: [], recent: [], total_stars: 0, certificates: [] });

    // a forged child id, a made-up one, and a malformed one
    expect((await get(PARENT_PATHS.child(ada), parent.cookies)).statusCode).toBe(404);
    expect((await get(PARENT_PATHS.child('00000000-0000-4000-8000-000000000000'), parent.cookies)).json().user_message).toBe(PARENT_MESSAGES.childNotFound);
    expect((await get(PARENT_PATHS.child('nope'), parent.cookies)).statusCode).toBe(400);
    expect((await get(CHALLENGE_PATHS.certificate(challenge, ada), parent.cookies)).statusCode).toBe(404);
    // nobody signed in, and a teacher, get no parent's pages
    expect((await get(PARENT_PATHS.children)).statusCode).toBe(401);
    expect((await get(PARENT_PATHS.child(grace), teacher.cookies)).statusCode).toBe(403);

    // Ada's parent sees her mastery, her runs with stars, and downloads her certificate
    const adaParent = await person('parent');
    // (Ada has one parent linked from the first test: a second may link)
    expect((await enter((await issue(ada, teacher.cookies)).json().code, adaParent.cookies)).statusCode).toBe(200);
    const view = (await get(`${PARENT_PATHS.child(ada)}?language_code=fr`, adaParent.cookies)).json();
    expect(view.child).toMatchObject({ id: ada, name: 'Ada', link: 'code', class: { name: 'Oak 3' } });
    expect(view.skills.length).toBeGreaterThan(0);
    expect(view.skills[0]).toMatchObject({ skill: expect.any(String), band: expect.any(String), answers: expect.any(Number) });
    expect(view.recent.length).toBe(2);
    expect(view.recent[0]).toMatchObject({ activity_id: 'grade-3-add-episode', stars: expect.any(Number), created_at: expect.any(String) });
    expect(view.total_stars).toBeGreaterThan(0);
    expect(view.certificates).toEqual([{ challenge_id: challenge, challenge_name: 'Semaine des parents', tier: expect.any(String), url: CHALLENGE_PATHS.certificate(challenge, ada) }]);
    const pdf = await get(view.certificates[0].url, adaParent.cookies);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/pdf/);

    // a child moved out of the teacher's class: a code the teacher made for her no longer works
    const code = (await issue(grace, teacher.cookies)).json().code as string;
    await t.post(`/api/v2/accounts/students/${grace}/`, {}, { method: 'DELETE', cookies: teacher.cookies });
    expect((await enter(code, (await person('parent')).cookies)).statusCode).toBe(400);
    expect((await get(PARENT_PATHS.child(grace), parent.cookies)).statusCode).toBe(404);
  });

  it('shows a parent their family’s children and a child their school linked them to', async () => {
    const parent = await person('parent');
    const family = (await t.post(ACCOUNT_PATHS.children, { first_name: 'Noor', grade: '2' }, { cookies: parent.cookies })).json();
    const noor = family.children[0].id as string;
    await insertSchools(t.database.db, [{ name: 'Parents Oak Primary', city: 'Albany', code: 'PA-OAK', country: 'US', state: 'NY' }]);
    const school = (await get('/api/v2/school-management/autocomplete?search=parents%20oak')).json()[0].id as number;
    await putClassInSchool(t, school, classId, '3');
    await t.database.db.insert(schoolParents).values({ schoolId: school, parentId: parent.id, studentId: ada, requestedAt: t.clock.now, linkedAt: t.clock.now });
    const list = (await get(PARENT_PATHS.children, parent.cookies)).json();
    expect(list.children).toEqual([
      { id: noor, name: 'Noor', grade: '2', link: 'family', class: null },
      { id: ada, name: 'Ada', grade: '3', link: 'school', class: { name: 'Oak 3', teacher_name: expect.any(String) } },
    ]);
    expect((await get(PARENT_PATHS.child(noor), parent.cookies)).json().child.link).toBe('family');
    expect((await get(PARENT_PATHS.child(ada), parent.cookies)).json().certificates).toHaveLength(1);
    expect((await get(CHALLENGE_PATHS.certificate(challenge, ada), parent.cookies)).statusCode).toBe(200);
    // unlinked by the school: nothing opens any more
    await t.database.db.delete(schoolParents);
    expect((await get(PARENT_PATHS.child(ada), parent.cookies)).statusCode).toBe(404);
  });
});
