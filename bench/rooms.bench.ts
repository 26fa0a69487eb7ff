/**
 * Play with class at scale (decisions 030, 035, 048): N rooms of 35 children on one process, every
 * child holding an event stream and answering in turn, the host's screen of each room holding its
 * own. Two servers are measured in one run: the product (each answer checked, persisted by group
 * commit before it is acknowledged, and published) and a bare in-memory server written for the
 * bench (no checking, no database, the same event on the same wire), with ROOMS_FASTIFY=1 a third:
 * the same bare rooms on Fastify with no hooks.
 *
 * Both play one whole game at once under one load generator (bench/lib/rooms-load.ts, its own
 * process), taking turns of 3 s: in a server's turn each of its children answers its next
 * question, at its own moment in the turn. This machine is shared and its load moves from second
 * to second; turns this short put both servers under the same machine, where rounds of 15 s one
 * after the other gave single ratios from 1.6× to 3.0× for the same code. The server's CPU, its
 * main thread's wake-ups and PostgreSQL's CPU are read at the end of each turn, once its last
 * answer's event has reached the host's screen, every stream still open.
 *
 * Printed per size, for each server: answers, p50/p95/p99 from sending an answer to the
 * 'player-answered' event on the host's screen, join p95, CPU per answer (all its turns of all
 * games; with how much of it the kernel spent, the sockets' system calls, to tell the code's cost
 * from the wire's), PostgreSQL's CPU per answer, wake-ups per answer, and the ratios: the whole cost with
 * each game's beside it, and the median over pairs of turns (an ordinary turn's, without the few in
 * which a major collection of the heap falls). A whole game at the first size, not counted, warms
 * both servers up first. The rooms grow until the product's p99 passes 250 ms.
 *
 *   npm run bench rooms      DATABASE_URL=… for PostgreSQL, REDIS_URL=… for Redis fan-out;
 *                            ROOMS=2,5,10,20,40 ROOMS_ROUNDS=3 (games per size) to change the run;
 *                            ROOMS_PROFILE=dir writes a CPU profile of each size's first game
 *                            (both servers' turns: the bare server's frames are this file's);
 *                            ROOMS_FASTIFY=1 plays the bare rooms on Fastify with no hooks too, in
 *                            the same turns (what the web framework alone takes of an answer)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { ITEMS_PER_RUN } from '../content/catalogue.ts';
import { GAME_PATHS } from '../packages/domain/src/games.ts';
import { mainThreadWakeUps, postgresCpuSecondsSince, postgresCpuTicks, runLoad, startGamesProduct } from './lib/games-bench.ts';
import { bareHttp } from './lib/bare-http.ts';
import { machineLine, printTable } from './lib/table.ts';

const SIZES = (process.env.ROOMS ?? '2,5,10,20,40').split(',').map(Number);
const ROUNDS = Number(process.env.ROOMS_ROUNDS ?? 3);
const PER_ROOM = 35;
/** A turn: each child of the server answers once in it, so a class answers every 3 s. */
const SLICE_MS = 3000;
/** Every question of the class game: a game is played to its end. */
const QUESTIONS = ITEMS_PER_RUN['multiplayer-game'];
const LIMIT_MS = 250;
const GAME = 'grade-2-addition-subtraction-class-game';
const PROFILE_DIR = process.env.ROOMS_PROFILE;
const ms = (n: number) => `${n.toFixed(0)} ms`;
type ServerName = 'bare' | 'fastify' | 'product';
/** With ROOMS_FASTIFY=1 the bare rooms held by Fastify with no hooks play too: what the web framework alone takes. */
const SERVERS: ServerName[] = ['bare', ...(process.env.ROOMS_FASTIFY === '1' ? (['fastify'] as const) : []), 'product'];

interface ServerResult {
  children: number;
  sent: number;
  refused: number;
  not_seen: number;
  seconds: number;
  measured: number;
  p50: number;
  p95: number;
  p99: number;
  join_p95: number;
}
interface GameResult {
  rooms: number;
  servers: Record<ServerName, ServerResult>;
  loop_p50: number;
  loop_p99: number;
  loop_max: number;
}

// ---------------------------------------------------------------- the bare baseline

/**
 * Bare in-memory class rooms: a join gives a player id and a seat cookie, the streams are held,
 * an answer is acknowledged at once and sent as a 'player-answered' event to its room's host
 * screens. No checking, no database, no limits. Node's own HTTP server holds them (the baseline of
 * the issue's target) and, with ROOMS_FASTIFY=1, Fastify with no hooks as well, a third server in
 * the same turns, to show what the web framework alone takes of an answer.
 */
