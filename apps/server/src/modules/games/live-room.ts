import { createHash } from 'node:crypto';
import type { ExtraTime, GameMode, NicknameMode, Pace } from '@numbloom/domain/games';
import type { Item } from '@numbloom/maths/types';
import type { SseStream } from '../../lib/sse.ts';
import { levelAt, orderFor, type PlayerCore, type RoomCore } from './engine.ts';
import { policyFor, rowMode } from './modes/policies.ts';
import type { ModePolicy } from './modes/policy.ts';
import { planItems, planLevels } from './plan.ts';
import type * as store from './store.ts';
import type { PracticeMark } from './tables.ts';

/**
 * One room as a process holds it (decision 035): the room, its seats, its
 * planned questions and each child's order, and the streams this process has
 * open on it. The rooms a process holds are live.ts's; what an event changes
 * in a room is apply.ts's; what a screen is sent is presenter.ts's.
 */

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PlayerStream {
  stream: SseStream;
  playerId: string;
}
export interface KnockStream {
  stream: SseStream;
  playerId: string;
  tokenHash: string;
  /** turns the stream into the seat's own once the host lets the device in */
  admitted: () => void;
  /** once let in: leaves the seat's streams */
  detach?: () => void;
}

const PRESENCE_STALE_MS = 60_000;

export class LiveRoom {
  core: RoomCore;
  readonly policy: ModePolicy;
  readonly seed: string;
  /** Quick match: the practice opponent's answers, when the race has one */
  readonly practiceMarks: PracticeMark[] | null;
  readonly activityId: string;
  readonly hostUserId: string;
  readonly language: string;
  readonly regionCode: string;
  readonly checkSecret: string;
  className: string | null = null;
  /** once ended: the host's new game for the same children (play again) */
  nextCode: string | null;
  /** the room's questions, planned once (no repeat); a child's place i is items[order[i]] */
  readonly items: Item[];
  /** adaptive runs: the questions planned at each level (1 to 3), and the level every child starts at */
  readonly levels: Item[][] = [];
  readonly startLevel: number = 2;
  /** Arena: when the host told the class */
  notifiedAt: Date | null;
  /** coalesced standings: whether an answer came since the last ones were sent, and when they were */
  boardDirty = false;
  boardTimer: NodeJS.Timeout | undefined;
  boardSentAt = 0;
  /** the clock of a timed room */
  clockTimer: NodeJS.Timeout | undefined;
  readonly players = new Map<string, PlayerCore>();
  /** seat token hash → seat id, for the seats this process has met */
  readonly byToken = new Map<string, string>();
  /** a held seat's token → its hash: a child's every request would hash it again (only tokens that opened a seat are kept) */
  readonly hashOfToken = new Map<string, string>();
  readonly seatRequests = new Map<string, { nickname: string; at: Date }>();
  /** answers on their way to the database, by `${player}:${item}`: a resend waits for the first */
  readonly inflight = new Map<string, Promise<unknown>>();
  readonly hostStreams = new Set<SseStream>();
  readonly playerStreams = new Set<PlayerStream>();
  readonly knockStreams = new Set<KnockStream>();
  /** other processes' open streams per seat */
  readonly remotePresence = new Map<string, { players: Record<string, number>; at: number }>();
  lastUsed = Date.now();
  private readonly orders = new Map<string, number[]>();
  checkTimer: NodeJS.Timeout | undefined;

  constructor(row: store.RoomRow, players: store.PlayerRow[], answers: Array<{ playerId: string; itemIndex: number; correct: boolean; bonus?: number; answeredAt: Date }>) {
    this.policy = policyFor(rowMode(row.mode));
    this.seed = row.seed;
    this.practiceMarks = row.practiceMarks ?? null;
    this.activityId = row.activityId;
    this.hostUserId = row.hostUserId;
    this.language = row.languageCode;
    this.regionCode = row.regionCode;
    this.checkSecret = row.checkSecret;
    this.core = coreOf(row);
    this.notifiedAt = row.notifiedAt;
    this.nextCode = row.nextCode;
    if (this.policy.adaptive) {
      const planned = planLevels(row);
      this.levels = planned.levels;
      this.startLevel = planned.start;
      this.items = [];
    } else this.items = planItems(row);
    const byPlayer = new Map<string, typeof answers>();
    for (const a of answers) byPlayer.set(a.playerId, [...(byPlayer.get(a.playerId) ?? []), a]);
    for (const p of players) this.addSeat(p, byPlayer.get(p.id) ?? []);
  }

