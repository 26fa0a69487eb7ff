import { desc, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { starsFor, type EpisodeResult } from '@numbloom/domain/content';
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

/** The player's latest runs, newest first. */
export async function recentResults(deps: Deps, userId: string, limit = 50) {
  const rows = await deps.database.db
    .select()
    .from(episodeResults)
    .where(eq(episodeResults.userId, userId))
    .orderBy(desc(episodeResults.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    episode_id: r.episodeId,
    correct: r.correct,
    total: r.total,
    stars: r.stars,
    duration_ms: r.durationMs,
    created_at: r.createdAt.toISOString(),
  }));
}
