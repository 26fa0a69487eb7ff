/**
 * A school's members (decision 061). Who may read or change anything of a
 * school follows from an active row of school_members, never from the role a
 * person chose at sign-up: a teacher asks to join through the school's
 * invitation link and a school admin approves; a school with no admin yet has
 * its first admin verified by Numbloom staff (in the staff admin, with its
 * audit). Everything a school admin changes is in the school's audit.
 */
import { INVITE_TYPE, type InviteType } from '@numbloom/domain/campaign';
import { keepsClasses, listedStudentName } from '@numbloom/domain/accounts';
import { nextGrade, SCHOOL_AUDIT_PAGE, SCHOOL_GRADES, SCHOOL_MESSAGES, type MemberRole, type SchoolGrade } from '@numbloom/domain/school-members';
import type { SearchedSchool } from '@numbloom/domain/school';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { classesByIds, classesOfTeacher, listedStudents, moveStudent, placementOf, rosterNames, studentsInClasses, usersByIds, type UserRow } from '../accounts/service.ts';
import { invitationOf, inviteLinks, renewInviteLink, schoolById, schoolsByIds } from '../schools/service.ts';
import * as store from './store.ts';
import type { MemberRow } from './store.ts';

export type { MemberRow } from './store.ts';

/** Who did something, for the school's audit: a member, or Numbloom staff (label only). */
export interface SchoolActor {
  userId: string | null;
  label: string;
}

const fullName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => [u.firstName, u.lastName].filter(Boolean).join(' ');
export const actorOfUser = (u: UserRow): SchoolActor => ({ userId: u.id, label: fullName(u) });

const summary = (s: SearchedSchool) => ({ id: s.id, name: s.name, city: s.city, country: s.country });

async function audit(db: Db, now: Date, schoolId: number, actor: SchoolActor, action: string, target = '', detail: Record<string, unknown> = {}) {
  await store.insertAudit(db, { schoolId, actorId: actor.userId, actorLabel: actor.label, action, target, detail, at: now });
}

async function requireSchool(db: Db, schoolId: number): Promise<SearchedSchool> {
  const school = await schoolById(db, schoolId);
  if (!school) throw notFound(SCHOOL_MESSAGES.schoolNotFound);
  return school;
}

// ── what other modules ask ──────────────────────────────────────────────────

/** The caller's active membership of a school, or undefined (a pending request grants nothing). */
export async function activeMembership(db: Db, userId: string, schoolId: number): Promise<MemberRow | undefined> {
  const row = await store.findMember(db, schoolId, userId);
  return row?.status === 'active' ? row : undefined;
}

/** An active member of the school (admin or teacher), or 403. */
export async function requireSchoolMember(db: Db, userId: string, schoolId: number): Promise<MemberRow> {
  const row = await activeMembership(db, userId, schoolId);
  if (!row) throw forbidden(SCHOOL_MESSAGES.notMember);
  return row;
}

/** An active admin of the school, or 403. */
export async function requireSchoolAdmin(db: Db, userId: string, schoolId: number): Promise<MemberRow> {
  const row = await activeMembership(db, userId, schoolId);
  if (row?.role !== 'admin') throw forbidden(SCHOOL_MESSAGES.notAdmin);
  return row;
}

/** The schools a person is an active admin of. */
export async function adminSchoolsOf(db: Db, userId: string): Promise<number[]> {
  return (await store.membershipsOf(db, userId)).filter((m) => m.status === 'active' && m.role === 'admin').map((m) => m.schoolId);
}

/** Whether the user is an active admin of a school that holds this class (who may read its reports, decision 061). */
export async function adminHoldsClass(db: Db, userId: string, classId: string): Promise<boolean> {
  for (const schoolId of await adminSchoolsOf(db, userId)) {
    if ((await store.classesOfSchool(db, schoolId)).some((c) => c.classId === classId)) return true;
  }
  return false;
}

/** Of these (user, school) pairs, those where the user is an active member now, as "user:school". */
export const activeMemberPairs = (db: Db, pairs: Array<{ userId: string; schoolId: number }>) => store.activePairs(db, pairs);

