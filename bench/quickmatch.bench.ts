/**
 * Quick match pairing (decision 044): 1,000 children asking for a race
 * within one minute, each in a grade drawn at random (K to 6). The load
 * generator runs as its own process (bench/lib/quickmatch-load.ts) and prints
 * its own event-loop delay; this process runs the server. Printed: p50, p95
 * and p99 from asking to being seated (with a child, or a practice player
 * after the 10 s deadline), the same for those paired with a child, and the
 * checks: no child in two races, no race with more than two children, nobody
 * left waiting past their deadline. For the product (the queue, a room with
 * both seats written and started per race, a practice player's run read and
 * replayed) and for a bare in-memory pairing server written for the bench on
 * the same wire (a line per grade, a long poll, nothing written), and the
 * ratio. The product runs on PGlite, or on PostgreSQL with DATABASE_URL, and
 * keeps its line in Redis when REDIS_URL is set.
 *
 *   npm run bench quickmatch      QUICKMATCH_CHILDREN=200 QUICKMATCH_SECONDS=15 for a short run
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { QUICK_MATCH_WAIT_SECONDS } from '../packages/domain/src/games.ts';
import { runLoad, startGamesProduct } from './lib/games-bench.ts';
import { bareHttp } from './lib/bare-http.ts';
import { machineLine, printTable } from './lib/table.ts';

const CHILDREN = Number(process.env.QUICKMATCH_CHILDREN ?? 1000);
const SECONDS = Number(process.env.QUICKMATCH_SECONDS ?? 60);
const WAIT_MS = QUICK_MATCH_WAIT_SECONDS * 1000;
const ms = (n: number) => `${n.toFixed(0)} ms`;

interface LoadResult {
  children: number;
  seated: number;
  failed: number;
  requests: number;
  seconds: number;
  paired: number;
  practice: number;
  races: number;
  overfull: number;
  unpartnered: number;
  late: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  paired_p50: number;
  paired_p95: number;
  loop_p50: number;
  loop_p99: number;
  loop_max: number;
}

/** Runs the load generator (it starts asking at once: nothing to wait for). */
const generate = (base: string, csrf: { header: string; cookie: string }) =>
  runLoad<LoadResult>('quickmatch-load.ts', [base, String(CHILDREN), String(SECONDS), csrf.header, csrf.cookie], async () => {});

// ---------------------------------------------------------------- the bare baseline

/**
 * A bare in-memory pairing server: a line per grade; asking takes the oldest
 * waiting child of the grade or joins the line; the ticket's long poll
 * answers when seated, or at the deadline with a practice player. Nothing is
 * checked or written; the answers have the product's shape.
 */
function bareServer() {
  interface Ticket {
    grade: string;
    deadline: number;
    code: string | null;
    practice: boolean;
    waiters: Array<() => void>;
  }
  const tickets = new Map<string, Ticket>();
  const lines = new Map<string, string[]>();
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const answer = (res: ServerResponse, t: Ticket, cookie?: string) => {
    res.writeHead(200, { 'content-type': 'application/json', ...(cookie ? { 'set-cookie': `nb_match=${cookie}; Path=/` } : {}) });
    res.end(JSON.stringify({ state: t.code ? 'matched' : 'waiting', grade: t.grade, waiting_until: new Date(t.deadline).toISOString(), code: t.code, practice: t.code && t.practice ? 'paced' : null }));
  };
  const seat = (t: Ticket, code: string, practice: boolean) => {
    t.code = code;
    t.practice = practice;
    for (const w of t.waiters.splice(0)) w();
  };
  const server = createServer(async (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/api/v2/quick-match/') {
      const { grade } = JSON.parse(await readBody(req)) as { grade: string };
      const id = randomBytes(12).toString('hex');
      const t: Ticket = { grade, deadline: Date.now() + WAIT_MS, code: null, practice: false, waiters: [] };
      tickets.set(id, t);
      const line = lines.get(grade) ?? [];
      lines.set(grade, line);
      const other = line.shift();
      if (other) {
        const code = randomBytes(3).toString('hex').toUpperCase();
        seat(tickets.get(other)!, code, false);
        seat(t, code, false);
      } else line.push(id);
      return answer(res, t, id);
    }
    if (req.method === 'GET' && url === '/api/v2/quick-match/ticket/') {
      const id = /nb_match=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '';
      const t = tickets.get(id);
      if (!t) return res.writeHead(401).end('{}');
      if (t.code) return answer(res, t);
      const timer = setTimeout(() => {
        const line = lines.get(t.grade)!;
        const at = line.indexOf(id);
        if (at >= 0) line.splice(at, 1);
        if (!t.code) seat(t, randomBytes(3).toString('hex').toUpperCase(), true);
      }, Math.max(0, t.deadline - Date.now()));
      t.waiters.push(() => {
        clearTimeout(timer);
        answer(res, t);
      });
      return;
    }
    res.writeHead(404).end('{}');
  });
  return bareHttp(server);
}

