import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, tooManySchema } from '@numbloom/domain/api-error-schema';
import { GAME_MESSAGES, GAME_PATHS, ROOM_IDLE_HOURS, RESULTS_KEEP_HOURS, seatCookieName, STREAMS_PER_HOST, STREAMS_PER_PLAYER } from '@numbloom/domain/games';
import {
  answerResultSchema,
  answerSchema,
  createRoomSchema,
  emptyBodySchema,
  endAnswerSchema,
  extraTimeSchema,
  hostPlayerSchema,
  hostResultsSchema,
  hostViewSchema,
  joinSchema,
  playerParams,
  playerResultsSchema,
  playerViewSchema,
  roomActionSchema,
  roomCodeParams,
  rosterQuery,
  rosterViewSchema,
  seatDecisionSchema,
  seatRequestAnswerSchema,
  seatRequestSchema,
  settingsSchema,
} from '@numbloom/domain/games-schema';
import type { Response } from '@numbloom/maths/types';
import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps.ts';
import { unauthorized } from '../../../lib/http-error.ts';
import { compiledSuccess } from '../../../lib/compiled-response.ts';
import type { StreamRegistry } from '../../../lib/sse.ts';
import { requireTeacher } from '../../accounts/sessions.ts';
import type { LiveGames } from '../live.ts';
import * as present from '../presenter.ts';
import * as games from '../service.ts';

/**
 * Play with class (spec §1, §4, §7, §8): the thin handlers of the class-room
 * mode. Each checks who is asking, lets the schema validate, calls the games
 * service and shapes the answer with the presenter. The paths are the spec's
 * and decision 030's, gathered in GAME_PATHS.
 */
export interface GameRoutesOptions {
  deps: Deps;
  live: LiveGames;
  streams: StreamRegistry;
  limits: { streamsPerAddress: number };
}
export type GameRoutes = FastifyPluginAsync<GameRoutesOptions, Server, ZodTypeProvider>;

export const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema, 429: tooManySchema };
const tags = ['games'];
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

const answerSerializer = compiledSuccess(answerResultSchema);

