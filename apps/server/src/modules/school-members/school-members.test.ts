import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { SCHOOL_MESSAGES, SCHOOL_PATHS } from '@numbloom/domain/school-members';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs, PASSWORD } from '../accounts/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { runStaff } from '../staff/cli.ts';

let ip = 0;
const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;

// on the embedded database: membership is plain rows and locks, which the challenges' PostgreSQL runs already exercise
describe.each(testDrivers().filter((d) => d === 'pglite'))('school membership on %s', { timeout: 240_000 }, (driver) => {
  let t: TestApp;
  let schoolId: number;
  let otherSchool: number;
  const get = (url: string, cookies?: Record<string, string>) => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), ...(cookies ? { cookies } : {}) });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body: unknown, cookies?: Record<string, string>) =>
    t.post(url, body, { method, remoteAddress: nextIp(), ...(cookies ? { cookies } : {}) });
  const person = async (role: 'teacher' | 'parent' | 'school_leader' = 'teacher') => {
    const { user, email } = await createUser(t, { role });
    return { id: user.id, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
  };
  const links = async (id: number) =>
    (await get(`/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/?school_id=${id}&invite_type=1,2`)).json() as Array<{ type: 1 | 2; link: string }>;
  const tokenOf = (link: string) => link.split('/').at(-2)!;

  /** Staff sign in to the staff API (the command line makes the account). */
  async function staffCookies() {
    const out: string[] = [];
    const email = `staff.${process.pid}.${Date.now()}@numbloom.test`;
    await runStaff(['staff', 'create', '--email', email, '--name', 'Sol Staff', '--password-stdin'], {
      database: t.database,
      now: () => t.clock.now,
      cwd: process.cwd(),
      out: (l) => out.push(l),
      readStdin: async () => 'tidy-harbour-lantern-4821',
    });
    const res = await send('POST', STAFF_PATHS.login, { email, password: 'tidy-harbour-lantern-4821' });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
  }

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await insertSchools(t.database.db, [
      { name: 'Member Oak Primary', city: 'Albany', code: 'MB-OAK', country: 'US', state: 'NY' },
      { name: 'Member Elm Primary', city: 'Leeds', code: 'MB-ELM', country: 'GB' },
    ]);
    const found = async (term: string) => (await get(`/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}`)).json()[0].id as number;
    schoolId = await found('member oak');
    otherSchool = await found('member elm');
  }, 240_000);
  afterAll(() => t.close());

  it('makes a first admin only when staff verify them, then lets the admin approve a teacher who follows the school’s link', async () => {
    const first = await person('school_leader');
    // a role chosen at sign-up grants nothing: the school's pages are closed to them
    expect((await get(SCHOOL_PATHS.school(schoolId), first.cookies)).statusCode).toBe(403);
    // a school without an admin can be asked for by name: staff decide
    const asked = await send('POST', SCHOOL_PATHS.joinRequests, { school_id: schoolId }, first.cookies);
    expect(asked.json()).toMatchObject({ status: 'pending', role: 'admin', decided_by: 'staff' });
    expect((await get(SCHOOL_PATHS.school(schoolId), first.cookies)).statusCode).toBe(403);
    // asking again changes nothing
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { school_id: schoolId }, first.cookies)).json()).toMatchObject({ status: 'pending' });

    const staff = await staffCookies();
    const requests = (await get(STAFF_PATHS.schoolRequests, staff)).json().requests as Array<{ school: { id: number }; user_id: string }>;
    expect(requests).toContainEqual(expect.objectContaining({ school: expect.objectContaining({ id: schoolId }), user_id: first.id }));
    // a teacher cannot reach the staff API
    expect((await get(STAFF_PATHS.schoolRequests, first.cookies)).statusCode).toBe(403);
    expect((await send('POST', STAFF_PATHS.schoolRequest(schoolId, first.id), { approve: true }, staff)).statusCode).toBe(200);
    const view = (await get(SCHOOL_PATHS.school(schoolId), first.cookies)).json();
    expect(view).toMatchObject({ you: { role: 'admin' }, members: [expect.objectContaining({ user_id: first.id, role: 'admin', status: 'active' })] });
    // the staff audit and the school's both keep it
    const staffAudit = (await get(`${STAFF_PATHS.audit}?action=school.admin-approve`, staff)).json();
    expect(JSON.stringify(staffAudit)).toContain(first.id);
    expect((await get(SCHOOL_PATHS.audit(schoolId), first.cookies)).json().entries[0]).toMatchObject({ action: 'member.approve', target: first.id });

    // now the school has an admin: asking by name is refused, the link is the way in
    const teacher = await person('teacher');
    const byName = await send('POST', SCHOOL_PATHS.joinRequests, { school_id: schoolId }, teacher.cookies);
    expect([byName.statusCode, byName.json().user_message]).toEqual([409, SCHOOL_MESSAGES.askYourAdmin]);
    const teacherLink = (await links(schoolId)).find((l) => l.type === 1)!.link;
    // the link tells only the school
    expect((await get(SCHOOL_PATHS.invitation(tokenOf(teacherLink)))).json()).toEqual({
      school: { id: schoolId, name: 'Member Oak Primary', city: 'Albany', country: 'US' },
      invite_type: 1,
    });
    // and it opens on the school's own site
    const opened = await get(new URL(teacherLink).pathname);
    expect([opened.statusCode, opened.headers.location]).toEqual([302, `/us/en/school-invite/${tokenOf(teacherLink)}/`]);
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { token: tokenOf(teacherLink) }, teacher.cookies)).json()).toMatchObject({ status: 'pending', role: 'teacher', decided_by: 'school' });
    // pending: nothing yet, and staff no longer decide for this school
    const klass = (await send('POST', ACCOUNT_PATHS.myClassCode, { name: 'Oak 2' }, teacher.cookies)).json().classes[0].id as string;
    expect((await send('PUT', SCHOOL_PATHS.schoolClass(schoolId, klass), { grade: '2' }, teacher.cookies)).statusCode).toBe(403);
    expect((await send('POST', STAFF_PATHS.schoolRequest(schoolId, teacher.id), { approve: true }, staff)).statusCode).toBe(409);

    expect((await send('POST', SCHOOL_PATHS.approve(schoolId, teacher.id), {}, first.cookies)).statusCode).toBe(200);
    expect((await send('PUT', SCHOOL_PATHS.schoolClass(schoolId, klass), { grade: '2' }, teacher.cookies)).statusCode).toBe(200);
    const after = (await get(SCHOOL_PATHS.school(schoolId), first.cookies)).json();
    expect(after.classes).toContainEqual(expect.objectContaining({ id: klass, name: 'Oak 2', grade: '2', teacher_id: teacher.id }));
    expect((await get(SCHOOL_PATHS.mine, teacher.cookies)).json().memberships).toEqual([
      expect.objectContaining({ school: expect.objectContaining({ id: schoolId }), role: 'teacher', status: 'active', classes: [{ id: klass, name: 'Oak 2', grade: '2' }] }),
    ]);
    // the teacher's card: a class taken out is no longer listed as the school's
    expect((await send('DELETE', SCHOOL_PATHS.schoolClass(schoolId, klass), {}, teacher.cookies)).statusCode).toBe(200);
    expect((await get(SCHOOL_PATHS.mine, teacher.cookies)).json().memberships[0].classes).toEqual([]);
    expect((await send('PUT', SCHOOL_PATHS.schoolClass(schoolId, klass), { grade: '2' }, teacher.cookies)).statusCode).toBe(200);

    // renewing the link: the old one stops working at once
    const renewed = (await send('POST', SCHOOL_PATHS.renewLinks(schoolId), { invite_type: 1 }, first.cookies)).json();
    expect(renewed[0].link).not.toBe(teacherLink);
    const late = await person('teacher');
    const old = await send('POST', SCHOOL_PATHS.joinRequests, { token: tokenOf(teacherLink) }, late.cookies);
    expect([old.statusCode, old.json().user_message]).toEqual([404, SCHOOL_MESSAGES.invitationNotFound]);
    expect((await get(SCHOOL_PATHS.invitation(tokenOf(teacherLink)))).statusCode).toBe(404);

    // a school keeps an admin; removing a teacher takes their classes out of the school
    const last = await send('PATCH', SCHOOL_PATHS.member(schoolId, first.id), { role: 'teacher' }, first.cookies);
    expect([last.statusCode, last.json().user_message]).toEqual([409, SCHOOL_MESSAGES.lastAdmin]);
    expect((await send('DELETE', SCHOOL_PATHS.member(schoolId, first.id), {}, first.cookies)).statusCode).toBe(409);
    expect((await send('DELETE', SCHOOL_PATHS.member(schoolId, teacher.id), {}, first.cookies)).statusCode).toBe(200);
    expect((await get(SCHOOL_PATHS.school(schoolId), first.cookies)).json().classes.map((c: { id: string }) => c.id)).not.toContain(klass);
    expect((await get(SCHOOL_PATHS.mine, teacher.cookies)).json().memberships).toEqual([]);
  });

  it('lets an admin move a child between the school’s classes, roll the year over and link a parent to their child', async () => {
    const admin = await person('teacher');
    // made admin of the other school by staff
    await send('POST', SCHOOL_PATHS.joinRequests, { school_id: otherSchool }, admin.cookies);
    const staff = await staffCookies();
    expect((await send('POST', STAFF_PATHS.schoolRequest(otherSchool, admin.id), { approve: true }, staff)).statusCode).toBe(200);
    const classOf = async (name: string, grade: string) => {
      const id = (await send('POST', ACCOUNT_PATHS.myClassCode, { name }, admin.cookies)).json().classes.find((c: { name: string }) => c.name === name).id as string;
      expect((await send('PUT', SCHOOL_PATHS.schoolClass(otherSchool, id), { grade }, admin.cookies)).statusCode).toBe(200);
      return id;
    };
    const five = await classOf('Elm 5', '5');
    const fiveB = await classOf('Elm 5B', '5');
    const six = await classOf('Elm 6', '6');
    const added = (await send('POST', ACCOUNT_PATHS.classStudents(five), { names: ['Mia Park', 'Leo Park'] }, admin.cookies)).json();
    const mia = added.students.find((s: { display_name: string }) => s.display_name === 'Mia Park').id as string;
    await send('POST', ACCOUNT_PATHS.classStudents(fiveB), { names: ['Mia Park'] }, admin.cookies);

    // a child moves with their account; a second Mia takes the next number in the new class
    expect((await send('POST', SCHOOL_PATHS.moveStudent(otherSchool, mia), { class_id: fiveB }, admin.cookies)).statusCode).toBe(200);
    expect((await get(SCHOOL_PATHS.classStudents(otherSchool, fiveB), admin.cookies)).json().students.map((s: { name: string }) => s.name).sort()).toEqual(['Mia Park (1)', 'Mia Park (2)']);
    const again = await send('POST', SCHOOL_PATHS.moveStudent(otherSchool, mia), { class_id: fiveB }, admin.cookies);
    expect([again.statusCode, again.json().user_message]).toEqual([409, SCHOOL_MESSAGES.sameClass]);
    // a class outside the school, an unknown child: refused, nothing moved
    const outside = (await send('POST', ACCOUNT_PATHS.myClassCode, { name: 'Not school' }, admin.cookies)).json().classes.find((c: { name: string }) => c.name === 'Not school').id as string;
    expect((await send('POST', SCHOOL_PATHS.moveStudent(otherSchool, mia), { class_id: outside }, admin.cookies)).json().user_message).toBe(SCHOOL_MESSAGES.classNotFound);
    expect((await send('POST', SCHOOL_PATHS.moveStudent(otherSchool, admin.id), { class_id: five }, admin.cookies)).json().user_message).toBe(SCHOOL_MESSAGES.studentNotFound);

    // the rollover: confirmed, each class a grade up; grade 6 leaves the school
    const unconfirmed = await send('POST', SCHOOL_PATHS.rollover(otherSchool), { confirm: false }, admin.cookies);
    expect([unconfirmed.statusCode, unconfirmed.json().errors?.confirm]).toEqual([400, SCHOOL_MESSAGES.rolloverConfirm]);
    expect((await send('POST', SCHOOL_PATHS.rollover(otherSchool), { confirm: true }, admin.cookies)).json()).toEqual({ moved: 2, left: 1 });
    const classes = (await get(SCHOOL_PATHS.school(otherSchool), admin.cookies)).json().classes as Array<{ id: string; grade: string }>;
    expect(classes.map((c) => [c.id, c.grade]).sort()).toEqual([
      [five, '6'],
      [fiveB, '6'],
    ].sort());
    expect(classes.map((c) => c.id)).not.toContain(six);

    // a parent follows the school's parent link: tied to the school, no child until the admin links one
    const parent = await person('parent');
    const parentLink = (await links(otherSchool)).find((l) => l.type === 2)!.link;
    // the teacher's link refuses a parent and the parent's a teacher
    const teacherLink = (await links(otherSchool)).find((l) => l.type === 1)!.link;
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { token: tokenOf(teacherLink) }, parent.cookies)).json().user_message).toBe(SCHOOL_MESSAGES.teachersOnly);
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { token: tokenOf(parentLink) }, admin.cookies)).json().user_message).toBe(SCHOOL_MESSAGES.parentsOnly);
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { token: tokenOf(parentLink) }, parent.cookies)).json()).toMatchObject({ kind: 'parent', status: 'pending' });
    const mine = (await get(SCHOOL_PATHS.mine, parent.cookies)).json();
    expect(mine.parent_links).toEqual([expect.objectContaining({ child_name: null })]);
    const linkId = mine.parent_links[0].id as number;
    // only a child of the school
    expect((await send('PUT', SCHOOL_PATHS.parentLink(otherSchool, linkId), { student_id: admin.id }, admin.cookies)).statusCode).toBe(400);
    expect((await send('PUT', SCHOOL_PATHS.parentLink(otherSchool, linkId), { student_id: mia }, admin.cookies)).statusCode).toBe(200);
    expect((await get(SCHOOL_PATHS.mine, parent.cookies)).json().parent_links).toEqual([expect.objectContaining({ child_name: 'Mia Park' })]);

    const actions = (await get(SCHOOL_PATHS.audit(otherSchool), admin.cookies)).json().entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['member.approve', 'class.add', 'student.move', 'school.rollover', 'parent.link']));
  });

  it('refuses bad input with a clear answer and changes nothing', async () => {
    const admin = await person('teacher');
    const bodies: unknown[] = [{}, { token: '' }, { token: 'x'.repeat(65) }, { token: 'a\u0000b' }, { school_id: 'one' }, { school_id: -1 }, { token: 'a', extra: 1 }, { token: '\ud800' }];
    for (const body of bodies) {
      const res = await send('POST', SCHOOL_PATHS.joinRequests, body, admin.cookies);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().user_message).toBeTruthy();
    }
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { token: 'not-a-token' }, admin.cookies)).statusCode).toBe(404);
    expect((await send('POST', SCHOOL_PATHS.joinRequests, { school_id: 2_000_000_000 }, admin.cookies)).statusCode).toBe(404);
    expect((await get('/api/v2/schools/abc/', admin.cookies)).statusCode).toBe(400);
    expect((await send('PATCH', SCHOOL_PATHS.settings(schoolId), { show_names_on_boards: 'yes' }, admin.cookies)).statusCode).toBe(400);
    expect((await send('PUT', SCHOOL_PATHS.schoolClass(schoolId, 'not-a-uuid'), { grade: '2' }, admin.cookies)).statusCode).toBe(400);
    expect((await send('PUT', SCHOOL_PATHS.schoolClass(schoolId, '00000000-0000-4000-8000-000000000000'), { grade: '9' }, admin.cookies)).statusCode).toBe(400);
    expect((await get(SCHOOL_PATHS.mine, admin.cookies)).json()).toEqual({ memberships: [], parent_links: [] });
  });
});
