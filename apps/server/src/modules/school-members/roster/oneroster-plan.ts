import { ACCOUNT_LIMITS, studentNameKey } from '@numbloom/domain/accounts';
import type { RosterIssue, RosterResult } from '@numbloom/domain/roster-schema';
import { rosterIssue, type ParsedRoster, type UserRecord } from './oneroster-parse.ts';

/**
 * What an import of a parsed export would do, decided without writing
 * anything: which directory school each org is, which rows make new teachers,
 * classes and children and which change what an earlier import made (the
 * sourcedId is the key, kept in roster_ids per school), and a problem per row
 * and field. Pure: the database's side comes in as a PlanContext
 * (oneroster-apply.ts loads it), so the preview and the import decide alike.
 *
 * One cause, one problem: a row that names a bad org, class or user is left
 * out with it (counted in rows.skipped) without a problem of its own.
 */

export interface SchoolRef {
  id: number;
  code: string;
  name: string;
}

export interface ExistingUser {
  id: string;
  email: string | null;
  firstName: string;
  lastName: string;
  role: string;
}

export interface ExistingPlace {
  userId: string;
  classId: string;
  displayName: string;
  nameNumber: number;
}

export interface ExistingClass {
  id: string;
  teacherId: string;
  name: string;
  grade: string | null;
  schoolId: number | null;
}

export interface PlanContext {
  /** the schools the importer is an active admin of */
  schools: SchoolRef[];
  /** roster_ids: `${scope}|${kind}|${sourcedId}` → local id */
  rosterIds: Map<string, string>;
  /** accounts an earlier import made or an email names, by id */
  users: Map<string, ExistingUser>;
  /** accounts by (lower-cased) email */
  usersByEmail: Map<string, ExistingUser>;
  /** children's places by user id */
  places: Map<string, ExistingPlace>;
  classes: Map<string, ExistingClass>;
  /** every child of the classes an earlier import made, imported or added by hand */
  classChildren: Map<string, ExistingPlace[]>;
  /** how many classes each known teacher holds now */
  classCounts: Map<string, number>;
  /** the explicit org sourcedId → school id mapping given with the import */
  orgSchools: Record<string, number>;
}

export type Action = 'create' | 'change' | 'keep';

export interface PlannedTeacher {
  sourcedId: string;
  schoolIds: number[];
  userId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  action: Action;
  /** whether the email changes too (only to one no other account has) */
  newEmail: boolean;
}

export interface PlannedClass {
  sourcedId: string;
  schoolId: number;
  classId: string | null;
  title: string;
  grade: string | null;
  teacherSourcedId: string;
  action: Action;
}

export interface PlannedChild {
  sourcedId: string;
  schoolId: number;
  userId: string | null;
  displayName: string;
  classSourcedId: string;
  action: Action;
}

export interface RosterPlan {
  version: RosterResult['version'];
  schools: Array<{ orgSourcedId: string; schoolId: number; name: string; linked: boolean; action: Action }>;
  teachers: PlannedTeacher[];
  classes: PlannedClass[];
  children: PlannedChild[];
  issues: RosterIssue[];
  rowsRead: number;
  rowsSkipped: number;
}

export const rosterKey = (scope: number | string, kind: 'org' | 'class' | 'user', sourcedId: string) => `${scope}|${kind}|${sourcedId}`;

