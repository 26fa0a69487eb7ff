/**
 * Live class rooms (decision 030): a class of 30, then 40 (a full room),
 * joining, hearing the start, answering ten questions each and hearing the
 * end, against the real app on a real socket, every child from one address
 * as behind a school proxy (so the room routes' rate limits are part of the
 * test). Prints join and answer latencies and how long events take to reach
 * every screen. With REDIS_URL set, events go through Redis.
 *
 *   npm run bench rooms
 */
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/crypto.ts';
import { createAccount } from '../apps/server/src/modules/accounts/service.ts';
import { createTestCsrf } from '../apps/server/src/test/csrf.ts';
import { GAME_PATHS as ROOM_PATHS } from '../packages/domain/src/games.ts';
import { printTable } from './lib/table.ts';

const GAME = 'grade-2-addition-subtraction-class-game';
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;

const database = await openPglite();
await database.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const csrf = createTestCsrf(config.SECRET_KEY);
const csrfCookie = Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`).join('; ');

async function post(path: string, body: unknown, cookie = '') {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrf.headers, cookie: [csrfCookie, cookie].filter(Boolean).join('; ') },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** Follows an event stream; `seen(type)` resolves when `count` events of that type have arrived. */
function follow(path: string, cookie: string) {
  const controller = new AbortController();
  const counts = new Map<string, number>();
  const waiters: Array<{ type: string; count: number; resolve: (at: number) => void }> = [];
  const opened = fetch(base + path, { headers: { cookie }, signal: controller.signal }).then(async (res) => {
    if (res.status !== 200) throw new Error(`stream ${path}: ${res.status}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const type = /^event: (.*)$/m.exec(buffer.slice(0, end))?.[1];
            buffer = buffer.slice(end + 2);
            if (!type) continue;
            counts.set(type, (counts.get(type) ?? 0) + 1);
            for (const w of waiters.filter((x) => x.type === type && (counts.get(type) ?? 0) >= x.count)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(performance.now());
            }
          }
        }
      } catch {
        // aborted at the end of the run
      }
    })();
  });
  return {
    opened,
    seen: (type: string, count = 1) =>
      (counts.get(type) ?? 0) >= count ? Promise.resolve(performance.now()) : new Promise<number>((resolve) => waiters.push({ type, count, resolve })),
    close: () => controller.abort(),
  };
}

const email = 'bench.host@example.org';
await database.db.transaction(async (tx) =>
  createAccount(tx, { config, database, now: () => new Date() }, {
    email,
    passwordHash: await hashPassword('purple tractor sings 42'),
    firstName: 'Bench',
    lastName: 'Host',
    role: 'teacher',
    regionCode: 'uk',
    languageCode: 'en',
    marketingOptIn: false,
    emailVerifiedAt: new Date(),
  }),
);
const host = (await post('/api/v2/accounts/login/', { email, password: 'purple tractor sings 42' })).cookie;

const rows: Array<Array<string | number>> = [];
for (const size of [30, 40]) {
  const room = await post(ROOM_PATHS.create, { activity_id: GAME }, host);
  const code = room.body.code as string;
  const hostStream = follow(ROOM_PATHS.hostEvents(code), host);
  await hostStream.opened;
  await hostStream.seen('room');

  // everyone joins at once, as a class does when the code goes up on the board
  const t0 = performance.now();
  const joins = await Promise.all(
    Array.from({ length: size }, async (_, i) => {
      const s = performance.now();
      const res = await post(ROOM_PATHS.join, { code, nickname: `Child ${i + 1}` });
      if (res.status !== 200) throw new Error(`join ${i}: ${res.status} ${JSON.stringify(res.body)}`);
      return { cookie: res.cookie, latency: performance.now() - s };
    }),
  );
  const allJoinedSeen = (await hostStream.seen('player-joined', size)) - t0;

  const players = joins.map((j) => ({ ...j, stream: follow(ROOM_PATHS.playerEvents(code), j.cookie) }));
  await Promise.all(players.map((p) => p.stream.opened.then(() => p.stream.seen('room'))));
  const tStart = performance.now();
  await post(ROOM_PATHS.start, { code }, host);
  const startReached = Math.max(...(await Promise.all(players.map((p) => p.stream.seen('started'))))) - tStart;

  const answerLatencies: number[] = [];
  const tAnswers = performance.now();
  await Promise.all(
    players.map(async (p) => {
      const items = await fetch(base + ROOM_PATHS.items(code), { headers: { cookie: p.cookie } });
      if (items.status !== 200) throw new Error(`items: ${items.status}`);
      for (let i = 0; i < 10; i++) {
        const s = performance.now();
        const res = await post(ROOM_PATHS.answers(code), { item_index: i, response: String(i * 7) }, p.cookie);
        if (res.status !== 200) throw new Error(`answer: ${res.status} ${JSON.stringify(res.body)}`);
        answerLatencies.push(performance.now() - s);
      }
    }),
  );
  const answersDone = performance.now();
  // after the last answer was acknowledged, how much longer until the host's screen had every answer
  const hostSawAll = Math.max(0, (await hostStream.seen('player-answered', size * 10)) - answersDone);

  const tEnd = performance.now();
  await post(ROOM_PATHS.end, { code }, host);
  const endReached = Math.max(...(await Promise.all(players.map((p) => p.stream.seen('ended'))))) - tEnd;
  for (const p of players) p.stream.close();
  hostStream.close();

  rows.push([
    size,
    ms(percentile(joins.map((j) => j.latency), 50)),
    ms(percentile(joins.map((j) => j.latency), 95)),
    ms(allJoinedSeen),
    ms(startReached),
    ms(percentile(answerLatencies, 50)),
    ms(percentile(answerLatencies, 95)),
    `${((size * 10) / ((answersDone - tAnswers) / 1000)).toFixed(0)}/s`,
    ms(hostSawAll),
    ms(endReached),
  ]);
}

console.log(`node ${process.version}, ${availableParallelism()} cores, PGlite in memory, fan-out ${process.env.REDIS_URL ? 'through Redis' : 'in process'}, one address for the whole class`);
printTable(
  'A class in a live room: everyone joins at once, hears the start, answers 10 questions each as fast as the server lets them, hears the end',
  ['children', 'join p50', 'join p95', 'host sees all joined', 'start reaches all', 'answer p50', 'answer p95', 'answers', 'last answer on host screen', 'end reaches all'],
  rows,
);
await app.close();
await database.close();
