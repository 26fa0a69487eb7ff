import { settingsQuerySchema, settingsResponseSchema } from '@numbloom/domain/settings-schema';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { settingsFor } from './service.ts';

const settings: ModulePlugin = async (app, { deps }) => {
  app.get(
    '/api/v2/settings/',
    {
      schema: {
        summary: 'Site settings and content configuration for a region and language',
        tags: ['settings'],
        querystring: settingsQuerySchema,
        response: { 200: settingsResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300').header('vary', 'Host');
      return settingsFor(deps.config, request.query.region_code, request.query.language_code, requestOrigin(request, deps.config.PUBLIC_URL));
    },
  );
};
export default settings;
