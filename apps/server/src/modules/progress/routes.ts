import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-errors';
import { episodeResultSchema } from '@numbloom/domain/content';
import type { ModulePlugin } from '../../deps.ts';
import { requireUser } from '../accounts/sessions.ts';
import { recentResults, saveResult, totalStars } from './service.ts';

export const RESULTS_PATH = '/api/v2/episodes/results/';

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