// ---------------------------------------------------------------- the product

const product = await startGamesProduct({ overrides: { QUICK_MATCH_WAIT_MS: WAIT_MS } });
const { database, base, csrfArgs } = product;

const bare = bareServer();
const bareBase = await bare.listen();
// the bare server first, then the product, under the same load
const b = await generate(bareBase, { header: '', cookie: '' });
const cpu0 = process.cpuUsage();
const p = await generate(base, csrfArgs);
const cpu = process.cpuUsage(cpu0);
// the database's own count: every child's seat is in exactly one race (a seat's token is its ticket, unique)
const counted = await database.db.execute(
  sql`select count(*)::int as seats, count(distinct token_hash)::int as tickets, count(distinct room_id)::int as races from room_players where nickname_key not like 'practice:%'`,
);
const truth = ((counted as unknown as { rows?: Array<Record<string, number>> }).rows ?? (counted as unknown as Array<Record<string, number>>))[0]!;
const seatsPerRace = await database.db.execute(sql`select max(n)::int as most from (select count(*) as n from room_players group by room_id) s`);
const most = (((seatsPerRace as unknown as { rows?: Array<Record<string, number>> }).rows ?? (seatsPerRace as unknown as Array<Record<string, number>>))[0]?.most ?? 0) as number;

const rows = (
  [
    ['bare', b],
    ['product', p],
  ] as const
).map(([name, r]) => [
  name,
  `${r.seated}/${r.children}`,
  r.paired,
  r.practice,
  ms(r.p50),
  ms(r.p95),
  ms(r.p99),
  ms(r.paired_p95),
  name === 'product' ? `${(r.p95 / Math.max(1, b.p95)).toFixed(1)}×` : '—',
  r.overfull + r.unpartnered,
  r.late,
  r.failed,
  name === 'product' ? `${((cpu.user + cpu.system) / 1000 / Math.max(1, r.seated)).toFixed(2)} ms` : '—',
  `${r.loop_p50.toFixed(0)}/${r.loop_p99.toFixed(0)}/${r.loop_max.toFixed(0)} ms`,
]);

console.log(machineLine());
console.log(
  `product on ${product.store}, queue ${process.env.REDIS_URL ? 'in Redis' : 'in memory'}; ${CHILDREN} children over ${SECONDS} s, grades K–6 at random, practice player after ${QUICK_MATCH_WAIT_SECONDS} s; one address for everyone`,
);
printTable(
  'Quick match: asking → seated (with a child, or a practice player past the deadline)',
  ['server', 'seated', 'with a child', 'practice', 'p50', 'p95', 'p99', 'p95 with a child', 'p95 vs bare', 'in two races or overfull', 'waited past deadline', 'failed', 'server CPU per child', 'generator loop delay p50/p99/max'],
  rows,
);
console.log(
  `\ndatabase: ${truth.seats} children's seats, ${truth.tickets} distinct tickets, in ${truth.races} races; most seats in one race: ${most}` +
    (truth.seats === truth.tickets && truth.seats === p.seated && most <= 2 ? ' (nobody seated twice)' : ' — A CHILD WAS SEATED TWICE OR A RACE IS OVERFULL'),
);
const ok = p.seated === CHILDREN && p.overfull + p.unpartnered === 0 && p.late === 0 && truth.seats === truth.tickets && truth.seats === p.seated && most <= 2;
await bare.close();
await product.close();
process.exit(ok ? 0 : 1);
