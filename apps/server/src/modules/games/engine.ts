/**
 * The games engine's rules, pure (decision 035): the state machine of a room
 * (waiting → started → ended, and the rounds of a room that plays together),
 * which answer may be given, scoring (accuracy first, an optional speed
 * bonus), each child's own order of the room's questions, a child's status
 * and ranks with ties. No I/O, no clock: callers pass the time in. The modes'
 * differences are their policies (modes/*.ts), not branches here.
 */
import { createHash } from 'node:crypto';
import {
  compareStanding,
  EXTRA_TIME_FACTOR,
  SPEED_BONUS_MAX,
  SPEED_WINDOW_SECONDS,
  type ExtraTime,
  type GameMode,
  type GameState,
  type NicknameMode,
  type Pace,
  type PlayerStatus,
} from '@numbloom/domain/games';

export interface RoomSettings {
  locked: boolean;
  joinCheck: boolean;
  nicknameMode: NicknameMode;
  classId: string | null;
  speedBonus: boolean;
  pace: Pace;
  secondsPerQuestion: number | null;
}

/** What the engine knows of a room. */
export interface RoomCore {
  id: string;
  code: string;
  mode: GameMode;
  state: GameState;
  itemCount: number;
  settings: RoomSettings;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  /** pace 'together': the open question's place, from 0 */
  round: number | null;
  roundStartedAt: Date | null;
  /** pace 'together': when the open question closed (no more answers, the class's answers shown) */
  roundClosedAt: Date | null;
  resultsUntil: Date | null;
  /** a timed mode (Arena): the clock ends the room this long after the start */
  durationSeconds: number | null;
}

/** When a timed room's clock ends it; null before the start or for an untimed room. */
export function endsAt(room: Pick<RoomCore, 'startedAt' | 'durationSeconds'>): Date | null {
  if (!room.startedAt || room.durationSeconds === null) return null;
  return new Date(room.startedAt.getTime() + room.durationSeconds * 1000);
}

/** Whether a timed room's clock has run out (the room may not have been marked ended yet). */
export function clockRanOut(room: RoomCore, now: Date): boolean {
  const end = endsAt(room);
  return room.state === 'started' && end !== null && now.getTime() >= end.getTime();
}

/** What the engine knows of a seat. */
export interface PlayerCore {
  id: string;
  nickname: string;
  joinedAt: Date;
  removed: boolean;
  left: boolean;
  extraTime: ExtraTime;
  /** a roster room's signed-in student (their account is the database's to know) */
  roster: boolean;
  score: number;
  bonus: number;
  answered: number;
  /** by place in the child's own run: right, wrong, or not answered yet */
  answers: Array<boolean | null>;
  /** when the server last took an answer from this seat (the speed bonus counts from it) */
  lastAnswerAt: Date | null;
  /** the speed bonus the seat's latest answer earned (together: the open question's, hidden from the child until it closes) */
  lastBonus: number;
  rerolls: number;
}

// ---------------------------------------------------------------- transitions

export type Refusal =
  | 'ended'
  | 'not-started'
  | 'already-started'
  | 'not-together'
  | 'last-round'
  | 'removed'
  | 'no-such-item'
  | 'not-open-yet'
  | 'round-closed';

export type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };
const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const no = <T>(refusal: Refusal): Outcome<T> => ({ ok: false, refusal });

/** Waiting → started. Together, the first question opens with it. Starting twice answers the room as it is. */
export function start(room: RoomCore, now: Date): Outcome<RoomCore> {
  if (room.state === 'ended') return no('ended');
  if (room.state === 'started') return ok(room);
  const together = room.settings.pace === 'together';
  return ok({ ...room, state: 'started', startedAt: now, round: together ? 0 : null, roundStartedAt: together ? now : null, roundClosedAt: null });
}

/** Together: the next question opens for everyone. */
export function nextRound(room: RoomCore, now: Date): Outcome<RoomCore> {
  if (room.state === 'ended') return no('ended');
  if (room.state === 'waiting') return no('not-started');
  if (room.settings.pace !== 'together' || room.round === null) return no('not-together');
  if (room.round + 1 >= room.itemCount) return no('last-round');
  return ok({ ...room, round: room.round + 1, roundStartedAt: now, roundClosedAt: null });
}

/** Together: the open question closes (time up, every child answered, or the host said so); closing twice answers the room as it is. */
export function closeRound(room: RoomCore, now: Date): Outcome<RoomCore> {
  if (room.state === 'ended') return no('ended');
  if (room.state === 'waiting') return no('not-started');
  if (room.settings.pace !== 'together' || room.round === null) return no('not-together');
  if (room.roundClosedAt) return ok(room);
  return ok({ ...room, roundClosedAt: now });
}

