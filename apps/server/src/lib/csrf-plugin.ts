import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Config } from '../config.ts';
import { CSRF_COOKIE, CSRF_HEADER, createCsrfToken, csrfMatches, isValidCsrfToken } from './csrf.ts';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh CSRF cookie unless the request carries a valid one; returns the token in use. */
    ensureCsrfToken(): string;
  }
}

export function installCsrf(app: FastifyInstance, config: Config) {
  app.decorateReply('ensureCsrfToken', function (this: FastifyReply) {
    const existing = this.request.cookies[CSRF_COOKIE];
    if (existing && isValidCsrfToken(config.SECRET_KEY, existing)) return existing;
    const token = createCsrfToken(config.SECRET_KEY);
    // Readable by our script (it must echo it); SameSite=Lax keeps it off cross-site posts too.
    this.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: config.production, httpOnly: false });
    return token;
  });

  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[CSRF_HEADER];
    if (!csrfMatches(config.SECRET_KEY, request.cookies[CSRF_COOKIE], typeof header === 'string' ? header : undefined)) {
      throw new HttpError(403, MESSAGES.csrf);
    }
  });

  app.get('/api/v2/csrf/', { schema: { hide: true } }, async (_request, reply) => ({ csrf_token: reply.ensureCsrfToken() }));
}
