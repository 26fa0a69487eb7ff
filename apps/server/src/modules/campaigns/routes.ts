import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import {
  CAMPAIGN_CONFIG_BASE,
  CAMPAIGN_REGISTER_PATH,
  campaignConfigSchema,
  campaignRegistrationSchema,
  registrationResponseSchema,
} from '@numbloom/domain/campaign';
import type { ModulePlugin } from '../../deps.ts';
import { rejectNulBytes } from './registration-checks.ts';
import { campaignConfig, registerForCampaign } from './service.ts';

/** A registration body may carry a student list: room for a 0.5 MB file in base64 and then some, so an oversized file gets its own message. */
export const REGISTRATION_BODY_LIMIT = 1.5 * 1024 * 1024;

const campaignsRoutes: ModulePlugin = async (app, { deps }) => {
  app.addHook('preValidation', rejectNulBytes);
  app.get(
    `${CAMPAIGN_CONFIG_BASE}/:slug/`,
    {
      schema: {
        summary: "A campaign's form config (spec §3)",
        tags: ['campaigns'],
        params: z.object({ slug: z.string().min(1).max(100) }),
        response: { 200: campaignConfigSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return campaignConfig(deps, request.params.slug);
    },
  );

  app.post(
    CAMPAIGN_REGISTER_PATH,
    {
      bodyLimit: REGISTRATION_BODY_LIMIT,
      schema: {
        summary: 'Register through a campaign form (spec §7)',
        tags: ['campaigns'],
        body: campaignRegistrationSchema,
        response: { 200: registrationResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await registerForCampaign(deps, request.body);
      return { status: 'ok' as const, id };
    },
  );
};
export default campaignsRoutes;
