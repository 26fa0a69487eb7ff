import { z } from 'zod';
import { contactFormSchema } from '@numbloom/domain/contact';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import type { ModulePlugin } from '../../deps.ts';
import { receiveEnquiry } from './service.ts';

const contact: ModulePlugin = async (app, { deps }) => {
  app.post(
    '/api/v2/contact/',
    {
      schema: {
        summary: 'Send an enquiry, a request or a registration of interest',
        tags: ['contact'],
        body: contactFormSchema,
        response: { 200: z.object({ status: z.literal('ok') }), 400: apiErrorSchema },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      await receiveEnquiry(deps, request.body, request.log);
      return { status: 'ok' as const };
    },
  );
};
export default contact;
