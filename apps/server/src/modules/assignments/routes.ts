import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { ASSIGNMENT_PATHS } from '@numbloom/domain/assignments';
import {
  assignmentIdParams,
  assignmentInputSchema,
  assignmentReportSchema,
  assignmentRunSchema,
  assignmentViewSchema,
  classAssignmentsViewSchema,
  classIdParams,
} from '@numbloom/domain/assignments-schema';
import { runViewSchema } from '@numbloom/domain/runs-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireTeacher, requireUser } from '../accounts/sessions.ts';
import { presentRun } from '../progress/compose.ts';
import { onRunAnswered, onRunFinished } from '../progress/service.ts';
import { reportCsv } from './presenter.ts';
import * as service from './service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['assignments'];
const languageQuery = z.object({ language_code: z.string().max(8).optional() });

/**
 * Assignments (decision 076): a teacher's work for a class or chosen children, a child's runs of
 * it (checked by progress, linked here), and the reports. Handlers check who asks, the schema
 * validates, the service decides.
 */
const assignmentsModule: ModulePlugin = async (app, { deps }) => {
  onRunAnswered('assignments', (tx, run, answer) => service.keepAnswer(tx, run, answer));
  onRunFinished('assignments', (tx, run) => service.keepResult(tx, run));

  app.post(
    ASSIGNMENT_PATHS.create,
    { schema: { summary: 'Assign an activity or a set to one of the caller’s classes, or to chosen children of it', tags, body: assignmentInputSchema, response: { 200: assignmentViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.createAssignment(deps, user, request.body);
    },
  );

  app.get(
    '/api/v2/classes/:classId/assignments/',
    {
      schema: {
        summary: 'A class’s assignments with how far its children are (its teacher; an admin of its school reads them)',
        tags,
        params: classIdParams,
        querystring: languageQuery,
        response: { 200: classAssignmentsViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.classAssignments(deps, user, request.params.classId, request.query.language_code);
    },
  );

  app.get(
    '/api/v2/teachers/assignments/:id/',
    { schema: { summary: 'One assignment, to edit it', tags, params: assignmentIdParams, querystring: languageQuery, response: { 200: assignmentViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.assignmentOf(deps, user, request.params.id, request.query.language_code);
    },
  );

  app.put(
    '/api/v2/teachers/assignments/:id/',
    { schema: { summary: 'Change an assignment (it stays with its class)', tags, params: assignmentIdParams, body: assignmentInputSchema, response: { 200: assignmentViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.updateAssignment(deps, user, request.params.id, request.body);
    },
  );

  app.post(
    '/api/v2/teachers/assignments/:id/close/',
    { schema: { summary: 'Close an assignment: no new runs; its report stays', tags, params: assignmentIdParams, querystring: languageQuery, response: { 200: assignmentViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.closeAssignment(deps, user, request.params.id, request.query.language_code);
    },
  );

  app.delete(
    '/api/v2/teachers/assignments/:id/',
    { schema: { summary: 'Delete an assignment and its results', tags, params: assignmentIdParams, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      await service.deleteAssignment(deps, user, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/v2/teachers/assignments/:id/report/',
    {
      schema: {
        summary: 'An assignment’s report: each child not started, in progress or done, with score and time; each question with its right and common wrong answers',
        tags,
        params: assignmentIdParams,
        querystring: languageQuery,
        response: { 200: assignmentReportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return service.assignmentReport(deps, user, request.params.id, request.query.language_code);
    },
  );

  app.get(
    '/api/v2/teachers/assignments/:id/report.csv',
    { schema: { summary: 'The same report as CSV', tags, params: assignmentIdParams, querystring: languageQuery, produces: ['text/csv'], response: errors } },
    async (request, reply) => {
      const { user } = await requireTeacher(request);
      const report = await service.assignmentReport(deps, user, request.params.id, request.query.language_code);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="assignment-report-${report.assignment.id.slice(0, 8)}.csv"`)
        .send(reportCsv(report) as unknown as never);
    },
  );

  app.post(
    '/api/v2/students/assignments/:id/runs/',
    {
      schema: {
        summary: 'The signed-in child starts a run of one of their assignment’s activities (the server issues it and checks every answer)',
        tags,
        params: assignmentIdParams,
        body: assignmentRunSchema,
        response: { 200: runViewSchema, ...errors },
      },
      // a class starting together behind one school address
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      const { run, item } = await service.startAssignedRun(deps, user, request.params.id, request.body);
      return presentRun(run, item, null);
    },
  );
};
export default assignmentsModule;
