import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { INVITE_LINK_PATH, inviteLinkQuerySchema, inviteLinkResponseSchema } from '@numbloom/domain/campaign';
import { schoolSearchQuerySchema, schoolSearchResponseSchema } from '@numbloom/domain/school';
import type { ModulePlugin } from '../../deps.ts';
import { createSearchCache } from './search-cache.ts';
import { autocomplete, inviteLinks } from './service.ts';

/** Search answers kept per process: as long as browsers and proxies may keep them (cache-control below). */
const SEARCH_CACHE_SECONDS = 300;

const schoolsRoutes: ModulePlugin = async (app, { deps }) => {
  const cache = createSearchCache({ max: 10_000, ttlMs: SEARCH_CACHE_SECONDS * 1000, now: deps.now });
  app.get(
    '/api/v2/school-management/autocomplete',
    {
      schema: {
        summary: 'Search schools by name: exact and prefix matches first, then names containing the term',
        tags: ['schools'],
        querystring: schoolSearchQuerySchema,
        response: { 200: schoolSearchResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${SEARCH_CACHE_SECONDS}`);
      return autocomplete(deps.database.db, request.query.search, cache);
    },
  );

  app.get(
    INVITE_LINK_PATH,
    {
      schema: {
        summary: "A school's enterprise invite links (1 teacher, 2 parent)",
        tags: ['schools'],
        querystring: inviteLinkQuerySchema,
        response: { 200: inviteLinkResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => inviteLinks(deps.database.db, deps.config.PUBLIC_URL, request.query.school_id, request.query.invite_type),
  );
};
export default schoolsRoutes;