const classRoomRoutes: GameRoutes = async (app, { deps, live, streams, limits }) => {
  const g: games.Games = { deps, live };

  const { setSeat, device, seatToken } = seatCookies(deps);
  const host = async (request: FastifyRequest, code: string) => {
    const { user } = await requireTeacher(request);
    return { user, room: await games.hostedRoom(g, code, user.id) };
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  // ---------------------------------------------------------------- the host

  app.post(
    GAME_PATHS.create,
    { config: open, schema: { summary: 'A teacher makes a room for a multiplayer-game activity', tags, body: createRoomSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await games.createRoom(g, user.id, request.body);
      return present.presentHostView(room, deps.now());
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/',
    { config: open, schema: { summary: 'The room as its host sees it', tags, params: roomCodeParams, response: { 200: hostViewSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room } = await host(request, request.params.code);
      return present.presentHostView(room, deps.now());
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/events',
    { config: open, schema: { summary: 'Server-Sent Events for the host (HOST_EVENTS)', tags, params: roomCodeParams, response: errors } },
    async (request, reply) => {
      const { user, room } = await host(request, request.params.code);
      let held = room;
      const stream = streams.openStream(
        reply,
        [
          { key: `host:${user.id}:${room.core.code}`, max: STREAMS_PER_HOST, message: GAME_MESSAGES.tooManyStreams },
          { key: `ip:${request.ip}`, max: limits.streamsPerAddress },
        ],
        () => live.removeHostStream(held, stream),
      );
      // the room may have been read again meanwhile: the stream joins the copy held now
      held = (await live.room(room.core.code)) ?? room;
      live.addHostStream(held, stream);
    },
  );

  app.post(
    GAME_PATHS.start,
    { config: open, schema: { summary: 'The host starts the activity', tags, body: roomActionSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.body.code);
      return present.presentHostView(await games.startRoom(g, room), deps.now());
    },
  );

  app.post(
    GAME_PATHS.end,
    {
      config: open,
      schema: {
        summary: 'The host ends the activity (spec §7); guests’ results stay a day for the end screens and the download',
        tags,
        body: roomActionSchema,
        response: { 200: endAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { room } = await host(request, request.body.code);
      await games.endRoom(g, room);
      return { code: room.core.code, state: 'ended' as const };
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/settings/',
    { config: open, schema: { summary: 'Lock, join check, names, speed bonus, pace, timer', tags, params: roomCodeParams, body: settingsSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await games.changeSettings(g, room, request.body), deps.now());
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/next/',
    { config: open, schema: { summary: 'Together: the next question for everyone', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await games.nextRound(g, room), deps.now());
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/remove/',
    { config: open, schema: { summary: 'Take a child out of the game', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return games.removePlayer(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/rename/',
    { config: open, schema: { summary: 'Give a child a generated name in place of theirs (every host screen)', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return games.renameByHost(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/let-in/',
    { config: open, schema: { summary: 'Let a child back in', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return games.letIn(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/extra-time/',
    { config: open, schema: { summary: 'Extra time for one child', tags, params: playerParams, body: extraTimeSchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return games.setExtraTime(g, room, request.params.id, request.body.extra_time);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/seat-requests/:id/',
    { config: open, schema: { summary: 'Let a child back in on another device, or refuse', tags, params: playerParams, body: seatDecisionSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await games.decideSeat(g, room, request.params.id, request.body.admit), deps.now());
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/results/',
    { config: open, schema: { summary: 'The ended room’s table, best first', tags, params: roomCodeParams, response: { 200: hostResultsSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room } = await host(request, request.params.code);
      return games.hostResults(room);
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/results.csv',
    {
      config: open,
      schema: { summary: 'The results download: nickname, score, each question, answer, right or wrong', tags, params: roomCodeParams, response: { 200: z.string(), ...errors } },
    },
    async (request, reply) => {
      const { room } = await host(request, request.params.code);
      const csv = await games.resultsCsv(g, room);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="results-${room.core.code}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(`\uFEFF${csv}`);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/results/delete/',
    { config: open, schema: { summary: 'Delete the guests’ results now', tags, params: roomCodeParams, body: emptyBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { room } = await host(request, request.params.code);
      await games.deleteResults(g, room);
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- children

  app.post(
    GAME_PATHS.join,
    { config: open, schema: { summary: 'A child takes a seat (or gets theirs back)', tags, body: joinSchema, response: { 200: playerViewSchema, ...errors } } },
    async (request, reply) => {
      const { code, ...entry } = request.body;
      const { token, room, player } = await games.join(g, code, entry, { seat: seatToken(request, code), device: device(request, reply) });
      setSeat(reply, room.core.code, token);
      return present.presentPlayerView(room, player);
    },
  );

  app.post(
    GAME_PATHS.seatRequest,
    { config: open, schema: { summary: 'A child on another device asks for their seat back', tags, body: seatRequestSchema, response: { 202: seatRequestAnswerSchema, ...errors } } },
    async (request, reply) => {
      const { code, ...entry } = request.body;
      device(request, reply);
      const { token, room, nickname } = await games.requestSeat(g, code, entry);
      setSeat(reply, room.core.code, token);
      return reply.status(202).send({ code: room.core.code, nickname, state: 'waiting' as const });
    },
  );

  app.get(
    '/api/v2/rooms/:code/roster/',
    { config: open, schema: { summary: 'A roster room’s names to pick from', tags, params: roomCodeParams, querystring: rosterQuery, response: { 200: rosterViewSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return games.roster(g, request.params.code, request.query.check);
    },
  );

  const asPlayer = async (request: FastifyRequest, code: string, options?: { removedOk?: boolean }) => {
    const room = await games.playerRoom(g, code);
    const player = await games.requireSeat(g, room, seatToken(request, code), options);
    return { room, player };
  };

  app.get(
    '/api/v2/rooms/:code/player/',
    { config: open, schema: { summary: 'The room as one child sees it', tags, params: roomCodeParams, response: { 200: playerViewSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room, player } = await asPlayer(request, request.params.code);
      return present.presentPlayerView(room, player);
    },
  );

  app.post(
    '/api/v2/rooms/:code/player/rename/',
    { config: open, schema: { summary: 'Generated names: another one', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: playerViewSchema, ...errors } } },
    async (request) => {
      const { room, player } = await asPlayer(request, request.params.code);
      return present.presentPlayerView(room, await games.rename(g, room, player));
    },
  );

  app.post(
    '/api/v2/rooms/:code/player/leave/',
    { config: open, schema: { summary: 'The child leaves the game', tags, params: roomCodeParams, body: emptyBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const { room, player } = await asPlayer(request, request.params.code);
      await games.leave(g, room, player);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v2/rooms/:code/items/',
    {
      config: open,
      schema: {
        summary: 'The child’s questions in their own order, without answers',
        tags,
        params: roomCodeParams,
        response: { 200: z.object({ items: z.array(z.looseObject({ id: z.string() })) }), ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const { room, player } = await asPlayer(request, request.params.code);
      if (room.core.state === 'ended') throw games.refusal('ended', room);
      return { items: games.itemsFor(room, player) };
    },
  );

  app.post(
    '/api/v2/rooms/:code/answers/',
    {
      config: open,
      schema: {
        summary: 'One answer: checked on the server, counted once, acknowledged once written',
        tags,
        params: roomCodeParams,
        body: answerSchema,
        response: { 200: answerResultSchema, ...errors },
      },
      // every child's every answer: written by a serializer compiled from its schema (lib/compiled-response.ts)
      serializerCompiler: answerSerializer,
      // and not an access-log line each: a class answering every few seconds wrote two per answer, a
      // tenth of an answer's cost (decision 050); a failure (5xx) is still logged with its error id
      logLevel: 'warn',
    },
    async (request) => {
      const { code } = request.params;
      const { item_index, response, queued } = request.body;
      return games.answer(g, code, seatToken(request, code), { item_index, response: response as Response | null, queued });
    },
  );

  app.get(
    '/api/v2/rooms/:code/results/',
    { config: open, schema: { summary: 'The child’s own result once the room has ended', tags, params: roomCodeParams, response: { 200: playerResultsSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room, player } = await asPlayer(request, request.params.code, { removedOk: true });
      if (room.core.state !== 'ended') throw games.refusal('not-started');
      return present.presentPlayerResults(room, player);
    },
  );

  app.get(
    '/api/v2/rooms/:code/events',
    { config: open, schema: { summary: 'Server-Sent Events for a child, or a device asking for its seat back (PLAYER_EVENTS)', tags, params: roomCodeParams, response: errors } },
    async (request, reply) => {
      const { code } = request.params;
      const room = await games.playerRoom(g, code);
      if (room.core.state === 'ended') throw games.refusal('ended', room);
      const held = await live.seat(room, seatToken(request, code));
      if (!held) throw unauthorized(GAME_MESSAGES.notPlayer);
      if (held.player.removed && !held.knocking) throw games.refusal('removed');
      let detach = () => {};
      const stream = streams.openStream(
        reply,
        [
          { key: `seat:${held.player.id}`, max: STREAMS_PER_PLAYER, message: GAME_MESSAGES.tooManyStreams },
          { key: `ip:${request.ip}`, max: limits.streamsPerAddress },
        ],
        () => detach(),
      );
      const current = (await live.room(code)) ?? room;
      detach = held.knocking ? live.addKnockStream(current, held.player, held.hash, stream) : live.addPlayerStream(current, held.player.id, stream);
    },
  );
};
export default classRoomRoutes;
