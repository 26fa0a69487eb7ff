import { GAME_PATHS } from '@numbloom/domain/games';
import {
  joinSchema,
  playerViewSchema,
  roomCodeParams,
  rosterQuery,
  rosterViewSchema,
  seatRequestAnswerSchema,
  seatRequestSchema,
} from '@numbloom/domain/games-schema';
import * as present from '../presenter.ts';
import * as seats from '../seats.ts';
import type * as games from '../service.ts';
import { errors, open, noStore, seatCookies, type GameRoutes } from './kit.ts';

/**
 * Taking a seat (spec §4, §8, decision 035): a child joins with the code, a
 * child on another device asks for their seat back, a roster room lists its
 * names. The seat cookie is set here.
 */
const tags = ['games'];

const seatRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const { setSeat, device, seatToken } = seatCookies(deps);

  app.post(
    GAME_PATHS.join,
    { config: open, schema: { summary: 'A child takes a seat (or gets theirs back)', tags, body: joinSchema, response: { 200: playerViewSchema, ...errors } } },
    async (request, reply) => {
      const { code, ...entry } = request.body;
      const { token, room, player } = await seats.join(g, code, entry, { seat: seatToken(request, code), device: device(request, reply) });
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
      const { token, room, nickname } = await seats.requestSeat(g, code, entry);
      setSeat(reply, room.core.code, token);
      return reply.status(202).send({ code: room.core.code, nickname, state: 'waiting' as const });
    },
  );

  app.get(
    '/api/v2/rooms/:code/roster/',
    { config: open, schema: { summary: 'A roster room’s names to pick from', tags, params: roomCodeParams, querystring: rosterQuery, response: { 200: rosterViewSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      return seats.roster(g, request.params.code, request.query.check);
    },
  );
};
export default seatRoutes;
