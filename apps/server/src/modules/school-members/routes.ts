import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { inviteLinkResponseSchema } from '@numbloom/domain/campaign';
import { okResponseSchema } from '@numbloom/domain/accounts';
import {
  classStudentsViewSchema,
  invitationViewSchema,
  joinRequestSchema,
  joinResultSchema,
  memberPatchSchema,
  moveStudentSchema,
  myMembershipsSchema,
  parentLinkSchema,
  renewLinksSchema,
  rolloverResultSchema,
  rolloverSchema,
  schoolActionSchema,
  schoolAuditViewSchema,
  schoolClassSchema,
  schoolSettingsSchema,
  schoolViewSchema,
} from '@numbloom/domain/school-members-schema';
import { DEFAULT_REGION, findRegion, REGIONS } from '@numbloom/domain/regions';
import { SCHOOL_INVITE_PAGE } from '@numbloom/domain/school-members';
import { text } from '@numbloom/domain/text-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireAccountHolder, requireUser } from '../accounts/sessions.ts';
import * as service from './service.ts';

const tags = ['schools'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const schoolParams = z.strictObject({ schoolId: z.coerce.number().int().positive().max(2_147_483_647) });
const memberParams = schoolParams.extend({ userId: z.uuid() });
const classParams = schoolParams.extend({ classId: z.uuid() });
const ok = { status: 'ok' as const };

/**
 * A school's members and its admin's pages (decision 061). Every route that reads or changes a
 * school checks the caller's active membership in the service; the invitation's own route tells
 * only the school's name.
 */
const schoolMembersRoutes: ModulePlugin = async (app, { deps }) => {
  const db = deps.database.db;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // The link the spec's invite-link call hands out (schools/presenter.ts): opened on the school's own site.
  app.get(
    '/join/enterprise/:token/',
    { schema: { hide: true, params: z.strictObject({ token: text(64) }) } },
    async (request, reply) => {
      const found = await service.invitationView(db, request.params.token).catch(() => undefined);
      const region = REGIONS.find((r) => r.iso2 === found?.school.country) ?? findRegion(DEFAULT_REGION)!;
      return reply.redirect(`/${region.code}/${region.languages[0]!.code}/${SCHOOL_INVITE_PAGE}/${encodeURIComponent(request.params.token)}/`, 302);
    },
  );

  app.get(
    '/api/v2/schools/invitations/:token/',
    {
      schema: { summary: 'What a school’s invitation link is: the school and whom it is for (no one’s data)', tags, params: z.strictObject({ token: text(64) }), response: { 200: invitationViewSchema, 404: apiErrorSchema } },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => service.invitationView(db, request.params.token),
  );

  app.post(
    '/api/v2/schools/join-requests/',
    {
      schema: { summary: 'Ask to join a school (its invitation link, or a school without an admin yet), or tie a parent to it', tags, body: joinRequestSchema, response: { 200: joinResultSchema, ...errors } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { user } = await requireAccountHolder(request);
      return service.requestToJoin(deps, user, request.body);
    },
  );

  app.get('/api/v2/schools/mine/', { schema: { summary: 'The schools the caller belongs to or asked to join', tags, response: { 200: myMembershipsSchema, ...errors } } }, async (request) => {
    const { user } = await requireUser(request);
    return service.myMemberships(deps, user);
  });

  app.get('/api/v2/schools/:schoolId/', { schema: { summary: 'A school as its admin sees it', tags, params: schoolParams, response: { 200: schoolViewSchema, ...errors } } }, async (request) => {
    const { user } = await requireUser(request);
    return service.schoolView(deps, user.id, request.params.schoolId);
  });

  app.post(
    '/api/v2/schools/:schoolId/members/:userId/approve/',
    { schema: { summary: 'Approve a join request (a school admin)', tags, params: memberParams, body: schoolActionSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.approveMember(deps, user, request.params.schoolId, request.params.userId);
      return ok;
    },
  );

  app.patch(
    '/api/v2/schools/:schoolId/members/:userId/',
    { schema: { summary: 'Make a member an admin or a teacher (a school admin)', tags, params: memberParams, body: memberPatchSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.setMemberRole(deps, user, request.params.schoolId, request.params.userId, request.body.role);
      return ok;
    },
  );

  app.delete(
    '/api/v2/schools/:schoolId/members/:userId/',
    { schema: { summary: 'Remove a member or refuse a request (a school admin); their classes leave the school', tags, params: memberParams, body: schoolActionSchema.optional(), response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.removeMember(deps, user, request.params.schoolId, request.params.userId);
      return ok;
    },
  );

  app.post(
    '/api/v2/schools/:schoolId/invite-links/renew/',
    { schema: { summary: 'A new invitation link of a type (a school admin); the old one stops working', tags, params: schoolParams, body: renewLinksSchema, response: { 200: inviteLinkResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      return [await service.renewLinks(deps, user, request.params.schoolId, request.body.invite_type)];
    },
  );

  app.put(
    '/api/v2/schools/:schoolId/classes/:classId/',
    { schema: { summary: 'Put a class into the school with its grade, or change its grade (its teacher, a member; or an admin)', tags, params: classParams, body: schoolClassSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.putClass(deps, user, request.params.schoolId, request.params.classId, request.body.grade);
      return ok;
    },
  );

  app.delete(
    '/api/v2/schools/:schoolId/classes/:classId/',
    { schema: { summary: 'Take a class out of the school (its teacher or an admin)', tags, params: classParams, body: schoolActionSchema.optional(), response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.removeClass(deps, user, request.params.schoolId, request.params.classId);
      return ok;
    },
  );

  app.get(
    '/api/v2/schools/:schoolId/classes/:classId/students/',
    { schema: { summary: 'A school class’s children (a school admin)', tags, params: classParams, response: { 200: classStudentsViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      return service.classStudents(deps, user, request.params.schoolId, request.params.classId);
    },
  );

  app.post(
    '/api/v2/schools/:schoolId/students/:studentId/move/',
    { schema: { summary: 'Move a child to another class of the school (a school admin)', tags, params: schoolParams.extend({ studentId: z.uuid() }), body: moveStudentSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.moveStudentInSchool(deps, user, request.params.schoolId, request.params.studentId, request.body.class_id);
      return ok;
    },
  );

  app.post(
    '/api/v2/schools/:schoolId/rollover/',
    { schema: { summary: 'The end-of-year move of every class to the next grade (a school admin)', tags, params: schoolParams, body: rolloverSchema, response: { 200: rolloverResultSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      return service.rollover(deps, user, request.params.schoolId);
    },
  );

  app.patch(
    '/api/v2/schools/:schoolId/settings/',
    { schema: { summary: 'A school’s choices: its children’s names on public boards (a school admin)', tags, params: schoolParams, body: schoolSettingsSchema, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireUser(request);
      await service.saveSchoolSettings(deps, user, request.params.schoolId, request.body.show_names_on_boards);
      return ok;
    },
  );

  app.put(
    '/api/v2/schools/:schoolId/parents/:linkId/',
    {
      schema: {
        summary: 'Link a parent who followed the school’s parent invitation to their child (a school admin)',
        tags,
        params: schoolParams.extend({ linkId: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: parentLinkSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireUser(request);
      await service.linkParentChild(deps, user, request.params.schoolId, request.params.linkId, request.body.student_id);
      return ok;
    },
  );

  app.get('/api/v2/schools/:schoolId/audit/', { schema: { summary: 'Who changed what in the school (a school admin)', tags, params: schoolParams, response: { 200: schoolAuditViewSchema, ...errors } } }, async (request) => {
    const { user } = await requireUser(request);
    return service.auditView(deps, user, request.params.schoolId);
  });
};
export default schoolMembersRoutes;
