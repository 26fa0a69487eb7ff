import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DATA_PATHS, type AccountExport } from '@numbloom/domain/account-data';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ASSIGNMENT_MESSAGES, ASSIGNMENT_PATHS, type AssignmentReport, type AssignmentView, type ClassAssignmentsView } from '@numbloom/domain/assignments';
import { CHILD_HOME_PATH, type ChildHomeResponse } from '@numbloom/domain/child-home';
import type { RunAnswerView, RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs, sessionCookieOf } from '../accounts/test-support.ts';
import { answer, askedItem, rightResponse, WRONG } from '../progress/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { makeMember, putClassInSchool } from '../school-members/test-support.ts';

type Cookies = Record<string, string>;
const DAY = 24 * 3600 * 1000;
let ipSeq = 0;
const ip = () => `198.18.7.${(ipSeq = (ipSeq % 250) + 1)}`;

describe('assignments', () => {
  let t: TestApp;
  const teacher: { cookies: Cookies; classId: string; code: string } = { cookies: {}, classId: '', code: '' };
  let otherTeacher: Cookies;
  let otherClass: string;
  const kids: Record<string, { id: string; cookies: Cookies }> = {};

  const get = (url: string, cookies?: Cookies) => t.app.inject({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, body: unknown, cookies?: Cookies) =>
    t.post(url, body, { method, remoteAddress: ip(), ...(cookies ? { cookies } : {}) });

  async function addChild(name: string): Promise<{ id: string; cookies: Cookies }> {
    const added = (await t.post(ACCOUNT_PATHS.classStudents(teacher.classId), { names: [name] }, { cookies: teacher.cookies })).json();
    const id = (added.students as Array<{ id: string; display_name: string }>).find((s) => s.display_name === name)!.id;
    const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: teacher.code, student_id: id }, { remoteAddress: ip() });
    return { id, cookies: sessionCookieOf(login)! };
  }

  /** Plays an assignment's activity to the end: the first `right` answers right, the rest wrong. */
  async function play(child: Cookies, assignmentId: string, activityId: string, right: number, ms = 60_000): Promise<RunAnswerView> {
    const started = await send('POST', ASSIGNMENT_PATHS.play(assignmentId), { activity_id: activityId }, child);
    expect(started.statusCode, started.body).toBe(200);
    let view = started.json() as RunView;
    let last: RunAnswerView | undefined;
    for (let i = 0; view.item; i++) {
      const item = await askedItem(t, view.id);
      if (view.answered === view.item_count - 1) t.clock.advance(ms);
      const res = await answer(t, view.id, view.item.id, i < right ? rightResponse(item) : WRONG, child);
      expect(res.statusCode, res.body).toBe(200);
      last = res.json() as RunAnswerView;
      view = last.run;
    }
    return last!;
  }

  const base = () => ({
    class_id: teacher.classId,
    activity_ids: ['grade-3-add-episode', 'grade-3-add-worksheet'],
    starts_at: new Date(t.clock.now.getTime() - 1000).toISOString(),
    due_at: new Date(t.clock.now.getTime() + 3 * DAY).toISOString(),
    item_count: 5,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createUser(t, { role: 'teacher' });
    teacher.cookies = await loginAs(t, a.email, a.password, ip());
    const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Year 3 Oak' }, { cookies: teacher.cookies })).json();
    teacher.classId = made.classes[0].id;
    teacher.code = made.classes[0].class_code;
    const b = await createUser(t, { role: 'teacher' });
    otherTeacher = await loginAs(t, b.email, b.password, ip());
    otherClass = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Elm 3' }, { cookies: otherTeacher })).json().classes[0].id;
    for (const name of ['Ada Lovelace', 'Noor Haddad', 'Tom Brown']) kids[name.split(' ')[0]!] = await addChild(name);
  });
  afterAll(() => t.close());

  it('refuses bad input with a message per field, and writes nothing', async () => {
    const now = t.clock.now.getTime();
    const bad = async (body: Record<string, unknown>, status = 400) => {
      const res = await send('POST', ASSIGNMENT_PATHS.create, { ...base(), ...body }, teacher.cookies);
      expect(res.statusCode, res.body).toBe(status);
      return res.json() as { user_message: string; errors?: Record<string, string> };
    };
    expect((await bad({ due_at: new Date(now - DAY).toISOString(), starts_at: new Date(now - 2 * DAY).toISOString() })).errors).toEqual({ due_at: ASSIGNMENT_MESSAGES.dueInPast });
    expect((await bad({ starts_at: new Date(now + 4 * DAY).toISOString() })).errors).toMatchObject({ starts_at: ASSIGNMENT_MESSAGES.startAfterDue });
    expect((await bad({ activity_ids: ['grade-3-add-episode', 'no-such-activity'] })).errors).toEqual({ 'activity_ids.1': ASSIGNMENT_MESSAGES.activityNotFound });
    expect((await bad({ item_count: 7 })).errors).toHaveProperty('item_count');
    // a child of another class, or one made up
    expect((await bad({ student_ids: [kids.Ada!.id, '00000000-0000-4000-8000-000000000000'] })).errors).toEqual({ 'student_ids.1': ASSIGNMENT_MESSAGES.studentNotInClass });
    // another teacher's class is as one that does not exist
    expect((await bad({ class_id: otherClass }, 404)).user_message).toBe(ASSIGNMENT_MESSAGES.classNotFound);
    expect((await bad({ class_id: '00000000-0000-4000-8000-000000000000' }, 404)).user_message).toBe(ASSIGNMENT_MESSAGES.classNotFound);
    const list = (await get(ASSIGNMENT_PATHS.ofClass(teacher.classId), teacher.cookies)).json() as ClassAssignmentsView;
    expect(list.assignments).toEqual([]);
  });

  it('counts only server-checked runs, reaches children who join later, and reports per child and per question', async () => {
    const created = await send('POST', ASSIGNMENT_PATHS.create, { ...base(), required: true }, teacher.cookies);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json() as AssignmentView;
    expect(made).toMatchObject({ student_ids: null, required: true, item_count: 5, closed: false, counts: { assigned: 3, not_started: 3, in_progress: 0, done: 0 } });

    // the child's home lists it, to do, with the worksheet to print
    const home = (await get(CHILD_HOME_PATH, kids.Ada!.cookies)).json() as ChildHomeResponse;
    expect(home.assignments).toHaveLength(1);
    expect(home.assignments[0]).toMatchObject({ id: made.id, done: false, required: true });
    expect(home.assignments[0]!.activities.map((a) => [a.id, a.print_url !== null])).toEqual([
      ['grade-3-add-episode', false],
      ['grade-3-add-worksheet', true],
    ]);
    const pdf = await get(home.assignments[0]!.activities[1]!.print_url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // a run of the assignment is the assignment's length, and the same questions for each child
    await play(kids.Ada!.cookies, made.id, 'grade-3-add-episode', 5, 90_000);
    await play(kids.Noor!.cookies, made.id, 'grade-3-add-episode', 2, 120_000);
    // a run played outside the assignment does not count
    const outside = await t.post('/api/v2/runs/', { mode: 'activity', activity_id: 'grade-3-add-episode' }, { cookies: kids.Tom!.cookies });
    expect(outside.json().item_count).toBe(5);
    // Tom starts the assignment and stops after one answer
    const tomRun = (await send('POST', ASSIGNMENT_PATHS.play(made.id), { activity_id: 'grade-3-add-episode' }, kids.Tom!.cookies)).json() as RunView;
    expect(tomRun.item_count).toBe(5);
    await answer(t, tomRun.id, tomRun.item!.id, '12345', kids.Tom!.cookies);
    // the worksheet is done on paper, not played
    expect((await send('POST', ASSIGNMENT_PATHS.play(made.id), { activity_id: 'grade-3-add-worksheet' }, kids.Tom!.cookies)).json().errors).toEqual({ activity_id: ASSIGNMENT_MESSAGES.onPaper });

    // a child who joins later gets it too
    kids.Zoe = await addChild('Zoe Late');
    expect(((await get(CHILD_HOME_PATH, kids.Zoe.cookies)).json() as ChildHomeResponse).assignments.map((a) => a.id)).toEqual([made.id]);

    const report = (await get(ASSIGNMENT_PATHS.report(made.id), teacher.cookies)).json() as AssignmentReport;
    const byName = Object.fromEntries(report.children.map((c) => [c.display_name, c]));
    expect(byName['Ada Lovelace']).toMatchObject({ status: 'done', correct: 5, total: 5, stars: 3, duration_ms: 90_000, runs: 1 });
    expect(byName['Noor Haddad']).toMatchObject({ status: 'done', correct: 2, total: 5, duration_ms: 120_000 });
    expect(byName['Tom Brown']).toMatchObject({ status: 'in-progress', correct: 0, total: 0, runs: 1 });
    expect(byName['Zoe Late']).toMatchObject({ status: 'not-started', runs: 0 });
    expect(report.assignment.counts).toEqual({ assigned: 4, not_started: 1, in_progress: 1, done: 2 });
    expect(report.assignment.average).toBe(70);
    // the class's list sums the runs in SQL: the same counts and average as the report's reckoning
    const listed = ((await get(ASSIGNMENT_PATHS.ofClass(teacher.classId), teacher.cookies)).json() as ClassAssignmentsView).assignments.find((a) => a.id === made.id)!;
    expect(listed).toEqual(report.assignment);
    // the questions, as the children saw them: Ada right on all, Noor on the first two, Tom's "12345" the wrong answer of question 1
    expect(report.questions.map((q) => [q.number, q.answered, q.right])).toEqual([
      [1, 3, 2],
      [2, 2, 2],
      [3, 2, 1],
      [4, 2, 1],
      [5, 2, 1],
    ]);
    expect(report.questions[0]!.text.length).toBeGreaterThan(3);
    // each question as the player showed it (its model or picture, never its answer): Tom's first, as his run gave it
    expect({ ...report.questions[0]!.item, id: '' }).toEqual({ ...tomRun.item, id: '' });
    expect(report.questions.map((q) => q.item?.id)).toEqual(['item-0', 'item-1', 'item-2', 'item-3', 'item-4']);
    expect(JSON.stringify(report.questions.map((q) => q.item))).not.toMatch(/"value"|"explanation"|"seed"/);
    expect(report.questions[0]!.wrong).toEqual([{ text: '12345', count: 1 }]);
    expect(report.questions[2]!.wrong).toEqual([{ text: 'zzz', count: 1 }]);

    const home2 = (await get(CHILD_HOME_PATH, kids.Ada!.cookies)).json() as ChildHomeResponse;
    expect(home2.assignments[0]).toMatchObject({ done: true, stars: 3 });

    // the CSV: spreadsheet-safe, a row per child then per question
    const csv = await get(ASSIGNMENT_PATHS.reportCsv(made.id), teacher.cookies);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith('\uFEFFchild,status,correct,questions,percent,stars,time,runs,finished_at\r\n')).toBe(true);
    expect(csv.body).toContain('Ada Lovelace,done,5,5,100,3,1:30,1,');
    expect(csv.body).toContain('\r\nactivity,question,text,answer,right,answered,common_wrong_answers\r\n');
    expect(csv.body).toContain('12345 ×1');

    // the teacher's data export holds each child's assignment answers, as they gave them
    const exported = (await get(ACCOUNT_DATA_PATHS.export, teacher.cookies)).json() as AccountExport;
    const studentsOut = new Map(exported.classes[0]!.students.map((s) => [s.display_name, s.assignment_answers]));
    expect(studentsOut.get('Ada Lovelace')!.map((a) => [a.assignment_id, a.question_number, a.correct])).toEqual([1, 2, 3, 4, 5].map((n) => [made.id, n, true]));
    expect(studentsOut.get('Ada Lovelace')![0]!.question).toBe(report.questions[0]!.text);
    expect(studentsOut.get('Tom Brown')).toEqual([expect.objectContaining({ question_number: 1, given: '12345', correct: false, activity_id: 'grade-3-add-episode' })]);
    expect(studentsOut.get('Zoe Late')).toEqual([]);
  });

  it('assigns a set of every kind at once, the class game played at home through the assignment only', async () => {
    const set = ['grade-3-add-episode', 'grade-3-add-word-problems', 'grade-3-add-worksheet', 'grade-3-addition-subtraction-class-game'];
    const created = await send('POST', ASSIGNMENT_PATHS.create, { ...base(), activity_ids: set, student_ids: [kids.Tom!.id] }, teacher.cookies);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json() as AssignmentView;
    expect(made.activities.map((a) => [a.id, a.type])).toEqual([
      ['grade-3-add-episode', 'episode'],
      ['grade-3-add-word-problems', 'word-problem'],
      ['grade-3-add-worksheet', 'worksheet'],
      ['grade-3-addition-subtraction-class-game', 'multiplayer-game'],
    ]);
    const mine = ((await get(CHILD_HOME_PATH, kids.Tom!.cookies)).json() as ChildHomeResponse).assignments.find((a) => a.id === made.id)!;
    expect(mine.activities.map((a) => a.print_url !== null)).toEqual([false, false, true, false]);
    // outside an assignment a class game is played live with a teacher, not alone
    const alone = await t.post('/api/v2/runs/', { mode: 'activity', activity_id: 'grade-3-addition-subtraction-class-game' }, { cookies: kids.Tom!.cookies });
    expect(alone.statusCode).toBe(400);
    // through it, a run of the assignment's length that counts; done once every played activity is
    for (const id of [set[0]!, set[1]!]) await play(kids.Tom!.cookies, made.id, id, 5);
    expect((await get(ASSIGNMENT_PATHS.report(made.id), teacher.cookies)).json().children[0]).toMatchObject({ status: 'in-progress' });
    const last = await play(kids.Tom!.cookies, made.id, set[3]!, 3);
    expect(last.run.item_count).toBe(5);
    const report = (await get(ASSIGNMENT_PATHS.report(made.id), teacher.cookies)).json() as AssignmentReport;
    expect(report.children[0]).toMatchObject({ status: 'done', correct: 13, total: 15 });
    expect(((await get(ASSIGNMENT_PATHS.ofClass(teacher.classId), teacher.cookies)).json() as ClassAssignmentsView).assignments.find((a) => a.id === made.id)).toEqual(report.assignment);
    expect(report.questions.filter((q) => q.activity_id === set[3]).map((q) => q.right)).toEqual([1, 1, 1, 0, 0]);
    await send('DELETE', ASSIGNMENT_PATHS.one(made.id), {}, teacher.cookies);
  });

  it('keeps each child to their own work and each teacher to their classes', async () => {
    const chosen = (await send('POST', ASSIGNMENT_PATHS.create, { ...base(), activity_ids: ['grade-3-subtract-episode'], student_ids: [kids.Noor!.id] }, teacher.cookies)).json() as AssignmentView;
    expect(chosen).toMatchObject({ student_ids: [kids.Noor!.id], counts: { assigned: 1 } });
    const homeOf = async (c: Cookies) => ((await get(CHILD_HOME_PATH, c)).json() as ChildHomeResponse).assignments.map((a) => a.id);
    expect(await homeOf(kids.Noor!.cookies)).toContain(chosen.id);
    expect(await homeOf(kids.Ada!.cookies)).not.toContain(chosen.id);
    // a child it is not for cannot play it, nor an activity it does not hold
    expect((await send('POST', ASSIGNMENT_PATHS.play(chosen.id), { activity_id: 'grade-3-subtract-episode' }, kids.Ada!.cookies)).statusCode).toBe(404);
    expect((await send('POST', ASSIGNMENT_PATHS.play(chosen.id), { activity_id: 'grade-3-add-episode' }, kids.Noor!.cookies)).statusCode).toBe(400);
    // another teacher sees none of it
    for (const url of [ASSIGNMENT_PATHS.one(chosen.id), ASSIGNMENT_PATHS.report(chosen.id), ASSIGNMENT_PATHS.reportCsv(chosen.id), ASSIGNMENT_PATHS.ofClass(teacher.classId)]) {
      expect((await get(url, otherTeacher)).statusCode, url).toBe(404);
    }
    expect((await send('PUT', ASSIGNMENT_PATHS.one(chosen.id), base(), otherTeacher)).statusCode).toBe(404);
    expect((await send('DELETE', ASSIGNMENT_PATHS.one(chosen.id), {}, otherTeacher)).statusCode).toBe(404);
    // a child reads no teacher's pages
    expect((await get(ASSIGNMENT_PATHS.report(chosen.id), kids.Noor!.cookies)).statusCode).toBe(403);
    // an admin of the class's school reads the reports, and may not change them
    await insertSchools(t.database.db, [{ name: 'Assign Oak Primary', city: 'Albany', code: 'AS-OAK', country: 'US', state: 'NY' }]);
    const school = (await get('/api/v2/school-management/autocomplete?search=assign%20oak')).json()[0].id as number;
    const admin = await createUser(t, { role: 'teacher' });
    const adminCookies = await loginAs(t, admin.email, admin.password, ip());
    await makeMember(t, school, admin.user.id, 'admin');
    expect((await get(ASSIGNMENT_PATHS.report(chosen.id), adminCookies)).statusCode).toBe(404);
    await putClassInSchool(t, school, teacher.classId, '3');
    expect((await get(ASSIGNMENT_PATHS.report(chosen.id), adminCookies)).statusCode).toBe(200);
    expect(((await get(ASSIGNMENT_PATHS.ofClass(teacher.classId), adminCookies)).json() as ClassAssignmentsView).editable).toBe(false);
    expect((await send('POST', ASSIGNMENT_PATHS.close(chosen.id), {}, adminCookies)).statusCode).toBe(403);

    // edited: another child, another length
    expect((await send('PUT', ASSIGNMENT_PATHS.one(chosen.id), { ...base(), activity_ids: ['grade-3-subtract-episode'], student_ids: [kids.Noor!.id, kids.Tom!.id], item_count: 15 }, teacher.cookies)).json()).toMatchObject({
      item_count: 15,
      counts: { assigned: 2 },
    });
    expect((await send('PUT', ASSIGNMENT_PATHS.one(chosen.id), { ...base(), class_id: otherClass }, teacher.cookies)).json().errors).toEqual({ class_id: ASSIGNMENT_MESSAGES.classChanged });

    // closed: off the children's homes, no new runs, the report stays; then deleted
    expect((await send('POST', ASSIGNMENT_PATHS.close(chosen.id), {}, teacher.cookies)).json()).toMatchObject({ closed: true });
    expect(await homeOf(kids.Noor!.cookies)).not.toContain(chosen.id);
    expect((await send('POST', ASSIGNMENT_PATHS.play(chosen.id), { activity_id: 'grade-3-subtract-episode' }, kids.Noor!.cookies)).statusCode).toBe(409);
    expect((await get(ASSIGNMENT_PATHS.report(chosen.id), teacher.cookies)).statusCode).toBe(200);
    expect((await send('DELETE', ASSIGNMENT_PATHS.one(chosen.id), {}, teacher.cookies)).json()).toEqual({ deleted: true });
    expect((await get(ASSIGNMENT_PATHS.report(chosen.id), teacher.cookies)).statusCode).toBe(404);
  });
});
