import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { regionFields } from '@numbloom/domain/accounts';
import { schoolResultsSchema } from '@numbloom/domain/school-members-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireUser } from '../accounts/sessions.ts';
import { schoolResults } from './service.ts';

/** A school's results, for its admin (decision 061). */
const schoolResultsRoutes: ModulePlugin = async (app, { deps }) => {
  app.get(
    '/api/v2/schools/:schoolId/results/',
    {
      schema: {
        summary: 'A school’s results (a school admin): classes by grade, challenge standings, mastery per grade and skill',
        tags: ['schools'],
        params: z.strictObject({ schoolId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: z.strictObject({ ...regionFields }),
        response: { 200: schoolResultsSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return schoolResults(deps, user.id, request.params.schoolId, request.query.language_code);
    },
  );
};
export default schoolResultsRoutes;
