/**
 * Who gets what (decision 061): every route that reads or writes school, class or child data,
 * called as five people, and the answer each gets. The routes are taken from the app's own route
 * list (its OpenAPI document), so a new route whose path speaks of schools, classes, students,
 * children, challenges, progress or teachers fails this test until a row says who may call it.
 *
 * The people: the owner (the class's teacher, their school's admin), a colleague (a verified
 * teacher of the same school), a teacher of another school (verified there), a self-declared
 * school leader (signed up so, and asked to join the school: pending), and anonymous.
 * Whatever the status, no one but the owner reads the owner's children's full names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ASSIGNMENT_PATHS } from '@numbloom/domain/assignments';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { childActivityPath } from '@numbloom/domain/child-activity';
import { CHILD_CHALLENGES_PATH } from '@numbloom/domain/child-challenges';
import { CHILD_HOME_PATH } from '@numbloom/domain/child-home';
import { PARENT_PATHS } from '@numbloom/domain/parents';
import { NOTIFICATION_PATHS } from '@numbloom/domain/notifications';
import { SCHOOL_PATHS } from '@numbloom/domain/school-members';
import { RUN_PATHS, type RunView } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { classNamed, createUser, loginAs, PASSWORD, sessionCookieOf, studentsIn } from '../accounts/test-support.ts';
import { answer, askedItem, rightResponse } from '../progress/test-support.ts';
import { insertSchools } from '../schools/store.ts';
import { runStaff } from '../staff/cli.ts';
import { generateOneRoster } from './roster/oneroster-fixtures.ts';
import { makeMember, putClassInSchool } from './test-support.ts';

const PEOPLE = ['anonymous', 'leader', 'other', 'colleague', 'owner'] as const;
type Person = (typeof PEOPLE)[number];
type Cookies = Record<string, string> | undefined;

interface Fixture {
  schoolA: number;
  schoolB: number;
  cookies: Record<Person, Cookies>;
  userId: Record<Exclude<Person, 'anonymous'>, string>;
  /** each signed-in person's own class */
  classOf: Record<Exclude<Person, 'anonymous'>, string>;
  ownerClass: string;
  ownerClassCode: string;
  ownerSecondClass: string;
  child: string;
  secondChild: string;
  over: string;
  open: string;
  certificateCode: string;
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: Record<string, unknown>;
}

interface Row {
  /** the request, made anew for each person (a write's target is made by `setup`) */
  call: (f: Fixture, who: Person, made: Record<string, string>) => Call;
  /** the status each person gets, in the order of PEOPLE */
  expect: Record<Person, number>;
  /** makes what a write acts on, once per person, before the call */
  setup?: (f: Fixture) => Promise<Record<string, string>>;
  /** the answer may name the owner's children to these (the class code is the class's own key) */
  namesTo?: Person[];
}

const all = (status: number, anonymous = status): Record<Person, number> => ({ anonymous, leader: status, other: status, colleague: status, owner: status });
const adminOnly = (ok = 200): Record<Person, number> => ({ anonymous: 401, leader: 403, other: 403, colleague: 403, owner: ok });
/** only the owner: everyone else is told it does not exist */
const ownerElse404 = (ok = 200): Record<Person, number> => ({ anonymous: 401, leader: 404, other: 404, colleague: 404, owner: ok });

let t: TestApp;
let spares = 0;
let ip = 0;
const nextIp = () => `203.0.113.${(ip = (ip % 250) + 1)}`;

/** Each call from an address of its own: the routes' own rate limits are not what this test is about. */
async function send(call: Call, cookies: Cookies): Promise<LightMyRequestResponse> {
  const remoteAddress = nextIp();
  if (call.method === 'GET') return t.app.inject({ method: 'GET', url: call.url, remoteAddress, ...(cookies ? { cookies } : {}) });
  return t.post(call.url, call.body ?? {}, { method: call.method, remoteAddress, ...(cookies ? { cookies } : {}) });
}

