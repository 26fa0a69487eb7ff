import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
