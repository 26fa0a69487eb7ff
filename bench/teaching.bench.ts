/**
 * Teaching (issue 36): a teacher's class report (a class's assignments with how far its
 * children are) and an assignment's report (each child, each question with its common wrong
 * answers) for a class of 35 with a term of play (40 assignments, ~5,000 runs), in a school's
 * worth of data (2,000 children, each class with its own 40 assignments and some play), through
 * the real app (its routes, auth and serializers), beside the same data read with bare SQL
 * (aggregated in the database), in one run, in turns. On an in-memory PGlite, as the tests run.
 *
 *   npm run bench teaching        BENCH_READS=40 BENCH_RUNS=5000 BENCH_CHILDREN=2000
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ASSIGNMENT_PATHS } from '@numbloom/domain/assignments';
import { createTestApp } from '../apps/server/src/test/app.ts';
import { createUser, loginAs } from '../apps/server/src/modules/accounts/test-support.ts';
import { machineLine, printTable } from './lib/table.ts';

const READS = Number(process.env.BENCH_READS ?? 40);
const RUNS = Number(process.env.BENCH_RUNS ?? 5000);
const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 2000);
const CLASS_SIZE = 35;
const ASSIGNMENTS = 40;
const QUESTIONS = 10;

const t = await createTestApp();
const db = t.database.db;
const { email, password } = await createUser(t, { role: 'teacher' });
const cookies = await loginAs(t, email, password);
const classId = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Bench 3' }, { cookies })).json().classes[0].id as string;
const teacherId = ((await db.execute(sql`select teacher_id from classes where id = ${classId}::uuid`)).rows[0] as { teacher_id: string }).teacher_id;

const t0 = performance.now();
// the school: the teacher's class and as many others as make CHILDREN, each of CLASS_SIZE children
const classCount = Math.ceil(CHILDREN / CLASS_SIZE);
await db.execute(sql`
  insert into classes (id, teacher_id, name, class_code)
  select gen_random_uuid(), ${teacherId}::uuid, 'Other ' || g, 'BX' || lpad(g::text, 6, '0') from generate_series(2, ${classCount}::int) g`);
await db.execute(sql`
  insert into users (id, first_name, last_name, role, region_code, language_code)
  select gen_random_uuid(), 'Kid', 'N' || g, 'student', 'us', 'en' from generate_series(1, ${CHILDREN}::int) g`);
await db.execute(sql`
  with c as (select id, row_number() over (order by id = ${classId}::uuid desc, id) - 1 as n from classes where teacher_id = ${teacherId}::uuid),
       k as (select id, row_number() over (order by id) - 1 as n from users where role = 'student')
  insert into class_students (user_id, class_id, display_name, name_number)
  select k.id, c.id, 'Kid ' || k.n, 1 from k join c on c.n = k.n / ${CLASS_SIZE}::int`);
// 40 assignments per class, a set of two episodes each, across the term
await db.execute(sql`
  insert into assignments (teacher_id, class_id, activity_ids, starts_at, due_at, item_count, seed, region_code, created_at, updated_at)
  select ${teacherId}::uuid, c.id, '["grade-3-add-episode","grade-3-subtract-episode"]'::jsonb,
         now() - (a * interval '2 days'), now() - (a * interval '2 days') + interval '7 days', ${QUESTIONS}::int, 'bench' || a, 'us', now(), now()
  from classes c, generate_series(1, ${ASSIGNMENTS}::int) a where c.teacher_id = ${teacherId}::uuid`);
// the class's term: RUNS runs over its children, assignments and activities, most finished; the other classes a tenth of it
await db.execute(sql`
  with cs as (select user_id, class_id, row_number() over (partition by class_id order by user_id) - 1 as n from class_students),
       asg as (select id, class_id, row_number() over (partition by class_id order by starts_at) - 1 as n from assignments)
  insert into assignment_runs (run_id, assignment_id, user_id, activity_id, started_at, finished_at, correct, total, stars, duration_ms)
  select gen_random_uuid(), asg.id, cs.user_id, case when r % 2 = 0 then 'grade-3-add-episode' else 'grade-3-subtract-episode' end,
         now() - interval '1 day', case when r % 9 = 0 then null else now() end,
         case when r % 9 = 0 then null else (r * 7) % 11 end, case when r % 9 = 0 then null else ${QUESTIONS}::int end,
         case when r % 9 = 0 then null else ((r * 7) % 11) / 4 end, case when r % 9 = 0 then null else 60000 + r % 120000 end
  from generate_series(0, ${RUNS - 1}::int) r
  join classes c on true
  join cs on cs.class_id = c.id and cs.n = r % ${CLASS_SIZE}
  join asg on asg.class_id = c.id and asg.n = (r / ${CLASS_SIZE}::int) % ${ASSIGNMENTS}
  where c.teacher_id = ${teacherId}::uuid and (c.id = ${classId}::uuid or r % 10 = 0)`);
await db.execute(sql`
  insert into assignment_answers (run_id, item_index, assignment_id, correct, given, question, expected, answered_at)
  select r.run_id, q, r.assignment_id, (hashtext(r.run_id::text || q) % 3) <> 0,
         case when (hashtext(r.run_id::text || q) % 3) = 0 then ((abs(hashtext(r.run_id::text)) % 4) + 10 + q)::text else (12 + q)::text end,
         'What is ' || (5 + q) || ' + 7?', (12 + q)::text, now()
  from assignment_runs r, generate_series(0, ${QUESTIONS - 1}::int) q`);
await db.execute(sql`analyze`);
const counts = (await db.execute(sql`
  select (select count(*) from class_students) as children, (select count(*) from assignments) as assignments,
         (select count(*) from assignment_runs) as runs, (select count(*) from assignment_answers) as answers,
         (select count(*) from assignment_runs r join assignments a on a.id = r.assignment_id where a.class_id = ${classId}::uuid) as class_runs`)).rows[0] as Record<string, string>;
const setupS = (performance.now() - t0) / 1000;

// the class's most played assignment: its report
const target = ((await db.execute(sql`
  select a.id from assignments a join assignment_runs r on r.assignment_id = a.id where a.class_id = ${classId}::uuid
  group by a.id order by count(*) desc limit 1`)).rows[0] as { id: string }).id;

async function api(url: string) {
  const res = await t.app.inject({ method: 'GET', url, cookies });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.body.length;
}

/** The class report as bare SQL: the class's assignments, each with its children's done / playing / not started and average, aggregated in the database. */
const bareClassReport = () =>
  db.execute(sql`
    with per_child as (
      select a.id as assignment_id, cs.user_id,
             count(r.run_id) as runs,
             count(distinct r.activity_id) filter (where r.finished_at is not null) as done_activities,
             max(r.correct::float / nullif(r.total, 0)) as best
      from assignments a
      join class_students cs on cs.class_id = a.class_id
      left join assignment_runs r on r.assignment_id = a.id and r.user_id = cs.user_id
      where a.class_id = ${classId}::uuid
      group by a.id, cs.user_id)
    select a.*, count(*) as assigned,
           count(*) filter (where p.done_activities = jsonb_array_length(a.activity_ids)) as done,
           count(*) filter (where p.runs > 0 and p.done_activities < jsonb_array_length(a.activity_ids)) as in_progress,
           count(*) filter (where p.runs = 0) as not_started,
           avg(p.best) filter (where p.done_activities = jsonb_array_length(a.activity_ids)) as average
    from assignments a join per_child p on p.assignment_id = a.id
    group by a.id order by a.due_at desc`);

