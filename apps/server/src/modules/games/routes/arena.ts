import type { FastifyRequest } from 'fastify';
import { GAME_MESSAGES, GAME_PATHS } from '@numbloom/domain/games';
import {
  arenaClassDetailsSchema,
  arenaJoinSchema,
  arenaNoticesQuery,
  arenaNoticesSchema,
  createArenaSchema,
  emptyBodySchema,
  hostViewSchema,
  klassParams,
  launchAnswerSchema,
  leaderboardSchema,
  notifyAnswerSchema,
  notifyStudentsSchema,
  playerViewSchema,
  playInitQuery,
  playInitSchema,
  roomCodeParams,
} from '@numbloom/domain/games-schema';
import { badRequest, forbidden } from '../../../lib/http-error.ts';
import { requireTeacher, requireUser } from '../../accounts/sessions.ts';
import * as arena from '../arena.ts';
import * as present from '../presenter.ts';
import * as games from '../service.ts';
import { errors, open, seatCookies, type GameRoutes } from './class-room.ts';

/**
 * Arena (decision 040, spec §1, §4, §7): the thin handlers an Arena adds to
 * the engine's. Starting, ending (end-arena-activity), the children's
 * questions, answers, streams and results are the engine's own paths.
 */
const tags = ['games', 'arena'];

const arenaRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const { setSeat, device, seatToken } = seatCookies(deps);
  const noStore = (reply: { header: (k: string, v: string) => unknown }) => reply.header('cache-control', 'no-store');
  const student = async (request: FastifyRequest) => {
    const session = await requireUser(request);
    if (session.user.role !== 'student') throw forbidden(GAME_MESSAGES.studentsOnly);
    return session.user;
  };

  app.post(
    GAME_PATHS.createArena,
    { config: open, schema: { summary: 'A teacher opens an Arena: an activity, 1 to 10 minutes, and the class it is for', tags, body: createArenaSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await arena.createArena(g, user.id, request.body);
      return present.presentHostView(room, deps.now());
    },
  );

  app.post(
    GAME_PATHS.arenaJoin,
    {
      config: open,
      schema: { summary: 'A child enters an Arena by its code (a signed-in student as themselves)', tags, body: arenaJoinSchema, response: { 200: playerViewSchema, ...errors } },
    },
    async (request, reply) => {
      const { code, ...entry } = request.body;
      const session = await request.currentSession();
      const account = await arena.studentAccount(deps, session?.user);
      const room = await games.requireRoom(g, code);
      if (room.core.mode !== 'arena') throw badRequest(GAME_MESSAGES.notAnArena, { code: GAME_MESSAGES.notAnArena });
      const { token, player } = await games.joinRoom(g, room, entry, { seat: seatToken(request, room.core.code), device: device(request, reply) }, account);
      setSeat(reply, room.core.code, token);
      return present.presentPlayerView(room, player);
    },
  );

  app.get(
    '/api/v2/teachers/arena-class-details/:klassId/',
    {
      config: open,
      schema: { summary: 'spec §7: the class, its students and each one’s Arena status (its own teacher only)', tags, params: klassParams, response: { 200: arenaClassDetailsSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const { user } = await requireTeacher(request);
      return arena.classDetails(g, user.id, request.params.klassId);
    },
  );

  app.post(
    GAME_PATHS.notifyStudents,
    {
      config: open,
      schema: { summary: 'spec §7: the Arena’s class sees it on their own pages, with a button into it (no email)', tags, body: notifyStudentsSchema, response: { 200: notifyAnswerSchema, ...errors } },
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await games.hostedRoom(g, request.body.code, user.id);
      return arena.notifyStudents(g, room);
    },
  );

  app.get(
    GAME_PATHS.arenaNotices,
    {
      config: open,
      schema: { summary: 'A signed-in student’s open Arenas their teacher told them about', tags, querystring: arenaNoticesQuery, response: { 200: arenaNoticesSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await student(request);
      return { notices: await arena.noticesFor(g, user.id, request.query.language_code) };
    },
  );

  app.post(
    '/api/v2/students/arena-notices/:code/launch/',
    {
      config: open,
      schema: { summary: 'A single-use link into an Arena for a student of its class', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: launchAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const user = await student(request);
      return arena.launchToken(g, user.id, request.params.code);
    },
  );

  app.get(
    GAME_PATHS.playInit,
    {
      config: open,
      schema: {
        summary: 'spec §7: a launch link takes its student into the game, once (identity, activity, code and seat)',
        tags,
        querystring: playInitQuery,
        response: { 200: playInitSchema, ...errors },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const seated = await arena.playInit(g, request.query.temp_session_token, { seat: (code) => seatToken(request, code), device: device(request, reply) });
      setSeat(reply, seated.room.core.code, seated.token);
      return {
        user: seated.user,
        activity_id: seated.room.activityId,
        code: seated.room.core.code,
        mode: seated.room.core.mode,
        player: present.presentPlayerView(seated.room, seated.player),
      };
    },
  );

  app.get(
    '/api/v2/rooms/:code/leaderboard/',
    { config: open, schema: { summary: 'The standings now (a child’s own place, or the host’s top ten)', tags, params: roomCodeParams, response: { 200: leaderboardSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { code } = request.params;
      const room = await games.playerRoom(g, code);
      const session = await request.currentSession();
      if (session && session.user.id === room.hostUserId) return live.leaderboard(room, null);
      const player = await games.requireSeat(g, room, seatToken(request, code), { removedOk: true });
      return live.leaderboard(room, player.id);
    },
  );
};
export default arenaRoutes;