function bareRooms() {
  interface Seat {
    id: string;
    code: string;
    score: number;
    answered: number;
  }
  const seats = new Map<string, Seat>();
  const hosts = new Map<string, Set<ServerResponse>>();
  const open = (res: ServerResponse) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write('retry: 3000\n\n');
  };
  return {
    join(code: string) {
      const token = `t${seats.size + 1}`;
      const seat = { id: `p${seats.size + 1}`, code, score: 0, answered: 0 };
      seats.set(token, seat);
      return { cookie: `nb_seat_${code}=${token}; Path=/`, body: { player_id: seat.id } };
    },
    seatOf: (cookie: string | undefined) => seats.get(/nb_seat_\w+=([^;]+)/.exec(cookie ?? '')?.[1] ?? ''),
    /** the child's own stream: held open, nothing sent on it */
    open,
    /** a host's screen of a room: hears every answer of it */
    watch(code: string, req: IncomingMessage, res: ServerResponse) {
      open(res);
      const set = hosts.get(code) ?? new Set();
      set.add(res);
      hosts.set(code, set);
      req.on('close', () => set.delete(res));
    },
    answer(seat: Seat, answer: { item_index: number; response: string }) {
      seat.answered++;
      const correct = answer.response === '7';
      if (correct) seat.score++;
      return { correct, score: seat.score, answered: seat.answered };
    },
    /** the answer's event on its room's host screens, once the child has its acknowledgement */
    tell(seat: Seat, item_index: number, correct: boolean) {
      const event = JSON.stringify({ type: 'player-answered', player: { id: seat.id, score: seat.score, answered: seat.answered }, item_index, correct });
      for (const h of hosts.get(seat.code) ?? []) h.write(`event: player-answered\ndata: ${event}\n\n`);
    },
  };
}

function bareNodeServer() {
  const rooms = bareRooms();
  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const url = req.url ?? '';
    const code = /\/rooms\/(\w+)\//.exec(url)?.[1] ?? '';
    if (req.method === 'POST' && url === GAME_PATHS.join) {
      const joined = rooms.join((JSON.parse(await readBody(req)) as { code: string }).code);
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': joined.cookie });
      return res.end(JSON.stringify(joined.body));
    }
    if (req.method === 'GET' && url.endsWith('/host/events')) return rooms.watch(code, req, res);
    const seat = rooms.seatOf(req.headers.cookie);
    if (!seat) return res.writeHead(401).end('{}');
    if (req.method === 'GET' && url.endsWith('/events')) return rooms.open(res);
    if (req.method === 'POST' && url.endsWith('/answers/')) {
      const answer = JSON.parse(await readBody(req)) as { item_index: number; response: string };
      const result = rooms.answer(seat, answer);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result));
      return rooms.tell(seat, answer.item_index, result.correct);
    }
    res.writeHead(404).end('{}');
  });
  return bareHttp(server);
}

function bareFastifyServer() {
  const rooms = bareRooms();
  const app = Fastify({ logger: false });
  app.post(GAME_PATHS.join, async (request, reply) => {
    const joined = rooms.join((request.body as { code: string }).code);
    void reply.header('set-cookie', joined.cookie);
    return joined.body;
  });
  app.get('/api/v2/rooms/:code/host/events', (request, reply) => {
    reply.hijack();
    rooms.watch((request.params as { code: string }).code, request.raw, reply.raw);
  });
  app.get('/api/v2/rooms/:code/events', (request, reply) => {
    if (!rooms.seatOf(request.headers.cookie)) return reply.code(401).send({});
    reply.hijack();
    rooms.open(reply.raw);
  });
  app.post('/api/v2/rooms/:code/answers/', async (request, reply) => {
    const seat = rooms.seatOf(request.headers.cookie);
    if (!seat) return reply.code(401).send({});
    const answer = request.body as { item_index: number; response: string };
    const result = rooms.answer(seat, answer);
    // after the acknowledgement, as the Node server does
    reply.raw.once('finish', () => rooms.tell(seat, answer.item_index, result.correct));
    return result;
  });
  // Fastify answers on its own server from the start; ready() loads its routes before it listens
  const http = bareHttp(app.server);
  return { listen: () => app.ready().then(http.listen), close: http.close };
}

// ---------------------------------------------------------------- the runs

const product = await startGamesProduct({ hostEmail: 'rooms.bench@example.org' });
const bare = bareNodeServer();
const bareBase = await bare.listen();
const framework = SERVERS.includes('fastify') ? bareFastifyServer() : null;
const frameworkBase = framework ? await framework.listen() : '';

