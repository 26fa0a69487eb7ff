import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ENDED_ROOM_KEEP_DAYS, STREAM_HEARTBEAT_MS, STREAM_RETRY_MS } from '@numbloom/domain/games';
import type { ModulePlugin } from '../../deps.ts';
import { localFanout, redisFanout, type Fanout } from '../../lib/fanout.ts';
import { RateCounter } from '../../lib/limits.ts';
import { runWhileOpen } from '../../lib/periodic.ts';
import { StreamRegistry } from '../../lib/sse.ts';
import { gameMessageSchema, LiveGames, type GameMessage } from './live.ts';
import { memoryQueue, redisQueue } from './match-queue.ts';
import { playPractice, stopGhosts, type QuickMatches } from './quick-match.ts';
import answerRoutes from './routes/answers.ts';
import arenaNoticeRoutes from './routes/arena-notices.ts';
import arenaRoutes from './routes/arena.ts';
import hostPlayerRoutes from './routes/host-players.ts';
import hostRoutes from './routes/host.ts';
import { DEVICE_COOKIE } from './routes/kit.ts';
import playerRoutes from './routes/player.ts';
import quickMatchRoutes from './routes/quick-match.ts';
import roomRoutes from './routes/rooms.ts';
import seatRoutes from './routes/seats.ts';
import * as games from './service.ts';
import { closeOnTime } from './together.ts';

/** How often the sweep ends forgotten rooms and deletes results past their time. */
const SWEEP_MS = 60 * 60 * 1000;

interface Running {
  live: LiveGames;
  streams: StreamRegistry;
  /** Quick match: the queue and the practice opponents this process plays */
  matches: QuickMatches;
  /** runs the sweep now (tests move the clock, then sweep) */
  sweep: () => Promise<Awaited<ReturnType<typeof games.sweep>>>;
}
const running = new WeakMap<object, Running>();

/** The games module of a built app: its live rooms, streams and sweep (for tests and the bench). */
export function gamesOf(app: FastifyInstance): Running {
  const found = running.get(app.server);
  if (!found) throw new Error('games: this app has no games module');
  return found;
}

/**
 * The games module (decision 035): the rooms this process holds, the event
 * streams, the fan-out between processes, the limits of the games' paths and
 * the hourly sweep, then each mode's routes. buildApp registers it once.
 */
const gamesModule: ModulePlugin = async (app, { deps }) => {
  const { config } = deps;
  const fanout: Fanout<GameMessage> = config.REDIS_URL
    ? await redisFanout({ url: config.REDIS_URL, name: 'numbloom:games', schema: gameMessageSchema, log: app.log })
    : localFanout<GameMessage>();
  const streams = new StreamRegistry({ heartbeatMs: STREAM_HEARTBEAT_MS, retryMs: STREAM_RETRY_MS, maxStreams: config.GAMES_STREAMS_MAX });
  const live = new LiveGames({
    db: deps.database.db,
    fanout,
    log: app.log,
    now: deps.now,
    origin: randomBytes(6).toString('hex'),
  });
  const matches: QuickMatches = {
    queue: config.REDIS_URL ? await redisQueue({ url: config.REDIS_URL, log: app.log }) : memoryQueue(),
    waitMs: config.QUICK_MATCH_WAIT_MS,
    ghosts: new Map(),
    log: app.log,
    asking: new Map(),
  };
  app.addHook('onClose', async () => {
    stopGhosts(matches);
    await matches.queue.close();
  });
  // Open streams would hold app.close() for ever: end them as the server stops; write what is queued.
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    await live.close();
    await fanout.close();
  });

  // Limits per player (their seat cookie, or their device before they have one), in memory (decision 067):
  // a school's hall behind one address is thousands of children, so the address has only a ceiling far
  // above a school, and what holds a spamming device back is its own allowance. A request with neither
  // cookie is a device never seen (or a script dropping its cookies): those have an allowance per address.
  const counter = new RateCounter();
  app.addHook('onRequest', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    try {
      counter.take(`ip:${request.ip}`, config.GAMES_REQUESTS_PER_ADDRESS);
      const code = (request.params as { code?: string } | undefined)?.code?.toUpperCase();
      const seat = code ? request.cookies[`nb_seat_${code}`] : undefined;
      const player = seat ?? request.cookies[DEVICE_COOKIE];
      if (player) counter.take(`player:${player}`, config.GAMES_REQUESTS_PER_PLAYER);
      else counter.take(`new:${request.ip}`, config.GAMES_NEW_DEVICES_PER_ADDRESS);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });

  const g: games.Games = { deps, live };
  live.onClock = async (code) => {
    const room = await live.room(code);
    if (!room || room.core.state !== 'started') return;
    if (room.policy.timed) await games.endRoom(g, room);
    else await closeOnTime(g, room);
  };
  // a race's practice opponent plays wherever the race is held (decision 044)
  live.onRunning = (room) => playPractice(g, matches, room);
  const sweepNow = () => games.sweep(g, deps.now(), ENDED_ROOM_KEEP_DAYS * 24 * SWEEP_MS);
  running.set(app.server, { live, streams, matches, sweep: sweepNow });
  const sweep = async () => {
    try {
      const swept = await sweepNow();
      if (swept.closed.length || swept.resultsDeleted.length || swept.deleted) {
        app.log.info({ closed: swept.closed.length, results_deleted: swept.resultsDeleted.length, deleted: swept.deleted }, 'games sweep');
      }
    } catch (err) {
      app.log.warn({ err }, 'games sweep failed; it runs again in an hour');
    }
  };
  runWhileOpen(app, SWEEP_MS, sweep);

  const routeOptions = { deps, live, streams, limits: { streamsPerAddress: config.GAMES_STREAMS_PER_ADDRESS } };
  // a file per resource (decision 083): the engine's paths every mode uses, then each mode's own
  for (const routes of [roomRoutes, hostRoutes, hostPlayerRoutes, seatRoutes, playerRoutes, answerRoutes, arenaRoutes, arenaNoticeRoutes]) await app.register(routes, routeOptions);
  await app.register(quickMatchRoutes, { ...routeOptions, matches } as typeof routeOptions);
};
export default gamesModule;
