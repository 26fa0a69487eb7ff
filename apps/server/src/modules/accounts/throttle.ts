import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/http-error.ts';
import { throttleEvents } from './tables.ts';

/**
 * Rate limits that must hold across server processes and follow the app's
 * clock (tests move it): events are rows keyed like "login-fail:email:x".
 * @fastify/rate-limit still guards every route per IP in memory; these are
 * the per-address and per-IP limits of the account flows.
 */
export interface Limit {
  /** A name for the kind of event, e.g. 'login-fail'. */
  kind: string;
  max: number;
  windowMs: number;
  message: string;
}

/** The longest window any limit uses; older rows are pruned. */
const PRUNE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * A per-IP limit scaled by AUTH_IP_LIMIT_MULTIPLIER: a whole school (or a
 * test run) can sit behind one address; per-address limits never scale.
 */
export const perIp = (deps: Deps, limit: Limit): Limit => ({ ...limit, max: limit.max * deps.config.AUTH_IP_LIMIT_MULTIPLIER });

/** A route's in-memory per-IP ceiling a minute, scaled the same way. */
export const routeLimit = (deps: Deps, perMinute: number) => ({
  rateLimit: { max: perMinute * deps.config.AUTH_IP_LIMIT_MULTIPLIER, timeWindow: '1 minute' },
});

const keyOf = (limit: Limit, subject: string) => `${limit.kind}:${subject}`.slice(0, 300);

export async function hits(db: Db, limit: Limit, subject: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - limit.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.key, keyOf(limit, subject)), gte(throttleEvents.at, since)));
  return row?.n ?? 0;
}

/** Throws 429 with the limit's message when the subject has used up its window. */
export async function assertUnder(db: Db, limit: Limit, subject: string, now: Date): Promise<void> {
  if ((await hits(db, limit, subject, now)) >= limit.max) throw tooManyRequests(limit.message);
}

export async function record(db: Db, limit: Limit, subject: string, now: Date): Promise<void> {
  await db.insert(throttleEvents).values({ key: keyOf(limit, subject), at: now });
  // Prune now and then rather than on a timer: no process owns the table.
  if (Math.random() < 0.02) {
    await db.delete(throttleEvents).where(lt(throttleEvents.at, new Date(now.getTime() - PRUNE_AFTER_MS)));
  }
}

/** Checks then records: for events that count whether or not they succeed (sends, sign-ups). */
export async function consume(db: Db, limit: Limit, subject: string, now: Date): Promise<void> {
  await assertUnder(db, limit, subject, now);
  await record(db, limit, subject, now);
}

export async function clear(db: Db, limit: Limit, subject: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.key, keyOf(limit, subject)));
}
