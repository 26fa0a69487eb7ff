import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { studentNameKey } from '@numbloom/domain/accounts';
import { ROSTER_LIMITS } from '@numbloom/domain/roster';
import type { RosterResult } from '@numbloom/domain/roster-schema';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import {
  insertRosterClasses,
  insertRosterStudents,
  insertRosterTeachers,
  nextNameNumbers,
  rosterAccountsState,
  updateRosterAccounts,
  type UserRow,
} from '../../accounts/service.ts';
import { schools } from '../../schools/keys.ts';
import { rosterIds, schoolAudit, schoolClasses, schoolMembers } from '../tables.ts';
import { adminSchoolsOf as adminSchoolIds } from '../service.ts';
import { parseOneRoster, type ParsedRoster, type RosterFile } from './oneroster-parse.ts';
import { planRoster, presentPlan, rosterKey, type ExistingPlace, type ExistingUser, type PlanContext, type RosterPlan } from './oneroster-plan.ts';

/**
 * Runs an import: the plan of oneroster-plan.ts, made again inside one
 * transaction with the importer's schools locked (two imports of one school
 * wait for each other, and the second sees the first's rows), then written in
 * a few statements per table. An import with errors writes nothing unless the
 * caller asks to skip the rows with problems. Imported teachers become active
 * members of their schools: the admin who imports approves them.
 */

export type Importer = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'regionCode' | 'languageCode'>;

export interface ImportOptions {
  orgSchools?: Record<string, number>;
  skipBadRows?: boolean;
}

/** An advisory lock's first key: this import's own, so it meets no other lock of the product. */
const ROSTER_LOCK = 35035;
const CHUNK = 1000;

function* chunks<T>(rows: T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += CHUNK) yield rows.slice(i, i + CHUNK);
}

/** What the plan needs of the database: the importer's schools, the roster ids they hold and the records those name. */
export async function loadPlanContext(db: Db, importerId: string, parsed: ParsedRoster, orgSchools: Record<string, number> = {}): Promise<PlanContext> {
  const schoolIds = await adminSchoolIds(db, importerId);
  const schoolRows = schoolIds.length ? await db.select({ id: schools.id, code: schools.code, name: schools.name }).from(schools).where(inArray(schools.id, schoolIds)) : [];
  const ids = schoolIds.length
    ? await db
        .select({ scope: rosterIds.scope, kind: rosterIds.kind, sourcedId: rosterIds.sourcedId, localId: rosterIds.localId })
        .from(rosterIds)
        .where(inArray(rosterIds.scope, schoolIds.map(String)))
    : [];
  const map = new Map<string, string>();
  const userIds = new Set<string>();
  const classIds = new Set<string>();
  for (const r of ids) {
    map.set(rosterKey(r.scope, r.kind as 'org', r.sourcedId), r.localId);
    if (r.kind === 'user') userIds.add(r.localId);
    if (r.kind === 'class') classIds.add(r.localId);
  }
  const emails = [...new Set(parsed.users.map((u) => u.email.toLowerCase()).filter(Boolean))];
  const state = await rosterAccountsState(db, { userIds: [...userIds], classIds: [...classIds], emails });
  const placed = classIds.size ? await selectMany(db, [...classIds]) : [];
  const classSchool = new Map(placed.map((r) => [r.classId, r]));
  const asUser = (u: UserRow): ExistingUser => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role });
  const place = (p: ExistingPlace): ExistingPlace => ({ userId: p.userId, classId: p.classId, displayName: p.displayName, nameNumber: p.nameNumber });
  const classChildren = new Map<string, ExistingPlace[]>();
  for (const p of state.classChildren) classChildren.set(p.classId, [...(classChildren.get(p.classId) ?? []), place(p)]);
  return {
    schools: schoolRows,
    rosterIds: map,
    users: new Map([...state.users, ...state.byEmail].map((u) => [u.id, asUser(u)])),
    usersByEmail: new Map(state.byEmail.filter((u) => u.email).map((u) => [u.email!, asUser(u)])),
    places: new Map(state.places.map((p) => [p.userId, place(p)])),
    classes: new Map(
      state.classes.map((c) => [c.id, { id: c.id, teacherId: c.teacherId, name: c.name, grade: classSchool.get(c.id)?.grade ?? null, schoolId: classSchool.get(c.id)?.schoolId ?? null }]),
    ),
    classChildren,
    classCounts: state.classCounts,
    orgSchools,
  };
}

