/**
 * The teacher's week, what the reports of a child show (decision 085): a child of a class per
 * standard and per week for its teacher and an admin of its school, and the parent's page of the
 * child with their assignments. The numbers come from runs the server checked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ASSIGNMENT_PATHS, type AssignmentView } from '@numbloom/domain/assignments';
import { PARENT_PATHS, type ParentChildView } from '@numbloom/domain/parents';
import { RUN_PATHS, standardStatusOf, type ChildProgressView, type RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { makeMember, putClassInSchool } from '../school-members/test-support.ts';
import { answer, askedItem, playRun, rightResponse } from './test-support.ts';

type Cookies = Record<string, string>;
const DAY = 24 * 3600 * 1000;
let ipSeq = 0;
const ip = () => `198.18.9.${(ipSeq = (ipSeq % 250) + 1)}`;

describe('a child over time and per standard, and the parent’s page of the child', () => {
  let t: TestApp;
  let teacher: Cookies;
  let teacherLogin: { email: string; password: string };
  let classId = '';
  let classCode = '';
  const kids: Record<string, { id: string; cookies: Cookies }> = {};

  const get = (url: string, cookies?: Cookies) => t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
  const signIn = async (role: 'teacher' | 'parent') => {
    const u = await createUser(t, { role });
    return { id: u.user.id, cookies: await loginAs(t, u.email, u.password, ip()) };
  };

  /** Everyone signs in again (a week later their sessions have ended). */
  async function signInAgain() {
    if (teacherLogin) teacher = await loginAs(t, teacherLogin.email, teacherLogin.password, ip());
    for (const kid of Object.values(kids)) {
      kid.cookies = sessionCookieOf(await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: classCode, student_id: kid.id }, { remoteAddress: ip() }))!;
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t, { role: 'teacher' });
    teacherLogin = { email: a.email, password: a.password };
    teacher = await loginAs(t, a.email, a.password, ip());
    const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Birch' }, { cookies: teacher })).json();
    classId = made.classes[0].id;
    classCode = made.classes[0].class_code;
    for (const name of ['Ada Lovelace', 'Noor Haddad']) {
      const added = (await t.post(ACCOUNT_PATHS.classStudents(classId), { names: [name] }, { cookies: teacher })).json();
      kids[name.split(' ')[0]!] = { id: (added.students as Array<{ id: string; display_name: string }>).find((s) => s.display_name === name)!.id, cookies: {} };
    }
    await signInAgain();
  });
  afterAll(() => t.close());

  it('shows a child per standard and per week, from checked runs, to the class’s teacher and its school’s admin only', async () => {
    const ada = kids.Ada!;
    // two weeks of play: addition and subtraction of grade 3 are one standard of the US curriculum (3.NBT.A.2)
    await playRun(t, ada.cookies, { activity_id: 'grade-3-add-episode', right: 5 });
    await playRun(t, ada.cookies, { activity_id: 'grade-3-subtract-episode', right: 2 });
    t.clock.advance(8 * DAY);
    await signInAgain();
    await playRun(t, ada.cookies, { activity_id: 'grade-3-add-episode', right: 4 });

    const url = `${RUN_PATHS.childProgress(classId, ada.id)}?region_code=us&language_code=en`;
    const res = await get(url, teacher);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as ChildProgressView;
    expect(view.student).toEqual({ id: ada.id, display_name: 'Ada Lovelace', name_number: null });
    expect(view.curriculum.id).toBe('ccss');
    const standard = view.standards.find((s) => s.code === '3.NBT.A.2')!;
    expect(standard).toMatchObject({ runs: 3, answers: 15, correct: 11 });
    expect(standard.skills.sort()).toEqual(['addition-subtraction/add@3', 'addition-subtraction/subtract@3']);
    expect(standard.last_played).toBe(t.clock.now.toISOString());
    // the standard's status is the weakest of its skills' bands, as progress works them out
    const statuses = view.skills.filter((s) => standard.skills.includes(s.skill)).map((s) => standardStatusOf(s.band));
    expect(standard.status).toBe(statuses.includes('needs-help') ? 'needs-help' : statuses.every((s) => s === 'mastered') ? 'mastered' : 'practising');
    expect(view.weeks).toHaveLength(2);
    expect(view.weeks[0]).toMatchObject({ runs: 1, correct: 4, total: 5 });
    expect(view.weeks[1]).toMatchObject({ runs: 2, correct: 7, total: 10 });
    expect(view.weeks[0]!.week > view.weeks[1]!.week).toBe(true);
    // an Australian page reads the same runs against its own curriculum
    const au = (await get(`${RUN_PATHS.childProgress(classId, ada.id)}?region_code=au`, teacher)).json() as ChildProgressView;
    expect(au.curriculum.id).toBe('ac9');
    expect(au.standards.every((s) => /^AC9/.test(s.code))).toBe(true);

    // a child who has not played: nothing to show, not an error
    expect(((await get(RUN_PATHS.childProgress(classId, kids.Noor!.id), teacher)).json() as ChildProgressView)).toMatchObject({ standards: [], weeks: [] });

    // as CSV, spreadsheet-safe
    const csv = await get(`${RUN_PATHS.childProgressCsv(classId, ada.id)}?region_code=us`, teacher);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.startsWith('\uFEFFcurriculum,standard,description,status,runs,right,asked')).toBe(true);
    expect(csv.body).toContain(`3.NBT.A.2,`);
    expect(csv.body).toContain('\r\nweek,runs,right,asked,percent,stars\r\n');

    // who may read it: another teacher, a child, a parent and nobody are refused; an id not of the class is unknown
    const other = (await signIn('teacher')).cookies;
    await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Elm' }, { cookies: other });
    for (const u of [url, RUN_PATHS.childProgressCsv(classId, ada.id)]) {
      expect((await get(u, other)).statusCode, u).toBe(404);
      expect((await get(u, ada.cookies)).statusCode, u).toBe(403);
      expect((await get(u)).statusCode, u).toBe(401);
    }
    const parent = await signIn('parent');
    expect((await get(url, parent.cookies)).statusCode).toBe(403);
    expect((await get(RUN_PATHS.childProgress(classId, '00000000-0000-4000-8000-000000000000'), teacher)).statusCode).toBe(404);
    expect((await get(RUN_PATHS.childProgress(classId, 'not-an-id'), teacher)).statusCode).toBe(400);

    // an admin of a school: only once the school holds the class; a teacher of that school never
    await insertSchools(t.database.db, [{ name: 'Birch Week Primary', city: 'Albany', code: 'WK-BIRCH', country: 'US', state: 'NY' }]);
    const school = (await get('/api/v2/school-management/autocomplete?search=birch%20week')).json()[0].id as number;
    const admin = await signIn('teacher');
    const colleague = await signIn('teacher');
    await makeMember(t, school, admin.id, 'admin');
    await makeMember(t, school, colleague.id, 'teacher');
    expect((await get(url, admin.cookies)).statusCode).toBe(404);
    await putClassInSchool(t, school, classId, '3');
    expect((await get(url, admin.cookies)).json()).toEqual(view);
    expect((await get(url, colleague.cookies)).statusCode).toBe(404);
  });

  it('shows the parent their child’s assignments, to do and done with stars, and no one else’s', async () => {
    const ada = kids.Ada!;
    const due = new Date(t.clock.now.getTime() + 3 * DAY).toISOString();
    const made = await t.post(
      ASSIGNMENT_PATHS.create,
      { class_id: classId, activity_ids: ['grade-3-add-episode', 'grade-3-add-worksheet'], starts_at: new Date(t.clock.now.getTime() - 1000).toISOString(), due_at: due, item_count: 5 },
      { cookies: teacher, remoteAddress: ip() },
    );
    expect(made.statusCode, made.body).toBe(200);
    const assignment = made.json() as AssignmentView;

    // the parent of Ada, linked by the teacher's code
    const parent = await signIn('parent');
    const { code } = (await t.post(PARENT_PATHS.studentCode(ada.id), {}, { cookies: teacher })).json();
    expect((await t.post(PARENT_PATHS.links, { code }, { cookies: parent.cookies, remoteAddress: ip() })).statusCode).toBe(200);
    const page = () => get(`${PARENT_PATHS.child(ada.id)}?region_code=us&language_code=en`, parent.cookies);
    let view = (await page()).json() as ParentChildView;
    expect(view.assignments).toEqual([
      expect.objectContaining({ id: assignment.id, due_at: due, done: false, stars: 0, activities: [expect.objectContaining({ id: 'grade-3-add-episode', done: false }), expect.objectContaining({ id: 'grade-3-add-worksheet', type: 'worksheet' })] }),
    ]);

    // Ada plays it: 5 right of 5
    const started = await t.post(ASSIGNMENT_PATHS.play(assignment.id), { activity_id: 'grade-3-add-episode' }, { cookies: ada.cookies, remoteAddress: ip() });
    let run = started.json() as RunView;
    while (run.item) {
      const item = await askedItem(t, run.id);
      run = ((await answer(t, run.id, run.item.id, rightResponse(item), ada.cookies)).json() as { run: RunView }).run;
    }
    view = (await page()).json() as ParentChildView;
    expect(view.assignments[0]).toMatchObject({ id: assignment.id, done: true, stars: 3 });
    expect(view.assignments[0]!.activities[0]).toMatchObject({ done: true, stars: 3 });

    // Noor's page is not this parent's; a family's own child has no class and so no assignments
    expect((await get(PARENT_PATHS.child(kids.Noor!.id), parent.cookies)).statusCode).toBe(404);
    const family = await signIn('parent');
    const sam = (await t.post(ACCOUNT_PATHS.children, { first_name: 'Sam', grade: '3' }, { cookies: family.cookies, remoteAddress: ip() })).json().children[0].id as string;
    expect((await get(PARENT_PATHS.child(sam), family.cookies)).json()).toMatchObject({ child: { link: 'family', class: null }, assignments: [] });
  });
});
