/**
 * Schools: a district's OneRoster import (issue 35). Generates an export of 50
 * schools, 2,000 teachers and 50,000 children (one class of 25 per teacher),
 * imports it as a school admin of all 50 would (parse, plan, write, in one
 * transaction), then imports the newer export (names changed, children moved,
 * classes renamed, a newcomer per class), and beside them inserts the same
 * records as bare multi-row SQL in the same run: what the import costs over
 * the writes it cannot avoid; then times a school admin's results page of the
 * largest school beside the same reads as bare SQL. On an in-memory PGlite, as the tests run.
 *
 *   npm run bench schools        BENCH_SCHOOLS=50 BENCH_TEACHERS=40 BENCH_CHILDREN=25 (per school, per class)
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createAccount } from '../apps/server/src/modules/accounts/service.ts';
import { schools } from '../apps/server/src/modules/schools/keys.ts';
import { schoolMembers } from '../apps/server/src/modules/school-members/tables.ts';
import { importRoster } from '../apps/server/src/modules/school-members/roster/oneroster-apply.ts';
import { asFiles, generateOneRoster } from '../apps/server/src/modules/school-members/roster/oneroster-fixtures.ts';
import { schoolResults } from '../apps/server/src/modules/school-results/service.ts';
import { machineLine, printTable } from './lib/table.ts';

const schoolCount = Number(process.env.BENCH_SCHOOLS ?? 50);
const teachersPerSchool = Number(process.env.BENCH_TEACHERS ?? 40);
const childrenPerClass = Number(process.env.BENCH_CHILDREN ?? 25);

const database = await openPglite();
await database.migrate();
const now = new Date();
const deps: Deps = { config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' }), database, now: () => now };
const db = database.db;

const codes = Array.from({ length: schoolCount }, (_, i) => `BENCH-${i + 1}`);
const rows = await db
  .insert(schools)
  .values(codes.map((code, i) => ({ name: `Bench school ${i + 1}`, code, country: 'US' })))
  .returning({ id: schools.id });
const admin = await db.transaction((tx) =>
  createAccount(tx, deps, { email: 'district.admin@example.org', passwordHash: null, firstName: 'Dana', lastName: 'Admin', role: 'school_leader', regionCode: 'us', languageCode: 'en', marketingOptIn: false, emailVerifiedAt: now }),
);
await db.insert(schoolMembers).values(rows.map((r) => ({ schoolId: r.id, userId: admin.id, role: 'admin', status: 'active', requestedAt: now, decidedAt: now })));

const shape = { schools: codes.map((identifier, i) => ({ identifier, name: `Bench school ${i + 1}` })), teachersPerSchool, classesPerTeacher: 1, childrenPerClass };
const first = generateOneRoster(shape);
const second = generateOneRoster({ ...shape, revision: 2 });
const rowsOf = (files: Record<string, string>) => Object.entries(files).filter(([n]) => n !== 'manifest.csv').reduce((n, [, text]) => n + text.split('\n').filter(Boolean).length - 1, 0);
const mb = (files: Record<string, string>) => (Object.values(files).reduce((n, t) => n + Buffer.byteLength(t), 0) / 1024 / 1024).toFixed(1);

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await run();
  return { ms: performance.now() - t0, value };
}

const firstRun = await timed(() => importRoster(deps, admin, rows[0]!.id, asFiles(first.files)));
if (firstRun.value.errors > 0 || !firstRun.value.applied) throw new Error(`first import refused: ${JSON.stringify(firstRun.value.issues.slice(0, 3))}`);
const secondRun = await timed(() => importRoster(deps, admin, rows[0]!.id, asFiles(second.files)));
if (secondRun.value.errors > 0 || !secondRun.value.applied) throw new Error(`second import refused: ${JSON.stringify(secondRun.value.issues.slice(0, 3))}`);

/** The same records as the first import made, as bare multi-row inserts of 1,000 rows: users, classes, places, school rows, roster ids. */
async function bareInsert() {
  const chunk = <T>(list: T[]) => Array.from({ length: Math.ceil(list.length / 1000) }, (_, i) => list.slice(i * 1000, i * 1000 + 1000));
  const at = now.toISOString();
  await db.transaction(async (tx) => {
    let written = 0;
    const teacherIds: string[] = [];
    const classIds: string[] = [];
    const schoolOf: number[] = [];
    for (let s = 0; s < schoolCount; s++)
      for (let t = 0; t < teachersPerSchool; t++) {
        teacherIds.push(randomUUID());
        classIds.push(randomUUID());
        schoolOf.push(rows[s]!.id);
      }
    for (const part of chunk(teacherIds.map((id, i) => ({ id, i }))))
      await tx.execute(sql`insert into users (id, email, first_name, last_name, role, region_code, language_code, created_at, updated_at) values ${sql.join(part.map((r) => sql`(${r.id}::uuid, ${`bare.${r.i}@example.org`}, 'Mia', 'Lee', 'teacher', 'us', 'en', ${at}::timestamptz, ${at}::timestamptz)`), sql`, `)}`);
    for (const part of chunk(classIds.map((id, i) => ({ id, i }))))
      await tx.execute(sql`insert into classes (id, teacher_id, name, class_code, created_at) values ${sql.join(part.map((r) => sql`(${r.id}::uuid, ${teacherIds[r.i]}::uuid, ${`Class ${r.i}`}, ${`B${String(r.i).padStart(7, '0')}`}, ${at}::timestamptz)`), sql`, `)}`);
    for (const part of chunk(classIds.map((id, i) => ({ id, i }))))
      await tx.execute(sql`insert into school_classes (class_id, school_id, grade, added_at) values ${sql.join(part.map((r) => sql`(${r.id}::uuid, ${schoolOf[r.i]}::int, '1', ${at}::timestamptz)`), sql`, `)}`);
    for (const part of chunk(teacherIds.map((id, i) => ({ id, i }))))
      await tx.execute(sql`insert into school_members (school_id, user_id, role, status, requested_at, decided_at) values ${sql.join(part.map((r) => sql`(${schoolOf[r.i]}::int, ${r.id}::uuid, 'teacher', 'active', ${at}::timestamptz, ${at}::timestamptz)`), sql`, `)}`);
    written += teacherIds.length * 4;
    const children = classIds.flatMap((classId, c) => Array.from({ length: childrenPerClass }, (_, k) => ({ id: randomUUID(), classId, school: schoolOf[c]!, k })));
    for (const part of chunk(children))
      await tx.execute(sql`insert into users (id, first_name, last_name, role, region_code, language_code, created_at, updated_at) values ${sql.join(part.map((r) => sql`(${r.id}::uuid, 'Noah', 'Smith', 'student', 'us', 'en', ${at}::timestamptz, ${at}::timestamptz)`), sql`, `)}`);
    for (const part of chunk(children))
      await tx.execute(sql`insert into class_students (user_id, class_id, display_name, name_number, created_at) values ${sql.join(part.map((r) => sql`(${r.id}::uuid, ${r.classId}::uuid, 'Noah Smith', ${r.k + 1}::int, ${at}::timestamptz)`), sql`, `)}`);
    const ids = [
      ...teacherIds.map((id, i) => ({ scope: String(schoolOf[i]), kind: 'user', sourcedId: `bare-t-${i}`, localId: id })),
      ...classIds.map((id, i) => ({ scope: String(schoolOf[i]), kind: 'class', sourcedId: `bare-c-${i}`, localId: id })),
      ...children.map((r, i) => ({ scope: String(r.school), kind: 'user', sourcedId: `bare-s-${i}`, localId: r.id })),
    ];
    for (const part of chunk(ids))
      await tx.execute(sql`insert into roster_ids (scope, kind, sourced_id, local_id, updated_at) values ${sql.join(part.map((r) => sql`(${r.scope}, ${r.kind}, ${r.sourcedId}, ${r.localId}, ${at}::timestamptz)`), sql`, `)}`);
    written += children.length * 3;
    return written;
  });
}
const bare = await timed(bareInsert);

