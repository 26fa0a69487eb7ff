import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { localeCode, text, regionCode } from '@numbloom/domain/text-schema';
import { registrationResponseSchema } from '@numbloom/domain/campaign';
import {
  COMPETITION_CONFIG_BASE,
  COMPETITION_LIST_PATH,
  OPEN_COMPETITIONS_PATH,
  competitionConfigSchema,
  openCompetitionsSchema,
  competitionListSchema,
  competitionRegistrationSchema,
} from '@numbloom/domain/competition';
import type { ModulePlugin } from '../../deps.ts';
import { REGISTRATION_BODY_LIMIT } from '../campaigns/routes.ts';
import { competitionConfig, listCompetitions, openCompetitions, registerForCompetition } from './service.ts';
import { STUDENT_LIST_TEMPLATE, STUDENT_LIST_TEMPLATE_PATH } from './template.ts';

const idParam = z.object({ id: z.coerce.number({ message: 'Invalid input.' }).int().positive().max(2_147_483_647) });

const competitionsRoutes: ModulePlugin = async (app, { deps }) => {
  const db = deps.database.db;

  app.get(
    COMPETITION_LIST_PATH,
    {
      schema: {
        summary: 'Competitions, open ones first (the form reads the first result)',
        tags: ['competitions'],
        querystring: z.object({
          id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
          campaign: text(255).optional(),
          region_code: regionCode().optional(),
          language_code: localeCode().optional(),
        }),
        response: { 200: competitionListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCompetitions(db, { id: request.query.id, campaign: request.query.campaign });
    },
  );

  app.get(
    OPEN_COMPETITIONS_PATH,
    {
      schema: {
        summary: 'Competitions taking registrations now, with their page texts (where a closed one points)',
        tags: ['competitions'],
        querystring: z.object({ region_code: regionCode().optional(), language_code: z.string().max(8).optional() }),
        response: { 200: openCompetitionsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: await openCompetitions(db) };
    },
  );

  app.get(
    `${COMPETITION_CONFIG_BASE}/:id/`,
    {
      schema: {
        summary: "A competition's form config (spec §3)",
        tags: ['competitions'],
        params: idParam,
        response: { 200: competitionConfigSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return competitionConfig(db, request.params.id);
    },
  );

  app.post(
    '/api/v2/competition/:id/register/',
    {
      bodyLimit: REGISTRATION_BODY_LIMIT,
      schema: {
        summary: 'Register a school for a competition (spec §7)',
        tags: ['competitions'],
        params: idParam,
        body: competitionRegistrationSchema,
        response: { 200: registrationResponseSchema, 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = await registerForCompetition(deps, request.params.id, request.body, request.log);
      return { status: 'ok' as const, id };
    },
  );

  app.get(STUDENT_LIST_TEMPLATE_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="student-list-template.csv"')
      .send(STUDENT_LIST_TEMPLATE),
  );
};
export default competitionsRoutes;
