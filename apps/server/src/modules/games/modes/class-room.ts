import { NICKNAME_MODES, PACES, RESULTS_KEEP_HOURS, ROOM_CAPACITY, ROOM_IDLE_HOURS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { ModePolicy } from './policy.ts';

const HOUR = 60 * 60 * 1000;

/**
 * Play with class (spec §1, §4): a teacher's room for up to forty children,
 * who enter with the activity code (and the join check when it is on) under a
 * free, generated or roster name; the teacher starts and ends it, and sees
 * every child's row live. Guests' results stay a day for the end screens and
 * the download; roster students keep theirs on their accounts.
 */
export const classRoom: ModePolicy<'class-room'> = {
  mode: 'class-room',
  capacity: ROOM_CAPACITY,
  nicknameModes: NICKNAME_MODES,
  paces: PACES,
  startedBy: 'host',
  endedBy: 'host',
  idleEndMs: ROOM_IDLE_HOURS * HOUR,
  keepResultsMs: RESULTS_KEEP_HOURS * HOUR,
  keepsAccountResults: true,
  hostUpdates: { kind: 'per-answer' },
  playersSeeLeaderboard: false,
  adaptive: false,
  timed: false,
  classBound: false,
  accountsEnterAsThemselves: false,
  endedMessage: GAME_MESSAGES.ended,
  endsWhenDecided: false,
  hostControls: { remove: true, lock: true, joinCheck: true, extraTime: true, seatRequests: true },
};