/** What a server's turns used: this process's CPU, its main thread's wake-ups, PostgreSQL's CPU. */
interface Spent {
  cpuMs: number;
  /** of which in the kernel (system calls: the sockets' reads and writes, the waits) */
  sysMs: number;
  wakes: number | null;
  pgMs: number | null;
}
const nothingSpent = (): Spent => ({ cpuMs: 0, sysMs: 0, wakes: 0, pgMs: 0 });
const plus = (a: number | null, b: number | null) => (a === null || b === null ? null : a + b);

/**
 * A reading from now until read(). This process's CPU is read last on starting and first on
 * reading, so that reading the other meters (PostgreSQL's walks /proc) is not charged to a turn.
 */
function meter() {
  const pg = postgresCpuTicks();
  const wakes = mainThreadWakeUps();
  const cpu = process.cpuUsage();
  return {
    read(): Spent {
      const used = process.cpuUsage(cpu);
      const wakesNow = mainThreadWakeUps();
      const pgSeconds = postgresCpuSecondsSince(pg, postgresCpuTicks());
      return {
        cpuMs: (used.user + used.system) / 1000,
        sysMs: used.system / 1000,
        wakes: wakes === null || wakesNow === null ? null : wakesNow - wakes,
        pgMs: pgSeconds === null ? null : pgSeconds * 1000,
      };
    },
  };
}

let bareRun = 0;

/** One whole game at a size on every server, in turns; what each server's turns spent. */
async function game(size: number, profile = false) {
  const bareCodes = () => Array.from({ length: size }, () => `B${String(++bareRun).padStart(5, '0')}`);
  const codes: string[] = [];
  for (let i = 0; i < size; i++) {
    // the join check is the host's to keep on (decision 067); the bench's children come without it
    const made = await product.post(GAME_PATHS.create, { activity_id: GAME, region_code: 'uk', language_code: 'en', join_check: false }, product.host);
    if (made.status !== 200) throw new Error(`room: ${made.status} ${JSON.stringify(made.body)}`);
    codes.push(made.body.code as string);
  }
  const targets = SERVERS.map((name) =>
    name === 'product'
      ? { name, base: product.base, codes, csrfHeader: product.csrfArgs.header, csrfCookie: product.csrfArgs.cookie, hostCookie: product.host }
      : { name, base: name === 'bare' ? bareBase : frameworkBase, codes: bareCodes(), csrfHeader: '', csrfCookie: '', hostCookie: '' },
  );
  const profiler = profile ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 500 });
  }
  const spent = Object.fromEntries(SERVERS.map((name) => [name, nothingSpent()])) as Record<ServerName, Spent>;
  /** each turn's CPU per answer, in the order played: turn i of one server beside turn i of the other */
  const turns = Object.fromEntries(SERVERS.map((name) => [name, [] as number[]])) as Record<ServerName, number[]>;
  let reading = meter();
  const result = await runLoad<GameResult>(
    'rooms-load.ts',
    [JSON.stringify(targets), String(PER_ROOM), String(QUESTIONS), String(SLICE_MS)],
    async () => {
      for (const code of codes) {
        const started = await product.post(GAME_PATHS.start, { code }, product.host);
        if (started.status !== 200) throw new Error(`start: ${started.status}`);
      }
      if (profiler) await profiler.post('Profiler.start');
      reading = meter();
    },
    (said) => {
      const used = reading.read();
      const [name, counted] = said.split(' ') as [ServerName, string];
      turns[name].push(used.cpuMs / Math.max(1, Number(counted)));
      const to = spent[name];
      to.cpuMs += used.cpuMs;
      to.sysMs += used.sysMs;
      to.wakes = plus(to.wakes, used.wakes);
      to.pgMs = plus(to.pgMs, used.pgMs);
      reading = meter();
    },
  );
  if (profiler) {
    const { profile: written } = await profiler.post('Profiler.stop');
    writeFileSync(`${PROFILE_DIR}/rooms-${size}.cpuprofile`, JSON.stringify(written));
  }
  for (const code of codes) await product.post(GAME_PATHS.end, { code }, product.host);
  return { result, spent, turns };
}

type Game = Awaited<ReturnType<typeof game>>;
const answersOf = (r: ServerResult) => Math.max(1, r.sent - r.refused);
/** Per answer over games: what the server's turns spent, over the answers they counted. */
function perAnswer(games: Game[], server: ServerName, of: (s: Spent) => number | null): number | null {
  let total = 0;
  for (const g of games) {
    const value = of(g.spent[server]);
    if (value === null) return null;
    total += value;
  }
  return total / games.reduce((n, g) => n + answersOf(g.result.servers[server]), 0);
}
const cpuRatio = (games: Game[], name: ServerName = 'product') => perAnswer(games, name, (s) => s.cpuMs)! / Math.max(0.001, perAnswer(games, 'bare', (s) => s.cpuMs)!);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
/**
 * The median over every pair of turns (the bare server's turn and the other server's turn i in the
 * same round) of their CPU ratio: what an ordinary turn costs, where the whole cost above also
 * carries the turns in which a collection of the heap or the machine's other load fell.
 */
