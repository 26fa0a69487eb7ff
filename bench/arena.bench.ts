/**
 * Arena at school scale (decision 040): 500, 1,000 and 2,000 children in one
 * Arena, each holding an event stream and answering every 3 s. The load
 * generator runs as its own process (bench/lib/arena-load.ts) and prints its
 * own event-loop delay; this process runs the server. Printed per size: p50,
 * p95 and p99 from sending an answer to the child's own leaderboard counting
 * it, for the product (every answer checked and written by group commit,
 * standings coalesced every 200 ms) and for a bare in-memory server written
 * for the bench (no checking, no database, the same coalesced standings on
 * the same wire), and the ratio. The product runs on PGlite, or on
 * PostgreSQL with DATABASE_URL, with Redis fan-out when REDIS_URL is set.
 *
 *   npm run bench arena            ARENA_SIZES=500,1000 ARENA_SECONDS=15 to change the run
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { ARENA_LEADERBOARD_EVERY_MS, GAME_PATHS } from '../packages/domain/src/games.ts';
import { runLoad, startGamesProduct } from './lib/games-bench.ts';
import { bareHttp } from './lib/bare-http.ts';
import { machineLine, printTable } from './lib/table.ts';

const SIZES = (process.env.ARENA_SIZES ?? '500,1000,2000').split(',').map(Number);
const SECONDS = Number(process.env.ARENA_SECONDS ?? 15);
const GAME = 'grade-2-addition-subtraction-class-game';
const ms = (n: number) => `${n.toFixed(0)} ms`;

interface LoadResult {
  children: number;
  sent: number;
  refused: number;
  measured: number;
  not_seen: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  loop_p50: number;
  loop_p99: number;
  loop_max: number;
}

/** Runs the load generator against an Arena; `start` is called once every child is in and streaming. */
const generate = (base: string, code: string, children: number, csrf: { header: string; cookie: string }, start: () => Promise<void>) =>
  runLoad<LoadResult>('arena-load.ts', [base, code, String(children), String(SECONDS), csrf.header, csrf.cookie], start);

// ---------------------------------------------------------------- the bare baseline

/**
 * A bare in-memory Arena: join gives a seat cookie, the stream holds the
 * child, an answer bumps a counter and is acknowledged at once; standings are
 * sorted and sent every 200 ms to every stream (top three and the child's own
 * place), as the product sends them. No checking, no database, no limits.
 */
function bareServer() {
  interface Seat {
    id: number;
    nickname: string;
    score: number;
    answered: number;
    res?: ServerResponse;
  }
  const seats = new Map<string, Seat>();
  let dirty = false;
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const seatOf = (req: IncomingMessage) => seats.get(/nb_seat_\w+=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? '');
  const server = createServer(async (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && url === GAME_PATHS.arenaJoin) {
      const { nickname, code } = JSON.parse(await readBody(req)) as { nickname: string; code: string };
      const token = `t${seats.size + 1}`;
      seats.set(token, { id: seats.size + 1, nickname, score: 0, answered: 0 });
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `nb_seat_${code}=${token}; Path=/` });
      return res.end('{}');
    }
    const seat = seatOf(req);
    if (!seat) return res.writeHead(401).end('{}');
    if (req.method === 'GET' && url.endsWith('/events')) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write('retry: 3000\n\n');
      seat.res = res;
      req.on('close', () => (seat.res = undefined));
      return;
    }
    if (req.method === 'POST' && url.endsWith('/answers/')) {
      const { response } = JSON.parse(await readBody(req)) as { response: string };
      seat.answered++;
      if (response === '7') seat.score++;
      dirty = true;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ correct: response === '7', score: seat.score, answered: seat.answered }));
    }
    res.writeHead(404).end('{}');
  });
  const http = bareHttp(server);
  const timer = setInterval(() => {
    if (!dirty) return;
    dirty = false;
    const all = [...seats.values()].sort((a, b) => b.score - a.score || a.id - b.id);
    const ranks = new Map<Seat, number>();
    all.forEach((s, i) => ranks.set(s, i > 0 && all[i - 1]!.score === s.score ? ranks.get(all[i - 1]!)! : i + 1));
    const answers = all.reduce((n, s) => n + s.answered, 0);
    const correct = all.reduce((n, s) => n + s.score, 0);
    const top = all.slice(0, 3).map((s) => ({ id: String(s.id), nickname: s.nickname, score: s.score, bonus: 0, rank: ranks.get(s)! }));
    const head = JSON.stringify({ type: 'leaderboard', top, players: all.length, answers, correct }).slice(0, -1);
    for (const s of all) s.res?.write(`event: leaderboard\ndata: ${head},"you":${JSON.stringify({ rank: ranks.get(s), score: s.score, bonus: 0, answered: s.answered })}}\n\n`);
  }, ARENA_LEADERBOARD_EVERY_MS);
  return {
    listen: http.listen,
    reset: () => seats.clear(),
    close: () => {
      clearInterval(timer);
      return http.close();
    },
  };
}

// ---------------------------------------------------------------- the product

const product = await startGamesProduct({ hostEmail: 'arena.bench@example.org' });
const { base, csrfArgs, post, host } = product;

const bare = bareServer();
const bareBase = await bare.listen();
const rows: Array<Array<string | number>> = [];
for (const size of SIZES) {
  // the bare server first, then the product, under the same load
  bare.reset();
  const b = await generate(bareBase, 'BENCH2', size, { header: '', cookie: '' }, async () => {});
  const arena = await post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 10 }, host);
  if (arena.status !== 200) throw new Error(`arena: ${arena.status} ${JSON.stringify(arena.body)}`);
  const code = arena.body.code as string;
  const cpu0 = process.cpuUsage();
  const p = await generate(base, code, size, csrfArgs, async () => {
    const started = await post(GAME_PATHS.start, { code }, host);
    if (started.status !== 200) throw new Error(`start: ${started.status}`);
  });
  const cpu = process.cpuUsage(cpu0);
  await post(GAME_PATHS.end, { code }, host);
  for (const [name, r] of [
    ['bare', b],
    ['product', p],
  ] as const) {
    rows.push([
      size,
      name,
      r.measured,
      `${(r.sent / r.seconds).toFixed(0)}/s`,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      name === 'product' ? `${(r.p99 / Math.max(1, b.p99)).toFixed(1)}×` : '—',
      r.refused + r.not_seen,
      name === 'product' ? `${((cpu.user + cpu.system) / 1000 / Math.max(1, r.sent)).toFixed(2)} ms` : '—',
      `${r.loop_p50.toFixed(0)}/${r.loop_p99.toFixed(0)}/${r.loop_max.toFixed(0)} ms`,
    ]);
  }
}

console.log(machineLine());
console.log(`product on ${product.store}, fan-out ${product.fanout}; ${SECONDS} s of answering per size; one address for everyone`);
printTable(
  'Arena: children in one Arena, each with a stream, answering every 3 s; answer sent → that child’s own leaderboard counting it (target: 2,000 children, p99 ≤ 250 ms)',
  ['children', 'server', 'answers measured', 'answers', 'p50', 'p95', 'p99', 'p99 vs bare', 'refused or unseen', 'server CPU per answer (joins included)', 'generator loop delay p50/p99/max'],
  rows,
);
await bare.close();
await product.close();
process.exit(0);