/** Seats still in the game: not taken out, not gone. */
const inPlay = (p: PlayerCore) => !p.removed && !p.left;

/** Together: every child still in the game has answered the open question (and someone is). */
export function roundDecided(room: RoomCore, players: Iterable<PlayerCore>): boolean {
  if (room.round === null || room.roundClosedAt) return false;
  const seats = [...players].filter(inPlay);
  return seats.length > 0 && seats.every((p) => p.answers[room.round!] !== null && p.answers[room.round!] !== undefined);
}

/** A question's time on the server's side: the longest a child in the game has, and a moment for the answer to arrive. */
const ROUND_GRACE_MS = 3000;

/**
 * Together with a timer: when the open question closes by itself (its time, stretched by the most
 * extra time any child in the game has, then a grace for the last answer to arrive); null without a
 * timer, once closed, or while an untimed child plays (the host closes it).
 */
export function roundDeadline(room: RoomCore, players: Iterable<PlayerCore>): Date | null {
  const seconds = room.settings.secondsPerQuestion;
  if (room.state !== 'started' || room.settings.pace !== 'together' || room.round === null || room.roundClosedAt || !room.roundStartedAt || seconds === null) return null;
  const factor = Math.max(1, ...[...players].filter(inPlay).map((p) => EXTRA_TIME_FACTOR[p.extraTime]));
  if (!Number.isFinite(factor)) return null;
  return new Date(room.roundStartedAt.getTime() + seconds * 1000 * factor + ROUND_GRACE_MS);
}

/** Any state → ended; ending twice answers the room as it is. */
export function end(room: RoomCore, now: Date, keepResultsMs: number): RoomCore {
  if (room.state === 'ended') return room;
  return { ...room, state: 'ended', endedAt: now, resultsUntil: new Date(now.getTime() + keepResultsMs) };
}

/** Settings that shape play (names, timer, bonus, pace) change only while the room waits; lock and check any time. */
export function changeSettings(room: RoomCore, change: Partial<RoomSettings>): Outcome<RoomCore> {
  if (room.state === 'ended') return no('ended');
  const shaping = (['nicknameMode', 'classId', 'speedBonus', 'pace', 'secondsPerQuestion'] as const).some(
    (k) => k in change && change[k] !== undefined && change[k] !== room.settings[k],
  );
  if (shaping && room.state !== 'waiting') return no('already-started');
  const settings = { ...room.settings };
  for (const [k, v] of Object.entries(change) as Array<[keyof RoomSettings, never]>) if (v !== undefined) settings[k] = v;
  return ok({ ...room, settings });
}

/**
 * Whether this seat may answer the question at this place of their run now.
 * A timed room whose clock ran out takes no more answers; an adaptive run
 * (`inTurn`) is answered place by place, since each place's question depends
 * on the answers before it.
 */
export function mayAnswer(room: RoomCore, player: PlayerCore, itemIndex: number, options: { now?: Date; inTurn?: boolean } = {}): Refusal | null {
  if (room.state === 'ended') return 'ended';
  if (room.state === 'waiting') return 'not-started';
  if (options.now && clockRanOut(room, options.now)) return 'ended';
  if (player.removed) return 'removed';
  if (itemIndex >= room.itemCount) return 'no-such-item';
  if (room.settings.pace === 'together' && room.round !== null) {
    if (itemIndex > room.round) return 'not-open-yet';
    // the class has seen the right answer: a closed question takes no more
    if (itemIndex < room.round || room.roundClosedAt) return 'round-closed';
  }
  if (options.inTurn && itemIndex > firstUnanswered(player)) return 'not-open-yet';
  return null;
}

/** The first place of the child's run not answered yet. */
export function firstUnanswered(player: Pick<PlayerCore, 'answers'>): number {
  const i = player.answers.findIndex((a) => a === null || a === undefined);
  return i < 0 ? player.answers.length : i;
}

// ---------------------------------------------------------------- adaptive runs

export const LEVEL_MIN = 1;
export const LEVEL_MAX = 3;

/**
 * The level a child meets at a place of an adaptive run (Arena): they start
 * at the activity's level; each right answer moves them one level up, each
 * wrong one one level down, within 1 to 3. It depends only on the answers
 * before the place, so every process computes the same question.
 */
export function levelAt(start: number, answers: ReadonlyArray<boolean | null | undefined>, index: number): number {
  let level = Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, start));
  for (let j = 0; j < index && j < answers.length; j++) {
    const a = answers[j];
    if (a === true) level = Math.min(LEVEL_MAX, level + 1);
    else if (a === false) level = Math.max(LEVEL_MIN, level - 1);
  }
  return level;
}