// ── a school admin's results page (school 1 now holds the import's classes and the bare ones: 2,000 children
// with the default sizes), with five skills practised by every child, beside the same reads as bare SQL ──
const big = rows[0]!.id;
const childIds = (await db.execute(sql`select cs.user_id from class_students cs join school_classes sc on sc.class_id = cs.class_id where sc.school_id = ${big}`)).rows.map((r) => (r as { user_id: string }).user_id);
const SKILLS = ['add@1', 'subtract@1', 'count@1', 'place-value@1', 'shapes@1'];
const estimates = childIds.flatMap((id, i) => SKILLS.map((skill, k) => ({ id, skill, rating: ((i + k) % 7) / 3 - 1, answers: 5 + ((i + k) % 10) })));
for (let i = 0; i < estimates.length; i += 1000)
  await db.execute(
    sql`insert into skill_estimates (user_id, skill, rating, answers, correct, last_level, updated_at) values ${sql.join(estimates.slice(i, i + 1000).map((e) => sql`(${e.id}::uuid, ${e.skill}, ${e.rating}, ${e.answers}, ${Math.floor(e.answers / 2)}, 2, ${now.toISOString()}::timestamptz)`), sql`, `)}`,
  );
const READS = Number(process.env.BENCH_READS ?? 15);
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const productMs: number[] = [];
const bareMs: number[] = [];
// in turns, so the machine's load falls on both alike
for (let i = 0; i < READS; i++) {
  productMs.push((await timed(() => schoolResults(deps, admin.id, big, 'en'))).ms);
  bareMs.push(
    (
      await timed(async () => {
        await db.execute(sql`select 1 from school_members where school_id = ${big} and user_id = ${admin.id} and status = 'active' and role = 'admin'`);
        await db.execute(sql`select sc.class_id, sc.grade, c.name, c.teacher_id, count(cs.user_id)::int as children from school_classes sc join classes c on c.id = sc.class_id left join class_students cs on cs.class_id = sc.class_id where sc.school_id = ${big} group by sc.class_id, sc.grade, c.name, c.teacher_id`);
        await db.execute(sql`select sc.grade, e.skill, count(*)::int from skill_estimates e join class_students cs on cs.user_id = e.user_id join school_classes sc on sc.class_id = cs.class_id where sc.school_id = ${big} group by sc.grade, e.skill`);
        await db.execute(sql`select r.id from challenge_registrations r where r.school_id = ${big}`);
      })
    ).ms,
  );
}

