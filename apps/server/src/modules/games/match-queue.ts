import { createClient } from 'redis';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { QUICK_MATCH_GRADES, type QuickMatchGrade } from '@numbloom/domain/games';
import { localFanout, redisFanout, type Fanout } from '../../lib/fanout.ts';

/**
 * The Quick match queue (decision 044): one line of waiting tickets per
 * grade, in Redis when REDIS_URL is set (children on different processes
 * meet), in memory otherwise. A ticket id is the SHA-256 of the child's
 * ticket cookie; the cookie itself is never stored.
 *
 * Nobody is paired twice because every ticket leaves the line exactly once:
 * `pairOrWait` takes the oldest waiting ticket of the grade or puts the new
 * one at the end, in one atomic step (a Lua script in Redis), and
 * `withdraw` (the child's own deadline, or Cancel) removes a ticket only if
 * it is still in the line. A ticket taken out is then `claim`ed (set once) by
 * whoever seats it, the pairing process or the child's own practice race:
 * the first claim wins, the second is refused.
 */
export interface TicketRecord {
  grade: QuickMatchGrade;
  /** epoch ms: a practice opponent after this */
  deadline: number;
  language: string;
  region: string;
  /** a signed-in student's account (their result is kept on it); never shown to the other child */
  userId: string | null;
  /** set once seated: the race's code, and whether the opponent is a practice one */
  code?: string;
  practice?: 'replay' | 'paced' | null;
  /** the child cancelled it: a new tap asks anew */
  cancelled?: boolean;
}

export interface MatchQueue {
  /** Takes the oldest ticket waiting in this grade, or puts this one in the line (undefined). */
  pairOrWait(grade: QuickMatchGrade, ticket: string): Promise<string | undefined>;
  /** Takes the ticket out of the line if it is still there. */
  withdraw(grade: QuickMatchGrade, ticket: string): Promise<boolean>;
  /** The one seating a ticket claims it first; false when someone else did. */
  claim(ticket: string): Promise<boolean>;
  save(ticket: string, record: TicketRecord): Promise<void>;
  load(ticket: string): Promise<TicketRecord | undefined>;
  /** Tells every process a ticket was seated (its long poll answers at once). */
  seated(ticket: string, code: string): Promise<void>;
  onSeated(listener: (ticket: string, code: string) => void): () => void;
  /** Tickets waiting now, by grade (the bench and the tests). */
  waiting(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** A ticket's record outlives any wait and the race's first reads. */
const RECORD_TTL_MS = 10 * 60 * 1000;

const seatedSchema = z.object({ type: z.literal('seated'), code: z.string().max(12) });
type Seated = z.infer<typeof seatedSchema>;

function seatedFanout(fanout: Fanout<Seated>) {
  return {
    seated: (ticket: string, code: string) => fanout.publish(ticket, { type: 'seated', code }),
    onSeated: (listener: (ticket: string, code: string) => void) => fanout.subscribe((ticket, m) => listener(ticket, m.code)),
  };
}

export function memoryQueue(now: () => number = Date.now): MatchQueue {
  const lines = new Map<string, string[]>(QUICK_MATCH_GRADES.map((g) => [g, []]));
  const claims = new Map<string, number>();
  const records = new Map<string, { record: TicketRecord; until: number }>();
  const fanout = localFanout<Seated>();
  const sweep = () => {
    const t = now();
    for (const [k, v] of records) if (v.until < t) records.delete(k);
    for (const [k, until] of claims) if (until < t) claims.delete(k);
  };
  const timer = setInterval(sweep, 60_000);
  timer.unref();
  return {
    async pairOrWait(grade, ticket) {
      const line = lines.get(grade)!;
      const other = line.shift();
      if (other !== undefined) return other;
      line.push(ticket);
      return undefined;
    },
    async withdraw(grade, ticket) {
      const line = lines.get(grade)!;
      const at = line.indexOf(ticket);
      if (at < 0) return false;
      line.splice(at, 1);
      return true;
    },
    async claim(ticket) {
      if (claims.has(ticket)) return false;
      claims.set(ticket, now() + RECORD_TTL_MS);
      return true;
    },
    async save(ticket, record) {
      records.set(ticket, { record: { ...record }, until: now() + RECORD_TTL_MS });
    },
    async load(ticket) {
      const held = records.get(ticket);
      return held ? { ...held.record } : undefined;
    },
    ...seatedFanout(fanout),
    async waiting() {
      return Object.fromEntries([...lines].map(([g, l]) => [g, l.length]));
    },
    async close() {
      clearInterval(timer);
    },
  };
}

/** Takes the oldest ticket of the line, or puts the new one at its end: one atomic step. */
const PAIR_OR_WAIT = `
local other = redis.call('LPOP', KEYS[1])
if other then return other end
redis.call('RPUSH', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return false`;

const recordSchema = z.object({
  grade: z.enum(QUICK_MATCH_GRADES),
  deadline: z.number(),
  language: z.string().max(8),
  region: z.string().max(8),
  userId: z.string().max(64).nullable(),
  code: z.string().max(12).optional(),
  practice: z.enum(['replay', 'paced']).nullable().optional(),
  cancelled: z.boolean().optional(),
});

export async function redisQueue(options: { url: string; log: FastifyBaseLogger; prefix?: string }): Promise<MatchQueue> {
  const prefix = options.prefix ?? 'numbloom:quick-match:';
  const client = createClient({ url: options.url, socket: { connectTimeout: 5000 }, disableOfflineQueue: true });
  client.on('error', (err: unknown) => options.log.warn({ err }, 'quick match: redis connection error'));
  await client.connect();
  const fanout = await redisFanout<Seated>({ url: options.url, name: `${prefix}seated`, schema: seatedSchema, log: options.log });
  const line = (grade: string) => `${prefix}line:${grade}`;
  return {
    async pairOrWait(grade, ticket) {
      const other = await client.eval(PAIR_OR_WAIT, { keys: [line(grade)], arguments: [ticket, String(RECORD_TTL_MS)] });
      return typeof other === 'string' ? other : undefined;
    },
    async withdraw(grade, ticket) {
      return (await client.lRem(line(grade), 1, ticket)) > 0;
    },
    async claim(ticket) {
      return (await client.set(`${prefix}claim:${ticket}`, '1', { condition: 'NX', expiration: { type: 'PX', value: RECORD_TTL_MS } })) === 'OK';
    },
    async save(ticket, record) {
      await client.set(`${prefix}ticket:${ticket}`, JSON.stringify(record), { expiration: { type: 'PX', value: RECORD_TTL_MS } });
    },
    async load(ticket) {
      const raw = await client.get(`${prefix}ticket:${ticket}`);
      if (!raw) return undefined;
      const parsed = recordSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    },
    ...seatedFanout(fanout),
    async waiting() {
      const counts: Record<string, number> = {};
      for (const g of QUICK_MATCH_GRADES) counts[g] = await client.lLen(line(g));
      return counts;
    },
    async close() {
      await fanout.close();
      await client.close();
    },
  };
}
