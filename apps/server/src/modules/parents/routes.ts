import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { regionFields } from '@numbloom/domain/accounts';
import {
  linkByCodeRequestSchema,
  linkByCodeResponseSchema,
  parentChildrenViewSchema,
  parentChildViewSchema,
  parentCodeIssuedSchema,
  studentParentsViewSchema,
} from '@numbloom/domain/parents-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireParent, requireTeacher } from '../accounts/sessions.ts';
import { routeLimit } from '../accounts/throttle.ts';
import * as service from './service.ts';

const tags = ['parents'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const query = z.object(regionFields);
const childParams = z.strictObject({ childId: z.uuid() });
const studentParams = z.strictObject({ studentId: z.uuid() });

/**
 * Parents who can see (decision 077): a parent's children and each child's page, a parent
 * entering a teacher's code, and the teacher's parent code for a child of their class. Every
 * read checks the tie on the server (service.ts); a child the caller does not see is a 404.
 */
const parentsRoutes: ModulePlugin = async (app, { deps }) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/v2/parents/children/',
    { schema: { summary: 'Every child the signed-in parent sees: their family’s, those a school linked, those linked by a teacher’s code', tags, querystring: query, response: { 200: parentChildrenViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireParent(request);
      return { children: await service.childrenOf(deps, user) };
    },
  );

  app.get(
    '/api/v2/parents/children/:childId/',
    {
      schema: {
        summary: 'A child’s page for their parent: mastery per skill, recent runs, certificates, class and teacher, and a class’s assignments (404 for a child the parent does not see)',
        tags,
        params: childParams,
        querystring: query,
        response: { 200: parentChildViewSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireParent(request);
      return service.childView(deps, user, request.params.childId, { region: request.query.region_code, language: request.query.language_code });
    },
  );

  app.post(
    '/api/v2/parents/links/',
    {
      schema: { summary: 'A parent enters the parent code a child’s teacher gave them, and sees that child from then on', tags, body: linkByCodeRequestSchema, response: { 200: linkByCodeResponseSchema, ...errors } },
      config: routeLimit(deps, 20),
    },
    async (request) => {
      const { user } = await requireParent(request);
      return { child: await service.linkByCode(deps, user, request.body.code, request.ip) };
    },
  );

  app.get(
    '/api/v2/parents/students/:studentId/code/',
    { schema: { summary: 'A child of the teacher’s class: whether a parent code waits (its expiry) and the parents linked by a code', tags, params: studentParams, querystring: query, response: { 200: studentParentsViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      return service.studentParents(deps, user, request.params.studentId);
    },
  );

  app.post(
    '/api/v2/parents/students/:studentId/code/',
    {
      schema: { summary: 'Make a parent code for a child of the teacher’s class (shown once; valid 7 days; a code not used yet is cancelled)', tags, params: studentParams, body: z.strictObject(regionFields).optional(), response: { 200: parentCodeIssuedSchema, ...errors } },
      config: routeLimit(deps, 30),
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      return service.issueCode(deps, user, request.params.studentId);
    },
  );

  app.delete(
    '/api/v2/parents/students/:studentId/code/',
    { schema: { summary: 'Cancel the child’s parent code that is waiting', tags, params: studentParams, response: { 200: studentParentsViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      return service.revokeCode(deps, user, request.params.studentId);
    },
  );

  app.delete(
    '/api/v2/parents/students/:studentId/parents/:parentId/',
    {
      schema: { summary: 'Remove a parent linked by a code from a child of the teacher’s class', tags, params: studentParams.extend({ parentId: z.uuid() }), response: { 200: studentParentsViewSchema, ...errors } },
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      return service.removeParent(deps, user, request.params.studentId, request.params.parentId);
    },
  );
};
export default parentsRoutes;
