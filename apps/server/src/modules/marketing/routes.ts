import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { MARKETING_SUBMIT_PATH, marketingSubmitSchema } from '@numbloom/domain/campaign-marketing';
import type { ModulePlugin } from '../../deps.ts';
import { submitLead } from './service.ts';

const marketingRoutes: ModulePlugin = async (app, { deps }) => {
  app.post(
    MARKETING_SUBMIT_PATH,
    {
      schema: {
        summary: 'Marketing-system submit, stored as a lead and optionally forwarded (spec §7)',
        tags: ['marketing'],
        body: marketingSubmitSchema,
        response: { 200: z.object({ status: z.literal('ok') }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      await submitLead(deps, request.body, request.log);
      return { status: 'ok' as const };
    },
  );
};
export default marketingRoutes;