async function selectMany(db: Db, classIds: string[]) {
  const out: Array<{ classId: string; schoolId: number; grade: string | null }> = [];
  for (const part of chunks(classIds)) {
    out.push(...(await db.select({ classId: schoolClasses.classId, schoolId: schoolClasses.schoolId, grade: schoolClasses.grade }).from(schoolClasses).where(inArray(schoolClasses.classId, part))));
  }
  return out;
}

/** What an import of these files would do, writing nothing. */
export async function previewRoster(deps: Deps, importer: Importer, files: RosterFile[], options: ImportOptions = {}): Promise<RosterResult> {
  const parsed = parseOneRoster(files);
  const plan = planRoster(parsed, await loadPlanContext(deps.database.db, importer.id, parsed, options.orgSchools));
  return presentPlan(plan, false, ROSTER_LIMITS.issuesListed);
}

/** Imports the files for the schools the importer is an admin of, in one transaction; the school the import was started from is audited even when nothing changed. */
export async function importRoster(deps: Deps, importer: Importer, schoolId: number, files: RosterFile[], options: ImportOptions = {}): Promise<RosterResult> {
  const parsed = parseOneRoster(files);
  const now = deps.now();
  return deps.database.db.transaction(async (tx) => {
    for (const id of (await adminSchoolIds(tx, importer.id)).sort((a, b) => a - b)) await tx.execute(sql`select pg_advisory_xact_lock(${ROSTER_LOCK}::int, ${id}::int)`);
    const ctx = await loadPlanContext(tx, importer.id, parsed, options.orgSchools);
    const plan = planRoster(parsed, ctx);
    const hasErrors = plan.issues.some((i) => i.blocking);
    if (hasErrors && !options.skipBadRows) return presentPlan(plan, false, ROSTER_LIMITS.issuesListed);
    await writePlan(tx, importer, plan, ctx, now);
    const result = presentPlan(plan, true, ROSTER_LIMITS.issuesListed);
    const touched = new Set([schoolId, ...plan.schools.map((s) => s.schoolId)]);
    await tx.insert(schoolAudit).values(
      [...touched].map((id) => ({
        schoolId: id,
        actorId: importer.id,
        actorLabel: `${importer.firstName} ${importer.lastName}`.trim(),
        action: 'roster_import',
        target: `OneRoster ${plan.version}`,
        detail: { counts: result.counts, rows: result.rows, errors: result.errors, skipped_bad_rows: Boolean(options.skipBadRows && hasErrors), started_from: schoolId },
        at: now,
      })),
    );
    return result;
  });
}

