import { GAME_PATHS } from '@numbloom/domain/games';
import { createRoomSchema, endAnswerSchema, hostViewSchema, roomActionSchema } from '@numbloom/domain/games-schema';
import { requireTeacher } from '../../accounts/sessions.ts';
import * as present from '../presenter.ts';
import * as games from '../service.ts';
import { errors, open, hostOf, type GameRoutes } from './kit.ts';

/**
 * A room (spec §4, §7, decision 035): a teacher makes one for a class game,
 * its host starts and ends it. The handlers are thin: who asks, the schema,
 * the games service, the presenter.
 */
const tags = ['games'];

const roomRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const host = hostOf(g);

  app.post(
    GAME_PATHS.create,
    { config: open, schema: { summary: 'A teacher makes a room for a multiplayer-game activity', tags, body: createRoomSchema, response: { 200: hostViewSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      const room = await games.createRoom(g, user.id, request.body);
      return present.presentHostView(room, deps.now());
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
};
export default roomRoutes;
