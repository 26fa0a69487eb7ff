/**
 * Challenges at national scale, in process on an embedded database (PostgreSQL with TEST_DATABASE_URL):
 * 100,000 participants in 5,000 classes of 500 schools in 20 regions.
 * 1. a full recomputation of every board (one read of the standings, then
 *    the boards built in memory) against a bare read of the same scores and a sort;
 * 2. a child's own place and the top-ten page, as the leaderboard route does
 *    it (who the viewer is: two indexed reads; the board: a lookup), p50/p95,
 *    against two bare indexed reads; and the rank counted in SQL instead;
 * 3. certificates: one, and a class of 30 in one PDF (English and Arabic),
 *    against a bare pdfkit document of as many pages.
 *
 *   npm run bench challenges        BENCH_PARTICIPANTS=100000 BENCH_CLASSES=5000 by default
 */
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { sql } from 'drizzle-orm';
import { DEFAULT_TIER_RULE } from '../packages/domain/src/challenges.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createTestDatabase } from '../apps/server/src/test/db.ts';
import { boardChanged, boardsOf, boardTiming, boardView, buildBoards, requireChallenge, viewerOf } from '../apps/server/src/modules/challenges/service.ts';
import * as store from '../apps/server/src/modules/challenges/store.ts';
import { renderCertificates, type CertificatePage } from '../apps/server/src/modules/challenges/certificates.ts';
import { machineLine, printTable } from './lib/table.ts';

const participants = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const classCount = Number(process.env.BENCH_CLASSES ?? 5_000);
const lookups = Number(process.env.BENCH_LOOKUPS ?? 2_000);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await fn();
  return [value, performance.now() - start];
}