const firstRows = rowsOf(first.files);
const secondRows = rowsOf(second.files);
const c1 = firstRun.value.counts;
const c2 = secondRun.value.counts;
printTable(
  `OneRoster import: ${schoolCount} schools, ${first.counts.teachers} teachers, ${first.counts.children} children (${first.counts.classes} classes)`,
  ['run', 'CSV rows', 'MB', 'seconds', 'rows/s', 'made / changed'],
  [
    ['first import (parse, plan, write)', firstRows, mb(first.files), (firstRun.ms / 1000).toFixed(1), Math.round(firstRows / (firstRun.ms / 1000)), `${c1.classes.created + c1.teachers.created + c1.children.created} / ${c1.classes.changed + c1.teachers.changed + c1.children.changed}`],
    ['newer export imported again', secondRows, mb(second.files), (secondRun.ms / 1000).toFixed(1), Math.round(secondRows / (secondRun.ms / 1000)), `${c2.classes.created + c2.teachers.created + c2.children.created} / ${c2.classes.changed + c2.teachers.changed + c2.children.changed}`],
    ['the first import’s records as bare SQL inserts', firstRows, '—', (bare.ms / 1000).toFixed(1), Math.round(firstRows / (bare.ms / 1000)), '—'],
  ],
);
printTable(
  `A school admin's results page: ${childIds.length} children, ${estimates.length} skill estimates (p50 of ${READS} reads in turns)`,
  ['read', 'p50 ms', 'ratio'],
  [
    ['GET results (the product: membership, classes, children, mastery, challenges)', p50(productMs).toFixed(1), (p50(productMs) / p50(bareMs)).toFixed(1)],
    ['the same reads as bare SQL (aggregated in the database)', p50(bareMs).toFixed(1), '1.0'],
  ],
);
console.log(`\n${machineLine()}`);
await database.close();
