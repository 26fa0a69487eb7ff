import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { throttleCounters } from './tables.ts';

/**
 * Rate limits that must hold across server processes, under concurrency, and
 * follow the app's clock (tests move it). Each limit counts tries per subject
 * in a window that starts at the first try; a try is counted by one statement
 * that increments and returns the count (INSERT … ON CONFLICT DO UPDATE …
 * RETURNING), before the thing it guards is evaluated. Sixty guesses sent at
 * once therefore take sixty distinct counts and only the first `max` go on:
 * check-then-record would have let them all through. @fastify/rate-limit
 * still guards every route per IP in memory; these are the per-account,
 * per-address and per-IP limits of the account flows (decision 034).
 */
export interface Limit {
  /** A name for the kind of event, e.g. 'login-account'. */
  kind: string;
  max: number;
  windowMs: number;
  message: string;
}

/** Counters whose window ended this long ago are pruned (longer than any window). */
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * A per-IP limit scaled by AUTH_IP_LIMIT_MULTIPLIER: a whole school (or a
 * test run) can sit behind one address; per-account limits never scale.
 */
export const perIp = (deps: Deps, limit: Limit): Limit => ({ ...limit, max: limit.max * deps.config.AUTH_IP_LIMIT_MULTIPLIER });

/** A route's in-memory per-IP ceiling a minute, scaled the same way. */
export const routeLimit = (deps: Deps, perMinute: number) => ({
  rateLimit: { max: perMinute * deps.config.AUTH_IP_LIMIT_MULTIPLIER, timeWindow: '1 minute' },
});

const keyOf = (limit: Limit, subject: string) => `${limit.kind}:${subject}`.slice(0, 300);

/**
 * Counts one try and returns how many the subject has made in the current
 * window, this one included: atomic on PostgreSQL (the conflicting row is
 * locked for the update) and on PGlite (one connection).
 */
export async function take(db: Db, limit: Limit, subject: string, now: Date): Promise<number> {
  const windowOver = sql`${throttleCounters.windowStart} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ key: keyOf(limit, subject), windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${throttleCounters.hits} + 1 end`,
        windowStart: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStart} end`,
      },
    })
    .returning({ hits: throttleCounters.hits });
  // Prune now and then rather than on a timer: no process owns the table.
  if (Math.random() < 0.01) {
    await db.delete(throttleCounters).where(lt(throttleCounters.windowStart, new Date(now.getTime() - PRUNE_AFTER_MS)));
  }
  return row!.hits;
}

/** Counts one try; throws 429 with the limit's message when it is over the limit (the try is not evaluated). */
export async function consume(db: Db, limit: Limit, subject: string, now: Date): Promise<void> {
  if ((await take(db, limit, subject, now)) > limit.max) throw tooManyRequests(limit.message);
}

/** Hands back a try that turned out not to count (a right password, a send that did not happen). */
export async function giveBack(db: Db, limit: Limit, subject: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ hits: sql`${throttleCounters.hits} - 1` })
    .where(and(eq(throttleCounters.key, keyOf(limit, subject)), gt(throttleCounters.hits, 0)));
}

/** The tries counted in the subject's current window. */
export async function hits(db: Db, limit: Limit, subject: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: throttleCounters.hits, windowStart: throttleCounters.windowStart })
    .from(throttleCounters)
    .where(eq(throttleCounters.key, keyOf(limit, subject)));
  if (!row || row.windowStart.getTime() <= now.getTime() - limit.windowMs) return 0;
  return row.hits;
}

export async function clear(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, keyOf(limit, subject)));
}
