import { z } from 'zod';
import { answerResultSchema, answerSchema, roomCodeParams } from '@numbloom/domain/games-schema';
import type { Response } from '@numbloom/maths/types';
import { compiledSuccess } from '../../../lib/compiled-response.ts';
import * as play from '../play.ts';
import * as games from '../service.ts';
import { errors, open, noStore, playerOf, seatCookies, type GameRoutes } from './kit.ts';

/**
 * A child's questions and answers (decision 035): the questions in their
 * own order without answers, and each answer checked on the server, counted
 * once and acknowledged once written (the hot path of every mode).
 */
const tags = ['games'];
const answerSerializer = compiledSuccess(answerResultSchema);

const answerRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const { seatToken } = seatCookies(deps);
  const asPlayer = playerOf(g, seatToken);

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
      return { items: play.itemsFor(room, player) };
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
      return play.answer(g, code, seatToken(request, code), { item_index, response: response as Response | null, queued });
    },
  );
};
export default answerRoutes;