/** A class's grade from classes.csv grades (CEDS codes: KG, 01…06), K to 6; null when it names none of them. */
export function gradeOf(grades: string[]): { grade: string | null; unknown: string | null } {
  for (const g of grades) {
    const code = g.trim().toUpperCase();
    if (code === 'KG' || code === 'K' || code === '00') return { grade: 'K', unknown: null };
    const n = /^0?([1-6])$/.exec(code);
    if (n) return { grade: n[1]!, unknown: null };
  }
  return { grade: null, unknown: grades.length > 0 ? grades.join(',') : null };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEACHER_ROLES = new Set(['teacher']);
const STUDENT_ROLES = new Set(['student']);
const live = (status: string) => status.toLowerCase() !== 'tobedeleted';
const cut = (text: string, limit: number) => [...text].slice(0, limit).join('').trim();

/** A child's name as their class lists it: the name they go by and their family name. */
export function childName(user: Pick<UserRecord, 'givenName' | 'preferredGivenName' | 'familyName'>): string {
  const given = user.preferredGivenName || user.givenName;
  return cut(`${given} ${user.familyName}`.replace(/\s+/g, ' ').trim(), ACCOUNT_LIMITS.studentName);
}

export function planRoster(parsed: ParsedRoster, ctx: PlanContext): RosterPlan {
  const issues = [...parsed.issues];
  let skipped = 0;
  const mine = new Map(ctx.schools.map((s) => [s.id, s]));
  const byCode = new Map<string, SchoolRef[]>();
  for (const s of ctx.schools) byCode.set(s.code.toLowerCase(), [...(byCode.get(s.code.toLowerCase()) ?? []), s]);
  const earlierScope = (kind: 'org' | 'class' | 'user', sourcedId: string, scopes: Iterable<number>) => {
    for (const scope of scopes) {
      const local = ctx.rosterIds.get(rosterKey(scope, kind, sourcedId));
      if (local !== undefined) return { scope, local };
    }
    return undefined;
  };

  // ── orgs: each school of the export is one of the importer's schools, or nothing of it is read
  const plan: RosterPlan = { version: parsed.version, schools: [], teachers: [], classes: [], children: [], issues, rowsRead: parsed.rowsRead, rowsSkipped: 0 };
  const orgSchool = new Map<string, number | null>();
  for (const org of parsed.orgs) {
    if (!live(org.status) || org.type.toLowerCase() !== 'school') {
      orgSchool.set(org.sourcedId, null);
      continue;
    }
    const explicit = ctx.orgSchools[org.sourcedId];
    const earlier = earlierScope('org', org.sourcedId, mine.keys());
    const byIdentifier = org.identifier ? byCode.get(org.identifier.toLowerCase()) : undefined;
    const schoolId = explicit ?? (earlier ? Number(earlier.local) : byIdentifier?.length === 1 ? byIdentifier[0]!.id : undefined);
    if (schoolId === undefined || !mine.has(schoolId)) {
      issues.push(rosterIssue('org_not_yours', 'orgs.csv', org.line, explicit !== undefined || !org.identifier ? 'sourcedId' : 'identifier', { value: org.name || org.sourcedId, ...(org.identifier && { other: org.identifier }) }));
      orgSchool.set(org.sourcedId, null);
      continue;
    }
    orgSchool.set(org.sourcedId, schoolId);
    const before = ctx.rosterIds.get(rosterKey(schoolId, 'org', org.sourcedId));
    plan.schools.push({ orgSourcedId: org.sourcedId, schoolId, name: mine.get(schoolId)!.name, linked: before === undefined, action: before === undefined ? 'create' : 'keep' });
  }
  /** the school ids of a row's orgs: undefined when one is not in orgs.csv (a problem), [] when none is usable */
  const schoolsOf = (orgIds: string[], file: string, line: number, field: string): number[] | undefined => {
    const ids: number[] = [];
    for (const orgId of orgIds) {
      if (!orgSchool.has(orgId)) {
        issues.push(rosterIssue('org_unknown', file, line, field, { value: orgId }));
        return undefined;
      }
      const id = orgSchool.get(orgId);
      if (id != null && !ids.includes(id)) ids.push(id);
    }
    return ids;
  };

  // ── users: teachers and children; other roles (administrators, aides, parents) are not imported
  const teachers = new Map<string, PlannedTeacher>();
  const childUsers = new Map<string, { record: UserRecord; schoolIds: number[] }>();
  const roleOf = new Map<string, string>();
  const emails = new Map<string, string>();
  for (const user of parsed.users) {
    const role = user.role.toLowerCase();
    roleOf.set(user.sourcedId, role);
    if (!live(user.status) || !(TEACHER_ROLES.has(role) || STUDENT_ROLES.has(role))) continue;
    if (user.orgSourcedIds.length === 0) {
      issues.push(rosterIssue('value_missing', 'users.csv', user.line, 'orgSourcedIds', { column: 'orgSourcedIds' }));
      continue;
    }
    const schoolIds = schoolsOf(user.orgSourcedIds, 'users.csv', user.line, 'orgSourcedIds');
    if (!schoolIds) continue;
    if (schoolIds.length === 0) {
      skipped++;
      continue;
    }
    if (!user.givenName) {
      issues.push(rosterIssue('value_missing', 'users.csv', user.line, 'givenName', { column: 'givenName' }));
      continue;
    }
    if (STUDENT_ROLES.has(role)) {
      childUsers.set(user.sourcedId, { record: user, schoolIds });
      continue;
    }
    const email = user.email.toLowerCase();
    if (!email) {
      issues.push(rosterIssue('value_missing', 'users.csv', user.line, 'email', { column: 'email' }));
      continue;
    }
    if (!EMAIL.test(email) || email.length > 254) {
      issues.push(rosterIssue('email_invalid', 'users.csv', user.line, 'email', { value: user.email }));
      continue;
    }
    if (emails.has(email)) {
      issues.push(rosterIssue('duplicate_email', 'users.csv', user.line, 'email', { value: user.email }));
      continue;
    }
    emails.set(email, user.sourcedId);
    const earlier = earlierScope('user', user.sourcedId, schoolIds) ?? earlierScope('user', user.sourcedId, mine.keys());
    const existing = earlier ? ctx.users.get(earlier.local) : ctx.usersByEmail.get(email);
    if (existing && existing.role !== 'teacher' && existing.role !== 'school_leader') {
      issues.push(rosterIssue('email_not_teacher', 'users.csv', user.line, 'email', { value: user.email }));
      continue;
    }
    const firstName = cut(user.preferredGivenName || user.givenName, 50);
    const lastName = cut(user.familyName, 50);
    // an email that changed moves to the account only when no other account has it
    const holder = ctx.usersByEmail.get(email);
    const newEmail = Boolean(existing && existing.email !== email && !holder);
    if (existing && existing.email !== email && holder && holder.id !== existing.id) {
      issues.push(rosterIssue('duplicate_email', 'users.csv', user.line, 'email', { value: user.email }));
      continue;
    }
    const action: Action = !existing ? 'create' : existing.firstName !== firstName || existing.lastName !== lastName || newEmail ? 'change' : 'keep';
    teachers.set(user.sourcedId, { sourcedId: user.sourcedId, schoolIds, userId: existing?.id ?? null, email, firstName, lastName, action, newEmail });
  }

  // ── classes
  interface ClassDraft {
    record: ParsedRoster['classes'][number];
    schoolId: number;
    grade: string | null;
    teachers: Array<{ sourcedId: string; primary: boolean }>;
    children: string[];
  }
  const classes = new Map<string, ClassDraft>();
  const badClasses = new Set<string>();
  for (const record of parsed.classes) {
    if (!live(record.status)) {
      badClasses.add(record.sourcedId);
      continue;
    }
    const ids = schoolsOf([record.schoolSourcedId], 'classes.csv', record.line, 'schoolSourcedId');
    if (!record.schoolSourcedId) issues.push(rosterIssue('value_missing', 'classes.csv', record.line, 'schoolSourcedId', { column: 'schoolSourcedId' }));
    if (!ids || ids.length === 0 || !record.schoolSourcedId) {
      if (ids?.length === 0 && record.schoolSourcedId) skipped++;
      badClasses.add(record.sourcedId);
      continue;
    }
    if (!record.title) {
      issues.push(rosterIssue('value_missing', 'classes.csv', record.line, 'title', { column: 'title' }));
      badClasses.add(record.sourcedId);
      continue;
    }
    const { grade, unknown } = gradeOf(record.grades);
    if (unknown) issues.push(rosterIssue('grade_unknown', 'classes.csv', record.line, 'grades', { value: unknown }));
    classes.set(record.sourcedId, { record, schoolId: ids[0]!, grade, teachers: [], children: [] });
  }
  const classIds = new Set(parsed.classes.map((c) => c.sourcedId));

  // ── enrollments: a class's teachers and children; a child is placed in their first class
  const placedIn = new Map<string, string>();
  for (const e of parsed.enrollments) {
    if (!live(e.status)) continue;
    const role = e.role.toLowerCase();
    if (!TEACHER_ROLES.has(role) && !STUDENT_ROLES.has(role)) continue;
    if (!classIds.has(e.classSourcedId)) {
      issues.push(rosterIssue('class_unknown', 'enrollments.csv', e.line, 'classSourcedId', { value: e.classSourcedId }));
      continue;
    }
    if (!roleOf.has(e.userSourcedId)) {
      issues.push(rosterIssue('user_unknown', 'enrollments.csv', e.line, 'userSourcedId', { value: e.userSourcedId }));
      continue;
    }
    const userRole = roleOf.get(e.userSourcedId)!;
    if (userRole !== role) {
      issues.push(rosterIssue('role_mismatch', 'enrollments.csv', e.line, 'role', { value: e.role, other: userRole }));
      continue;
    }
    const draft = classes.get(e.classSourcedId);
    const person = TEACHER_ROLES.has(role) ? teachers.get(e.userSourcedId) : childUsers.get(e.userSourcedId);
    if (!draft || !person) {
      skipped++;
      continue;
    }
    if (!person.schoolIds.includes(draft.schoolId)) {
      const school = mine.get(draft.schoolId)?.name ?? String(draft.schoolId);
      issues.push(rosterIssue(TEACHER_ROLES.has(role) ? 'teacher_other_school' : 'child_other_school', 'enrollments.csv', e.line, 'userSourcedId', { value: e.userSourcedId, other: school }));
      continue;
    }
    if (TEACHER_ROLES.has(role)) {
      draft.teachers.push({ sourcedId: e.userSourcedId, primary: e.primary });
      continue;
    }
    const already = placedIn.get(e.userSourcedId);
    if (already !== undefined) {
      if (already !== e.classSourcedId) issues.push(rosterIssue('second_class', 'enrollments.csv', e.line, 'classSourcedId', { value: e.classSourcedId, other: classes.get(already)?.record.title ?? already }));
      continue;
    }
    placedIn.set(e.userSourcedId, e.classSourcedId);
    draft.children.push(e.userSourcedId);
  }

  // ── each class: its teacher, its size; then its children
  const classCounts = new Map(ctx.classCounts);
  // the children this export places anew (an earlier import's): they leave the classes they were in
  const moving = new Set<string>();
  for (const id of childUsers.keys()) {
    const local = earlierScope('user', id, mine.keys())?.local;
    if (local) moving.add(local);
  }
  for (const [sourcedId, draft] of classes) {
    const teacher = draft.teachers.find((t) => t.primary) ?? draft.teachers[0];
    if (!teacher) {
      issues.push(rosterIssue('class_without_teacher', 'classes.csv', draft.record.line, 'sourcedId', { value: draft.record.title || sourcedId }));
      classes.delete(sourcedId);
      continue;
    }
    const earlier = ctx.rosterIds.get(rosterKey(draft.schoolId, 'class', sourcedId));
    const existing = earlier ? ctx.classes.get(earlier) : undefined;
    // the children who stay in the class (added by hand, or imported and not moved) and those the export places there
    const staying = existing ? (ctx.classChildren.get(existing.id) ?? []).filter((p) => !moving.has(p.userId)).length : 0;
    if (staying + draft.children.length > ACCOUNT_LIMITS.studentsPerClass) {
      issues.push(rosterIssue('class_full', 'classes.csv', draft.record.line, 'sourcedId', { value: draft.record.title, limit: ACCOUNT_LIMITS.studentsPerClass }));
      classes.delete(sourcedId);
      continue;
    }
    const planned = teachers.get(teacher.sourcedId)!;
    const title = cut(draft.record.title, ACCOUNT_LIMITS.className);
    const teacherChanges = !existing || !planned.userId || existing.teacherId !== planned.userId;
    if (teacherChanges) {
      const key = planned.userId ?? `new:${planned.sourcedId}`;
      const count = (classCounts.get(key) ?? 0) + 1;
      if (count > ACCOUNT_LIMITS.classesPerTeacher) {
        issues.push(rosterIssue('too_many_classes', 'classes.csv', draft.record.line, 'sourcedId', { value: planned.email, limit: ACCOUNT_LIMITS.classesPerTeacher }));
        classes.delete(sourcedId);
        continue;
      }
      classCounts.set(key, count);
    }
    const action: Action = !existing ? 'create' : existing.name !== title || existing.grade !== draft.grade || existing.schoolId !== draft.schoolId || teacherChanges ? 'change' : 'keep';
    plan.classes.push({ sourcedId, schoolId: draft.schoolId, classId: existing?.id ?? null, title, grade: draft.grade, teacherSourcedId: teacher.sourcedId, action });
  }
  const plannedClasses = new Map(plan.classes.map((c) => [c.sourcedId, c]));
  for (const [sourcedId, { record, schoolIds }] of childUsers) {
    const classSourcedId = placedIn.get(sourcedId);
    const klass = classSourcedId ? plannedClasses.get(classSourcedId) : undefined;
    if (!classSourcedId) {
      issues.push(rosterIssue('not_enrolled', 'users.csv', record.line, 'sourcedId', { value: childName(record) || sourcedId }));
      continue;
    }
    if (!klass) {
      // its class was left out with a problem of its own
      skipped++;
      continue;
    }
    const earlier = earlierScope('user', sourcedId, schoolIds) ?? earlierScope('user', sourcedId, mine.keys());
    const existing = earlier ? ctx.places.get(earlier.local) : undefined;
    const displayName = childName(record);
    const sameClass = existing && klass.classId === existing.classId;
    const action: Action = !existing ? 'create' : !sameClass || studentNameKey(existing.displayName) !== studentNameKey(displayName) || existing.displayName !== displayName ? 'change' : 'keep';
    plan.children.push({ sourcedId, schoolId: klass.schoolId, userId: existing?.userId ?? null, displayName, classSourcedId: klass.sourcedId, action });
  }
  // a teacher of no class is still made a member of their schools
  plan.teachers = [...teachers.values()];
  plan.rowsSkipped = skipped + issues.filter((i) => i.blocking && i.row > 1).length;
  return plan;
}

const tally = <T extends { action: Action }>(rows: T[]) => ({
  created: rows.filter((r) => r.action === 'create').length,
  changed: rows.filter((r) => r.action === 'change').length,
  unchanged: rows.filter((r) => r.action === 'keep').length,
});

/** The answer of a preview or an import: counts of what the import makes or changes, and the problems, errors first. */
export function presentPlan(plan: RosterPlan, applied: boolean, listed: number): RosterResult {
  const errors = plan.issues.filter((i) => i.blocking);
  const notices = plan.issues.filter((i) => !i.blocking);
  const byPlace = (a: RosterIssue, b: RosterIssue) => a.file.localeCompare(b.file) || a.row - b.row;
  return {
    version: plan.version,
    applied,
    schools: plan.schools.map((s) => ({ org_sourced_id: s.orgSourcedId, school_id: s.schoolId, name: s.name, linked: s.linked })),
    counts: { schools: tally(plan.schools), classes: tally(plan.classes), teachers: tally(plan.teachers), children: tally(plan.children) },
    rows: { read: plan.rowsRead, skipped: plan.rowsSkipped },
    errors: errors.length,
    notices: notices.length,
    issues: [...errors.sort(byPlace), ...notices.sort(byPlace)].slice(0, listed),
  };
}