/** The assignment report as bare SQL: each child's best run per activity summed, and each question's right count and common wrong answers. */
const bareAssignmentReport = async () => {
  await db.execute(sql`
    with best as (
      select distinct on (user_id, activity_id) user_id, activity_id, correct, total, stars, duration_ms
      from assignment_runs where assignment_id = ${target}::uuid and finished_at is not null
      order by user_id, activity_id, correct::float / nullif(total, 0) desc nulls last, duration_ms)
    select cs.user_id, cs.display_name, sum(b.correct), sum(b.total), sum(b.stars), sum(b.duration_ms), count(b.activity_id),
           (select count(*) from assignment_runs r where r.assignment_id = ${target}::uuid and r.user_id = cs.user_id) as runs
    from class_students cs left join best b on b.user_id = cs.user_id
    where cs.class_id = ${classId}::uuid group by cs.user_id, cs.display_name order by cs.display_name`);
  await db.execute(sql`
    with first_runs as (
      select distinct on (user_id, activity_id) run_id, activity_id from assignment_runs
      where assignment_id = ${target}::uuid order by user_id, activity_id, started_at),
    given as (
      select f.activity_id, x.item_index, x.correct, x.given, min(x.question) over (partition by f.activity_id, x.item_index) as question
      from assignment_answers x join first_runs f on f.run_id = x.run_id),
    wrong as (
      select activity_id, item_index, given, count(*) as n, row_number() over (partition by activity_id, item_index order by count(*) desc, given) as rank
      from given where not correct group by activity_id, item_index, given)
    select g.activity_id, g.item_index, min(g.question), count(*), count(*) filter (where g.correct),
           (select jsonb_agg(jsonb_build_object('text', w.given, 'count', w.n)) from wrong w
             where w.activity_id = g.activity_id and w.item_index = g.item_index and w.rank <= 3)
    from given g group by g.activity_id, g.item_index order by g.activity_id, g.item_index`);
};