const inviteToken = async (f: Fixture, type: 1 | 2) => {
  const res = await t.app.inject({ method: 'GET', url: `/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/?school_id=${f.schoolA}&invite_type=${type}` });
  return (res.json()[0].link as string).split('/').at(-2)!;
};

/** A teacher who has asked to join school A and waits: what approve, refuse and remove act on. */
async function pendingTeacher(f: Fixture) {
  const { user, email } = await createUser(t, { role: 'teacher' });
  const cookies = await loginAs(t, email, PASSWORD, nextIp());
  const res = await t.post(SCHOOL_PATHS.joinRequests, { token: await inviteToken(f, 1) }, { cookies, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
  return { userId: user.id };
}

/** A parent linked to the owner's child by a parent code (made once; the owner's removal ends it). */
let linked: string | undefined;
async function linkedParent(f: Fixture): Promise<string> {
  if (linked) return linked;
  const { user, email } = await createUser(t, { role: 'parent' });
  const cookies = await loginAs(t, email, PASSWORD, nextIp());
  const { code } = (await t.post(PARENT_PATHS.studentCode(f.child), {}, { cookies: f.cookies.owner })).json();
  expect((await t.post(PARENT_PATHS.links, { code }, { cookies, remoteAddress: nextIp() })).statusCode).toBe(200);
  return (linked = user.id);
}

/** A small OneRoster export of school A (its directory code is the org's identifier). */
const rosterBody = () => ({
  files: Object.entries(generateOneRoster({ schools: [{ identifier: 'AC-OAK', name: 'Access Oak Primary' }], teachersPerSchool: 1, classesPerTeacher: 1, childrenPerClass: 2 }).files).map(([name, text]) => ({
    name,
    content_base64: Buffer.from(text).toString('base64'),
  })),
});

/** An assignment of the owner's class, for the whole class: what the assignment rows act on. */
const assignmentBody = (f: Fixture) => ({
  class_id: f.ownerClass,
  activity_ids: ['grade-3-add-episode'],
  starts_at: new Date(t.clock.now.getTime() - 60_000).toISOString(),
  due_at: new Date(t.clock.now.getTime() + 3 * 24 * 3600_000).toISOString(),
});
async function ownerAssignment(f: Fixture) {
  const res = await t.post(ASSIGNMENT_PATHS.create, assignmentBody(f), { cookies: f.cookies.owner, remoteAddress: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  return { id: res.json().id as string };
}

const ROUTES: Record<string, Row> = {
  // ── the directory and a school's invitations ──
  'GET /api/v2/school-management/autocomplete': { call: () => ({ method: 'GET', url: '/api/v2/school-management/autocomplete?search=access' }), expect: all(200) },
  // the spec's invite-link call: a link only asks to join, it opens nothing (decision 061)
  'GET /cached-api/v2/school-management/enterprise-invite-link-by-regional-school/': {
    call: (f) => ({ method: 'GET', url: `/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/?school_id=${f.schoolA}&invite_type=1,2` }),
    expect: all(200),
  },
  'GET /api/v2/schools/invitations/{token}/': { setup: async (f) => ({ token: await inviteToken(f, 1) }), call: (_f, _w, m) => ({ method: 'GET', url: SCHOOL_PATHS.invitation(m.token!) }), expect: all(200) },
  'POST /api/v2/schools/join-requests/': {
    setup: async (f) => ({ token: await inviteToken(f, 1) }),
    call: (_f, _w, m) => ({ method: 'POST', url: SCHOOL_PATHS.joinRequests, body: { token: m.token } }),
    // members already are; another school's teacher and the self-declared leader only ask (pending)
    expect: { anonymous: 401, leader: 200, other: 200, colleague: 409, owner: 409 },
  },
  'GET /api/v2/schools/mine/': { call: () => ({ method: 'GET', url: SCHOOL_PATHS.mine }), expect: all(200, 401) },

  // ── the school admin's ──
  'GET /api/v2/schools/{schoolId}/': { call: (f) => ({ method: 'GET', url: SCHOOL_PATHS.school(f.schoolA) }), expect: adminOnly() },
  'POST /api/v2/schools/{schoolId}/members/{userId}/approve/': {
    setup: pendingTeacher,
    call: (f, _w, m) => ({ method: 'POST', url: SCHOOL_PATHS.approve(f.schoolA, m.userId!) }),
    expect: adminOnly(),
  },
  'PATCH /api/v2/schools/{schoolId}/members/{userId}/': {
    call: (f) => ({ method: 'PATCH', url: SCHOOL_PATHS.member(f.schoolA, f.userId.colleague), body: { role: 'teacher' } }),
    expect: adminOnly(),
  },
  'DELETE /api/v2/schools/{schoolId}/members/{userId}/': {
    setup: pendingTeacher,
    call: (f, _w, m) => ({ method: 'DELETE', url: SCHOOL_PATHS.member(f.schoolA, m.userId!) }),
    expect: adminOnly(),
  },
  'POST /api/v2/schools/{schoolId}/invite-links/renew/': { call: (f) => ({ method: 'POST', url: SCHOOL_PATHS.renewLinks(f.schoolA), body: { invite_type: 2 } }), expect: adminOnly() },
  'PUT /api/v2/schools/{schoolId}/classes/{classId}/': {
    call: (f) => ({ method: 'PUT', url: SCHOOL_PATHS.schoolClass(f.schoolA, f.ownerClass), body: { grade: '3' } }),
    // the colleague is a member, but the class is not theirs; the others are not members
    expect: adminOnly(),
  },
  'DELETE /api/v2/schools/{schoolId}/classes/{classId}/': {
    setup: async (f) => {
      const name = `Spare ${++spares}`;
      const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name }, { cookies: f.cookies.owner })).json();
      const id = made.classes.find((c: { name: string }) => c.name === name).id as string;
      await putClassInSchool(t, f.schoolA, id, '2');
      return { classId: id };
    },
    call: (f, _w, m) => ({ method: 'DELETE', url: SCHOOL_PATHS.schoolClass(f.schoolA, m.classId!) }),
    expect: adminOnly(),
  },
  'GET /api/v2/schools/{schoolId}/classes/{classId}/students/': {
    call: (f) => ({ method: 'GET', url: SCHOOL_PATHS.classStudents(f.schoolA, f.ownerClass) }),
    expect: adminOnly(),
  },
  'POST /api/v2/schools/{schoolId}/students/{studentId}/move/': {
    call: (f) => ({ method: 'POST', url: SCHOOL_PATHS.moveStudent(f.schoolA, f.secondChild), body: { class_id: f.ownerSecondClass } }),
    expect: adminOnly(),
  },
  'POST /api/v2/schools/{schoolId}/rollover/': { call: (f) => ({ method: 'POST', url: SCHOOL_PATHS.rollover(f.schoolA), body: { confirm: true } }), expect: adminOnly() },
  'PATCH /api/v2/schools/{schoolId}/settings/': { call: (f) => ({ method: 'PATCH', url: SCHOOL_PATHS.settings(f.schoolA), body: { show_names_on_boards: false } }), expect: adminOnly() },
  'PUT /api/v2/schools/{schoolId}/parents/{linkId}/': {
    setup: async (f) => {
      const { email } = await createUser(t, { role: 'parent' });
      const cookies = await loginAs(t, email, PASSWORD, nextIp());
      await t.post(SCHOOL_PATHS.joinRequests, { token: await inviteToken(f, 2) }, { cookies, remoteAddress: nextIp() });
      const mine = (await t.app.inject({ method: 'GET', url: SCHOOL_PATHS.mine, cookies })).json();
      return { linkId: String(mine.parent_links[0].id) };
    },
    call: (f, _w, m) => ({ method: 'PUT', url: SCHOOL_PATHS.parentLink(f.schoolA, Number(m.linkId)), body: { student_id: f.child } }),
    expect: adminOnly(),
  },
  // a OneRoster export of the school's (decision 062): its admin previews and imports it
  'POST /api/v2/schools/{schoolId}/roster/preview': { call: (f) => ({ method: 'POST', url: `/api/v2/schools/${f.schoolA}/roster/preview`, body: rosterBody() }), expect: adminOnly() },
  'POST /api/v2/schools/{schoolId}/roster/import': { call: (f) => ({ method: 'POST', url: `/api/v2/schools/${f.schoolA}/roster/import`, body: rosterBody() }), expect: adminOnly() },
  // Google Classroom import: this app has no Google sign-in configured, so it is not offered to anyone
  // (classroom/classroom.test.ts walks it where it is: only the teacher's own grant, into their own class)
  'GET /api/v2/classroom/authorize': { call: () => ({ method: 'GET', url: '/api/v2/classroom/authorize?next=/' }), expect: all(404, 401) },
  'GET /api/v2/classroom/courses/': { call: () => ({ method: 'GET', url: '/api/v2/classroom/courses/' }), expect: all(404, 401) },
  'POST /api/v2/classroom/courses/{courseId}/import': { call: (f) => ({ method: 'POST', url: '/api/v2/classroom/courses/101/import', body: { class_id: f.ownerClass } }), expect: all(404, 401) },
  'GET /api/v2/schools/{schoolId}/audit/': { call: (f) => ({ method: 'GET', url: SCHOOL_PATHS.audit(f.schoolA) }), expect: adminOnly() },
  'GET /api/v2/schools/{schoolId}/results/': { call: (f) => ({ method: 'GET', url: SCHOOL_PATHS.results(f.schoolA) }), expect: adminOnly() },

  // ── challenges ──
  'GET /api/v2/challenge/': { call: () => ({ method: 'GET', url: '/api/v2/challenge/' }), expect: all(200) },
  'GET /api/v2/challenge/{uuid}/': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.challenge(f.over) }), expect: all(200) },
  'POST /api/v2/challenge/user-challenge-registration/': {
    // each registers their own class for school A: only its members may
    call: (f, who) => ({ method: 'POST', url: CHALLENGE_PATHS.registration, body: { challenge: f.open, class_ids: who === 'anonymous' ? [f.ownerClass] : [f.classOf[who]], school_id: f.schoolA } }),
    expect: { anonymous: 401, leader: 403, other: 403, colleague: 200, owner: 200 },
  },
  'POST /api/v2/challenge/{uuid}/runs/': {
    call: (f) => ({ method: 'POST', url: CHALLENGE_PATHS.play(f.over), body: { activity_id: 'grade-3-add-episode' } }),
    expect: all(409, 401),
  },
  'GET /api/v2/challenge/{uuid}/leaderboard/': { call: (f) => ({ method: 'GET', url: `${CHALLENGE_PATHS.leaderboard(f.over)}?board=students` }), expect: all(200) },
  // everyone signed in has a report: of their own registrations (the owner's school's, for its admin)
  'GET /api/v2/challenge/{uuid}/report/': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.report(f.over) }), expect: all(200, 401) },
  'GET /api/v2/challenge/{uuid}/report.csv': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.reportCsv(f.over) }), expect: all(200, 401) },
  'GET /api/v2/challenge/{uuid}/certificates/{userId}.pdf': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.certificate(f.over, f.child) }), expect: ownerElse404() },
  'GET /api/v2/challenge/{uuid}/classes/{classId}/certificates.pdf': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.classCertificates(f.over, f.ownerClass) }), expect: ownerElse404() },
  // a certificate's code shows its first name and initial to whoever holds it (the printed page)
  'GET /api/v2/challenge/verify/{code}/': { call: (f) => ({ method: 'GET', url: CHALLENGE_PATHS.verify(f.certificateCode) }), expect: all(200) },

  // ── classes and children ──
  'GET /api/v2/accounts/onboarding-get-my-class-code/': { call: () => ({ method: 'GET', url: ACCOUNT_PATHS.myClassCode }), expect: all(200, 401) },
  'POST /api/v2/accounts/onboarding-get-my-class-code/': { call: () => ({ method: 'POST', url: ACCOUNT_PATHS.myClassCode, body: { name: 'Access Extra' } }), expect: all(200, 401) },
  'POST /api/v2/accounts/classes/{classId}/students/': {
    call: (f) => ({ method: 'POST', url: ACCOUNT_PATHS.classStudents(f.ownerClass), body: { names: ['Zed Extra'] } }),
    expect: ownerElse404(),
  },
  'PATCH /api/v2/accounts/students/{studentId}/': {
    call: (f) => ({ method: 'PATCH', url: `/api/v2/accounts/students/${f.child}/`, body: { display_name: 'Ada Lovelace' } }),
    expect: ownerElse404(),
  },
  'DELETE /api/v2/accounts/students/{studentId}/': {
    setup: async (f) => {
      const added = (await t.post(ACCOUNT_PATHS.classStudents(f.ownerClass), { names: ['Temp Lovelace'] }, { cookies: f.cookies.owner })).json();
      return { id: added.students.find((s: { display_name: string }) => s.display_name === 'Temp Lovelace').id as string };
    },
    call: (_f, _w, m) => ({ method: 'DELETE', url: `/api/v2/accounts/students/${m.id}/` }),
    expect: ownerElse404(),
  },
  // a parent's own children: no teacher has any
  'GET /api/v2/accounts/children/': { call: () => ({ method: 'GET', url: ACCOUNT_PATHS.children }), expect: all(403, 401) },
  'POST /api/v2/accounts/children/': { call: () => ({ method: 'POST', url: ACCOUNT_PATHS.children, body: { first_name: 'Noor', grade: '3' } }), expect: all(403, 401) },
  // the class code is the class's own key: with it, a child picks their name (the product's sign-in)
  'POST /api/v2/accounts/teacher-code-login/': {
    call: (f) => ({ method: 'POST', url: ACCOUNT_PATHS.teacherCodeLogin, body: { class_code: f.ownerClassCode } }),
    expect: all(200),
    namesTo: [...PEOPLE],
  },
  // the caller's own details (a signed-out visitor is told they are not signed in)
  'GET /api/v2/accounts/onboarding-get-teacher-information/': { call: () => ({ method: 'GET', url: '/api/v2/accounts/onboarding-get-teacher-information/' }), expect: all(200) },
  'GET /api/v2/progress/classes/{id}/mastery/': { call: (f) => ({ method: 'GET', url: `/api/v2/progress/classes/${f.ownerClass}/mastery/` }), expect: ownerElse404() },
  // a child over time and per standard: the class's teacher, and an admin of a school holding the class (decision 085)
  'GET /api/v2/progress/classes/{id}/students/{studentId}/': { call: (f) => ({ method: 'GET', url: RUN_PATHS.childProgress(f.ownerClass, f.child) }), expect: ownerElse404() },
  'GET /api/v2/progress/classes/{id}/students/{studentId}/report.csv': { call: (f) => ({ method: 'GET', url: RUN_PATHS.childProgressCsv(f.ownerClass, f.child) }), expect: ownerElse404() },
  'GET /api/v2/teachers/dashboard/': { call: () => ({ method: 'GET', url: '/api/v2/teachers/dashboard/' }), expect: all(200, 401) },
  'GET /api/v2/teachers/arena-class-details/{klassId}/': {
    call: (f) => ({ method: 'GET', url: `/api/v2/teachers/arena-class-details/${f.ownerClass}/` }),
    expect: { anonymous: 401, leader: 403, other: 403, colleague: 403, owner: 200 },
  },

  // ── parents (decision 077): a parent's own children; a teacher's parent code for a child of their class ──
  'GET /api/v2/parents/children/': { call: () => ({ method: 'GET', url: PARENT_PATHS.children }), expect: all(403, 401) },
  'GET /api/v2/parents/children/{childId}/': { call: (f) => ({ method: 'GET', url: PARENT_PATHS.child(f.child) }), expect: all(403, 401) },
  'POST /api/v2/parents/links/': { call: () => ({ method: 'POST', url: PARENT_PATHS.links, body: { code: 'ABCD-EFGH' } }), expect: all(403, 401) },
  'GET /api/v2/parents/students/{studentId}/code/': { call: (f) => ({ method: 'GET', url: PARENT_PATHS.studentCode(f.child) }), expect: ownerElse404() },
  'POST /api/v2/parents/students/{studentId}/code/': { call: (f) => ({ method: 'POST', url: PARENT_PATHS.studentCode(f.secondChild) }), expect: ownerElse404() },
  'DELETE /api/v2/parents/students/{studentId}/code/': {
    setup: async (f) => {
      expect((await t.post(PARENT_PATHS.studentCode(f.child), {}, { cookies: f.cookies.owner })).statusCode).toBe(200);
      return {};
    },
    call: (f) => ({ method: 'DELETE', url: PARENT_PATHS.studentCode(f.child) }),
    expect: ownerElse404(),
  },
  'DELETE /api/v2/parents/students/{studentId}/parents/{parentId}/': {
    setup: async (f) => ({ parentId: await linkedParent(f) }),
    call: (f, _w, m) => ({ method: 'DELETE', url: PARENT_PATHS.studentParent(f.child, m.parentId!) }),
    expect: ownerElse404(),
  },
  // ── which mail one gets (decision 078): the caller's own choice; an unsubscribe link's token is its only key ──
  'GET /api/v2/notifications/preferences/': { call: () => ({ method: 'GET', url: NOTIFICATION_PATHS.preferences }), expect: all(200, 401) },
  'PUT /api/v2/notifications/preferences/': { call: () => ({ method: 'PUT', url: NOTIFICATION_PATHS.preferences, body: { challenge_updates: true } }), expect: all(200, 401) },
  'POST /api/v2/notifications/unsubscribe/': { call: () => ({ method: 'POST', url: NOTIFICATION_PATHS.unsubscribe, body: { token: 'made-up-token' } }), expect: all(400) },
  'POST /api/v2/notifications/one-click-unsubscribe/': {
    call: () => ({ method: 'POST', url: `${NOTIFICATION_PATHS.oneClick}?token=made-up-token`, body: { 'List-Unsubscribe': 'One-Click' } }),
    expect: all(400),
  },
  // ── assignments (decision 076): the class's teacher writes and reads; an admin of its school reads (the owner is both) ──
  'POST /api/v2/teachers/assignments/': { call: (f) => ({ method: 'POST', url: ASSIGNMENT_PATHS.create, body: assignmentBody(f) }), expect: ownerElse404() },
  'GET /api/v2/classes/{classId}/assignments/': { setup: ownerAssignment, call: (f) => ({ method: 'GET', url: ASSIGNMENT_PATHS.ofClass(f.ownerClass) }), expect: ownerElse404() },
  'GET /api/v2/teachers/assignments/{id}/': { setup: ownerAssignment, call: (_f, _w, m) => ({ method: 'GET', url: ASSIGNMENT_PATHS.one(m.id!) }), expect: ownerElse404() },
  'PUT /api/v2/teachers/assignments/{id}/': {
    setup: ownerAssignment,
    call: (f, _w, m) => ({ method: 'PUT', url: ASSIGNMENT_PATHS.one(m.id!), body: { ...assignmentBody(f), required: true } }),
    expect: ownerElse404(),
  },
  'DELETE /api/v2/teachers/assignments/{id}/': { setup: ownerAssignment, call: (_f, _w, m) => ({ method: 'DELETE', url: ASSIGNMENT_PATHS.one(m.id!) }), expect: ownerElse404() },
  'POST /api/v2/teachers/assignments/{id}/close/': { setup: ownerAssignment, call: (_f, _w, m) => ({ method: 'POST', url: ASSIGNMENT_PATHS.close(m.id!) }), expect: ownerElse404() },
  'GET /api/v2/teachers/assignments/{id}/report/': { setup: ownerAssignment, call: (_f, _w, m) => ({ method: 'GET', url: ASSIGNMENT_PATHS.report(m.id!) }), expect: ownerElse404() },
  'GET /api/v2/teachers/assignments/{id}/report.csv': { setup: ownerAssignment, call: (_f, _w, m) => ({ method: 'GET', url: ASSIGNMENT_PATHS.reportCsv(m.id!) }), expect: ownerElse404() },
  // a child's own assignment only (assignments.test.ts); no teacher plays one
  'POST /api/v2/students/assignments/{id}/runs/': {
    setup: ownerAssignment,
    call: (_f, _w, m) => ({ method: 'POST', url: ASSIGNMENT_PATHS.play(m.id!), body: { activity_id: 'grade-3-add-episode' } }),
    expect: all(403, 401),
  },
  // ── a signed-in child's own pages (decisions 075, 097, 101): their home, their record on one activity and their challenges; a teacher gets none ──
  'GET /api/v2/my/home/': { call: () => ({ method: 'GET', url: CHILD_HOME_PATH }), expect: all(403, 401) },
  'GET /api/v2/my/activities/{id}/': { call: () => ({ method: 'GET', url: childActivityPath('grade-3-add-episode') }), expect: all(403, 401) },
  'GET /api/v2/my/challenges/': { call: () => ({ method: 'GET', url: CHILD_CHALLENGES_PATH }), expect: all(403, 401) },
};