/** The schools of these that chose to show their children's names on public boards. */
export async function schoolsShowingNames(db: Db, schoolIds: number[]): Promise<Set<number>> {
  const rows = await store.settingsOf(db, [...new Set(schoolIds)]);
  return new Set(rows.filter((r) => r.showNamesOnBoards).map((r) => r.schoolId));
}

/** The grade of each of these classes that a school keeps (classes no school keeps are left out). */
export async function gradesOfClasses(db: Db, classIds: string[]): Promise<Map<string, string | null>> {
  return new Map((await store.schoolClassesByIds(db, classIds)).map((r) => [r.classId, r.grade]));
}

/**
 * The children a school admin linked this parent to (school_parents with a child set) who are in a
 * class of that school now: a child moved out of the school's classes is no longer shown (decision 077).
 */
export async function childrenLinkedBySchool(db: Db, parentId: string): Promise<string[]> {
  const links = (await store.parentLinksOf(db, parentId)).filter((l) => l.studentId);
  if (links.length === 0) return [];
  const places = new Map<string, string>();
  for (const l of links) {
    const place = await placementOf(db, l.studentId!);
    if (place) places.set(l.studentId!, place.classId);
  }
  const schoolOfClass = new Map((await store.schoolClassesByIds(db, [...new Set(places.values())])).map((r) => [r.classId, r.schoolId]));
  return [...new Set(links.filter((l) => schoolOfClass.get(places.get(l.studentId!) ?? '') === l.schoolId).map((l) => l.studentId!))];
}

// ── joining ─────────────────────────────────────────────────────────────────

/** What an invitation link tells before anyone signs in: the school and whom it is for. */
export async function invitationView(db: Db, token: string) {
  const found = await invitationOf(db, token);
  if (!found) throw notFound(SCHOOL_MESSAGES.invitationNotFound);
  return { school: summary(found.school), invite_type: found.inviteType };
}

/**
 * A join request. With the school's teacher link (type 1) a teacher's account asks to join;
 * with its parent link (type 2) a parent's account is tied to the school, for its admin to link
 * to their child. Without a link, only a school that has no admin yet can be asked (its first
 * admin, whom staff verify). Nothing is granted until someone approves.
 */
export async function requestToJoin(deps: Deps, user: UserRow, input: { token: string } | { school_id: number }) {
  const db = deps.database.db;
  const now = deps.now();
  let school: SearchedSchool;
  let type: InviteType = INVITE_TYPE.teacher;
  if ('token' in input) {
    const found = await invitationOf(db, input.token);
    if (!found) throw notFound(SCHOOL_MESSAGES.invitationNotFound);
    school = found.school;
    type = found.inviteType;
  } else {
    school = await requireSchool(db, input.school_id);
  }
  if (type === INVITE_TYPE.parent) {
    if (user.role !== 'parent') throw forbidden(SCHOOL_MESSAGES.parentsOnly);
    await store.insertParentLink(db, school.id, user.id, now);
    return { school: summary(school), kind: 'parent' as const, status: 'pending' as const, role: null, decided_by: 'school' as const };
  }
  if (!keepsClasses(user.role)) throw forbidden(SCHOOL_MESSAGES.teachersOnly);
  const admins = await store.countActiveAdmins(db, school.id);
  if (!('token' in input) && admins > 0) throw conflict(SCHOOL_MESSAGES.askYourAdmin);
  const existing = await store.findMember(db, school.id, user.id);
  if (existing?.status === 'active') throw conflict(SCHOOL_MESSAGES.alreadyMember);
  if (!existing) await store.insertMember(db, { schoolId: school.id, userId: user.id, role: admins > 0 ? 'teacher' : 'admin', status: 'pending', requestedAt: now });
  const row = (await store.findMember(db, school.id, user.id))!;
  return { school: summary(school), kind: 'member' as const, status: row.status as 'pending', role: row.role as MemberRole, decided_by: admins > 0 ? ('school' as const) : ('staff' as const) };
}

