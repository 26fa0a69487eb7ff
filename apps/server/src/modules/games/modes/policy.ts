import type { GameMode, NicknameMode, Pace } from '@numbloom/domain/games';

/**
 * What makes one mode of the games engine differ from another (decision 035):
 * everything else (the state machine, scoring, streams, group commit) is the
 * engine's. Play with class, Arena, Quick match and challenges are each one
 * of these, not a copy of the engine.
 */
export interface ModePolicy<M extends GameMode = GameMode> {
  mode: M;
  /** seats one room holds */
  capacity: number;
  /** how children may get a name; the first is the default */
  nicknameModes: readonly NicknameMode[];
  /** paces the host may choose; the first is the default */
  paces: readonly Pace[];
  /** who starts a room: its host, or the engine itself (a match starts when paired) */
  startedBy: 'host' | 'engine';
  /** who ends it: its host (or the sweep), or its clock */
  endedBy: 'host' | 'clock';
  /** a room nobody ended is ended this long after it was made */
  idleEndMs: number;
  /** how long the guests' results stay after the end (the children's result, the host's table and CSV) */
  keepResultsMs: number;
  /** a signed-in player's result is saved on their account, stars included */
  keepsAccountResults: boolean;
  /**
   * What the hosts' screens hear of answers: each answer with the child's row
   * (a class of forty), or standings coalesced to one update every `everyMs`
   * (an Arena of two thousand).
   */
  hostUpdates: { kind: 'per-answer' } | { kind: 'leaderboard'; everyMs: number; top: number };
  /** whether players hear the coalesced standings too */
  playersSeeLeaderboard: boolean;
  /**
   * Adaptive runs (Arena): each place's question is made at the child's level
   * when they reach it (a right answer moves them up, a wrong one down), so
   * places are answered in turn. Otherwise the room's planned questions in the
   * child's own order.
   */
  adaptive: boolean;
  /** a timed mode: its clock ends the room this long after the start (the host may end it sooner) */
  timed: boolean;
  /** the room's class (class_id) is the class it is for, whatever the names (Arena); otherwise only a roster's */
  classBound: boolean;
  /** signed-in students enter as themselves (their account's name, their result kept) */
  accountsEnterAsThemselves: boolean;
  /** the text of 410 when a player asks an ended room for more (spec §8: each mode's own) */
  endedMessage: string;
  /** a two-player race (Quick match): a child who leaves ends it (and loses), and it ends once every child has answered everything */
  endsWhenDecided: boolean;
  /** the host's controls this mode offers */
  hostControls: { remove: boolean; lock: boolean; joinCheck: boolean; extraTime: boolean; seatRequests: boolean };
}
