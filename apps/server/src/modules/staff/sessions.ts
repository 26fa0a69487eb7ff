import type { FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_MESSAGES } from '@numbloom/domain/staff';
import type { Deps } from '../../deps.ts';
import { forbidden, unauthorized } from '../../lib/http-error.ts';
import { secrets } from '../accounts/service.ts';
import * as store from './store.ts';
import type { StaffRow } from './store.ts';

/**
 * Staff sessions (decision 037): a cookie of their own, apart from teachers'
 * and parents' sessions, sent only to the staff API (Path=/api/v2/staff/),
 * SameSite=Strict and HttpOnly (Secure in production); only the SHA-256 of
 * its id is stored. Shorter than a user's: two idle hours, twelve in all.
 */
export const STAFF_SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
const TOUCH_INTERVAL_MS = 60 * 1000;
export const STAFF_COOKIE_PATH = '/api/v2/staff/';

export const staffCookieName = (deps: Deps) => (deps.config.production ? '__Secure-nb_staff' : 'nb_staff');

export interface StaffSession {
  staff: StaffRow;
  idHash: string;
}

const resolved = new WeakMap<FastifyRequest, Promise<StaffSession | null>>();

async function resolve(deps: Deps, request: FastifyRequest): Promise<StaffSession | null> {
  const token = request.cookies[staffCookieName(deps)];
  if (!token || token.length > 100) return null;
  const db = deps.database.db;
  const idHash = secrets.tokenHash(token);
  const session = await store.findSession(db, idHash);
  if (!session) return null;
  const now = deps.now();
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (idle > STAFF_SESSION_IDLE_MS || now >= session.expiresAt) {
    await store.deleteSession(db, idHash);
    return null;
  }
  const staff = await store.staffById(db, session.staffId);
  if (!staff || staff.disabledAt) {
    await store.deleteSession(db, idHash);
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) await store.touchSession(db, idHash, now);
  return { staff, idHash };
}

/** The signed-in staff member, resolved once per request; null when none is. */
export function currentStaff(deps: Deps, request: FastifyRequest): Promise<StaffSession | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = resolve(deps, request);
    resolved.set(request, pending);
  }
  return pending;
}

/**
 * The signed-in staff member, or: 403 for someone signed in as a teacher,
 * parent or student (they are who they say, but not staff), 401 for anyone
 * else.
 */
export async function requireStaff(deps: Deps, request: FastifyRequest): Promise<StaffSession> {
  const session = await currentStaff(deps, request);
  if (session) return session;
  if (await request.currentSession()) throw forbidden(STAFF_MESSAGES.staffOnly);
  throw unauthorized(STAFF_MESSAGES.loginRequired);
}

const cookieOptions = (deps: Deps) => ({ path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: deps.config.production });

/** Starts a staff session; one the request already carried ends first (a new id at every sign-in). */
export async function startStaffSession(deps: Deps, request: FastifyRequest, reply: FastifyReply, staffId: string): Promise<void> {
  const db = deps.database.db;
  const old = request.cookies[staffCookieName(deps)];
  if (old && old.length <= 100) await store.deleteSession(db, secrets.tokenHash(old));
  const token = secrets.randomToken();
  const now = deps.now();
  await store.insertSession(db, {
    idHash: secrets.tokenHash(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
    ip: request.ip.slice(0, 64),
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 255) || null,
  });
  if (Math.random() < 0.05) await store.deleteStaleSessions(db, new Date(now.getTime() - STAFF_SESSION_IDLE_MS), now);
  resolved.delete(request);
  reply.setCookie(staffCookieName(deps), token, { ...cookieOptions(deps), maxAge: Math.floor(STAFF_SESSION_ABSOLUTE_MS / 1000) });
}

export async function endStaffSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[staffCookieName(deps)];
  if (token && token.length <= 100) await store.deleteSession(deps.database.db, secrets.tokenHash(token));
  resolved.delete(request);
  reply.clearCookie(staffCookieName(deps), cookieOptions(deps));
}
