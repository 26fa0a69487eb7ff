import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../accounts/test-support.ts';
import { classes, classStudents, users } from '../../accounts/tables.ts';
import { schools } from '../../schools/keys.ts';
import { rosterIds, schoolAudit, schoolClasses, schoolMembers } from '../tables.ts';
import { asBody, asFiles, generateOneRoster } from './oneroster-fixtures.ts';
import { importRoster, previewRoster, type Importer } from './oneroster-apply.ts';
import { loginAs } from '../../accounts/test-support.ts';
import type { Deps } from '../../../deps.ts';

let t: TestApp;
let deps: Deps;
let admin: Importer;
let adminEmail: string;
const codes = [`R35A${process.pid}`, `R35B${process.pid}`];
let schoolIds: number[] = [];
let otherSchoolId: number;

const shape = { schools: codes.map((identifier, i) => ({ identifier, name: `School ${i + 1}` })), teachersPerSchool: 20, classesPerTeacher: 2, childrenPerClass: 25 };
const first = generateOneRoster(shape);
const second = generateOneRoster({ ...shape, revision: 2, crlf: true, bom: true });

async function tally() {
  const db = t.database.db;
  const [kids] = await db.select({ n: count() }).from(classStudents).innerJoin(schoolClasses, eq(schoolClasses.classId, classStudents.classId)).where(inArray(schoolClasses.schoolId, schoolIds));
  const [klasses] = await db.select({ n: count() }).from(schoolClasses).where(inArray(schoolClasses.schoolId, schoolIds));
  const [members] = await db.select({ n: count() }).from(schoolMembers).where(and(inArray(schoolMembers.schoolId, schoolIds), eq(schoolMembers.role, 'teacher'), eq(schoolMembers.status, 'active')));
  const [accounts] = await db.select({ n: count() }).from(users);
  return { children: kids!.n, classes: klasses!.n, teachers: members!.n, accounts: accounts!.n };
}