  /** A seat as the database has it, with the answers it gave. */
  addSeat(p: store.PlayerRow, answers: ReadonlyArray<{ itemIndex: number; correct: boolean; bonus?: number; answeredAt: Date }> = []) {
    const marks: Array<boolean | null> = Array.from({ length: this.core.itemCount }, () => null);
    let last: Date | null = null;
    let lastBonus = 0;
    for (const a of answers) {
      if (a.itemIndex < marks.length) marks[a.itemIndex] = a.correct;
      if (!last || a.answeredAt > last) {
        last = a.answeredAt;
        lastBonus = a.bonus ?? 0;
      }
    }
    const seat: PlayerCore = {
      id: p.id,
      nickname: p.nickname,
      joinedAt: p.joinedAt,
      removed: p.removedAt !== null,
      left: p.leftAt !== null,
      extraTime: p.extraTime as ExtraTime,
      roster: p.userId !== null,
      score: p.score,
      bonus: p.bonus,
      answered: p.answered,
      answers: marks,
      lastAnswerAt: last,
      lastBonus,
      rerolls: p.rerolls,
    };
    this.players.set(p.id, seat);
    this.byToken.set(p.tokenHash, p.id);
    if (p.knockTokenHash && p.knockAt) this.seatRequests.set(p.id, { nickname: p.nickname, at: p.knockAt });
    return seat;
  }

  /** The child's own order of the room's questions (of `count` of them: an adaptive level's). */
  orderOf(playerId: string, count = this.core.itemCount): number[] {
    const key = count === this.core.itemCount ? playerId : `${playerId}:${count}`;
    let order = this.orders.get(key);
    if (!order) {
      order = orderFor(this.seed, playerId, count);
      this.orders.set(key, order);
    }
    return order;
  }

  /**
   * The question at place i of this child's run: the room's, in the child's
   * order; together, the room's own order, the same for every child (the
   * run as planned from the room's seed, so every process and a restart
   * give the same, decision 090); in an adaptive run, the one of the level
   * their answers before place i give (every process computes the same).
   */
  itemFor(playerId: string, index: number): Item {
    if (this.core.settings.pace === 'together' && !this.policy.adaptive) return this.items[index]!;
    if (!this.policy.adaptive) return this.items[this.orderOf(playerId)[index]!]!;
    const answers = this.players.get(playerId)?.answers ?? [];
    const plan = this.levels[levelAt(this.startLevel, answers, index) - 1]!;
    return plan[this.orderOf(playerId, plan.length)[index % plan.length]!]!;
  }

  /** Whether the seat has a stream open here or, as last heard, on another process. */
  isConnected(playerId: string): boolean {
    for (const s of this.playerStreams) if (s.playerId === playerId) return true;
    const now = Date.now();
    for (const [origin, p] of this.remotePresence) {
      if (now - p.at > PRESENCE_STALE_MS) this.remotePresence.delete(origin);
      else if ((p.players[playerId] ?? 0) > 0) return true;
    }
    return false;
  }

  localCounts(): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const s of this.playerStreams) counts[s.playerId] = (counts[s.playerId] ?? 0) + 1;
    return counts;
  }

  get hasStreams() {
    return this.hostStreams.size + this.playerStreams.size + this.knockStreams.size > 0;
  }
}

function coreOf(row: store.RoomRow): RoomCore {
  return {
    id: row.id,
    code: row.code,
    mode: row.mode as GameMode,
    state: row.state as RoomCore['state'],
    itemCount: row.itemCount,
    settings: {
      locked: row.locked,
      joinCheck: row.joinCheck,
      nicknameMode: row.nicknameMode as NicknameMode,
      classId: row.classId,
      speedBonus: row.speedBonus,
      pace: row.pace as Pace,
      secondsPerQuestion: row.secondsPerQuestion,
    },
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    round: row.round,
    roundStartedAt: row.roundStartedAt,
    roundClosedAt: row.roundClosedAt,
    resultsUntil: row.resultsUntil,
    durationSeconds: row.durationSeconds,
  };
}
