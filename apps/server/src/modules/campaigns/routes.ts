import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { text, regionCode } from '@numbloom/domain/text-schema';
import {
  CAMPAIGN_CONFIG_BASE,
  CAMPAIGN_REGISTER_PATH,
  OPEN_CAMPAIGNS_PATH,
  campaignConfigSchema,
  openCampaignsSchema,
  campaignRegistrationSchema,
  registrationResponseSchema,
} from '@numbloom/domain/campaign';
import type { ModulePlugin } from '../../deps.ts';
import { campaignConfig, openCampaigns, registerForCampaign } from './service.ts';

/** A registration body may carry a student list: room for a 0.5 MB file in base64 and then some, so an oversized file gets its own message. */
export const REGISTRATION_BODY_LIMIT = 1.5 * 1024 * 1024;

const campaignsRoutes: ModulePlugin = async (app, { deps }) => {
  app.get(
    OPEN_CAMPAIGNS_PATH,
    {
      schema: {
        summary: 'Campaigns open now that staff chose to list (where an ended campaign points)',
        tags: ['campaigns'],
        querystring: z.object({ region_code: regionCode().optional(), language_code: z.string().max(8).optional() }),
        response: { 200: openCampaignsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: await openCampaigns(deps) };
    },
  );

  app.get(
    `${CAMPAIGN_CONFIG_BASE}/:slug/`,
    {
      schema: {
        summary: "A campaign's form config (spec §3)",
        tags: ['campaigns'],
        params: z.object({ slug: text(100).min(1) }),
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
      const { id } = await registerForCampaign(deps, request.body, request.log);
      return { status: 'ok' as const, id };
    },
  );
};
export default campaignsRoutes;
