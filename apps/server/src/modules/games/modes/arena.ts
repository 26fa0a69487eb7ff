import { ARENA_CAPACITY, ARENA_LEADERBOARD_EVERY_MS, ARENA_TOP_HOST, RESULTS_KEEP_HOURS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { ModePolicy } from './policy.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Arena (decision 040, spec §1, §4, §7): a timed race of 1 to 10 minutes for
 * a whole school. The teacher opens it from an activity for one of their
 * classes and starts it; its clock ends it (or the teacher, sooner). Children
 * enter with the code and a nickname, or as themselves when signed in, and
 * each goes at their own pace on questions that follow their level. Screens
 * hear coalesced standings, never a row per answer.
 */
export const arena: ModePolicy<'arena'> = {
  mode: 'arena',
  capacity: ARENA_CAPACITY,
  // a class Arena takes its class's signed-in children by default; one for no class is 'generated' (arena.ts)
  nicknameModes: ['roster', 'free', 'generated'],
  paces: ['self'],
  startedBy: 'host',
  endedBy: 'clock',
  // a started Arena ends by its clock within ten minutes; one never started is ended by the sweep
  idleEndMs: 2 * HOUR,
  keepResultsMs: RESULTS_KEEP_HOURS * HOUR,
  keepsAccountResults: true,
  hostUpdates: { kind: 'leaderboard', everyMs: ARENA_LEADERBOARD_EVERY_MS, top: ARENA_TOP_HOST },
  playersSeeLeaderboard: true,
  adaptive: true,
  timed: true,
  classBound: true,
  accountsEnterAsThemselves: true,
  endedMessage: GAME_MESSAGES.ended,
  endsWhenDecided: false,
  hostControls: { remove: true, lock: true, joinCheck: true, extraTime: false, seatRequests: false },
};
