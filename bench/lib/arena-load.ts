/**
 * The Arena load generator (bench/arena.bench.ts runs it as its own process,
 * so its work never shares the server's event loop): N children join one
 * Arena by its code, each holds an event stream and answers every 3 s (each
 * at its own phase). For every answer it measures the time from sending it
 * to the first leaderboard on that child's own stream that counts it
 * (`you.answered`). It prints one JSON line: the latencies' percentiles, how
 * many answers, and this process's own event-loop delay, so a saturated
 * generator is seen rather than mistaken for a slow server.
 *
 *   node bench/lib/arena-load.ts <base> <code> <children> <seconds> <csrf-header> <csrf-cookie>
 */
import { performance } from 'node:perf_hooks';
import { answerEvery, benchName, loadClient, percentiles, readyThenGo } from './load-client.ts';

const [base, code, childrenArg, secondsArg, csrfHeader = '', csrfCookie = ''] = process.argv.slice(2) as [string, string, string, string, string?, string?];
const children = Number(childrenArg);
const seconds = Number(secondsArg);
const EVERY_MS = 3000;
const client = loadClient(base, csrfHeader, csrfCookie);

interface Child {
  cookie: string;
  answered: number;
  /** answers sent and not yet seen counted on a leaderboard: (answered count it makes) → sent at */
  pending: Map<number, number>;
  controller: AbortController;
}
const latencies: number[] = [];
let boards = 0;

function follow(child: Child): Promise<void> {
  return client.follow(`/api/v2/rooms/${code}/events`, child.cookie, child.controller.signal, (name, data) => {
    if (name !== 'leaderboard') return;
    boards++;
    const you = (data as { you: { answered: number } | null }).you;
    if (!you) return;
    const now = performance.now();
    for (const [n, at] of child.pending) {
      if (you.answered >= n) {
        latencies.push(now - at);
        child.pending.delete(n);
      }
    }
  });
}

// join in waves, as a school does when the code goes up
const all: Child[] = [];
const WAVE = 50;
for (let i = 0; i < children; i += WAVE) {
  const wave = await Promise.all(
    Array.from({ length: Math.min(WAVE, children - i) }, async (_, j) => {
      const res = await client.post('/api/v2/arenas/join/', { code, nickname: benchName(i + j) }, '');
      if (res.status !== 200) throw new Error(`join ${i + j}: ${res.status} ${res.text}`);
      const child: Child = { cookie: res.cookie, answered: 0, pending: new Map(), controller: new AbortController() };
      await follow(child);
      return child;
    }),
  );
  all.push(...wave);
}
process.stderr.write(`${children} joined and streaming\n`);
// the parent starts the Arena, then says go
const loop = await readyThenGo();
const run = await answerEvery(all, EVERY_MS, seconds, async (child) => {
  const index = child.answered;
  child.pending.set(index + 1, performance.now());
  const res = await client.answer(code, index, child.cookie);
  if (res.status === 200) child.answered++;
  else child.pending.delete(index + 1);
  return res.status === 200;
});
// the last answers' leaderboards
await new Promise((r) => setTimeout(r, 1500));
const delay = loop.stop();
const lost = all.reduce((n, c) => n + c.pending.size, 0);
for (const c of all) c.controller.abort();
process.stdout.write(`${JSON.stringify({ children, sent: run.sent, refused: run.refused, not_seen: lost, boards, seconds: run.seconds, ...percentiles(latencies), ...delay })}\n`);
process.exit(0);
