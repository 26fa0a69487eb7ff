import { z } from 'zod';
import { STREAMS_PER_HOST } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { emptyBodySchema, hostQuestionSchema, hostResultsSchema, hostViewSchema, roomCodeParams, settingsSchema } from '@numbloom/domain/games-schema';
import { playAgain } from '../play-again.ts';
import * as present from '../presenter.ts';
import * as results from '../results.ts';
import * as games from '../service.ts';
import * as together from '../together.ts';
import { errors, open, noStore, hostOf, type GameRoutes } from './kit.ts';

/**
 * The room as its host sees it (spec §4, §8): the view, its stream, the
 * settings, the next round together, and once ended the results and their
 * download.
 */
const tags = ['games'];

const hostRoutes: GameRoutes = async (app, { deps, live, streams, limits }) => {
  const g: games.Games = { deps, live };
  const host = hostOf(g);

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
      return present.presentHostView(await together.nextQuestion(g, room), deps.now());
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/close/',
    { config: open, schema: { summary: 'Together: close the open question; the class’s answers are shown', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await together.closeRound(g, room), deps.now());
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/question/',
    { config: open, schema: { summary: 'Together: the open question as the children see it, and once closed how they answered', tags, params: roomCodeParams, response: { 200: hostQuestionSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room } = await host(request, request.params.code);
      return together.hostQuestion(g, room);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/play-again/',
    { config: open, schema: { summary: 'A new game of the same activity for the same children (once ended)', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await playAgain(g, room), deps.now());
    },
  );

  app.get(
    '/api/v2/rooms/:code/host/results/',
    { config: open, schema: { summary: 'The ended room’s table, best first', tags, params: roomCodeParams, response: { 200: hostResultsSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { room } = await host(request, request.params.code);
      return results.hostResults(g, room);
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
      const csv = await results.resultsCsv(g, room);
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
      await results.deleteResults(g, room);
      return reply.status(204).send(null);
    },
  );
};
export default hostRoutes;
