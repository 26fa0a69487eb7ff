import type { FastifyRequest } from 'fastify';
import { GAME_PATHS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import {
  arenaClassDetailsSchema,
  arenaNoticesQuery,
  arenaNoticesSchema,
  emptyBodySchema,
  klassParams,
  launchAnswerSchema,
  notifyAnswerSchema,
  notifyStudentsSchema,
  playInitQuery,
  playInitSchema,
  roomCodeParams,
} from '@numbloom/domain/games-schema';
import { forbidden } from '../../../lib/http-error.ts';
import { requireTeacher, requireUser } from '../../accounts/sessions.ts';
import * as arena from '../arena.ts';
import * as present from '../presenter.ts';
import * as games from '../service.ts';
import { errors, noStore, open, seatCookies, type GameRoutes } from './kit.ts';

/**
 * An Arena's class (decision 040, spec §7): the class and each student's
 * status for its teacher, telling the class, a student's notices, and the
 * single-use launch link that takes a student in as themselves.
 */
const tags = ['games', 'arena'];

const arenaNoticeRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const { setSeat, device, seatToken } = seatCookies(deps);
  const student = async (request: FastifyRequest) => {
    const session = await requireUser(request);
    if (session.user.role !== 'student') throw forbidden(GAME_MESSAGES.studentsOnly);
    return session.user;
  };

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
};
export default arenaNoticeRoutes;
