import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Config } from '../config.ts';
import { CSRF_COOKIE, CSRF_HEADER, createCsrfToken, csrfMatches, isValidCsrfToken } from './csrf.ts';
import { HttpError } from './http-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyReply {
    /** Sets a fresh CSRF cookie unless the request carries a valid one for its session; returns the token in use. */
    ensureCsrfToken(): string;
    /**
     * The reply starts (a new session cookie's value) or ends (null) the session: sets a CSRF cookie bound to
     * that session, so the page's next request carries one that fits (sessions.ts calls it with the cookie).
     */
    sessionChanged(session: string | null): void;
  }
}

/**
 * Whether a state-changing request comes from one of our own pages, by the
 * headers browsers set and pages cannot (OWASP CSRF cheat sheet: standard
 * headers and Fetch Metadata), on top of the token. Our pages are the public
 * address (PUBLIC_URL) and the address the request itself was sent to (the
 * site opened as 127.0.0.1, a LAN name or localhost). Origin decides when
 * present ("null", from a sandboxed frame or a privacy redirect, is refused);
 * else Sec-Fetch-Site must be same-origin (or none: typed by the person). A
 * request with neither is not from a browser that could be tricked, and the
 * token alone applies.
 */
export function fromThisSite(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin || origin === `${request.protocol}://${request.host}`;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  return true;
}

/**
 * `sessionCookie`: the name of the cookie that holds a signed-in person's session (accounts', handed over
 * in app.ts); a token is bound to its value. The staff admin's session cookie is sent to the staff API
 * alone and is SameSite=Strict: the Origin check and that keep its posts our own.
 */
export function installCsrf(app: FastifyInstance, config: Config, sessionCookie: string) {
  const sessionOf = (request: FastifyRequest) => request.cookies[sessionCookie] ?? '';
  const setToken = (reply: FastifyReply, token: string) =>
    // Readable by our script (it must echo it); SameSite=Lax keeps it off cross-site posts too.
    reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure: config.production, httpOnly: false });
  const renewed = new WeakMap<FastifyReply, string>();

  app.decorateReply('ensureCsrfToken', function (this: FastifyReply) {
    const already = renewed.get(this);
    if (already) return already;
    const existing = this.request.cookies[CSRF_COOKIE];
    if (existing && isValidCsrfToken(config.SECRET_KEY, existing, sessionOf(this.request))) return existing;
    const token = createCsrfToken(config.SECRET_KEY, sessionOf(this.request));
    setToken(this, token);
    return token;
  });
  app.decorateReply('sessionChanged', function (this: FastifyReply, session: string | null) {
    const token = createCsrfToken(config.SECRET_KEY, session ?? '');
    renewed.set(this, token);
    setToken(this, token);
  });

  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  // a callback hook, not an async one: it runs on every request, a live game's answers included
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // a mail client's one-click unsubscribe comes from its provider's servers, with no cookie: its sealed token is the proof (RFC 8058)
    if (request.routeOptions.config.oneClickUnsubscribe === true) return done();
    if (!fromThisSite(request, publicOrigin)) return done(new HttpError(403, MESSAGES.crossSite));
    const header = request.headers[CSRF_HEADER];
    if (!csrfMatches(config.SECRET_KEY, request.cookies[CSRF_COOKIE], typeof header === 'string' ? header : undefined, sessionOf(request))) {
      return done(new HttpError(403, MESSAGES.csrf));
    }
    done();
  });

  app.get('/api/v2/csrf/', { schema: { hide: true } }, async (_request, reply) => ({ csrf_token: reply.ensureCsrfToken() }));
}