/** The schools the caller belongs to or asked to join, and the schools a parent is tied to. */
export async function myMemberships(deps: Deps, user: UserRow) {
  const db = deps.database.db;
  const [rows, links, own] = await Promise.all([store.membershipsOf(db, user.id), store.parentLinksOf(db, user.id), keepsClasses(user.role) ? classesOfTeacher(db, user.id) : []]);
  // which of the caller's classes each school keeps: only an active membership's count
  const kept = await store.schoolClassesByIds(db, own.map((c) => c.id));
  const active = new Set(rows.filter((r) => r.status === 'active').map((r) => r.schoolId));
  const className = new Map(own.map((c) => [c.id, c.name]));
  const classesIn = (schoolId: number) =>
    active.has(schoolId)
      ? kept
          .filter((k) => k.schoolId === schoolId)
          .map((k) => ({ id: k.classId, name: className.get(k.classId) ?? '', grade: k.grade as SchoolGrade | null }))
          .sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade))
      : [];
  const schools = new Map((await schoolsByIds(db, [...rows.map((r) => r.schoolId), ...links.map((l) => l.schoolId)])).map((s) => [s.id, s]));
  const names = await childNames(db, links.flatMap((l) => (l.studentId ? [l.studentId] : [])));
  return {
    memberships: rows
      .filter((r) => schools.has(r.schoolId))
      .map((r) => ({
        school: summary(schools.get(r.schoolId)!),
        role: r.role as MemberRole,
        status: r.status as 'pending' | 'active',
        requested_at: r.requestedAt.toISOString(),
        classes: classesIn(r.schoolId),
      })),
    parent_links: links.filter((l) => schools.has(l.schoolId)).map((l) => ({ id: l.id, school: summary(schools.get(l.schoolId)!), child_name: l.studentId ? (names.get(l.studentId) ?? null) : null })),
  };
}

/** Children's names as their classes list them. */
const childNames = (db: Db, ids: string[]) => (ids.length === 0 ? Promise.resolve(new Map<string, string>()) : rosterNames(db, ids));

/** Whether a child is in one of this school's classes now, and which. */
async function schoolPlacement(db: Db, schoolId: number, studentId: string) {
  const place = await placementOf(db, studentId);
  const row = place && (await store.findSchoolClass(db, place.classId));
  return row?.schoolId === schoolId ? place : undefined;
}

// ── the school admin's views and changes ────────────────────────────────────

/** A school as its admin sees it: members, classes with their teachers, parents and the invitation links. */
export async function schoolView(deps: Deps, userId: string, schoolId: number) {
  const db = deps.database.db;
  const me = await requireSchoolAdmin(db, userId, schoolId);
  const school = await requireSchool(db, schoolId);
  const [members, schoolClasses, parents, settings] = await Promise.all([
    store.membersOf(db, schoolId),
    store.classesOfSchool(db, schoolId),
    store.parentLinksOfSchool(db, schoolId),
    store.settingsOf(db, [schoolId]),
  ]);
  const classes = await classesByIds(db, schoolClasses.map((c) => c.classId));
  const students = await studentsInClasses(db, classes.map((c) => c.id));
  const perClass = new Map<string, number>();
  for (const s of students) perClass.set(s.classId, (perClass.get(s.classId) ?? 0) + 1);
  const people = new Map((await usersByIds(db, [...members.map((m) => m.userId), ...parents.map((p) => p.parentId)])).map((u) => [u.id, u]));
  const grade = new Map(schoolClasses.map((c) => [c.classId, c.grade]));
  const classesOfTeacher = new Map<string, number>();
  for (const c of classes) classesOfTeacher.set(c.teacherId, (classesOfTeacher.get(c.teacherId) ?? 0) + 1);
  const children = await childNames(db, parents.flatMap((p) => (p.studentId ? [p.studentId] : [])));
  const links = await inviteLinks(db, deps.config.PUBLIC_URL, schoolId, [INVITE_TYPE.teacher, INVITE_TYPE.parent]);
  const byName = new Intl.Collator();
  return {
    school: summary(school),
    you: { role: me.role as MemberRole },
    show_names_on_boards: settings[0]?.showNamesOnBoards ?? false,
    members: members
      .map((m) => {
        const u = people.get(m.userId);
        return {
          user_id: m.userId,
          name: u ? fullName(u) : '',
          email: u?.email ?? null,
          role: m.role as MemberRole,
          status: m.status as 'pending' | 'active',
          requested_at: m.requestedAt.toISOString(),
          classes: classesOfTeacher.get(m.userId) ?? 0,
        };
      })
      .sort((a, b) => (a.status === b.status ? byName.compare(a.name, b.name) : a.status === 'pending' ? -1 : 1)),
    classes: classes
      .map((c) => {
        const t = people.get(c.teacherId);
        return { id: c.id, name: c.name, grade: (grade.get(c.id) ?? null) as SchoolGrade | null, teacher_id: c.teacherId, teacher_name: t ? fullName(t) : '', students: perClass.get(c.id) ?? 0 };
      })
      .sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade) || byName.compare(a.name, b.name)),
    parents: parents.map((p) => {
      const u = people.get(p.parentId);
      return {
        id: p.id,
        parent_name: u ? fullName(u) : '',
        parent_email: u?.email ?? null,
        child_id: p.studentId,
        child_name: p.studentId ? (children.get(p.studentId) ?? null) : null,
        requested_at: p.requestedAt.toISOString(),
      };
    }),
    invite_links: links,
  };
}

