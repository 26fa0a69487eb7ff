import { GAME_PATHS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { arenaJoinSchema, createArenaSchema, hostViewSchema, leaderboardSchema, playerViewSchema, roomCodeParams } from '@numbloom/domain/games-schema';
import { badRequest } from '../../../lib/http-error.ts';
import { requireTeacher } from '../../accounts/sessions.ts';
import * as arena from '../arena.ts';
import * as present from '../presenter.ts';
import * as seats from '../seats.ts';
import * as games from '../service.ts';
import { leaderboard } from '../standings.ts';
import { errors, noStore, open, seatCookies, type GameRoutes } from './kit.ts';

/**
 * Arena (decision 040, spec §1, §4, §7): the thin handlers an Arena adds to
 * the engine's: opening one, a child's way in, the standings now. Starting,
 * ending (end-arena-activity), the children's questions, answers, streams and
 * results are the engine's own paths; the class's notices and launch links
 * are arena-notices.ts.
 */
const tags = ['games', 'arena'];

const arenaRoutes: GameRoutes = async (app, { deps, live }) => {
  const g: games.Games = { deps, live };
  const { setSeat, device, seatToken } = seatCookies(deps);

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
      const room = await games.requireRoom(g, code);
      if (room.core.mode !== 'arena') throw badRequest(GAME_MESSAGES.notAnArena, { code: GAME_MESSAGES.notAnArena });
      const account = await arena.arenaEntrant(deps, room, session?.user);
      const { token, player } = await seats.joinRoom(g, room, entry, { seat: seatToken(request, room.core.code), device: device(request, reply) }, account);
      setSeat(reply, room.core.code, token);
      return present.presentPlayerView(room, player);
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
      if (session && session.user.id === room.hostUserId) return leaderboard(room, null);
      const player = await games.requireSeat(g, room, seatToken(request, code), { removedOk: true });
      return leaderboard(room, player.id);
    },
  );
};
export default arenaRoutes;
