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
 *   tsx bench/lib/arena-load.ts <base> <code> <children> <seconds> <csrf-header> <csrf-cookie>
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const [base, code, childrenArg, secondsArg, csrfHeader = '', csrfCookie = ''] = process.argv.slice(2) as [string, string, string, string, string?, string?];
const children = Number(childrenArg);
const seconds = Number(secondsArg);
const EVERY_MS = 3000;

const [headerName, headerValue] = csrfHeader ? (csrfHeader.split('=') as [string, string]) : ['x-bench', '1'];
const loop = monitorEventLoopDelay({ resolution: 10 });

async function post(path: string, body: unknown, cookie: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [headerName]: headerValue, cookie: [csrfCookie, cookie].filter(Boolean).join('; ') },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

interface Child {
  cookie: string;
  answered: number;
  /** answers sent and not yet seen counted on a leaderboard: (answered count it makes) → sent at */
  pending: Map<number, number>;
  controller: AbortController;
}
const latencies: number[] = [];
let sent = 0;
let refused = 0;
let boards = 0;

function follow(child: Child): Promise<void> {
  return new Promise((resolve, reject) => {
    void fetch(`${base}/api/v2/rooms/${code}/events`, { headers: { cookie: child.cookie }, signal: child.controller.signal })
      .then(async (res) => {
        if (res.status !== 200) return reject(new Error(`stream ${res.status}`));
        resolve();
        const reader = res.body!.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += decoder.decode(value, { stream: true });
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!block.startsWith('event: leaderboard')) continue;
            boards++;
            const data = block.slice(block.indexOf('data: ') + 6);
            const you = (JSON.parse(data) as { you: { answered: number } | null }).you;
            if (!you) continue;
            const now = performance.now();
            for (const [n, at] of child.pending) {
              if (you.answered >= n) {
                latencies.push(now - at);
                child.pending.delete(n);
              }
            }
          }
        }
      })
      .catch((err: unknown) => {
        if ((err as Error).name !== 'AbortError') reject(err as Error);
      });
  });
}

/** A kind nickname per child: digits can spell words to the nickname filter (455), syllables of 'l' and 'n' do not. */
const SYLLABLES = ['la', 'le', 'li', 'lo', 'lu', 'na', 'ne', 'ni', 'no', 'nu'];
const nameOf = (n: number) => `Bench ${String(n).split('').map((d) => SYLLABLES[Number(d)]).join('')}`;

// join in waves, as a school does when the code goes up
const all: Child[] = [];
const WAVE = 50;
for (let i = 0; i < children; i += WAVE) {
  const wave = await Promise.all(
    Array.from({ length: Math.min(WAVE, children - i) }, async (_, j) => {
      const res = await post('/api/v2/arenas/join/', { code, nickname: nameOf(i + j) }, '');
      if (res.status !== 200) throw new Error(`join ${i + j}: ${res.status} ${res.text}`);
      const child: Child = { cookie: res.cookie, answered: 0, pending: new Map(), controller: new AbortController() };
      await follow(child);
      return child;
    }),
  );
  all.push(...wave);
}
process.stderr.write(`${children} joined and streaming\n`);
// tell the parent we are ready; it starts the Arena, then writes 'go'
process.stdout.write('ready\n');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

loop.enable();
const startedAt = performance.now();
const stopAt = startedAt + seconds * 1000;
await Promise.all(
  all.map(async (child) => {
    await new Promise((r) => setTimeout(r, Math.random() * EVERY_MS));
    while (performance.now() < stopAt) {
      const next = performance.now() + EVERY_MS;
      const index = child.answered;
      child.pending.set(index + 1, performance.now());
      sent++;
      const res = await post(`/api/v2/rooms/${code}/answers/`, { item_index: index, response: String((index * 7) % 20) }, child.cookie).catch(() => ({ status: 0 }));
      if (res.status === 200) child.answered++;
      else {
        refused++;
        child.pending.delete(index + 1);
      }
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
  }),
);
// the last answers' leaderboards
await new Promise((r) => setTimeout(r, 1500));
loop.disable();
const lost = all.reduce((n, c) => n + c.pending.size, 0);
for (const c of all) c.controller.abort();
const sorted = latencies.sort((a, b) => a - b);
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
process.stdout.write(
  `${JSON.stringify({
    children,
    sent,
    refused,
    measured: sorted.length,
    not_seen: lost,
    boards,
    seconds: (performance.now() - startedAt) / 1000,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    loop_p50: loop.percentile(50) / 1e6,
    loop_p99: loop.percentile(99) / 1e6,
    loop_max: loop.max / 1e6,
  })}\n`,
);
process.exit(0);