const reads = {
  classApi: [] as number[],
  classSql: [] as number[],
  reportApi: [] as number[],
  reportSql: [] as number[],
};
const time = async (list: number[], run: () => Promise<unknown>) => {
  const s = performance.now();
  await run();
  list.push(performance.now() - s);
};
// a warm-up of each, then the reads in turns so the machine's load falls on all alike
const classBytes = await api(ASSIGNMENT_PATHS.ofClass(classId));
const reportBytes = await api(ASSIGNMENT_PATHS.report(target));
await bareClassReport();
await bareAssignmentReport();
for (let i = 0; i < READS; i++) {
  await time(reads.classApi, () => api(ASSIGNMENT_PATHS.ofClass(classId)));
  await time(reads.classSql, bareClassReport);
  await time(reads.reportApi, () => api(ASSIGNMENT_PATHS.report(target)));
  await time(reads.reportSql, bareAssignmentReport);
}
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

printTable(
  `The data: ${counts.children} children in ${classCount} classes, ${counts.assignments} assignments, ${counts.runs} runs (${counts.class_runs} of the class), ${counts.answers} answers (made in ${setupS.toFixed(1)} s)`,
  ['', 'count'],
  [
    ['children', Number(counts.children)],
    ['assignments', Number(counts.assignments)],
    ['runs of the class of 35', Number(counts.class_runs)],
    ['runs in the school', Number(counts.runs)],
    ['answers in the school', Number(counts.answers)],
  ],
);
printTable(
  `A class report and an assignment report, p50 and p95 of ${READS} reads each, in turns`,
  ['read', 'p50 ms', 'p95 ms', 'p50 ratio', 'bytes'],
  [
    ['GET class’s assignments (the product: auth, class, 40 assignments, children, runs)', pct(reads.classApi, 0.5).toFixed(1), pct(reads.classApi, 0.95).toFixed(1), (pct(reads.classApi, 0.5) / pct(reads.classSql, 0.5)).toFixed(1), classBytes],
    ['the same as bare SQL (aggregated in the database)', pct(reads.classSql, 0.5).toFixed(1), pct(reads.classSql, 0.95).toFixed(1), '1.0', '—'],
    ['GET assignment report (the product: children, best runs, questions, wrong answers)', pct(reads.reportApi, 0.5).toFixed(1), pct(reads.reportApi, 0.95).toFixed(1), (pct(reads.reportApi, 0.5) / pct(reads.reportSql, 0.5)).toFixed(1), reportBytes],
    ['the same as bare SQL (aggregated in the database)', pct(reads.reportSql, 0.5).toFixed(1), pct(reads.reportSql, 0.95).toFixed(1), '1.0', '—'],
  ],
);
console.log(`\n${machineLine()}`);
await t.close();
