import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { ROOM_IDLE_HOURS, ROOM_PATHS, type RoomEvent } from '@numbloom/domain/rooms';
import { answerSchema, createRoomSchema, hostRoomSchema, joinRoomSchema, playerRoomSchema, roomActionSchema, roomCodeParams } from '@numbloom/domain/rooms-schema';
import type { ModulePlugin } from '../../deps.ts';
import { requireTeacher } from '../accounts/sessions.ts';
import { inProcessHub, redisHub, type RoomHub } from './hub.ts';
import * as rooms from './service.ts';

/** The player's token: an httpOnly cookie scoped to its room's paths, so one browser can be in two rooms. */
const PLAYER_COOKIE = 'nb_room_player';
const playerCookiePath = (code: string) => `/api/v2/rooms/${code}/`;

/** A comment line every 15 s keeps school proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/** How often the sweep closes rooms nobody ended. */
const SWEEP_MS = 60 * 60 * 1000;

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema };
const tags = ['rooms'];
// A class shares one address behind the school proxy: thirty children joining and answering at once.
const classLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * Live class rooms (decision 030): a teacher makes a room for a class game,
 * guests join with its code and a nickname, the server checks every answer,
 * and Server-Sent Events tell the host and the players what changed.
 */
const roomsModule: ModulePlugin = async (app, { deps }) => {
  const hub: RoomHub = deps.config.REDIS_URL ? await redisHub(deps.config.REDIS_URL, app.log) : inProcessHub();
  const streams = new Set<() => void>();

  const publish = async (code: string, event: RoomEvent) => {
    try {
      await hub.publish(code, event);
    } catch (err) {
      // the change is saved; screens catch up when their stream reconnects and reads the room again
      app.log.warn({ err, code }, 'rooms: event not published');
    }
  };

  /**
   * Opens an event stream: headers that keep proxies from buffering it, the
   * room as it is now, then each event the filter lets through, with a
   * heartbeat comment between.
   */
  function openStream(reply: FastifyReply, code: string, first: { event: string; data: unknown }, forward: (e: RoomEvent) => boolean) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    res.write('retry: 3000\n\n');
    send(first.event, first.data);
    const unsubscribe = hub.subscribe(code, (event) => {
      if (forward(event)) send(event.type, event);
    });
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const close = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(close);
      if (!res.writableEnded) res.end();
    };
    streams.add(close);
    // the response's close: the browser went away (the request's own close only says its body was read)
    res.on('close', close);
  }

  // Open streams would hold app.close() forever: end them as the server stops.
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });
  app.addHook('onClose', async () => hub.close());

  const sweep = async () => {
    try {
      const { closed, deleted } = await rooms.sweepRooms(deps.database.db, deps.now());
      for (const code of closed) await publish(code, { type: 'ended' });
      if (closed.length || deleted) app.log.info({ closed: closed.length, deleted }, 'rooms sweep');
    } catch (err) {
      app.log.warn({ err }, 'rooms sweep failed; it runs again in an hour');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void sweep();
    timer = setInterval(sweep, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    ROOM_PATHS.create,
    {
      schema: { summary: 'A teacher makes a room for a multiplayer-game activity', tags, body: createRoomSchema, response: { 200: hostRoomSchema, ...errors } },
      config: classLimit(60),
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await rooms.createRoom(deps, user.id, request.body);
      return rooms.hostView(deps.database.db, room);
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/',
    { schema: { summary: 'The room as its host sees it: state and scoreboard', tags, params: roomCodeParams, response: { 200: hostRoomSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      const room = await rooms.requireHostedRoom(deps.database.db, request.params.code, user.id);
      return rooms.hostView(deps.database.db, room);
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/events',
    { schema: { summary: 'Server-Sent Events for the host: players joining and answering, start and end', tags, params: roomCodeParams, response: errors } },
    async (request, reply) => {
      const { user } = await requireTeacher(request);
      const room = await rooms.requireHostedRoom(deps.database.db, request.params.code, user.id);
      openStream(reply, room.code, { event: 'room', data: await rooms.hostView(deps.database.db, room) }, () => true);
    },
  );

  app.post(
    ROOM_PATHS.start,
    { schema: { summary: 'The host starts the activity', tags, body: roomActionSchema, response: { 200: hostRoomSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await rooms.startRoom(deps, await rooms.requireHostedRoom(deps.database.db, request.body.code, user.id));
      if (room.startedAt) await publish(room.code, { type: 'started', started_at: room.startedAt.toISOString() });
      return rooms.hostView(deps.database.db, room);
    },
  );

  app.post(
    ROOM_PATHS.end,
    {
      schema: {
        summary: 'The host ends the activity; guests’ nicknames and answers are deleted',
        tags,
        body: roomActionSchema,
        response: { 200: z.object({ code: z.string(), state: z.literal('ended') }), ...errors },
      },
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await rooms.requireHostedRoom(deps.database.db, request.body.code, user.id);
      await rooms.endRoom(deps.database.db, room, deps.now());
      await publish(room.code, { type: 'ended' });
      return { code: room.code, state: 'ended' as const };
    },
  );

  app.post(
    ROOM_PATHS.join,
    {
      schema: { summary: 'A guest joins a room with its code and a nickname', tags, body: joinRoomSchema, response: { 200: playerRoomSchema, ...errors } },
      config: classLimit(240),
    },
    async (request, reply) => {
      const { token, room, player } = await rooms.joinRoom(deps, request.body);
      reply.setCookie(PLAYER_COOKIE, token, {
        path: playerCookiePath(room.code),
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.config.production,
        maxAge: ROOM_IDLE_HOURS * 60 * 60,
      });
      await publish(room.code, { type: 'player-joined', player: rooms.presentPlayer(player) });
      return rooms.playerView(deps.database.db, room, player);
    },
  );

  /** The room and the player the request's cookie names; 404, 410 (ended) or 401 otherwise. */
  const asPlayer = async (request: FastifyRequest, code: string) => {
    const room = await rooms.requireRoom(deps.database.db, code);
    if (room.state === 'ended') throw rooms.roomEnded();
    const player = await rooms.requirePlayer(deps.database.db, room, request.cookies[PLAYER_COOKIE]);
    return { room, player };
  };

  app.get(
    '/api/v2/rooms/:code/player/',
    { schema: { summary: 'The room as one of its players sees it', tags, params: roomCodeParams, response: { 200: playerRoomSchema, ...errors } }, config: classLimit(600) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { room, player } = await asPlayer(request, request.params.code);
      return rooms.playerView(deps.database.db, room, player);
    },
  );

  app.get(
    '/api/v2/rooms/:code/items/',
    {
      schema: {
        summary: 'The questions of a started room, without their answers',
        tags,
        params: roomCodeParams,
        response: { 200: z.object({ items: z.array(z.looseObject({ id: z.string() })) }), ...errors },
      },
      config: classLimit(600),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { room } = await asPlayer(request, request.params.code);
      rooms.requireStarted(room);
      return { items: rooms.roomItems(room).map(rooms.playableItem) };
    },
  );

  app.post(
    '/api/v2/rooms/:code/answers/',
    {
      schema: {
        summary: 'A player answers one question; the server checks it and scores the first answer only',
        tags,
        params: roomCodeParams,
        body: answerSchema,
        response: { 200: z.object({ correct: z.boolean(), expected: z.string(), score: z.number(), repeated: z.boolean() }), ...errors },
      },
      config: classLimit(1200),
    },
    async (request) => {
      const { room, player } = await asPlayer(request, request.params.code);
      const result = await rooms.answerItem(deps, room, player, request.body);
      if (!result.repeated) await publish(room.code, { type: 'player-answered', player: rooms.presentPlayer(result.player) });
      return { correct: result.correct, expected: result.expected, score: result.player.score, repeated: result.repeated };
    },
  );

  app.get(
    '/api/v2/rooms/:code/events',
    { schema: { summary: 'Server-Sent Events for a player: the activity starting and ending', tags, params: roomCodeParams, response: errors }, config: classLimit(600) },
    async (request, reply) => {
      const { room, player } = await asPlayer(request, request.params.code);
      // players hear only start and end: other children's nicknames and scores are the host's
      openStream(reply, room.code, { event: 'room', data: await rooms.playerView(deps.database.db, room, player) }, (e) => e.type === 'started' || e.type === 'ended');
    },
  );
};
export default roomsModule;
