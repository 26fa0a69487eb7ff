import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { episodeResultSchema } from '@numbloom/domain/content-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireUser } from '../accounts/sessions.ts';
import { recentResults, saveResult, totalStars } from './service.ts';

export const RESULTS_PATH = '/api/v2/episodes/results/';
export const PLAYER_PATH = '/api/v2/episodes/player/';

const resultSchema = z.object({
  episode_id: z.string(),
  correct: z.number(),
  total: z.number(),
  stars: z.number(),
  duration_ms: z.number(),
  created_at: z.string(),
});

/** A logged-in player's results and stars. Guests are refused: nothing of theirs is stored. */
const progress: ModulePlugin = async (app, { deps }) => {
  app.post(
    RESULTS_PATH,
    {
      schema: {
        summary: 'Save a finished episode run of the signed-in player; answers the stars earned',
        tags: ['content'],
        body: episodeResultSchema,
        response: { 200: z.object({ stars: z.number(), total_stars: z.number() }), 400: apiErrorSchema, 401: apiErrorSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = await requireUser(request);
      return saveResult(deps, user.id, request.body);
    },
  );

  // The player asks this before saving: a guest gets 200 with signed_in false (not a 401 in the console).
  app.get(
    PLAYER_PATH,
    {
      schema: {
        summary: 'Whether results of this browser are kept (a signed-in player) and their stars',
        tags: ['content'],
        querystring: z.object({ region_code: z.string().optional(), language_code: z.string().optional() }),
        response: { 200: z.object({ signed_in: z.boolean(), total_stars: z.number() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { signed_in: !!session, total_stars: session ? await totalStars(deps, session.user.id) : 0 };
    },
  );

  app.get(
    RESULTS_PATH,
    {
      schema: {
        summary: 'The signed-in player’s latest results and total stars',
        tags: ['content'],
        querystring: z.object({ region_code: z.string().optional(), language_code: z.string().optional() }),
        response: { 200: z.object({ total_stars: z.number(), results: z.array(resultSchema) }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { total_stars: await totalStars(deps, user.id), results: await recentResults(deps, user.id) };
    },
  );
};
export default progress;
