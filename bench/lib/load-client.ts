/**
 * What the games' load generators (arena-load.ts, rooms-load.ts) share: a POST with the CSRF pair
 * and the child's cookies, an event stream read block by block, and the figures they print. They
 * run as processes of their own, so none of this shares the server's event loop.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';

export interface Answered {
  status: number;
  text: string;
  /** the cookies the answer set, as a Cookie header */
  cookie: string;
}

export function loadClient(base: string, csrfHeader = '', csrfCookie = '') {
  const [headerName, headerValue] = csrfHeader ? (csrfHeader.split('=') as [string, string]) : ['x-bench', '1'];
  return {
    async post(path: string, body: unknown, cookie: string): Promise<Answered> {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [headerName]: headerValue, cookie: [csrfCookie, cookie].filter(Boolean).join('; ') },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, text, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
    },
    /** A child's answer to a question of a room (some answers right, most wrong: the server checks each). */
    answer(code: string, index: number, cookie: string): Promise<Pick<Answered, 'status'>> {
      return this.post(`/api/v2/rooms/${code}/answers/`, { item_index: index, response: String((index * 7) % 20) }, cookie).catch(() => ({ status: 0 }));
    },
    /**
     * Opens an event stream; resolves once it answers 200, then hands each event (its name and
     * JSON data) to `onEvent` until `signal` aborts it.
     */
    follow(path: string, cookie: string, signal: AbortSignal, onEvent: (name: string, data: unknown) => void): Promise<void> {
      return new Promise((resolve, reject) => {
        void fetch(base + path, { headers: { cookie }, signal })
          .then(async (res) => {
            if (res.status !== 200) return reject(new Error(`stream ${path}: ${res.status}`));
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
                const name = /^event: (.+)$/m.exec(block)?.[1];
                const data = /^data: (.*)$/m.exec(block)?.[1];
                if (name && data) onEvent(name, JSON.parse(data));
              }
            }
          })
          .catch((err: unknown) => {
            if ((err as Error).name !== 'AbortError') reject(err as Error);
          });
      });
    },
  };
}

/** A kind nickname per child: digits can spell words to the nickname filter (455), syllables of 'l' and 'n' do not. */
const SYLLABLES = ['la', 'le', 'li', 'lo', 'lu', 'na', 'ne', 'ni', 'no', 'nu'];
export const benchName = (n: number) => `Bench ${String(n).split('').map((d) => SYLLABLES[Number(d)]).join('')}`;

/** This process's event-loop delay while the load runs: a saturated generator is seen, not taken for a slow server. */
export function loopDelay() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  return {
    start: () => loop.enable(),
    stop: () => {
      loop.disable();
      return { loop_p50: loop.percentile(50) / 1e6, loop_p99: loop.percentile(99) / 1e6, loop_max: loop.max / 1e6 };
    },
  };
}

/** The bench's replies on stdin, one line each: a generator asks and waits, one question at a time. */
let replies: AsyncIterator<string> | undefined;
async function reply(): Promise<string> {
  replies ??= createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const { value, done } = await replies.next();
  if (done) throw new Error('the bench closed the pipe');
  return value as string;
}

/**
 * Tells the bench that every child is in and streaming, and waits for its 'go' (it starts the
 * game first); then measures this process's loop delay while the children answer.
 */
export async function readyThenGo() {
  process.stdout.write('ready\n');
  await reply();
  const loop = loopDelay();
  loop.start();
  return loop;
}

/**
 * Tells the bench that a spell of the load is over (every answer of it acknowledged and its event
 * heard, the streams still open) and waits for its reply: the bench reads its meters in between,
 * so the spell's cost is told apart from the next one's and from the streams closing.
 */
export async function mark(name: string) {
  process.stdout.write(`mark ${name}\n`);
  await reply();
}

/** p50, p95 and p99 of the latencies. */
export function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return { measured: sorted.length, p50: pct(50), p95: pct(95), p99: pct(99) };
}

/** Each child answers every `everyMs`, at its own phase, until `seconds` have passed; answer() says whether it counted. */
export async function answerEvery<C>(children: C[], everyMs: number, seconds: number, answer: (child: C) => Promise<boolean>) {
  const startedAt = performance.now();
  const stopAt = startedAt + seconds * 1000;
  let sent = 0;
  let refused = 0;
  await Promise.all(
    children.map(async (child) => {
      await new Promise((r) => setTimeout(r, Math.random() * everyMs));
      while (performance.now() < stopAt) {
        const next = performance.now() + everyMs;
        sent++;
        if (!(await answer(child).catch(() => false))) refused++;
        await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
      }
    }),
  );
  return { sent, refused, seconds: (performance.now() - startedAt) / 1000 };
}
