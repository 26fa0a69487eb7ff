import { apiErrorSchema } from '@numbloom/domain/api-errors';
import { INVITE_LINK_PATH, inviteLinkQuerySchema, inviteLinkResponseSchema } from '@numbloom/domain/campaign';
import { schoolSearchQuerySchema, schoolSearchResponseSchema } from '@numbloom/domain/school';
import type { ModulePlugin } from '../../deps.ts';
import { autocomplete, inviteLinks } from './service.ts';

const schoolsRoutes: ModulePlugin = async (app, { deps }) => {
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
      reply.header('cache-control', 'public, max-age=300');
      return autocomplete(deps.database.db, request.query.search);
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