// ---------------------------------------------------------------- scoring

/**
 * Speed bonus points for a right answer: SPEED_BONUS_MAX when immediate,
 * falling to 0 over the question's time (or SPEED_WINDOW_SECONDS), stretched
 * by the child's extra time (untimed children get ten times the window, so
 * they can still earn some). The time counts from when the question could
 * first be seen: the start, the round's opening, or the seat's previous
 * answer, whichever is last. Answers from the offline queue earn none: their
 * time cannot be told.
 */
export function speedBonus(args: {
  room: RoomCore;
  player: PlayerCore;
  itemIndex: number;
  correct: boolean;
  queued: boolean;
  now: Date;
}): number {
  const { room, player, itemIndex, correct, queued, now } = args;
  if (!room.settings.speedBonus || !correct || queued || !room.startedAt) return 0;
  let from = room.startedAt.getTime();
  if (room.settings.pace === 'together') {
    if (room.round !== itemIndex || !room.roundStartedAt) return 0;
    // the question opened for everyone at once: the child's previous answer was to another round
    from = Math.max(from, room.roundStartedAt.getTime(), player.joinedAt.getTime());
  } else from = Math.max(from, player.joinedAt.getTime(), player.lastAnswerAt?.getTime() ?? 0);
  const factor = Math.min(EXTRA_TIME_FACTOR[player.extraTime], 10);
  const windowMs = (room.settings.secondsPerQuestion ?? SPEED_WINDOW_SECONDS) * 1000 * factor;
  const elapsed = Math.max(0, now.getTime() - from);
  return Math.max(0, Math.round(SPEED_BONUS_MAX * (1 - elapsed / windowMs)));
}

/** A seat after one more answer was counted. */
export function counted(player: PlayerCore, itemIndex: number, correct: boolean, bonus: number, at: Date): PlayerCore {
  const answers = player.answers.slice();
  answers[itemIndex] = correct;
  return {
    ...player,
    answers,
    answered: player.answered + 1,
    score: player.score + (correct ? 1 : 0),
    bonus: player.bonus + bonus,
    lastAnswerAt: at,
    lastBonus: bonus,
  };
}

/**
 * Spec §4 student rows: taken out or left → aborted; every question answered → completed; one answer → playing.
 * Once the room has ended nobody is playing: a run left unfinished was cut short (aborted).
 */
export function playerStatus(player: PlayerCore, itemCount: number, roomEnded = false): PlayerStatus {
  if (player.removed || player.left) return 'aborted';
  if (player.answered >= itemCount) return 'completed';
  if (player.answered === 0) return 'not-started';
  return roomEnded ? 'aborted' : 'playing';
}

export interface Ranked<P> {
  player: P;
  /** null for a child taken out of the game (and, in a game's results, one who never answered) */
  rank: number | null;
}

/**
 * Standings: more right answers first, then the speed bonus; equal ones
 * share a rank (1, 2, 2, 4); children taken out come last, unranked; among
 * equals, who joined first is listed first (then by name).
 */
export function rank<P extends Pick<PlayerCore, 'score' | 'bonus' | 'removed' | 'joinedAt' | 'nickname' | 'answered'>>(
  players: readonly P[],
  options: { playedOnly?: boolean } = {},
): Ranked<P>[] {
  // a game's results place only the children who played: one who never answered is not "1st of 30" or on the podium
  const placed = (p: P) => !p.removed && (!options.playedOnly || p.answered > 0);
  const inPlay = players
    .filter(placed)
    .sort((a, b) => compareStanding(a, b) || a.joinedAt.getTime() - b.joinedAt.getTime() || a.nickname.localeCompare(b.nickname));
  const ranked: Ranked<P>[] = [];
  inPlay.forEach((player, i) => {
    const previous = ranked[i - 1];
    const tied = previous && compareStanding(previous.player, player) === 0;
    ranked.push({ player, rank: tied ? previous.rank : i + 1 });
  });
  for (const player of players) if (!placed(player)) ranked.push({ player, rank: null });
  return ranked;
}

// ---------------------------------------------------------------- each child's order

/**
 * The child's own order of the room's questions: a permutation of 0..count-1
 * drawn from the room's seed and the seat's id, so every process computes the
 * same order without storing it, and no two children share an order by
 * design. Place i of the child's run is room item order[i].
 */
export function orderFor(seed: string, playerId: string, count: number): number[] {
  const digest = createHash('sha256').update(`${seed}:${playerId}`).digest();
  let state = digest.readUInt32LE(0) || 1;
  // xorshift32: plenty for shuffling ten to fifty questions
  const next = () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 0x1_0000_0000;
  };
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
