import { z } from 'zod';
import { regionCode } from '@numbloom/domain/text-schema';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { CHILD_HOME_MESSAGES, CHILD_HOME_PATH } from '@numbloom/domain/child-home';
import { CHILD_ACTIVITY_ROUTE } from '@numbloom/domain/child-activity';
import { CHILD_CHALLENGES_PATH } from '@numbloom/domain/child-challenges';
import {
  childActivityResponseSchema,
  childChallengesResponseSchema,
  childHomeResponseSchema,
} from '@numbloom/domain/child-home-schema';
import { DASHBOARD_PATH } from '@numbloom/domain/dashboard';
import { dashboardResponseSchema } from '@numbloom/domain/dashboard-schema';
import type { ModulePlugin } from '../../deps.ts';
import { forbidden } from '../../lib/http-error.ts';
import { requireTeacher, requireUser } from '../accounts/sessions.ts';
import { childActivityFor, childHomeFor } from './child-home.ts';
import { challengesEnteredBy } from '../challenges/service.ts';
import { dashboardFor } from './service.ts';

/** A teacher's dashboard: one call that gathers what the accounts, games, challenges and content modules hold for them. */
const dashboard: ModulePlugin = async (app, { deps }) => {
  app.get(
    DASHBOARD_PATH,
    {
      schema: {
        summary:
          "A teacher's dashboard: classes and codes, recent class games and their results, class games to start, challenge registrations and open challenges",
        tags: ['teachers'],
        querystring: z.object({ region_code: regionCode().optional(), language_code: z.string().max(8).optional() }),
        response: { 200: dashboardResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return dashboardFor(deps, user, request.query.language_code);
    },
  );

  app.get(
    CHILD_HOME_PATH,
    {
      schema: {
        summary:
          "A signed-in child's home: the challenges open to their class, practice suggested from their mastery, and where they stopped",
        tags: ['students'],
        querystring: z.object({
          region_code: z.string().max(8).optional(),
          language_code: z.string().max(8).optional(),
        }),
        response: { 200: childHomeResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      if (user.role !== 'student') throw forbidden(CHILD_HOME_MESSAGES.studentsOnly);
      return childHomeFor(deps, user, request.query.language_code, request.query.region_code);
    },
  );

  app.get(
    CHILD_ACTIVITY_ROUTE,
    {
      schema: {
        summary:
          "A signed-in child's own work on one activity: their best stars, their runs, and the assignments that give it to them",
        tags: ['students'],
        params: z.object({ id: z.string().max(200) }),
        querystring: z.object({
          region_code: z.string().max(8).optional(),
          language_code: z.string().max(8).optional(),
        }),
        response: { 200: childActivityResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      if (user.role !== 'student') throw forbidden(CHILD_HOME_MESSAGES.studentsOnly);
      return childActivityFor(deps, user, request.params.id, {
        region: request.query.region_code,
        language: request.query.language_code,
      });
    },
  );

  // the child's own list of challenges (decision 101): the site's list has every challenge, for anyone
  app.get(
    CHILD_CHALLENGES_PATH,
    {
      schema: {
        summary:
          "The challenges a signed-in child is entered in (their class's or a parent's registration): on now, coming up, and the latest over",
        tags: ['students'],
        querystring: z.object({ language_code: z.string().max(8).optional() }),
        response: { 200: childChallengesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      if (user.role !== 'student') throw forbidden(CHILD_HOME_MESSAGES.studentsOnly);
      return { results: await challengesEnteredBy(deps.database.db, deps.now(), user.id, request.query.language_code) };
    },
  );
};
export default dashboard;
