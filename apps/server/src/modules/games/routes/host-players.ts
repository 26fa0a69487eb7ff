import { emptyBodySchema, extraTimeSchema, hostPlayerSchema, hostViewSchema, playerParams, seatDecisionSchema } from '@numbloom/domain/games-schema';
import * as present from '../presenter.ts';
import * as moderation from '../moderation.ts';
import type * as games from '../service.ts';
import { errors, open, hostOf, type GameRoutes } from './kit.ts';

/**
 * What a host does to one child's seat (spec §8, decision 035): take out,
 * rename, let back in, extra time, and the answer to a device asking for a
 * seat back.
 */
const tags = ['games'];

const hostPlayerRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const host = hostOf(g);

  app.post(
    '/api/v2/rooms/:code/host/players/:id/remove/',
    { config: open, schema: { summary: 'Take a child out of the game', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return moderation.removePlayer(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/rename/',
    { config: open, schema: { summary: 'Give a child a generated name in place of theirs (every host screen)', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return moderation.renameByHost(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/let-in/',
    { config: open, schema: { summary: 'Let a child back in', tags, params: playerParams, body: emptyBodySchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return moderation.letIn(g, room, request.params.id);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/players/:id/extra-time/',
    { config: open, schema: { summary: 'Extra time for one child', tags, params: playerParams, body: extraTimeSchema, response: { 200: hostPlayerSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return moderation.setExtraTime(g, room, request.params.id, request.body.extra_time);
    },
  );

  app.post(
    '/api/v2/rooms/:code/host/seat-requests/:id/',
    { config: open, schema: { summary: 'Let a child back in on another device, or refuse', tags, params: playerParams, body: seatDecisionSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { room } = await host(request, request.params.code);
      return present.presentHostView(await moderation.decideSeat(g, room, request.params.id, request.body.admit), deps.now());
    },
  );
};
export default hostPlayerRoutes;
