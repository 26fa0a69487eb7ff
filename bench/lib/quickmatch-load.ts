/**
 * The Quick match load generator (bench/quickmatch.bench.ts runs it as its
 * own process, so its work never shares the server's event loop): N children
 * arrive one after the other, evenly over the given seconds, each asking for
 * a race in a grade drawn at random (K to 6), then waiting on its ticket's
 * long poll until seated. For each child it measures the time from asking to
 * being seated, and notes the race's code and whether the opponent is a
 * child or a practice player. It prints one JSON line: the percentiles, how
 * many were paired with a child and how many got a practice player, the
 * children seen in each race (none may be in two races, no race may hold
 * more than two), how many were seated later than their ticket's deadline
 * (plus a second's grace for the answer to travel), and this process's own
 * event-loop delay, so a saturated generator is seen rather than mistaken
 * for a slow server.
 *
 *   node bench/lib/quickmatch-load.ts <base> <children> <seconds> <csrf-header> <csrf-cookie>
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const [base, childrenArg, secondsArg, csrfHeader = '', csrfCookie = ''] = process.argv.slice(2) as [string, string, string, string?, string?];
const children = Number(childrenArg);
const seconds = Number(secondsArg);
const GRADES = ['K', '1', '2', '3', '4', '5', '6'];
const LATE_GRACE_MS = 1000;

const [headerName, headerValue] = csrfHeader ? (csrfHeader.split('=') as [string, string]) : ['x-bench', '1'];
const loop = monitorEventLoopDelay({ resolution: 10 });

interface Ticket {
  state: 'waiting' | 'matched';
  waiting_until: string;
  code: string | null;
  practice: string | null;
}

async function call(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), [headerName]: headerValue, cookie: [csrfCookie, cookie].filter(Boolean).join('; ') },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, text, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

interface Outcome {
  ms: number;
  code: string;
  practice: boolean;
  late: boolean;
}
const outcomes: Outcome[] = [];
let failed = 0;
let requests = 0;

async function child(): Promise<void> {
  const grade = GRADES[Math.floor(Math.random() * GRADES.length)]!;
  const started = performance.now();
  const asked = await call('POST', '/api/v2/quick-match/', '', { grade });
  requests++;
  if (asked.status !== 200) {
    failed++;
    return;
  }
  const cookie = asked.cookie;
  let ticket = JSON.parse(asked.text) as Ticket;
  const deadline = Date.parse(ticket.waiting_until);
  while (ticket.state !== 'matched') {
    const polled = await call('GET', '/api/v2/quick-match/ticket/', cookie);
    requests++;
    if (polled.status !== 200) {
      failed++;
      return;
    }
    ticket = JSON.parse(polled.text) as Ticket;
  }
  outcomes.push({ ms: performance.now() - started, code: ticket.code!, practice: ticket.practice !== null, late: Date.now() > deadline + LATE_GRACE_MS });
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0);

loop.enable();
const began = performance.now();
const running: Array<Promise<void>> = [];
for (let i = 0; i < children; i++) {
  const due = began + (i * seconds * 1000) / children;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  running.push(child().catch(() => void failed++));
}
await Promise.all(running);
loop.disable();

const all = outcomes.map((o) => o.ms).sort((a, b) => a - b);
const paired = outcomes.filter((o) => !o.practice).map((o) => o.ms).sort((a, b) => a - b);
const perRace = new Map<string, { children: number; practice: boolean }>();
for (const o of outcomes) {
  const race = perRace.get(o.code) ?? { children: 0, practice: o.practice };
  race.children++;
  perRace.set(o.code, race);
}
// a race with a practice player holds one child; a race of two children holds exactly those two
const overfull = [...perRace.values()].filter((r) => (r.practice ? r.children !== 1 : r.children > 2)).length;
const unpartnered = [...perRace.values()].filter((r) => !r.practice && r.children !== 2).length;
console.log(
  JSON.stringify({
    children,
    seated: outcomes.length,
    failed,
    requests,
    seconds: (performance.now() - began) / 1000,
    paired: paired.length,
    practice: outcomes.length - paired.length,
    races: perRace.size,
    overfull,
    unpartnered,
    late: outcomes.filter((o) => o.late).length,
    p50: pct(all, 50),
    p95: pct(all, 95),
    p99: pct(all, 99),
    max: all.at(-1) ?? 0,
    paired_p50: pct(paired, 50),
    paired_p95: pct(paired, 95),
    loop_p50: loop.percentile(50) / 1e6,
    loop_p99: loop.percentile(99) / 1e6,
    loop_max: loop.max / 1e6,
  }),
);
process.exit(0);
