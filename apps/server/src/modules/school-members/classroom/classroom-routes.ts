import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { keepsClasses } from '@numbloom/domain/accounts';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { CLASSROOM_MESSAGES, CLASSROOM_PATHS, CLASSROOM_SCOPES } from '@numbloom/domain/classroom';
import { classroomCoursesSchema, classroomImportResultSchema, classroomImportSchema } from '@numbloom/domain/classroom-schema';
import { safeReturnPath } from '@numbloom/domain/return-path';
import { text } from '@numbloom/domain/text-schema';
import type { FastifyReply } from 'fastify';
import type { Deps, ModulePlugin } from '../../../deps.ts';
import { forbidden, notFound } from '../../../lib/http-error.ts';
import { requireAccountHolder } from '../../accounts/sessions.ts';
import type { UserRow } from '../../accounts/service.ts';
import { ClassroomRefused, listCourses } from './classroom-client.ts';
import { importCourse } from './classroom-import.ts';

/**
 * Google Classroom import (decision 079): offered only where Google sign-in is configured, to a
 * teacher who signs in with Google. The Classroom scopes are asked for when the teacher chooses
 * to import (an incremental grant), never at sign-in.
 */
/**
 * What the import needs of accounts' Google sign-in (accounts/oidc.ts), handed over in app.ts:
 * whether Google is configured, the incremental grant, and the token it keeps.
 */
export interface GoogleGrants {
  configured(deps: Deps): boolean;
  loginHint(deps: Deps, user: UserRow): Promise<string | null>;
  start(deps: Deps, reply: FastifyReply, user: UserRow, options: { scopes: string[]; next: string; loginHint: string | null }): Promise<{ ok: boolean; redirect: string; reason?: string }>;
  tokenOf(deps: Deps, request: FastifyRequest, userId: string, scopes: string[]): string | null;
  forget(deps: Deps, reply: FastifyReply): void;
}

const tags = ['classroom'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 502: apiErrorSchema };
const SCOPES = [...CLASSROOM_SCOPES];

/** The teacher who may import: signed in, keeps classes, on a site where Google sign-in is set up, and signs in with Google. */
async function classroomTeacher(deps: Deps, google: GoogleGrants, request: FastifyRequest): Promise<{ user: UserRow; hint: string }> {
  const { user } = await requireAccountHolder(request);
  if (!google.configured(deps)) throw notFound(CLASSROOM_MESSAGES.notConfigured);
  if (!keepsClasses(user.role)) throw forbidden(CLASSROOM_MESSAGES.teachersOnly);
  const hint = await google.loginHint(deps, user);
  if (hint === null) throw forbidden(CLASSROOM_MESSAGES.signInWithGoogle);
  return { user, hint };
}

const authorizeUrl = (next: string) => `${CLASSROOM_PATHS.authorize}?next=${encodeURIComponent(next)}`;

export const classroomRoutes: ModulePlugin<{ google: GoogleGrants }> = async (app, { deps, google }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/v2/classroom/')) reply.header('cache-control', 'no-store');
  });

  app.get(
    CLASSROOM_PATHS.authorize,
    { schema: { summary: 'Sends a teacher signed in with Google to Google to allow reading their Classroom courses and rosters, then back to a page of this site', tags, querystring: z.object({ next: text(500).optional() }), response: errors } },
    async (request, reply) => {
      const { user, hint } = await classroomTeacher(deps, google, request);
      const result = await google.start(deps, reply, user, { scopes: SCOPES, next: safeReturnPath(request.query.next) ?? '/', loginHint: hint || null });
      if (!result.ok) request.log.warn({ reason: result.reason }, 'classroom grant could not start');
      return reply.redirect(result.redirect, 302);
    },
  );

  app.get(
    CLASSROOM_PATHS.courses,
    {
      schema: {
        summary: 'The teacher’s active Google Classroom courses, or where to allow Numbloom to read them first',
        tags,
        querystring: z.object({ next: text(500).optional() }),
        response: { 200: classroomCoursesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await classroomTeacher(deps, google, request);
      const next = safeReturnPath(request.query.next) ?? '/';
      const token = google.tokenOf(deps, request, user.id, SCOPES);
      if (!token) return { status: 'grant_needed' as const, authorize_url: authorizeUrl(next) };
      try {
        return { status: 'ready' as const, courses: await listCourses(deps.config.GOOGLE_CLASSROOM_API_URL, token) };
      } catch (error) {
        if (!(error instanceof ClassroomRefused)) throw error;
        google.forget(deps, reply);
        return { status: 'grant_needed' as const, authorize_url: authorizeUrl(next) };
      }
    },
  );

  app.post(
    '/api/v2/classroom/courses/:courseId/import',
    {
      schema: {
        summary: 'Imports a Google Classroom course’s students into one of the teacher’s classes (run again, it renames and adds; nobody twice)',
        tags,
        params: z.strictObject({ courseId: text(100).min(1) }),
        body: classroomImportSchema,
        response: { 200: classroomImportResultSchema, ...errors },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { user } = await classroomTeacher(deps, google, request);
      const token = google.tokenOf(deps, request, user.id, SCOPES);
      if (!token) throw forbidden(CLASSROOM_MESSAGES.grantNeeded);
      try {
        return await importCourse(deps, user, token, request.params.courseId, request.body.class_id);
      } catch (error) {
        if (error instanceof ClassroomRefused) google.forget(deps, reply);
        throw error;
      }
    },
  );
};