const turnRatio = (games: Game[], name: ServerName) => median(games.flatMap((g) => g.turns[name].map((p, i) => p / Math.max(0.001, g.turns.bare[i]!))));

// A whole game, not counted: the first answers of a process run its code before the JIT has
// compiled it, while a server that has been up for a morning runs it compiled.
await game(SIZES[0]!);

const rows: Array<Array<string | number>> = [];
let passedAt: number | null = null;
for (const size of SIZES) {
  const games: Game[] = [];
  for (let i = 0; i < ROUNDS; i++) games.push(await game(size, Boolean(PROFILE_DIR) && i === 0));
  // the latencies printed are the game's with the median CPU ratio; the CPU is every game's
  const middle = median(games.map((g) => cpuRatio([g])));
  const shown = games.find((g) => cpuRatio([g]) === middle)!.result;
  const fixed = (n: number | null, unit = '') => (n === null ? '—' : `${n.toFixed(2)}${unit}`);
  for (const name of SERVERS) {
    const r = shown.servers[name];
    const isProduct = name === 'product';
    const measured = name !== 'bare';
    const each = games.map((g) => `${cpuRatio([g], name).toFixed(1)}×`).join(', ');
    rows.push([
      `${size} × ${PER_ROOM}`,
      name,
      games.reduce((n, g) => n + g.result.servers[name].measured, 0),
      `${(r.sent / r.seconds).toFixed(0)}/s`,
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      measured ? `${(r.p99 / Math.max(1, shown.servers.bare.p99)).toFixed(1)}×` : '—',
      ms(r.join_p95),
      games.reduce((n, g) => n + g.result.servers[name].refused + g.result.servers[name].not_seen, 0),
      `${fixed(perAnswer(games, name, (s) => s.cpuMs), ' ms')} (${fixed(perAnswer(games, name, (s) => s.sysMs))} in the kernel)`,
      measured ? `${cpuRatio(games, name).toFixed(2)}×${games.length > 1 ? ` (games: ${each})` : ''}` : '—',
      measured ? `${turnRatio(games, name).toFixed(2)}×` : '—',
      isProduct && process.env.DATABASE_URL ? fixed(perAnswer(games, name, (s) => s.pgMs), ' ms') : '—',
      fixed(perAnswer(games, name, (s) => s.wakes)),
      `${shown.loop_p50.toFixed(0)}/${shown.loop_p99.toFixed(0)}/${shown.loop_max.toFixed(0)} ms`,
    ]);
  }
  if (Math.max(...games.map((g) => g.result.servers.product.p99)) > LIMIT_MS) {
    passedAt = size;
    break;
  }
}

console.log(machineLine());
console.log(
  `product on ${product.store}, fan-out ${product.fanout}; bare server on Node's HTTP server${framework ? ', fastify: the same bare rooms on Fastify with no hooks' : ''}; ${ROUNDS} games per size of ${QUESTIONS} questions, the servers in turns of ${SLICE_MS / 1000} s; CPU per answer over every turn of every game; one address for everyone`,
);
printTable(
  `Play with class: rooms of ${PER_ROOM}, every child with a stream, each class answering every ${SLICE_MS / 1000} s; answer sent → 'player-answered' on the host's screen (targets: CPU per answer ≤ 2× bare on PostgreSQL, ≤ 3× on PGlite; 10 rooms with p99 ≤ 100 ms on PostgreSQL)`,
  ['rooms', 'server', 'answers measured', 'answers', 'p50', 'p95', 'p99', 'p99 vs bare', 'join p95', 'refused or unseen', 'server CPU per answer', 'CPU vs bare', 'CPU vs bare, median turn', 'PostgreSQL CPU per answer', 'server wake-ups per answer', 'generator loop delay p50/p99/max'],
  rows,
);
console.log(passedAt === null ? `p99 stayed within ${LIMIT_MS} ms up to ${SIZES.at(-1)} rooms of ${PER_ROOM}` : `p99 passed ${LIMIT_MS} ms at ${passedAt} rooms of ${PER_ROOM} (${passedAt * PER_ROOM} children)`);
await bare.close();
await framework?.close();
await product.close();
process.exit(0);
