import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { starsFor, type EpisodeResult } from '@numbloom/domain/content';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest } from '../../lib/http-error.ts';
import { loadCatalogue } from '../content/service.ts';
import { episodeResults } from './tables.ts';

/** A player's stars over every run: the best run of each episode counts. */
export async function totalStars(deps: Deps, userId: string): Promise<number> {
  const best = deps.database.db
    .select({ best: sql<number>`max(${episodeResults.stars})`.as('best') })
    .from(episodeResults)
    .where(eq(episodeResults.userId, userId))
    .groupBy(episodeResults.episodeId)
    .as('best');
  const [row] = await deps.database.db.select({ total: sql<string>`coalesce(sum(${best.best}), 0)` }).from(best);
  return Number(row?.total ?? 0);
}

/** Saves a finished run for a signed-in player and answers the stars it earned. */
export async function saveResult(deps: Deps, userId: string, input: EpisodeResult) {
  const activity = loadCatalogue().byId.get(input.episode_id);
  if (!activity || (activity.type !== 'episode' && activity.type !== 'word-problem')) {
    throw badRequest(MESSAGES.invalidInput, { episode_id: 'This activity does not exist.' });
  }
  const stars = starsFor(input.correct, input.total);
  await deps.database.db.insert(episodeResults).values({
    userId,
    episodeId: input.episode_id,
    correct: input.correct,
    total: input.total,
    stars,
    durationMs: input.duration_ms,
    createdAt: deps.now(),
  });
  return { stars, total_stars: await totalStars(deps, userId) };
}

const presentResult = (r: typeof episodeResults.$inferSelect) => ({
  episode_id: r.episodeId,
  correct: r.correct,
  total: r.total,
  stars: r.stars,
  duration_ms: r.durationMs,
  created_at: r.createdAt.toISOString(),
});

/** The player's latest runs, newest first. */
export async function recentResults(deps: Deps, userId: string, limit = 50) {
  const rows = await deps.database.db
    .select()
    .from(episodeResults)
    .where(eq(episodeResults.userId, userId))
    .orderBy(desc(episodeResults.createdAt))
    .limit(limit);
  return rows.map(presentResult);
}

/** Every result of these players, oldest first, grouped by player: an account's data export. */
export async function resultsOf(db: Db, userIds: string[]) {
  const byUser = new Map<string, ReturnType<typeof presentResult>[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(episodeResults)
    .where(inArray(episodeResults.userId, userIds))
    .orderBy(asc(episodeResults.createdAt), asc(episodeResults.id));
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push(presentResult(r));
    byUser.set(r.userId, list);
  }
  return byUser;
}

/** Deletes every result of these players (a student's data deleted, a closed account purged); returns how many. */
export async function deleteResultsOf(db: Db, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const deleted = await db.delete(episodeResults).where(inArray(episodeResults.userId, userIds)).returning({ id: episodeResults.id });
  return deleted.length;
}
