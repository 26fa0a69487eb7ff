import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { guestFeedbackSchema } from '@numbloom/domain/content-schema';
import type { ModulePlugin } from '../../deps.ts';
import { saveGuestFeedback } from './service.ts';

/** The guest's browser session: a signed cookie that lives until the browser closes. */
export const GUEST_SESSION_COOKIE = 'nb_guest';

const feedback: ModulePlugin = async (app, { deps }) => {
  function guestSession(request: FastifyRequest, reply: FastifyReply): string {
    const raw = request.cookies[GUEST_SESSION_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (unsigned?.valid && unsigned.value) return unsigned.value;
    const id = randomBytes(18).toString('base64url');
    reply.setCookie(GUEST_SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.production, signed: true });
    return id;
  }

  app.post(
    '/api/v2/episodes/guest-feedback/',
    {
      schema: {
        summary: 'A guest likes or dislikes an activity, with an optional comment (once per activity per session)',
        tags: ['content'],
        body: guestFeedbackSchema,
        response: { 200: z.object({ status: z.literal('ok') }), 400: apiErrorSchema, 409: apiErrorSchema },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await saveGuestFeedback(deps, guestSession(request, reply), request.body);
      return { status: 'ok' as const };
    },
  );
};
export default feedback;