async function writePlan(tx: Db, importer: Importer, plan: RosterPlan, ctx: PlanContext, now: Date): Promise<void> {
  const ids: Array<typeof rosterIds.$inferInsert> = [];
  const keep = (scope: number, kind: 'org' | 'class' | 'user', sourcedId: string, localId: string) => {
    if (ctx.rosterIds.get(rosterKey(scope, kind, sourcedId)) !== localId) ids.push({ scope: String(scope), kind, sourcedId, localId, updatedAt: now });
  };
  for (const s of plan.schools) keep(s.schoolId, 'org', s.orgSourcedId, String(s.schoolId));

  // teachers: new accounts, new names, and an active membership of each of their schools
  const teacherIds = new Map<string, string>();
  const newTeachers = [];
  for (const t of plan.teachers) {
    const id = t.userId ?? randomUUID();
    teacherIds.set(t.sourcedId, id);
    if (t.action === 'create') newTeachers.push({ id, email: t.email, firstName: t.firstName, lastName: t.lastName, regionCode: importer.regionCode, languageCode: importer.languageCode });
    for (const s of t.schoolIds) keep(s, 'user', t.sourcedId, id);
  }
  await insertRosterTeachers(tx, newTeachers, now);
  const memberships = plan.teachers.flatMap((t) => t.schoolIds.map((schoolId) => ({ schoolId, userId: teacherIds.get(t.sourcedId)! })));
  for (const part of chunks(memberships)) {
    await tx
      .insert(schoolMembers)
      .values(part.map((m) => ({ ...m, role: 'teacher', status: 'active', requestedAt: now, decidedAt: now, decidedBy: importer.id })))
      .onConflictDoUpdate({
        target: [schoolMembers.schoolId, schoolMembers.userId],
        set: { status: 'active', decidedAt: now, decidedBy: importer.id },
        setWhere: sql`${schoolMembers.status} <> 'active'`,
      });
  }

  // classes: new ones with their codes, the others renamed or handed over; each with its school and grade
  const classIds = new Map<string, string>();
  const newClasses = [];
  const changedClasses = [];
  for (const c of plan.classes) {
    const id = c.classId ?? randomUUID();
    classIds.set(c.sourcedId, id);
    const teacherId = teacherIds.get(c.teacherSourcedId)!;
    if (c.action === 'create') newClasses.push({ id, teacherId, name: c.title });
    else if (c.action === 'change') changedClasses.push({ id, teacherId, name: c.title });
    keep(c.schoolId, 'class', c.sourcedId, id);
  }
  await insertRosterClasses(tx, newClasses, now);
  const placements = plan.classes.filter((c) => c.action !== 'keep').map((c) => ({ classId: classIds.get(c.sourcedId)!, schoolId: c.schoolId, grade: c.grade, addedAt: now }));
  for (const part of chunks(placements)) {
    await tx
      .insert(schoolClasses)
      .values(part)
      .onConflictDoUpdate({ target: schoolClasses.classId, set: { schoolId: sql`excluded.school_id`, grade: sql`excluded.grade` } });
  }

  // children: each class's numbers as addStudents gives them; those who stay keep theirs
  const moving = new Set(plan.children.filter((c) => c.userId).map((c) => c.userId!));
  const byClass = new Map<string, RosterPlan['children']>();
  for (const c of plan.children) byClass.set(c.classSourcedId, [...(byClass.get(c.classSourcedId) ?? []), c]);
  const newChildren = [];
  const changedChildren = [];
  for (const [classSourcedId, children] of byClass) {
    const classId = classIds.get(classSourcedId)!;
    const current: Array<{ displayName: string; nameNumber: number }> = (ctx.classChildren.get(classId) ?? []).filter((p) => !moving.has(p.userId));
    const numbered: Array<{ child: RosterPlan['children'][number]; number: number }> = [];
    const fresh: RosterPlan['children'] = [];
    for (const child of children) {
      const place = child.userId ? ctx.places.get(child.userId) : undefined;
      if (place && place.classId === classId && studentNameKey(place.displayName) === studentNameKey(child.displayName)) {
        numbered.push({ child, number: place.nameNumber });
        current.push({ displayName: place.displayName, nameNumber: place.nameNumber });
      } else fresh.push(child);
    }
    const numbers = nextNameNumbers(current, fresh.map((c) => c.displayName));
    fresh.forEach((child, i) => numbered.push({ child, number: numbers[i]! }));
    for (const { child, number } of numbered) {
      const id = child.userId ?? randomUUID();
      keep(child.schoolId, 'user', child.sourcedId, id);
      if (child.action === 'create') newChildren.push({ id, classId, displayName: child.displayName, nameNumber: number, regionCode: importer.regionCode, languageCode: importer.languageCode });
      else if (child.action === 'change') changedChildren.push({ userId: id, classId, displayName: child.displayName, nameNumber: number });
    }
  }
  const changedTeachers = plan.teachers
    .filter((t) => t.action === 'change')
    .map((t) => ({ id: t.userId!, firstName: t.firstName, lastName: t.lastName, email: t.newEmail ? t.email : null }));
  await updateRosterAccounts(tx, { teachers: changedTeachers, children: changedChildren, classes: changedClasses }, now);
  await insertRosterStudents(tx, newChildren, now);

  for (const part of chunks(ids)) {
    await tx
      .insert(rosterIds)
      .values(part)
      .onConflictDoUpdate({ target: [rosterIds.scope, rosterIds.kind, rosterIds.sourcedId], set: { localId: sql`excluded.local_id`, updatedAt: sql`excluded.updated_at` } });
  }
}

/** The roster ids a school holds, for its admin's pages and the tests. */
export async function rosterIdsOf(db: Db, schoolId: number, kind: 'org' | 'class' | 'user') {
  return db
    .select({ sourcedId: rosterIds.sourcedId, localId: rosterIds.localId })
    .from(rosterIds)
    .where(and(eq(rosterIds.scope, String(schoolId)), eq(rosterIds.kind, kind)));
}
