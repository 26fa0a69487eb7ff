import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GAME_PATHS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { badRequest } from '../../../lib/http-error.ts';
import { emptyBodySchema, matchTicketSchema, quickMatchSchema, quickMatchViewSchema, roomCodeParams } from '@numbloom/domain/games-schema';
import * as qm from '../quick-match.ts';
import * as games from '../service.ts';
import { errors, open, seatCookies, type GameRoutes } from './kit.ts';

/**
 * Quick match (decision 044): the thin handlers a race adds to the engine's.
 * Asking for a race, waiting for a partner and cancelling are here; the
 * race's questions, answers, stream, leaving and the seat are the engine's
 * own paths, and the race as a child sees it (both scores, the outcome).
 */
const tags = ['games', 'quick-match'];
/** The ticket cookie: a random token; only its hash is kept, as the ticket id and then the seat's token hash. */
export const TICKET_COOKIE = 'nb_match';
const TICKET_PATH = '/api/v2/quick-match/';

export interface QuickMatchRoutesOptions {
  matches: qm.QuickMatches;
}

const quickMatchRoutes: GameRoutes = async (app, options) => {
  const { deps, live } = options;
  const matches = (options as typeof options & QuickMatchRoutesOptions).matches;
  const g: games.Games = { deps, live };
  const { setSeat, seatToken } = seatCookies(deps);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const ticketToken = (request: FastifyRequest) => request.cookies[TICKET_COOKIE];
  /** A matched ticket opens its race: the seat cookie is the ticket's own token. */
  const seatIfMatched = (reply: FastifyReply, token: string, code: string | null) => {
    if (code) setSeat(reply, code, token);
  };

  app.post(
    GAME_PATHS.quickMatch,
    {
      config: open,
      schema: { summary: 'A child asks for a Quick match in a grade: paired at once, or waiting', tags, body: quickMatchSchema, response: { 200: matchTicketSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const session = await request.currentSession();
      const userId = session?.user.role === 'student' ? session.user.id : null;
      const { token, ticket } = await qm.ask(g, matches, request.body, userId, ticketToken(request));
      reply.setCookie(TICKET_COOKIE, token, { path: TICKET_PATH, httpOnly: true, sameSite: 'lax', secure: deps.config.production, maxAge: 10 * 60 });
      seatIfMatched(reply, token, ticket.code);
      return ticket;
    },
  );

  app.get(
    GAME_PATHS.quickMatchTicket,
    {
      config: open,
      schema: { summary: 'The ticket: waits a while for a partner; past the deadline, a practice opponent', tags, response: { 200: matchTicketSchema, ...errors } },
    },
    async (request, reply) => {
      noStore(reply);
      const token = ticketToken(request);
      const ticket = await qm.poll(g, matches, token, () => request.raw.socket?.destroyed === true);
      seatIfMatched(reply, token!, ticket.code);
      return ticket;
    },
  );

  app.post(
    GAME_PATHS.quickMatchCancel,
    { config: open, schema: { summary: 'Stop looking for a partner', tags, body: emptyBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await qm.cancel(matches, ticketToken(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v2/rooms/:code/quick-match/',
    { config: open, schema: { summary: 'The race as one of its children sees it: both scores, and the outcome once ended', tags, params: roomCodeParams, response: { 200: quickMatchViewSchema, ...errors } } },
    async (request, reply) => {
      noStore(reply);
      const { code } = request.params;
      const room = await games.requireRoom(g, code);
      if (room.core.mode !== 'quick-match') throw badRequest(GAME_MESSAGES.notAQuickMatch, { code: GAME_MESSAGES.notAQuickMatch });
      if (room.core.state === 'ended' && !room.core.resultsUntil) throw games.refusal('ended', room);
      const player = await games.requireSeat(g, room, seatToken(request, code), { removedOk: true });
      return qm.presentQuickMatch(room, player);
    },
  );
};
export default quickMatchRoutes;