/** Classes in grade order (SCHOOL_GRADES), those without a grade last. */
export const gradeOrder = (g: string | null) => (g === null ? SCHOOL_GRADES.length : SCHOOL_GRADES.indexOf(g as SchoolGrade));

/** A school admin approves a pending request; the person is an active member from now on. */
export async function approveMember(deps: Deps, admin: UserRow, schoolId: number, userId: string) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await db.transaction(async (tx) => {
    const row = await store.findMember(tx, schoolId, userId, true);
    if (!row) throw notFound(SCHOOL_MESSAGES.memberNotFound);
    if (row.status === 'active') return;
    await store.updateMember(tx, schoolId, userId, { status: 'active', decidedAt: deps.now(), decidedBy: admin.id });
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), 'member.approve', userId, { role: row.role });
  });
}

/**
 * Makes a member an admin or a teacher. A school keeps at least one active admin: the admins are
 * locked first, so two admins demoting each other at once cannot both pass.
 */
export async function setMemberRole(deps: Deps, admin: UserRow, schoolId: number, userId: string, role: MemberRole) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await db.transaction(async (tx) => {
    const admins = await store.lockActiveAdmins(tx, schoolId);
    const row = await store.findMember(tx, schoolId, userId, true);
    if (!row) throw notFound(SCHOOL_MESSAGES.memberNotFound);
    if (row.role === role) return;
    if (role === 'teacher' && row.status === 'active' && admins.length <= 1 && admins.some((a) => a.userId === userId)) throw conflict(SCHOOL_MESSAGES.lastAdmin);
    await store.updateMember(tx, schoolId, userId, { role });
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), 'member.role', userId, { from: row.role, to: role });
  });
}

/**
 * Removes a member (or refuses a request): their classes leave the school with them, so the
 * school's views and boards stop showing them at once. Not the last admin.
 */
export async function removeMember(deps: Deps, admin: UserRow, schoolId: number, userId: string) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await db.transaction(async (tx) => {
    const admins = await store.lockActiveAdmins(tx, schoolId);
    const row = await store.findMember(tx, schoolId, userId, true);
    if (!row) throw notFound(SCHOOL_MESSAGES.memberNotFound);
    if (row.role === 'admin' && row.status === 'active' && admins.length <= 1) throw conflict(SCHOOL_MESSAGES.lastAdmin);
    await leaveSchool(tx, schoolId, userId);
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), row.status === 'pending' ? 'member.refuse' : 'member.remove', userId, { role: row.role });
  });
}

async function leaveSchool(tx: Db, schoolId: number, userId: string) {
  const theirs = (await store.classesOfSchool(tx, schoolId)).map((c) => c.classId);
  const classes = await classesByIds(tx, theirs);
  await store.deleteSchoolClasses(tx, classes.filter((c) => c.teacherId === userId).map((c) => c.id));
  await store.deleteMember(tx, schoolId, userId);
}

/** New invitation links of this type for the school: the old one stops working at once. */
export async function renewLinks(deps: Deps, admin: UserRow, schoolId: number, type: InviteType) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  return db.transaction(async (tx) => {
    const link = await renewInviteLink(tx, deps.config.PUBLIC_URL, schoolId, type);
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), 'invite.renew', String(type));
    return link;
  });
}