async function series(n: number, fn: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

// PostgreSQL (a database of its own, dropped after) when TEST_DATABASE_URL is set; the embedded database otherwise.
const database = await createTestDatabase(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
const db = database.db;
const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const now = new Date();
const deps: Deps = { config, database, now: () => now };

// ── the data: a challenge in its contest, 5,000 classes, 100,000 children with scores ──
const challengeId = randomUUID();
const hour = 60 * 60 * 1000;
await store.insertChallenge(db, {
  id: challengeId,
  names: { en: 'National Maths Week' },
  descriptions: { en: '' },
  grades: ['3'],
  activityIds: ['grade-3-add-episode'],
  registrationOpensAt: new Date(now.getTime() - 48 * hour),
  registrationClosesAt: new Date(now.getTime() + hour),
  warmupStartsAt: new Date(now.getTime() - 24 * hour),
  contestStartsAt: new Date(now.getTime() - hour),
  contestEndsAt: new Date(now.getTime() + 24 * hour),
  timeZone: 'Europe/London',
  targetKind: 'stars',
  target: 30,
  tierRule: DEFAULT_TIER_RULE,
  minParticipants: 5,
  createdAt: now,
  updatedAt: now,
});
const [, seedMs] = await timed(async () => {
  await db.execute(sql`insert into users (id, first_name, last_name, role, region_code, language_code)
    select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Teacher', 'T' || g, 'teacher', 'uk', 'en' from generate_series(1, ${classCount}) g`);
  await db.execute(sql`insert into classes (id, teacher_id, name, class_code)
    select ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Class ' || g, 'C' || g from generate_series(1, ${classCount}) g`);
  await db.execute(sql`insert into challenge_registrations (id, challenge_id, class_id, class_name, registered_by, school_id, school_name, region, hide_names, created_at)
    select ('00000000-0000-4000-a000-' || lpad(to_hex(g), 12, '0'))::uuid, ${challengeId}, ('00000000-0000-4000-9000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Class ' || g,
           ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, g % 500, 'School ' || (g % 500), 'GB-R' || (g % 20), g % 10 = 0, now()
    from generate_series(1, ${classCount}) g`);
  await db.execute(sql`insert into users (id, first_name, last_name, role, region_code, language_code)
    select ('00000000-0000-4000-b000-' || lpad(to_hex(g), 12, '0'))::uuid, 'Child', 'C' || g, 'student', 'uk', 'en' from generate_series(1, ${participants}) g`);
  await db.execute(sql`insert into class_students (user_id, class_id, display_name)
    select ('00000000-0000-4000-b000-' || lpad(to_hex(g), 12, '0'))::uuid, ('00000000-0000-4000-9000-' || lpad(to_hex(1 + g % ${classCount}), 12, '0'))::uuid, 'Child C' || g
    from generate_series(1, ${participants}) g`);
  await db.execute(sql`insert into challenge_scores (challenge_id, user_id, registration_id, class_id, display_name, score, runs, best_by_activity, first_played_at, updated_at)
    select ${challengeId}, ('00000000-0000-4000-b000-' || lpad(to_hex(g), 12, '0'))::uuid, ('00000000-0000-4000-a000-' || lpad(to_hex(1 + g % ${classCount}), 12, '0'))::uuid,
           ('00000000-0000-4000-9000-' || lpad(to_hex(1 + g % ${classCount}), 12, '0'))::uuid, 'Child C' || g, (hashtext(g::text) & 2147483647) % 31, 3, '{}'::jsonb, now(), now()
    from generate_series(1, ${participants}) g`);
  await db.execute(sql`analyze`);
});
console.log(`\n${machineLine()}\n${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "embedded database (PGlite)"}; seeded ${participants.toLocaleString('en-US')} participants in ${classCount.toLocaleString('en-US')} classes in ${(seedMs / 1000).toFixed(1)} s`);
const challenge = await requireChallenge(db, challengeId);

// ── 1. full recomputation ──────────────────────────────────────────────────
const rebuilds: number[] = [];
const bare: number[] = [];
for (let i = 0; i < 5; i++) {
  const [, full] = await timed(async () => buildBoards(await store.standingsOf(db, challengeId), challenge.minParticipants, false, Date.now()));
  rebuilds.push(full);
  const [, base] = await timed(async () => {
    const rows = (await db.execute(sql`select user_id, score from challenge_scores where challenge_id = ${challengeId}`)).rows as Array<{ score: number }>;
    rows.map((r) => r.score).sort((a, b) => b - a);
  });
  bare.push(base);
}
rebuilds.sort((a, b) => a - b);
bare.sort((a, b) => a - b);
printTable(
  `Full recomputation of every board (${participants.toLocaleString('en-US')} standings), median of 5`,
  ['work', 'time', 'vs bare'],
  [
    ['read the standings + build students, classes, schools, regions boards', ms(percentile(rebuilds, 50)), ratio(percentile(rebuilds, 50), percentile(bare, 50))],
    ['bare: read the scores, sort them', ms(percentile(bare, 50)), '1.0×'],
  ],
);

// ── 2. a child's place and the top ten ───────────────────────────────────────
await boardsOf(deps, challenge); // built once, as the first request of a live board does
const childId = (i: number) => `00000000-0000-4000-b000-${(1 + ((i * 7919) % participants)).toString(16).padStart(12, '0')}`;
const caller = (i: number) => ({ id: childId(i), role: 'student', firstName: 'Child', regionCode: 'uk' });
const placeTimes = await series(lookups, async (i) => {
  const boards = await boardsOf(deps, challenge);
  const viewer = await viewerOf(db, challenge, caller(i));
  boardView(boards, 'students', viewer);
});
const classTimes = await series(lookups, async (i) => {
  const boards = await boardsOf(deps, challenge);
  const viewer = await viewerOf(db, challenge, caller(i));
  boardView(boards, 'classes', viewer);
  boardView(boards, 'region', viewer);
});
const bareTimes = await series(lookups, async (i) => {
  await db.execute(sql`select class_id from class_students where user_id = ${childId(i)}`);
  await db.execute(sql`select id from challenge_registrations where challenge_id = ${challengeId} and class_id is not null limit 1`);
});
const sqlRank = await series(Math.min(lookups, 300), async (i) => {
  await db.execute(sql`select count(*) + 1 as rank from challenge_scores where challenge_id = ${challengeId}
    and score > (select score from challenge_scores where challenge_id = ${challengeId} and user_id = ${childId(i)})`);
  await db.execute(sql`select user_id, score, rank() over (order by score desc) from challenge_scores where challenge_id = ${challengeId} order by score desc limit 10`);
});
// While the contest runs: runs are counted as children read the board (here one run per 50 readers), and a
// board that changed is rebuilt, a board this large at most every 2 s. The readers are served the board as
// last built while the next is made.
// Long enough for several of a large board's rebuilds (at most one per 2 s), each under way among the readers;
// then the same with a rebuild after every counted run (the gap at 0, as before it), in the same run.
const LIVE_SECONDS = 8;
async function liveReading() {
  const times: number[] = [];
  let rebuilds = 0;
  let lastBuilt = (await boardsOf(deps, challenge)).builtAt;
  for (let i = 0, until = performance.now() + LIVE_SECONDS * 1000; performance.now() < until; i++) {
    if (i % 50 === 0) boardChanged(challengeId);
    const start = performance.now();
    const boards = await boardsOf(deps, challenge);
    const viewer = await viewerOf(db, challenge, caller(i));
    boardView(boards, 'students', viewer);
    times.push(performance.now() - start);
    if (boards.builtAt !== lastBuilt) rebuilds++;
    lastBuilt = boards.builtAt;
  }
  return { times: times.sort((a, b) => a - b), rebuilds };
}
const live = await liveReading();
const gap = boardTiming.largeBoardGapMs;
boardTiming.largeBoardGapMs = 0;
const liveEveryRun = await liveReading();
boardTiming.largeBoardGapMs = gap;
await boardsOf(deps, challenge);
const onlyBoard = await series(lookups * 10, async (i) => {
  const boards = await boardsOf(deps, challenge);
  boardView(boards, 'students', { userId: childId(i), registrationIds: [], schoolIds: [] });
});
const p = (t: number[], q: number) => percentile(t, q);
printTable(
  `A child's own place and the top-ten page (${lookups.toLocaleString('en-US')} children at random)`,
  ['request', 'p50', 'p95', 'p99', 'p95 vs bare'],
  [
    ['students board: who the child is + place + top ten', ms(p(placeTimes, 50)), ms(p(placeTimes, 95)), ms(p(placeTimes, 99)), ratio(p(placeTimes, 95), p(bareTimes, 95))],
    ['class and region boards: the same for the class and school', ms(p(classTimes, 50)), ms(p(classTimes, 95)), ms(p(classTimes, 99)), ratio(p(classTimes, 95), p(bareTimes, 95))],
    [`students board while runs count (a run counted every 50 readers; ${live.times.length} readers in ${LIVE_SECONDS} s, ${live.rebuilds} rebuilds)`, ms(p(live.times, 50)), ms(p(live.times, 95)), ms(p(live.times, 99)), ratio(p(live.times, 95), p(bareTimes, 95))],
    [`the same, rebuilt after every counted run (${liveEveryRun.times.length} readers, ${liveEveryRun.rebuilds} rebuilds)`, ms(p(liveEveryRun.times, 50)), ms(p(liveEveryRun.times, 95)), ms(p(liveEveryRun.times, 99)), ratio(p(liveEveryRun.times, 95), p(bareTimes, 95))],
    ['the board alone (lookup + slice, no database)', ms(p(onlyBoard, 50)), ms(p(onlyBoard, 95)), ms(p(onlyBoard, 99)), '—'],
    ['rank and top ten counted in SQL instead (not used)', ms(p(sqlRank, 50)), ms(p(sqlRank, 95)), ms(p(sqlRank, 99)), ratio(p(sqlRank, 95), p(bareTimes, 95))],
    ['bare: two indexed reads', ms(p(bareTimes, 50)), ms(p(bareTimes, 95)), ms(p(bareTimes, 99)), '1.0×'],
  ],
);

// ── 3. certificates ──────────────────────────────────────────────────────────
const page = (i: number, language: string): CertificatePage => ({
  language,
  paper: 'A4',
  challengeName: language === 'ar' ? 'أسبوع الرياضيات الوطني' : 'National Maths Week',
  childName: language === 'ar' ? 'زارا علي' : `Child Number ${i}`,
  tier: (['ruby', 'platinum', 'gold', 'silver', 'bronze', 'participation'] as const)[i % 6]!,
  score: 20 + (i % 10),
  target: 30,
  date: now,
  timeZone: 'Europe/London',
  code: 'ABCD-EFGH-JKMN-PQRS',
  verifyUrl: `https://numbloom.example/uk/${language}/verify/ABCD-EFGH-JKMN-PQRS/`,
});
async function barePdf(pages: number) {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < pages; i++) doc.addPage({ size: 'A4', layout: 'landscape' }).fontSize(30).text(`Certificate ${i}`, 72, 80);
  doc.end();
  return done;
}
const certRows: Array<Array<string | number>> = [];
for (const language of ['en', 'ar']) {
  await renderCertificates([page(0, language)], 'warm');
  const one = await series(50, (i) => renderCertificates([page(i, language)], 'one'));
  const klass = await series(10, () => renderCertificates(Array.from({ length: 30 }, (_, i) => page(i, language)), 'class'));
  const bareOne = await series(50, () => barePdf(1));
  const bareClass = await series(10, () => barePdf(30));
  certRows.push([`one certificate, ${language}`, ms(p(one, 50)), ms(p(one, 95)), ratio(p(one, 95), p(bareOne, 95))]);
  certRows.push([`a class of 30 in one PDF, ${language}`, ms(p(klass, 50)), ms(p(klass, 95)), ratio(p(klass, 95), p(bareClass, 95))]);
}
certRows.push(['bare: pdfkit, one line on 1 page', ms(p(await series(50, () => barePdf(1)), 50)), ms(p(await series(50, () => barePdf(1)), 95)), '1.0×']);
certRows.push(['bare: pdfkit, one line on 30 pages', ms(p(await series(10, () => barePdf(30)), 50)), ms(p(await series(10, () => barePdf(30)), 95)), '1.0×']);
printTable('Certificates (pdfkit, QR drawn as squares), in process', ['pdf', 'p50', 'p95', 'p95 vs bare'], certRows);

await database.close();
