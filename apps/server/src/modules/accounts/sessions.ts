import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT_DATA_MESSAGES } from '@numbloom/domain/account-data';
import { ACCOUNT_MESSAGES, keepsClasses } from '@numbloom/domain/accounts';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { randomToken, tokenHash } from '../../lib/crypto.ts';
import * as store from './store.ts';
import type { UserRow } from './store.ts';

/**
 * Sessions (OWASP ASVS 5 V7): a 256-bit id from crypto.randomBytes in an
 * HttpOnly, SameSite=Lax cookie (Secure and __Host- in production), only its
 * SHA-256 in the database, a new id at every login, deleted at logout, ended
 * after a school day without activity or a week in all.
 */
export const SESSION_INACTIVITY_TIMEOUT_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export const sessionCookieName = (deps: Deps) => (deps.config.production ? '__Host-nb_session' : 'nb_session');

export interface CurrentSession {
  user: UserRow;
  idHash: string;
  /** When this sign-in happened: closing an account without a password needs a recent one. */
  startedAt: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user from the session cookie, resolved once per request; null when nobody is. */
    currentSession(): Promise<CurrentSession | null>;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

async function resolve(deps: Deps, request: FastifyRequest): Promise<CurrentSession | null> {
  const token = request.cookies[sessionCookieName(deps)];
  if (!token || token.length > 100) return null;
  const idHash = tokenHash(token);
  const db = deps.database.db;
  const session = await store.findSession(db, idHash);
  if (!session) return null;
  const now = deps.now();
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (idle > SESSION_INACTIVITY_TIMEOUT_MS || now >= session.expiresAt) {
    await store.deleteSession(db, idHash);
    return null;
  }
  const user = await store.findUserById(db, session.userId);
  if (!user) return null;
  // Closing ends every session, but a sign-in racing the close could still write one.
  if (user.closedAt) {
    await store.deleteSession(db, idHash);
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) await store.touchSession(db, idHash, now);
  return { user, idHash, startedAt: session.createdAt };
}

/** Adds request.currentSession() to every route of the app (called once by buildApp). */
export function installSessions(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('currentSession', function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      pending = resolve(deps, this);
      resolved.set(this, pending);
    }
    return pending;
  });
}

function setSessionCookie(deps: Deps, reply: FastifyReply, token: string) {
  reply.setCookie(sessionCookieName(deps), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: deps.config.production,
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  });
  // CSRF tokens are bound to the session (decision 003): the page gets one for the new session.
  reply.sessionChanged(token);
}

export function clearSessionCookie(deps: Deps, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(deps), { path: '/', httpOnly: true, sameSite: 'lax', secure: deps.config.production });
  reply.sessionChanged(null);
}

/**
 * Starts a session for a user: any session the request already carried is
 * ended first (a new id at every sign-in defeats session fixation).
 */
export async function startSession(deps: Deps, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  const db = deps.database.db;
  const old = request.cookies[sessionCookieName(deps)];
  if (old) await store.deleteSession(db, tokenHash(old));
  const token = randomToken();
  const now = deps.now();
  await store.insertSession(db, {
    idHash: tokenHash(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 255) || null,
    ip: request.ip.slice(0, 64),
  });
  // Now and then, sweep sessions that timed out and were never presented again.
  if (Math.random() < 0.02) await store.deleteStaleSessions(db, new Date(now.getTime() - SESSION_INACTIVITY_TIMEOUT_MS), now);
  resolved.delete(request);
  setSessionCookie(deps, reply, token);
}

export async function endSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[sessionCookieName(deps)];
  if (token) await store.deleteSession(deps.database.db, tokenHash(token));
  resolved.delete(request);
  clearSessionCookie(deps, reply);
}

/** The signed-in user or a 401 with 'Please log in to continue.' */
export async function requireUser(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.currentSession();
  if (!session) throw unauthorized(ACCOUNT_MESSAGES.loginRequired);
  return session;
}

/** The signed-in teacher, parent or school leader; a student gets 403 (their teacher or parent manages their data). */
export async function requireAccountHolder(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireUser(request);
  if (session.user.role === 'student') throw forbidden(ACCOUNT_DATA_MESSAGES.holdersOnly);
  return session;
}

export async function requireTeacher(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireUser(request);
  if (!keepsClasses(session.user.role)) throw forbidden(ACCOUNT_MESSAGES.teachersOnly);
  return session;
}

/** The signed-in parent (their children are theirs to add); anyone else gets 403. */
export async function requireParent(request: FastifyRequest): Promise<CurrentSession> {
  const session = await requireUser(request);
  if (session.user.role !== 'parent') throw forbidden(ACCOUNT_MESSAGES.parentsOnly);
  return session;
}