/**
 * Puts a class into the school with its grade, or changes its grade: its own teacher when they are
 * an active member, or a school admin for a member's class.
 */
export async function putClass(deps: Deps, user: UserRow, schoolId: number, classId: string, grade: SchoolGrade | null) {
  const db = deps.database.db;
  const me = await requireSchoolMember(db, user.id, schoolId);
  const [klass] = await classesByIds(db, [classId]);
  if (!klass) throw notFound(SCHOOL_MESSAGES.classNotFound);
  if (klass.teacherId !== user.id) {
    if (me.role !== 'admin' || !(await activeMembership(db, klass.teacherId, schoolId))) throw forbidden(SCHOOL_MESSAGES.notYourClass);
  }
  await db.transaction(async (tx) => {
    const before = await store.findSchoolClass(tx, classId);
    await store.upsertSchoolClass(tx, { classId, schoolId, grade, addedAt: deps.now() });
    await audit(tx, deps.now(), schoolId, actorOfUser(user), before?.schoolId === schoolId ? 'class.grade' : 'class.add', classId, { name: klass.name, grade });
  });
}

/** Takes a class out of the school (its teacher, or an admin): the class and its children stay the teacher's. */
export async function removeClass(deps: Deps, user: UserRow, schoolId: number, classId: string) {
  const db = deps.database.db;
  const me = await requireSchoolMember(db, user.id, schoolId);
  const row = await store.findSchoolClass(db, classId);
  const [klass] = await classesByIds(db, [classId]);
  if (!row || row.schoolId !== schoolId || !klass) throw notFound(SCHOOL_MESSAGES.classNotFound);
  if (klass.teacherId !== user.id && me.role !== 'admin') throw forbidden(SCHOOL_MESSAGES.notYourClass);
  await db.transaction(async (tx) => {
    await store.deleteSchoolClasses(tx, [classId]);
    await audit(tx, deps.now(), schoolId, actorOfUser(user), 'class.remove', classId, { name: klass.name });
  });
}

async function requireSchoolClass(db: Db, schoolId: number, classId: string) {
  const row = await store.findSchoolClass(db, classId);
  if (!row || row.schoolId !== schoolId) throw notFound(SCHOOL_MESSAGES.classNotFound);
  return row;
}

/** A school class's children, for its admin (to move them or link a parent). */
export async function classStudents(deps: Deps, admin: UserRow, schoolId: number, classId: string) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await requireSchoolClass(db, schoolId, classId);
  const students = listedStudents(await studentsInClasses(db, [classId]));
  return { students: students.map((s) => ({ id: s.id, name: listedStudentName(s) })) };
}

/** Moves a child from one of the school's classes to another; their progress goes with them (same account). */
export async function moveStudentInSchool(deps: Deps, admin: UserRow, schoolId: number, studentId: string, toClassId: string) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await requireSchoolClass(db, schoolId, toClassId);
  const place = await schoolPlacement(db, schoolId, studentId);
  if (!place) throw notFound(SCHOOL_MESSAGES.studentNotFound);
  if (place.classId === toClassId) throw conflict(SCHOOL_MESSAGES.sameClass);
  await moveStudent(db, studentId, toClassId);
  await audit(db, deps.now(), schoolId, actorOfUser(admin), 'student.move', studentId, { from: place.classId, to: toClassId });
}

/**
 * The end-of-year rollover: every class of the school moves to the next grade with its children,
 * who keep their accounts and so all their progress; a class of the last grade leaves the school
 * (its children have moved on; the class stays its teacher's). Classes without a grade stay.
 */
export async function rollover(deps: Deps, admin: UserRow, schoolId: number) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  return db.transaction(async (tx) => {
    const rows = await store.classesOfSchool(tx, schoolId);
    let moved = 0;
    const leaving: string[] = [];
    for (const row of rows) {
      if (row.grade === null) continue;
      const next = nextGrade(row.grade);
      if (next === null) leaving.push(row.classId);
      else {
        await store.setClassGrade(tx, row.classId, next);
        moved++;
      }
    }
    await store.deleteSchoolClasses(tx, leaving);
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), 'school.rollover', '', { moved, left: leaving.length });
    return { moved, left: leaving.length };
  });
}

