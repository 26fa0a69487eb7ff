/**
 * School search and registration on the full generated school set (about
 * 164,000 schools: US, Australia, England). For each database (the embedded
 * one always; PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is
 * set) it loads the set into a fresh database, starts the real server on it
 * and measures:
 *   - the search query alone (in process, no HTTP): p50/p95/p99 over realistic terms;
 *   - GET /api/v2/school-management/autocomplete one request at a time: p50/p95/p99;
 *   - the same under load (autocannon): requests/s and latency;
 *   - POST /api/v2/competition/{id}/register/ under load: requests/s (each a new row).
 *
 *   npm run bench autocomplete     BENCH_SECONDS=5 BENCH_CONNECTIONS=10 SEARCH_SAMPLES=600 by default
 */
import { randomBytes } from 'node:crypto';
import { loadavg, cpus } from 'node:os';
import { competitionPayload, type CompetitionConfig } from '@numbloom/domain/competition';
import { prepareSearchTerm } from '@numbloom/domain/form-rules';
import { SCHOOL_SEARCH_LIMIT } from '@numbloom/domain/school';
import { openPglite, openPostgres, type Database } from '../apps/server/src/db/client.ts';
import pg from 'pg';
import { FULL_COUNTS, FULL_TOTAL, generateSchools, schoolBatches } from '../apps/server/src/modules/schools/generate.ts';
import { bulkLoadSchools, searchSchools } from '../apps/server/src/modules/schools/store.ts';
import { autocannon, type AutocannonResult } from './lib/autocannon.ts';
import { printTable } from './lib/table.ts';
import { startProcess, tempDir, type RunningServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const samples = Number(process.env.SEARCH_SAMPLES ?? 600);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

/**
 * What people type: the start of a school's name a few letters at a time,
 * the start of a later word ("elementary", "mary"), and now and then a
 * fragment from inside a name or a name we do not have.
 */
function realisticTerms(count: number): string[] {
  const names = [
    ...Array.from(generateSchools('US', 3000), (s) => s.name),
    ...Array.from(generateSchools('AU', 600), (s) => s.name),
    ...Array.from(generateSchools('GB', 1200), (s) => s.name),
  ];
  let seed = 42;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const terms: string[] = [];
  while (terms.length < count) {
    const name = names[Math.floor(rand() * names.length)]!;
    const words = name.split(' ');
    const roll = rand();
    if (roll < 0.7) terms.push(name.slice(0, 2 + Math.floor(rand() * 12)));
    else if (roll < 0.88 && words.length > 1) {
      const w = words[1 + Math.floor(rand() * (words.length - 1))]!;
      terms.push(w.slice(0, 3 + Math.floor(rand() * 6)));
    } else if (roll < 0.96) {
      const at = 1 + Math.floor(rand() * Math.max(1, name.length - 5));
      terms.push(name.slice(at, at + 4 + Math.floor(rand() * 4)));
    } else terms.push(['zebra crossing academy', 'qwerty', 'xylophone primary'][Math.floor(rand() * 3)]!);
  }
  return terms.map((t) => prepareSearchTerm(t)).filter((t) => t !== '');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function loadSchools(database: Database): Promise<number> {
  const started = performance.now();
  await bulkLoadSchools(database.db, schoolBatches(FULL_COUNTS, 10_000));
  return (performance.now() - started) / 1000;
}

async function timeQueries(database: Database, terms: string[]) {
  for (const term of warmTerms) await searchSchools(database.db, term, SCHOOL_SEARCH_LIMIT); // warm-up
  const times: number[] = [];
  for (const term of terms) {
    const t0 = performance.now();
    await searchSchools(database.db, term, SCHOOL_SEARCH_LIMIT);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function timeHttp(url: string, terms: string[]) {
  const get = (term: string) => fetch(`${url}/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}&region_code=US&language_code=en`);
  for (const term of warmTerms) await (await get(term)).arrayBuffer(); // JIT warm-up on other terms: the measured ones start uncached
  const times: number[] = [];
  for (const term of terms) {
    const t0 = performance.now();
    const res = await get(term);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`autocomplete answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

function loadAutocomplete(url: string, terms: string[]) {
  let i = 0;
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          path: `/api/v2/school-management/autocomplete?search=${encodeURIComponent(terms[i++ % terms.length]!)}&region_code=US&language_code=en`,
        }),
      },
    ],
  });
}

async function loadRegistrations(url: string) {
  const csrf = await fetch(`${url}/api/v2/csrf/`);
  const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;
  const config = (await (await fetch(`${url}/home/api/competition/503/`)).json()) as CompetitionConfig;
  const list = Buffer.from('first_name,last_name,grade\r\n' + 'Ava,Nguyen,3\r\n'.repeat(200)).toString('base64');
  const run = randomBytes(4).toString('hex');
  let n = 0;
  const body = () =>
    JSON.stringify(
      competitionPayload({
        config,
        campaignName: 'numbers-cup-2026',
        region: 'us',
        values: {
          first_name: 'Bench',
          last_name: 'Teacher',
          email: `bench-${run}-${n++}@example.org`,
          phone: '+1 555 010 2030',
          role: 0,
          school_type: 0,
          termsAgreed: true,
          student_list_b64: list,
          student_list_extension: 'csv',
          school: {
            kind: 'manual',
            school: { region: { value: 'US', subregions: [] }, name: 'Bench School', address: '1 Main St', city: 'Austin', sub_region: 'TX', sub_region_item: null, zip_code: '73301', code: '' },
          },
        },
      }),
    );
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v2/competition/503/register/',
        headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: `csrftoken=${token}` },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: body() }),
      },
    ],
  });
  return result;
}

interface Row {
  driver: string;
  load: number;
  query: number[];
  http: number[];
  search: AutocannonResult;
  register: AutocannonResult;
}

async function benchDriver(driver: 'pglite' | 'postgres', terms: string[]): Promise<Row> {
  let database: Database;
  let env: Record<string, string>;
  let dropPostgres: (() => Promise<void>) | undefined;
  if (driver === 'pglite') {
    const dir = tempDir('numbloom-bench-schools-');
    database = await openPglite(dir);
    await database.migrate();
    env = { DATA_DIR: dir };
  } else {
    // A database of its own on that server, dropped at the end.
    const name = `numbloom_bench_${randomBytes(4).toString('hex')}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString());
    await database.migrate();
    env = { DATABASE_URL: url.toString() };
    dropPostgres = async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  console.log(`[${driver}] loading ${FULL_TOTAL.toLocaleString('en')} schools…`);
  const load = await loadSchools(database);
  console.log(`[${driver}] loaded in ${load.toFixed(1)} s; timing the search query…`);
  const query = await timeQueries(database, terms);
  let server: RunningServer | undefined;
  let http: number[];
  let search: AutocannonResult;
  let register: AutocannonResult;
  try {
    if (driver === 'pglite') await database.close(); // the server process opens the same folder
    server = await startProcess('apps/server/src/main.ts', {
      ...env,
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('hex'),
      WEB_DIST: tempDir('numbloom-bench-nodist-'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    });
    console.log(`[${driver}] server up; measuring HTTP…`);
    http = await timeHttp(server.url, terms);
    await loadAutocomplete(server.url, warmTerms); // warm-up
    search = await loadAutocomplete(server.url, terms);
    register = await loadRegistrations(server.url);
  } finally {
    await server?.stop();
    if (driver === 'postgres') await dropPostgres!();
  }
  return { driver, load, query, http, search, register };
}

const allTerms = realisticTerms(samples + 50);
const warmTerms = allTerms.slice(0, 50);
const terms = allTerms.slice(50);
console.log(`${terms.length} search terms; autocannon ${connections} connections × ${seconds} s; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);

const rows: Row[] = [];
rows.push(await benchDriver('pglite', terms));
if (postgresUrl) rows.push(await benchDriver('postgres', terms));
else console.log('(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it)');

printTable(
  `School search on ${FULL_TOTAL.toLocaleString('en')} schools (${terms.length} realistic terms; the aim is p95 under 20 ms on the embedded database)`,
  ['database', 'load', 'query p50', 'query p95', 'query p99', 'HTTP p50', 'HTTP p95', 'HTTP p99'],
  // query: the search SQL alone, no cache; HTTP: one request at a time, each term's first search uncached
  rows.map((r) => [
    r.driver,
    `${r.load.toFixed(1)} s`,
    ms(percentile(r.query, 50)),
    ms(percentile(r.query, 95)),
    ms(percentile(r.query, 99)),
    ms(percentile(r.http, 50)),
    ms(percentile(r.http, 95)),
    ms(percentile(r.http, 99)),
  ]),
);
printTable(
  `Under load (autocannon, ${connections} connections, ${seconds} s; the terms repeat, so most searches come from the per-process cache)`,
  ['database', 'route', 'requests/s', 'latency p50', 'latency p97.5', 'latency p99', 'non-2xx', 'errors'],
  rows.flatMap((r) => [
    [r.driver, 'GET autocomplete', Math.round(r.search.requests.average), `${r.search.latency.p50} ms`, `${r.search.latency.p97_5} ms`, `${r.search.latency.p99} ms`, r.search.non2xx, r.search.errors],
    [r.driver, 'POST competition register', Math.round(r.register.requests.average), `${r.register.latency.p50} ms`, `${r.register.latency.p97_5} ms`, `${r.register.latency.p99} ms`, r.register.non2xx, r.register.errors],
  ]),
);
console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
