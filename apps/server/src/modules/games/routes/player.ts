import { z } from 'zod';
import { STREAMS_PER_PLAYER } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { emptyBodySchema, playerResultsSchema, playerViewSchema, roomCodeParams } from '@numbloom/domain/games-schema';
import { unauthorized } from '../../../lib/http-error.ts';
import { follow } from '../play-again.ts';
import * as present from '../presenter.ts';
import * as games from '../service.ts';
import { errors, open, noStore, playerOf, seatCookies, type GameRoutes } from './kit.ts';

/**
 * The room as one child sees it (spec §4, §8): their view and stream, another
 * generated name, leaving, and their own result once ended. Every mode's
 * children use these paths.
 */
const tags = ['games'];

const playerRoutes: GameRoutes = async (app, { deps, live, streams, limits }) => {
  const g: games.Games = { deps, live };
  const { seatToken, setSeat, device } = seatCookies(deps);
  const asPlayer = playerOf(g, seatToken);

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

  app.post(
    '/api/v2/rooms/:code/player/follow/',
    { config: open, schema: { summary: 'Play again: the child’s seat in the host’s new game', tags, params: roomCodeParams, body: emptyBodySchema, response: { 200: playerViewSchema, ...errors } } },
    async (request, reply) => {
      const { room, player } = await asPlayer(request, request.params.code);
      const taken = await follow(g, room, player, { seatThere: (code) => seatToken(request, code), device: device(request, reply) });
      setSeat(reply, taken.room.core.code, taken.token);
      return present.presentPlayerView(taken.room, taken.player);
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
export default playerRoutes;