export async function saveSchoolSettings(deps: Deps, admin: UserRow, schoolId: number, showNames: boolean) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  await db.transaction(async (tx) => {
    await store.saveSettings(tx, schoolId, showNames, deps.now());
    await audit(tx, deps.now(), schoolId, actorOfUser(admin), 'school.settings', '', { show_names_on_boards: showNames });
  });
}

/** Links a parent who followed the school's parent invitation to one child of the school (or unlinks). */
export async function linkParentChild(deps: Deps, admin: UserRow, schoolId: number, linkId: number, studentId: string | null) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  const link = await store.findParentLink(db, schoolId, linkId);
  if (!link) throw notFound(SCHOOL_MESSAGES.parentLinkNotFound);
  if (studentId) {
    if (!(await schoolPlacement(db, schoolId, studentId))) throw badRequest(SCHOOL_MESSAGES.studentNotFound, { student_id: SCHOOL_MESSAGES.studentNotFound });
  }
  await store.setParentChild(db, linkId, studentId, admin.id, deps.now());
  await audit(db, deps.now(), schoolId, actorOfUser(admin), studentId ? 'parent.link' : 'parent.unlink', String(linkId), studentId ? { student_id: studentId } : {});
}

/** The children schools linked to this parent (a link whose admin set its child): what the parent may follow. */
export async function linkedChildrenOf(db: Db, parentId: string): Promise<string[]> {
  const links = await store.parentLinksOf(db, parentId);
  return [...new Set(links.flatMap((l) => (l.studentId ? [l.studentId] : [])))];
}

/** The school's audit, newest first. */
export async function auditView(deps: Deps, admin: UserRow, schoolId: number) {
  const db = deps.database.db;
  await requireSchoolAdmin(db, admin.id, schoolId);
  const rows = await store.auditOf(db, schoolId, SCHOOL_AUDIT_PAGE);
  return { entries: rows.map((r) => ({ id: r.id, at: r.at.toISOString(), actor: r.actorLabel, action: r.action, target: r.target, detail: r.detail })) };
}

// ── staff: a school's first admin ───────────────────────────────────────────

/** The requests of schools without an admin: staff check the person with the school, then decide. */
export async function firstAdminRequests(deps: Deps) {
  const db = deps.database.db;
  const rows = await store.firstAdminRequests(db);
  const [schools, users] = await Promise.all([schoolsByIds(db, rows.map((r) => r.schoolId)), usersByIds(db, rows.map((r) => r.userId))]);
  const schoolOf = new Map(schools.map((s) => [s.id, s]));
  const userOf = new Map(users.map((u) => [u.id, u]));
  return {
    requests: rows.flatMap((r) => {
      const s = schoolOf.get(r.schoolId);
      const u = userOf.get(r.userId);
      return s && u ? [{ school: summary(s), user_id: r.userId, name: fullName(u), email: u.email, requested_at: r.requestedAt.toISOString() }] : [];
    }),
  };
}

/**
 * Staff approve a school's first admin (or refuse the request). Only while the school has no
 * active admin: after that, its admins decide. The staff audit records it (staff/service.ts), and
 * the school's audit too.
 */
export async function decideFirstAdmin(deps: Pick<Deps, 'database' | 'now'>, staffLabel: string, schoolId: number, userId: string, approve: boolean) {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const admins = await store.lockActiveAdmins(tx, schoolId);
    if (admins.length > 0) throw conflict(SCHOOL_MESSAGES.askYourAdmin);
    const row = await store.findMember(tx, schoolId, userId, true);
    if (!row || row.status !== 'pending') throw notFound(SCHOOL_MESSAGES.memberNotFound);
    const actor = { userId: null, label: staffLabel };
    if (approve) {
      await store.updateMember(tx, schoolId, userId, { status: 'active', role: 'admin', decidedAt: deps.now(), decidedBy: null });
      await audit(tx, deps.now(), schoolId, actor, 'member.approve', userId, { role: 'admin', by: 'staff' });
    } else {
      await store.deleteMember(tx, schoolId, userId);
      await audit(tx, deps.now(), schoolId, actor, 'member.refuse', userId, { by: 'staff' });
    }
  });
}

/** The classes a school keeps, with their grades. */
export const schoolClassesOf = (db: Db, schoolId: number) => store.classesOfSchool(db, schoolId);
