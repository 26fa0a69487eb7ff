import { RESULTS_KEEP_HOURS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { ModePolicy } from './policy.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Quick match (decision 044): two children of one grade, strangers, race for
 * 60 seconds or ten questions. There is no host: the engine makes the room
 * when it pairs them and starts it at once; the clock ends it, or the second
 * child's last answer, or one of them leaving (who then loses). Strangers see
 * only generated names. Each child's screen hears the coalesced standings
 * (both scores). Guests' results go with the sweep; a signed-in student keeps
 * the result on their account, as in any game.
 */
export const quickMatch: ModePolicy<'quick-match'> = {
  mode: 'quick-match',
  capacity: 2,
  nicknameModes: ['generated'],
  paces: ['self'],
  startedBy: 'engine',
  endedBy: 'clock',
  // a race ends by its clock within a minute; one left open by a stopped process is ended by the sweep
  idleEndMs: HOUR,
  keepResultsMs: RESULTS_KEEP_HOURS * HOUR,
  keepsAccountResults: true,
  hostUpdates: { kind: 'leaderboard', everyMs: 200, top: 2 },
  playersSeeLeaderboard: true,
  adaptive: false,
  timed: true,
  classBound: false,
  accountsEnterAsThemselves: false,
  endedMessage: GAME_MESSAGES.quickMatchEnded,
  endsWhenDecided: true,
  hostControls: { remove: false, lock: false, joinCheck: false, extraTime: false, seatRequests: false },
};

