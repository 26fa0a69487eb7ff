import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, tooManySchema } from '@numbloom/domain/api-error-schema';
import { RESULTS_KEEP_HOURS, ROOM_IDLE_HOURS, seatCookieName } from '@numbloom/domain/games';
import type { Deps } from '../../../deps.ts';
import type { StreamRegistry } from '../../../lib/sse.ts';
import { requireTeacher } from '../../accounts/sessions.ts';
import type { LiveGames } from '../live.ts';
import * as games from '../service.ts';

/**
 * What every games route file shares (decision 083): the options the plugin
 * gives them, the error answers, the seat and device cookies, and who is
 * asking (the room's host, or the child a seat cookie holds). Each resource
 * has its own file: rooms, host, host-players, seats, player, answers, and
 * each mode's own (arena, arena-notices, quick-match); plugin.ts registers them.
 */
export interface GameRoutesOptions {
  deps: Deps;
  live: LiveGames;
  streams: StreamRegistry;
  limits: { streamsPerAddress: number };
}
export type GameRoutes = FastifyPluginAsync<GameRoutesOptions, Server, ZodTypeProvider>;

export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 429: tooManySchema };
/** The device cookie: random, this browser's across rooms; a device the host took out cannot take another seat. */
export const DEVICE_COOKIE = 'nb_device';
const COOKIE_PATH = '/api/v2/rooms/';
const HOUR_S = 60 * 60;

/** The seat and device cookies, as every mode's routes set and read them. */
export function seatCookies(deps: Deps) {
  const cookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: deps.config.production };
  const setSeat = (reply: FastifyReply, code: string, token: string) =>
    reply.setCookie(seatCookieName(code), token, { ...cookie, maxAge: (ROOM_IDLE_HOURS + RESULTS_KEEP_HOURS) * HOUR_S });
  const device = (request: FastifyRequest, reply: FastifyReply) => {
    const held = request.cookies[DEVICE_COOKIE];
    if (held && held.length <= 100) return held;
    const token = games.newToken();
    reply.setCookie(DEVICE_COOKIE, token, { ...cookie, maxAge: (ROOM_IDLE_HOURS + RESULTS_KEEP_HOURS) * HOUR_S });
    return token;
  };
  const seatToken = (request: FastifyRequest, code: string) => request.cookies[seatCookieName(code)];
  return { setSeat, device, seatToken };
}
/** The app-wide limit per address is off here: the games count per player and per address themselves (plugin.ts). */
export const open = { rateLimit: false } as const;

export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The signed-in teacher and the room they host; anyone else's request is refused (401, 403). */
export const hostOf = (g: games.Games) => async (request: FastifyRequest, code: string) => {
  const { user } = await requireTeacher(request);
  return { user, room: await games.hostedRoom(g, code, user.id) };
};

/** The room a child asks about and the seat their cookie holds in it (401 without one). */
export const playerOf =
  (g: games.Games, seatToken: (request: FastifyRequest, code: string) => string | undefined) =>
  async (request: FastifyRequest, code: string, options?: { removedOk?: boolean }) => {
    const room = await games.playerRoom(g, code);
    const player = await games.requireSeat(g, room, seatToken(request, code), options);
    return { room, player };
  };