/**
 * Routes whose path matches the words below but hold no school, class or child data of anyone
 * else, each with why; the live games' own checks (a room's host, its players) are tested with them.
 */
const NOT_SCHOOL_DATA: Record<string, string> = {
  'POST /api/v2/teachers/end-arena-activity/': 'a room the caller hosts (games tests)',
  'POST /api/v2/interactions/notify-students/': 'a room the caller hosts (games tests)',
  'GET /api/v2/students/arena-notices/': 'the signed-in child’s own notices (games tests)',
  'POST /api/v2/students/arena-notices/{code}/launch/': 'the signed-in child’s own notice (games tests)',
  'GET /api/v2/progress/mastery/': 'the caller’s own mastery',
  'GET /api/v2/captcha/challenge/': 'a captcha’s puzzle, not a maths challenge',
  'GET /api/student-site-v2/matific-play-initialization-data/': 'a single-use Arena launch link’s own child (games tests)',
};

// /my/ is a signed-in child's own data (their home, their record on an activity, their challenges)
const SCOPE = /school|class|student|child|challenge|progress|teacher|klass|\/my\//i;

describe('routes × people', { timeout: 600_000 }, () => {
  let f: Fixture;

  beforeAll(async () => {
    t = await createTestApp();
    await insertSchools(t.database.db, [
      { name: 'Access Oak Primary', city: 'Albany', code: 'AC-OAK', country: 'US', state: 'NY' },
      { name: 'Access Elm Primary', city: 'Austin', code: 'AC-ELM', country: 'US', state: 'TX' },
    ]);
    const found = async (term: string) => (await t.app.inject({ method: 'GET', url: `/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}` })).json()[0].id as number;
    const schoolA = await found('access oak');
    const schoolB = await found('access elm');
    const person = async (role: 'teacher' | 'school_leader') => {
      const { user, email } = await createUser(t, { role });
      return { id: user.id, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
    };
    const [owner, colleague, other, leader] = [await person('teacher'), await person('teacher'), await person('teacher'), await person('school_leader')];
    await makeMember(t, schoolA, owner.id, 'admin');
    await makeMember(t, schoolA, colleague.id, 'teacher');
    await makeMember(t, schoolB, other.id, 'admin');
    const classFor = (cookies: Record<string, string>, name: string) => classNamed(t, cookies, name);
    const ownerClass = await classFor(owner.cookies, 'Oak 3');
    const ownerSecond = await classFor(owner.cookies, 'Oak 3B');
    const classOf = {
      owner: ownerClass.id,
      colleague: (await classFor(colleague.cookies, 'Colleague 4')).id,
      other: (await classFor(other.cookies, 'Elm 3')).id,
      leader: (await classFor(leader.cookies, 'Leader 3')).id,
    };
    await putClassInSchool(t, schoolA, ownerClass.id, '3');
    await putClassInSchool(t, schoolA, ownerSecond.id, '3');
    const [child, secondChild] = (await studentsIn(t, ownerClass.id, ['Ada Lovelace', 'Grace Lovelace'], owner.cookies)) as [string, string];
    // the self-declared leader asks to join through the school's link: pending, so nothing
    const token = (
      await t.app.inject({ method: 'GET', url: `/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/?school_id=${schoolA}&invite_type=1` })
    ).json()[0].link.split('/').at(-2);
    expect((await t.post(SCHOOL_PATHS.joinRequests, { token }, { cookies: leader.cookies })).json()).toMatchObject({ status: 'pending' });

    // a challenge the owner's class played for the school, now over, with a certificate
    const HOUR = 3600_000;
    const staffChallenge = async () => {
      const now = t.clock.now.getTime();
      const iso = (ms: number) => new Date(now + ms).toISOString();
      const dir = mkdtempSync(path.join(tmpdir(), 'access-'));
      writeFileSync(
        path.join(dir, 'c.json'),
        JSON.stringify({
          names: { en: 'Access Week' },
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
      return out.join('\n').match(/Created challenge ([0-9a-f-]{36})/)![1]!;
    };
    const over = await staffChallenge();
    expect((await t.post(CHALLENGE_PATHS.registration, { challenge: over, class_ids: [ownerClass.id], school_id: schoolA }, { cookies: owner.cookies })).statusCode).toBe(200);
    t.clock.advance(2 * HOUR);
    const login = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: ownerClass.class_code, student_id: child }, { remoteAddress: nextIp() });
    const ada = sessionCookieOf(login)!;
    let view = (await t.post(CHALLENGE_PATHS.play(over), { activity_id: 'grade-3-add-episode' }, { cookies: ada })).json() as RunView;
    while (view.item) view = (await answer(t, view.id, view.item.id, rightResponse(await askedItem(t, view.id)), ada)).json().run as RunView;
    t.clock.advance(HOUR + 1000);
    const report = (await t.app.inject({ method: 'GET', url: CHALLENGE_PATHS.report(over), cookies: owner.cookies })).json();
    const certificateCode = report.rows.find((r: { user_id: string }) => r.user_id === child).certificate_code as string;
    expect(certificateCode).toBeTruthy();
    const open = await staffChallenge();

    f = {
      schoolA,
      schoolB,
      cookies: { anonymous: undefined, leader: leader.cookies, other: other.cookies, colleague: colleague.cookies, owner: owner.cookies },
      userId: { owner: owner.id, colleague: colleague.id, other: other.id, leader: leader.id },
      classOf,
      ownerClass: ownerClass.id,
      ownerClassCode: ownerClass.class_code,
      ownerSecondClass: ownerSecond.id,
      child,
      secondChild,
      over,
      open,
      certificateCode,
    };
  }, 600_000);
  afterAll(() => t?.close());

  it('has a row for every route that speaks of schools, classes, children, challenges or teachers', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    const inScope = routes.filter((r) => SCOPE.test(r) && !r.includes('/staff/') && !r.includes('/test/'));
    expect(inScope.filter((r) => !(r in ROUTES) && !(r in NOT_SCHOOL_DATA))).toEqual([]);
    // and no row for a route that is gone
    expect([...Object.keys(ROUTES), ...Object.keys(NOT_SCHOOL_DATA)].filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers each person as the table says, and names the owner’s children to the owner alone', async () => {
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const [route, row] of Object.entries(ROUTES)) {
      // the owner last: a write they may make changes nothing the others' calls depend on
      for (const who of PEOPLE) {
        const made = row.setup ? await row.setup(f) : {};
        const res = await send(row.call(f, who, made), f.cookies[who]);
        seen.push(`${route} ${who} ${res.statusCode}`);
        wanted.push(`${route} ${who} ${row.expect[who]}`);
        if (who !== 'owner' && !(row.namesTo ?? []).includes(who)) {
          expect(res.body, `${route} as ${who} names a child`).not.toMatch(/Lovelace/);
        }
      }
    }
    expect(seen).toEqual(wanted);
  });
});