beforeAll(async () => {
  t = await createTestApp();
  deps = { config: t.config, database: t.database, now: () => t.clock.now };
  const db = t.database.db;
  const rows = await db
    .insert(schools)
    .values([...codes, `R35C${process.pid}`].map((code, i) => ({ name: `School ${i + 1}`, code, country: 'GB' })))
    .returning({ id: schools.id });
  schoolIds = rows.slice(0, 2).map((r) => r.id);
  otherSchoolId = rows[2]!.id;
  const made = await createUser(t, { role: 'school_leader' });
  admin = made.user;
  adminEmail = made.email;
  await db.insert(schoolMembers).values(schoolIds.map((schoolId) => ({ schoolId, userId: admin.id, role: 'admin', status: 'active', requestedAt: t.clock.now, decidedAt: t.clock.now })));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('importing a OneRoster export', () => {
  it('previews thousands of rows without writing, then imports them; the same export again changes nothing', async () => {
    const before = await tally();
    const preview = await previewRoster(deps, admin, asFiles(first.files));
    expect(preview.errors).toBe(0);
    expect(preview.applied).toBe(false);
    expect(preview.counts).toEqual({
      schools: { created: 2, changed: 0, unchanged: 0 },
      classes: { created: 80, changed: 0, unchanged: 0 },
      teachers: { created: 40, changed: 0, unchanged: 0 },
      children: { created: 2000, changed: 0, unchanged: 0 },
    });
    expect(await tally()).toEqual(before);

    const imported = await importRoster(deps, admin, schoolIds[0]!, asFiles(first.files));
    expect(imported).toEqual({ ...preview, applied: true });
    expect(await tally()).toEqual({ children: 2000, classes: 80, teachers: 40, accounts: before.accounts + 2040 });
    // a class keeps its grade, its teacher holds it, and its children are numbered as a teacher's own are
    const db = t.database.db;
    const [klass] = await db.select().from(rosterIds).where(and(eq(rosterIds.scope, String(schoolIds[0])), eq(rosterIds.kind, 'class'), eq(rosterIds.sourcedId, 'c-1-2')));
    const [placed] = await db.select().from(schoolClasses).where(eq(schoolClasses.classId, klass!.localId));
    expect(placed).toMatchObject({ schoolId: schoolIds[0], grade: '1' });
    const [row] = await db.select().from(classes).where(eq(classes.id, klass!.localId));
    const [teacher] = await db.select().from(users).where(eq(users.id, row!.teacherId));
    expect(teacher).toMatchObject({ email: 'teacher.1.1@school1.example.org', role: 'teacher', passwordHash: null });
    const kids = await db.select().from(classStudents).where(eq(classStudents.classId, klass!.localId));
    expect(kids).toHaveLength(25);
    const again = await importRoster(deps, admin, schoolIds[0]!, asFiles(first.files));
    expect(again.counts.children).toEqual({ created: 0, changed: 0, unchanged: 2000 });
    expect(again.counts.teachers).toEqual({ created: 0, changed: 0, unchanged: 40 });
    expect(await tally()).toEqual({ children: 2000, classes: 80, teachers: 40, accounts: before.accounts + 2040 });
  }, 120_000);

  it('imports a newer export (Windows line ends, a byte-order mark): changes applied, newcomers added, nothing twice', async () => {
    const before = await tally();
    const result = await importRoster(deps, admin, schoolIds[0]!, asFiles(second.files));
    expect(result.errors).toBe(0);
    expect(result.counts.teachers).toEqual({ created: 0, changed: 10, unchanged: 30 });
    expect(result.counts.classes).toEqual({ created: 0, changed: 16, unchanged: 64 });
    // every class has a newcomer; three of its 25 are renamed (k = 3, 13, 23) and one moved to the next class (k = 7)
    expect(result.counts.children.created).toBe(80);
    expect(result.counts.children.changed).toBe(80 * 4);
    expect(await tally()).toEqual({ ...before, children: before.children + 80, accounts: before.accounts + 80 });
    const db = t.database.db;
    const [moved] = await db.select().from(rosterIds).where(and(eq(rosterIds.scope, String(schoolIds[0])), eq(rosterIds.kind, 'user'), eq(rosterIds.sourcedId, 's-1-1-8')));
    const [target] = await db.select().from(rosterIds).where(and(eq(rosterIds.scope, String(schoolIds[0])), eq(rosterIds.kind, 'class'), eq(rosterIds.sourcedId, 'c-1-2')));
    const [place] = await db.select().from(classStudents).where(eq(classStudents.userId, moved!.localId));
    expect(place!.classId).toBe(target!.localId);
    const [renamed] = await db.select().from(rosterIds).where(and(eq(rosterIds.scope, String(schoolIds[0])), eq(rosterIds.kind, 'user'), eq(rosterIds.sourcedId, 's-1-1-4')));
    const [child] = await db.select().from(users).where(eq(users.id, renamed!.localId));
    expect(child!.lastName).toMatch(/-Brown$/);
    const again = await importRoster(deps, admin, schoolIds[0]!, asFiles(second.files));
    expect(again.counts.children).toEqual({ created: 0, changed: 0, unchanged: 2080 });
    const audits = await db.select().from(schoolAudit).where(and(eq(schoolAudit.schoolId, schoolIds[0]!), eq(schoolAudit.action, 'roster_import')));
    expect(audits.length).toBe(4);
  }, 120_000);

  it('reports each bad row, changes nothing with them, and imports the good ones when asked to skip the bad', async () => {
    const small = generateOneRoster({ idPrefix: 'x', schools: [{ identifier: codes[1]!, name: 'School 2' }, { identifier: `R35C${process.pid}`, name: 'Not mine' }], teachersPerSchool: 2, classesPerTeacher: 1, childrenPerClass: 3 });
    const files = { ...small.files };
    files['enrollments.csv'] += 'e-x,active,2026-08-01,c-missing,xorg-1,xs-1-1-1,student,false,,\n';
    // a teacher of the school that is not the importer's enrolled in a class of theirs
    files['enrollments.csv'] += 'e-y,active,2026-08-01,xc-1-1,xorg-1,xt-2-1,teacher,false,,\n';
    files['enrollments.csv'] += 'e-z,active,2026-08-01,xc-1-2,xorg-1,xt-1-1,teacher,false,,\n';
    files['users.csv'] += 'xt-9,active,2026-08-01,true,xorg-1,teacher,t9,,Nia,Bell,,,,,,,,\n';
    const before = await tally();
    const result = await importRoster(deps, admin, schoolIds[0]!, asFiles(files));
    expect(result.applied).toBe(false);
    expect(result.issues.filter((i) => i.blocking).map((i) => [i.file, i.row, i.field, i.code])).toEqual([
      ['enrollments.csv', expect.any(Number), 'classSourcedId', 'class_unknown'],
      ['orgs.csv', 4, 'identifier', 'org_not_yours'],
      ['users.csv', expect.any(Number), 'email', 'value_missing'],
    ]);
    expect(await tally()).toEqual(before);
    const skipped = await importRoster(deps, admin, schoolIds[0]!, asFiles(files), { skipBadRows: true });
    expect(skipped.applied).toBe(true);
    expect(skipped.counts.children.created).toBe(6);
    expect(skipped.counts.teachers.created).toBe(2);
    const [other] = await t.database.db.select({ n: count() }).from(schoolClasses).where(eq(schoolClasses.schoolId, otherSchoolId));
    expect(other!.n).toBe(0);
  }, 120_000);

  it('a teacher of another of the importer’s schools cannot teach a class of this one', async () => {
    const files = { ...first.files };
    files['enrollments.csv'] += 'e-w,active,2026-08-01,c-1-1,org-1,t-2-1,teacher,true,,\n';
    const preview = await previewRoster(deps, admin, asFiles(files));
    expect(preview.issues.filter((i) => i.blocking)).toEqual([expect.objectContaining({ file: 'enrollments.csv', field: 'userSourcedId', code: 'teacher_other_school' })]);
    expect(preview.issues[0]!.message).toBe('The teacher t-2-1 belongs to another school than the class\'s (School 1).');
  }, 60_000);
});

describe('the roster routes', () => {
  const path = (id: number, what: 'preview' | 'import') => `/api/v2/schools/${id}/roster/${what}`;

  it('answers the school’s admin only, refuses broken base64, and takes an export larger than the API’s usual limit', async () => {
    const cookies = await loginAs(t, adminEmail);
    const body = { files: asBody(first.files) };
    expect(JSON.stringify(body).length).toBeGreaterThan(t.config.BODY_LIMIT / 4);
    const anonymous = await t.post(path(schoolIds[0]!, 'preview'), body);
    expect(anonymous.statusCode).toBe(401);
    const notMine = await t.post(path(otherSchoolId, 'preview'), body, { cookies });
    expect(notMine.statusCode).toBe(403);
    const teacher = await createUser(t);
    const stranger = await t.post(path(schoolIds[0]!, 'import'), body, { cookies: await loginAs(t, teacher.email) });
    expect(stranger.statusCode).toBe(403);
    const broken = await t.post(path(schoolIds[0]!, 'preview'), { files: [{ name: 'orgs.csv', content_base64: 'abcde' }] }, { cookies });
    expect(broken.statusCode).toBe(400);
    const preview = await t.post(path(schoolIds[0]!, 'preview'), { files: asBody(second.files) }, { cookies });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ applied: false, errors: 0 });
    const big = generateOneRoster({ ...shape, childrenPerClass: 60, teachersPerSchool: 20 });
    const bigBody = { files: asBody(big.files) };
    expect(JSON.stringify(bigBody).length).toBeGreaterThan(t.config.BODY_LIMIT);
    const bigPreview = await t.post(path(schoolIds[0]!, 'preview'), bigBody, { cookies });
    expect(bigPreview.statusCode).toBe(200);
  }, 120_000);
});

