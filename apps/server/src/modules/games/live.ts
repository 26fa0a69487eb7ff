import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { findRegion } from '@numbloom/domain/regions';
import type { ExtraTime, GameMode, NicknameMode, Pace } from '@numbloom/domain/games';
import { ARENA_TOP_PLAYER, GAME_EVENTS, HOST_EVENTS } from '@numbloom/domain/games';
import { publishedEventSchema, type Leaderboard, type PublishedEvent } from '@numbloom/domain/games-schema';
import '@numbloom/maths/all';
import { planRun } from '@numbloom/maths/run';
import type { Difficulty, Item } from '@numbloom/maths/types';
import type { Db } from '../../db/client.ts';
import type { Fanout } from '../../lib/fanout.ts';
import type { SseStream } from '../../lib/sse.ts';
import { loadCatalogue } from '../content/service.ts';
import { endsAt, levelAt, orderFor, rank, type PlayerCore, type RoomCore } from './engine.ts';
import { currentCheck } from './join-check.ts';
import { arena } from './modes/arena.ts';
import { classRoom } from './modes/class-room.ts';
import type { ModePolicy } from './modes/policy.ts';
import { quickMatch } from './modes/quick-match.ts';
import { SeatQueue } from './seat-queue.ts';
import { playerFromWire, presentHostPlayer, presentHostView, presentPlayerView, presentStanding, settingsFromWire } from './presenter.ts';
import * as store from './store.ts';
import type { PracticeMark } from './tables.ts';

/**
 * The rooms a process holds in memory (decision 035): the room, its seats,
 * its planned questions and each child's order, loaded from the database on
 * first use and dropped when idle. The database stays the truth: every change
 * is written first, then published as an event; every process (this one
 * included, at once) applies the event to the copy it holds and hands it to
 * the streams it holds. A process that may have missed events (Redis came
 * back) reads its rooms again. Answers are queued and written in groups.
 */

/** Policies by mode: Arena, Quick match and challenges add theirs here. */
const POLICIES: Partial<Record<GameMode, ModePolicy>> = { 'class-room': classRoom, arena, 'quick-match': quickMatch };
export const ALL_POLICIES: readonly ModePolicy[] = Object.values(POLICIES);
export const policyFor = (mode: string): ModePolicy => POLICIES[mode as GameMode] ?? classRoom;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Which streams a process holds open on a seat, so the host's screens know who is connected wherever they are. */
const presenceSchema = z.object({ type: z.literal('presence'), origin: z.string(), players: z.record(z.string(), z.number()) });
type Presence = z.infer<typeof presenceSchema>;

/** What crosses between processes: a room's events, and presence. */
export const gameMessageSchema = z.union([publishedEventSchema, presenceSchema]);
export type GameMessage = PublishedEvent | Presence;

interface PlayerStream {
  stream: SseStream;
  playerId: string;
}
interface KnockStream {
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

  constructor(row: store.RoomRow, players: store.PlayerRow[], answers: Array<{ playerId: string; itemIndex: number; correct: boolean; answeredAt: Date }>) {
    this.policy = policyFor(row.mode);
    this.seed = row.seed;
    this.practiceMarks = row.practiceMarks ?? null;
    this.activityId = row.activityId;
    this.hostUserId = row.hostUserId;
    this.language = row.languageCode;
    this.regionCode = row.regionCode;
    this.checkSecret = row.checkSecret;
    this.core = coreOf(row);
    this.notifiedAt = row.notifiedAt;
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
  addSeat(p: store.PlayerRow, answers: ReadonlyArray<{ itemIndex: number; correct: boolean; answeredAt: Date }> = []) {
    const marks: Array<boolean | null> = Array.from({ length: this.core.itemCount }, () => null);
    let last: Date | null = null;
    for (const a of answers) {
      if (a.itemIndex < marks.length) marks[a.itemIndex] = a.correct;
      if (!last || a.answeredAt > last) last = a.answeredAt;
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
   * order; in an adaptive run, the one of the level their answers before
   * place i give (every process computes the same).
   */
  itemFor(playerId: string, index: number): Item {
    if (!this.policy.adaptive) return this.items[this.orderOf(playerId)[index]!]!;
    const answers = this.players.get(playerId)?.answers ?? [];
    const plan = this.levels[levelAt(this.startLevel, answers, index) - 1]!;
    return plan[this.orderOf(playerId, plan.length)[index % plan.length]!]!;
  }

  /** The standings now: the top for the host, and every child's own place. */
  standings(top: number): { board: Omit<Leaderboard, 'you'>; own: Map<string, Leaderboard['you']> } {
    const ranked = rank([...this.players.values()]);
    let answers = 0;
    let correct = 0;
    let players = 0;
    const own = new Map<string, Leaderboard['you']>();
    for (const { player, rank: r } of ranked) {
      answers += player.answered;
      correct += player.score;
      if (r !== null) players++;
      own.set(player.id, { rank: r, score: player.score, bonus: player.bonus, answered: player.answered });
    }
    const board = { top: ranked.filter((x) => x.rank !== null).slice(0, top).map((x) => presentStanding(x.player, x.rank!)), players, answers, correct };
    return { board, own };
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
    resultsUntil: row.resultsUntil,
    durationSeconds: row.durationSeconds,
  };
}

/** The room's questions: its activity's run from the room's seed, in the room's country, no question twice (decision 033). */
export function planItems(row: Pick<store.RoomRow, 'activityId' | 'seed' | 'itemCount' | 'regionCode'>): Item[] {
  const activity = loadCatalogue().byId.get(row.activityId);
  if (!activity) throw new Error(`games: activity ${row.activityId} left the catalogue`);
  const country = findRegion(row.regionCode)?.iso2 ?? 'US';
  return planRun(activity, { seed: row.seed, count: row.itemCount, country, distinct: true }).items();
}

/**
 * A seed for a new room whose run has the activity's `wanted` questions, all
 * different. A few class games of the youngest grades (shapes, coins,
 * fractions in kindergarten) have fewer distinct questions for some seeds:
 * other seeds are tried, and when none fills the run the room gets the
 * longest one found (never a place without a question).
 */
export function seedForRun(activityId: string, regionCode: string, wanted: number, prefix = ''): { seed: string; itemCount: number } {
  let best = { seed: '', itemCount: 0 };
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = `${prefix}${randomBytes(9).toString('base64url')}`;
    const count = planItems({ activityId, seed, itemCount: wanted, regionCode }).length;
    if (count >= wanted) return { seed, itemCount: wanted };
    if (count > best.itemCount) best = { seed, itemCount: count };
  }
  // Planned again for the shorter count, a run tries fewer candidates and may find fewer still:
  // shorten until the count the room keeps is the count it plans.
  for (;;) {
    const count = planItems({ activityId, seed: best.seed, itemCount: best.itemCount, regionCode }).length;
    if (count >= best.itemCount) return best;
    best = { seed: best.seed, itemCount: count };
  }
}

/**
 * An adaptive room's questions (Arena): the activity's run planned at each of
 * the three levels from the room's seed, no question twice within a level.
 * A child starts at the activity's own level.
 */
export function planLevels(row: Pick<store.RoomRow, 'activityId' | 'seed' | 'itemCount' | 'regionCode'>): { levels: Item[][]; start: number } {
  const activity = loadCatalogue().byId.get(row.activityId);
  if (!activity) throw new Error(`games: activity ${row.activityId} left the catalogue`);
  const country = findRegion(row.regionCode)?.iso2 ?? 'US';
  const levels = ([1, 2, 3] as const).map((d: Difficulty) =>
    planRun({ ...activity, difficulty: d }, { seed: `${row.seed}-${d}`, count: LEVEL_PLAN_SIZE, country, distinct: true }).items(),
  );
  return { levels, start: activity.difficulty };
}
/** Questions planned per level of an adaptive room; a child who meets them all meets them again in a new order. */
const LEVEL_PLAN_SIZE = 60;

export interface LiveOptions {
  db: Db;
  fanout: Fanout<GameMessage>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** how long answers wait to share a commit (0: the rest of this turn of the event loop) */
  commitWindowMs: number;
  /** the process's id in presence messages */
  origin: string;
}

/** How long a room nobody uses stays in memory. */
const IDLE_DROP_MS = 10 * 60 * 1000;
/** How often a process tells the others which seats it holds streams for. */
const PRESENCE_EVERY_MS = 20_000;
/** The most answers one statement writes (a full batch does not wait for the window). */
export const MAX_BATCH = 500;

export class LiveGames {
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly loading = new Map<string, Promise<LiveRoom | undefined>>();
  readonly answers: AnswerQueue;
  readonly seats: SeatQueue;
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly presenceDue = new Set<string>();
  /** a timed room's clock ran out: end it (the plugin sets the games service's end, as its host would) */
  onClock: ((code: string) => Promise<unknown>) | undefined;
  /**
   * A started room is held by this process (it started, or it was read while started): a mode may
   * have play of its own to run for it wherever it is held (Quick match's practice opponent).
   */
  onRunning: ((room: LiveRoom) => void) | undefined;

  private readonly options: LiveOptions;

  constructor(options: LiveOptions) {
    this.options = options;
    this.answers = new AnswerQueue(options.db, options.commitWindowMs, options.log);
    this.seats = new SeatQueue(options.db);
    this.unsubscribe = options.fanout.subscribe((code, message) => this.receive(code, message));
    options.fanout.onResync(() => void this.resync());
    const idle = setInterval(() => this.dropIdle(), 60_000);
    const presence = setInterval(() => {
      for (const room of this.rooms.values()) if (room.playerStreams.size > 0) this.presenceDue.add(room.core.code);
      this.flushPresence();
    }, PRESENCE_EVERY_MS);
    for (const t of [idle, presence]) t.unref();
    this.timers.push(idle, presence);
  }

  /** The room, from memory or loaded from the database; undefined when no room has this code. */
  async room(code: string): Promise<LiveRoom | undefined> {
    const held = this.rooms.get(code);
    if (held) {
      held.lastUsed = Date.now();
      return held;
    }
    let pending = this.loading.get(code);
    if (!pending) {
      pending = store
        .loadRoom(this.options.db, code)
        .then((loaded) => {
          if (!loaded) return undefined;
          const room = new LiveRoom(loaded.room, loaded.players, loaded.answers);
          // results deleted: the room is a row of counts, nothing to hold
          if (room.core.state === 'ended' && !room.core.resultsUntil) return room;
          this.rooms.set(code, room);
          this.scheduleClock(room);
          if (room.core.state === 'started') this.onRunning?.(room);
          return room;
        })
        .finally(() => this.loading.delete(code));
      this.loading.set(code, pending);
    }
    return pending;
  }

  /** Reads a room again from the database (a refusal about to be given on a copy that may be stale). */
  async reload(code: string): Promise<LiveRoom | undefined> {
    const old = this.rooms.get(code);
    const loaded = await store.loadRoom(this.options.db, code);
    if (!loaded) {
      this.rooms.delete(code);
      return undefined;
    }
    const fresh = new LiveRoom(loaded.room, loaded.players, loaded.answers);
    if (old) {
      // the streams stay with the room: they are this process's, not the database's
      for (const s of old.hostStreams) fresh.hostStreams.add(s);
      for (const s of old.playerStreams) fresh.playerStreams.add(s);
      for (const s of old.knockStreams) fresh.knockStreams.add(s);
      for (const [k, v] of old.remotePresence) fresh.remotePresence.set(k, v);
      fresh.className = old.className;
      fresh.boardSentAt = old.boardSentAt;
      clearTimeout(old.checkTimer);
      clearTimeout(old.clockTimer);
      clearTimeout(old.boardTimer);
    }
    this.rooms.set(code, fresh);
    this.scheduleCheck(fresh);
    this.scheduleClock(fresh);
    if (old?.boardDirty || old?.boardTimer) this.boardChanged(fresh);
    if (fresh.core.state === 'started') this.onRunning?.(fresh);
    return fresh;
  }

  /** The seat a token opens, from memory or the database; `knocking` when it is a device the host has not let in yet. */
  async seat(room: LiveRoom, token: string | undefined): Promise<{ player: PlayerCore; knocking: boolean; hash: string } | undefined> {
    if (!token || token.length > 100) return undefined;
    const hash = room.hashOfToken.get(token) ?? tokenHash(token);
    const id = room.byToken.get(hash);
    const held = id ? room.players.get(id) : undefined;
    if (held) {
      room.hashOfToken.set(token, hash);
      return { player: held, knocking: false, hash };
    }
    const found = await store.findPlayerByToken(this.options.db, room.core.id, hash);
    if (!found) return undefined;
    if (found.knocking) return { player: room.players.get(found.player.id) ?? room.addSeat(found.player), knocking: true, hash };
    const seat = room.players.get(found.player.id);
    if (seat) {
      room.byToken.set(hash, seat.id);
      return { player: seat, knocking: false, hash };
    }
    // a seat taken on another process whose event has not arrived here: its answers come with a reload
    const fresh = await this.reload(room.core.code);
    const again = fresh?.players.get(found.player.id);
    return again ? { player: again, knocking: false, hash } : undefined;
  }

  /** Publishes an event of the room: this process applies it at once, the others through the fan-out. */
  async publish(code: string, event: PublishedEvent): Promise<void> {
    try {
      await this.options.fanout.publish(code, event);
    } catch (err) {
      // the change is saved and this process's streams have it; others catch up when their streams reconnect
      this.options.log.warn({ err, code, type: event.type }, 'games: event not published');
    }
  }

  private receive(code: string, message: GameMessage) {
    const room = this.rooms.get(code);
    if (!room) return;
    if (message.type === 'presence') {
      if (message.origin === this.options.origin) return;
      const before = new Map([...room.players.keys()].map((id) => [id, room.isConnected(id)]));
      room.remotePresence.set(message.origin, { players: message.players, at: Date.now() });
      this.connectionsChanged(room, before);
      return;
    }
    apply(room, message);
    this.dispatch(room, message);
  }

  /** Hands an event to the streams this process holds on the room. */
  dispatch(room: LiveRoom, event: PublishedEvent) {
    const json = JSON.stringify(event);
    const coalesced = room.policy.hostUpdates.kind === 'leaderboard';
    // a leaderboard mode's screens hear standings a few times a second, not a row per child and answer
    const perChild = event.type === 'player-joined' || event.type === 'player-answered' || event.type === 'player-updated';
    if (coalesced && perChild) this.boardChanged(room);
    else if ((HOST_EVENTS as readonly string[]).includes(event.type)) {
      for (const s of room.hostStreams) s.send(event.type, json);
    }
    if (event.type === 'started' || event.type === 'ended') this.scheduleClock(room);
    if (event.type === 'started') this.onRunning?.(room);
    if (event.type === 'ended' && coalesced) this.sendBoard(room);
    switch (event.type) {
      case 'settings':
      case 'started':
      case 'round':
      case 'ended':
        for (const s of room.playerStreams) s.stream.send(event.type, json);
        if (event.type === 'settings') this.scheduleCheck(room);
        break;
      case 'leaderboard':
        if (room.policy.playersSeeLeaderboard) for (const s of room.playerStreams) s.stream.send(event.type, json);
        break;
      case 'you':
        for (const s of room.playerStreams) if (s.playerId === event.player_id) s.stream.send(event.type, json);
        break;
      case 'removed':
      case 'seat-moved':
        for (const s of [...room.playerStreams]) {
          if (s.playerId !== event.player_id) continue;
          s.stream.send(event.type, json);
          s.stream.close();
        }
        break;
      case 'admitted':
      case 'refused':
        for (const k of [...room.knockStreams]) {
          if (k.playerId !== event.player_id) continue;
          if (event.type === 'admitted') k.admitted();
          else {
            k.stream.send(event.type, json);
            k.stream.close();
          }
        }
        break;
      case 'results-deleted':
        for (const s of [...room.playerStreams, ...room.knockStreams]) s.stream.close();
        for (const s of [...room.hostStreams]) s.close();
        this.rooms.delete(room.core.code);
        break;
      default:
        break;
    }
  }

  // ---------------------------------------------------------------- coalesced standings and the clock

  /** Standings changed: they go out at most every `everyMs` (the first change of a quiet spell at once). */
  boardChanged(room: LiveRoom) {
    const updates = room.policy.hostUpdates;
    if (updates.kind !== 'leaderboard') return;
    room.boardDirty = true;
    if (room.boardTimer) return;
    const wait = Math.max(0, room.boardSentAt + updates.everyMs - Date.now());
    room.boardTimer = setTimeout(() => {
      room.boardTimer = undefined;
      if (room.boardDirty) this.sendBoard(room);
    }, wait);
    room.boardTimer.unref();
  }

  /** Sends the standings to every screen this process holds on the room: the top ten to hosts, the top three and their own place to each child. */
  sendBoard(room: LiveRoom) {
    const updates = room.policy.hostUpdates;
    if (updates.kind !== 'leaderboard') return;
    room.boardDirty = false;
    room.boardSentAt = Date.now();
    if (!room.hasStreams) return;
    const { board, own } = room.standings(updates.top);
    if (room.hostStreams.size) {
      const json = JSON.stringify({ type: GAME_EVENTS.leaderboard, ...board, you: null });
      for (const s of room.hostStreams) s.send(GAME_EVENTS.leaderboard, json);
    }
    if (!room.policy.playersSeeLeaderboard || room.playerStreams.size === 0) return;
    const head = JSON.stringify({ type: GAME_EVENTS.leaderboard, ...board, top: board.top.slice(0, ARENA_TOP_PLAYER) }).slice(0, -1);
    for (const s of room.playerStreams) s.stream.send(GAME_EVENTS.leaderboard, `${head},"you":${JSON.stringify(own.get(s.playerId) ?? null)}}`);
  }

  /** The standings now, as a screen that has just opened asks for them. */
  leaderboard(room: LiveRoom, playerId: string | null): Leaderboard {
    const updates = room.policy.hostUpdates;
    const { board, own } = room.standings(updates.kind === 'leaderboard' ? updates.top : 0);
    if (playerId === null) return { ...board, you: null };
    return { ...board, top: board.top.slice(0, ARENA_TOP_PLAYER), you: own.get(playerId) ?? null };
  }

  /** A timed room's clock: this process ends the room when it runs out (the first process to write it wins). */
  scheduleClock(room: LiveRoom) {
    clearTimeout(room.clockTimer);
    room.clockTimer = undefined;
    const end = endsAt(room.core);
    if (!room.policy.timed || room.core.state !== 'started' || !end) return;
    const wait = Math.max(0, end.getTime() - this.options.now().getTime());
    room.clockTimer = setTimeout(() => {
      room.clockTimer = undefined;
      void (this.onClock?.(room.core.code) ?? Promise.resolve()).catch((err: unknown) => this.options.log.warn({ err, code: room.core.code }, 'games: the clock did not end the room'));
    }, Math.min(wait, 2 ** 31 - 1));
    room.clockTimer.unref();
  }

  /** The host's screens hear a seat's row again when its connected flag flipped. */
  private connectionsChanged(room: LiveRoom, before: Map<string, boolean>) {
    if (room.policy.hostUpdates.kind === 'leaderboard') return;
    for (const [id, was] of before) {
      const player = room.players.get(id);
      if (!player || room.isConnected(id) === was) continue;
      const json = JSON.stringify({ type: GAME_EVENTS.playerUpdated, player: presentHostPlayer(room, player) });
      for (const s of room.hostStreams) s.send(GAME_EVENTS.playerUpdated, json);
    }
  }

  // ---------------------------------------------------------------- streams

  addHostStream(room: LiveRoom, stream: SseStream) {
    room.hostStreams.add(stream);
    stream.send(GAME_EVENTS.room, JSON.stringify({ type: GAME_EVENTS.room, room: presentHostView(room, this.options.now()) }));
    this.scheduleCheck(room);
    this.boardChanged(room);
  }

  removeHostStream(room: LiveRoom, stream: SseStream) {
    room.hostStreams.delete(stream);
    if (room.hostStreams.size === 0) clearTimeout(room.checkTimer);
  }

  addPlayerStream(room: LiveRoom, playerId: string, stream: SseStream) {
    const before = new Map([[playerId, room.isConnected(playerId)]]);
    const entry = { stream, playerId };
    room.playerStreams.add(entry);
    const player = room.players.get(playerId)!;
    stream.send(GAME_EVENTS.room, JSON.stringify({ type: GAME_EVENTS.room, room: presentPlayerView(room, player) }));
    if (room.policy.playersSeeLeaderboard) this.boardChanged(room);
    this.connectionsChanged(room, before);
    this.presenceDue.add(room.core.code);
    queueMicrotask(() => this.flushPresence());
    return () => {
      const was = new Map([[playerId, room.isConnected(playerId)]]);
      room.playerStreams.delete(entry);
      this.connectionsChanged(room, was);
      this.presenceDue.add(room.core.code);
      this.flushPresence();
    };
  }

  addKnockStream(room: LiveRoom, player: PlayerCore, hash: string, stream: SseStream) {
    const entry: KnockStream = {
      stream,
      playerId: player.id,
      tokenHash: hash,
      admitted: () => {
        room.knockStreams.delete(entry);
        void store.findPlayerByToken(this.options.db, room.core.id, hash).then((found) => {
          if (stream.closed) return;
          if (!found || found.knocking) {
            // another device was let in instead
            stream.send(GAME_EVENTS.refused, JSON.stringify({ type: GAME_EVENTS.refused, player_id: player.id }));
            stream.close();
            return;
          }
          room.byToken.set(hash, player.id);
          stream.send(GAME_EVENTS.admitted, JSON.stringify({ type: GAME_EVENTS.admitted, player_id: player.id }));
          entry.detach = this.addPlayerStream(room, player.id, stream);
        });
      },
    };
    room.knockStreams.add(entry);
    stream.send(GAME_EVENTS.knocking, JSON.stringify({ type: GAME_EVENTS.knocking, code: room.core.code, nickname: player.nickname }));
    return () => {
      room.knockStreams.delete(entry);
      entry.detach?.();
    };
  }

  private flushPresence() {
    for (const code of this.presenceDue) {
      const room = this.rooms.get(code);
      if (!room) continue;
      void this.options.fanout
        .publish(code, { type: 'presence', origin: this.options.origin, players: room.localCounts() })
        .catch((err: unknown) => this.options.log.warn({ err }, 'games: presence not published'));
    }
    this.presenceDue.clear();
  }

  /** While hosts watch a room with the join check on, their screens hear each new number when it changes. */
  scheduleCheck(room: LiveRoom) {
    clearTimeout(room.checkTimer);
    if (!room.core.settings.joinCheck || room.core.state === 'ended' || room.hostStreams.size === 0) return;
    const now = this.options.now();
    const { changesAt } = currentCheck(room.checkSecret, now);
    room.checkTimer = setTimeout(() => {
      const check = currentCheck(room.checkSecret, this.options.now());
      const json = JSON.stringify({ type: GAME_EVENTS.joinCheck, check: { code: check.code, changes_at: check.changesAt.toISOString() } });
      for (const s of room.hostStreams) s.send(GAME_EVENTS.joinCheck, json);
      this.scheduleCheck(room);
    }, Math.max(50, changesAt.getTime() - now.getTime() + 20));
    room.checkTimer.unref();
  }

  private dropIdle() {
    const now = Date.now();
    for (const [code, room] of this.rooms) {
      if (!room.hasStreams && room.inflight.size === 0 && now - room.lastUsed > IDLE_DROP_MS && !room.clockTimer) this.rooms.delete(code);
    }
  }

  /** Messages may have been missed: every held room is read again and its streams sent the room as it is. */
  private async resync() {
    for (const code of [...this.rooms.keys()]) {
      try {
        const room = await this.reload(code);
        if (!room) continue;
        const now = this.options.now();
        const host = JSON.stringify({ type: GAME_EVENTS.room, room: presentHostView(room, now) });
        for (const s of room.hostStreams) s.send(GAME_EVENTS.room, host);
        for (const s of room.playerStreams) {
          const p = room.players.get(s.playerId);
          if (p) s.stream.send(GAME_EVENTS.room, JSON.stringify({ type: GAME_EVENTS.room, room: presentPlayerView(room, p) }));
        }
      } catch (err) {
        this.options.log.warn({ err, code }, 'games: room not read again after a fan-out gap');
      }
    }
  }

  /** Rooms this process holds (for tests and the bench). */
  get size() {
    return this.rooms.size;
  }

  async close() {
    this.unsubscribe();
    for (const t of this.timers) clearInterval(t);
    for (const room of this.rooms.values()) {
      clearTimeout(room.checkTimer);
      clearTimeout(room.clockTimer);
      clearTimeout(room.boardTimer);
    }
    await this.answers.drain();
  }
}

/** Applies an event to the copy of the room a process holds. */
export function apply(room: LiveRoom, event: PublishedEvent) {
  const core = room.core;
  switch (event.type) {
    case 'player-joined':
    case 'player-updated':
    case 'player-answered':
      room.players.set(event.player.id, playerFromWire(event.player, room.players.get(event.player.id)));
      break;
    case 'you': {
      const p = room.players.get(event.player_id);
      if (p) room.players.set(p.id, { ...p, nickname: event.you.nickname, extraTime: event.you.extra_time as ExtraTime });
      break;
    }
    case 'removed': {
      const p = room.players.get(event.player_id);
      if (p) room.players.set(p.id, { ...p, removed: true });
      room.seatRequests.delete(event.player_id);
      break;
    }
    case 'settings':
      room.core = { ...core, settings: settingsFromWire(event.settings) };
      room.className = event.settings.class_name;
      break;
    case 'started':
      room.core = { ...core, state: 'started', startedAt: new Date(event.started_at), round: event.round, roundStartedAt: event.round === null ? null : new Date(event.started_at) };
      break;
    case 'round':
      room.core = { ...core, round: event.round, roundStartedAt: new Date(event.round_started_at) };
      break;
    case 'ended':
      room.core = { ...core, state: 'ended', endedAt: new Date(event.ended_at), resultsUntil: new Date(event.results_until), round: null, roundStartedAt: null };
      break;
    case 'seat-requested':
      room.seatRequests.set(event.request.player_id, { nickname: event.request.nickname, at: new Date(event.request.at) });
      break;
    case 'seat-request-closed':
      room.seatRequests.delete(event.player_id);
      break;
    case 'seat-moved':
    case 'admitted':
      // the seat's token changed: the next request with either token reads it from the database
      for (const [hash, id] of room.byToken) if (id === event.player_id) room.byToken.delete(hash);
      room.seatRequests.delete(event.player_id);
      if (event.type === 'admitted') {
        const p = room.players.get(event.player_id);
        if (p) room.players.set(p.id, { ...p, removed: false, left: false });
      }
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------- group commit

interface Pending {
  answer: store.AnswerToWrite;
  /** when it was queued (Date.now()) */
  at: number;
  resolve: (r: { written: boolean; totals?: { score: number; bonus: number; answered: number } }) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit (decisions 035, 045): answers wait for the commit in flight,
 * and, while they come together, until the oldest of them has waited
 * `windowMs` (else the rest of this turn of the event loop), and are then
 * written together in one statement. Each request is answered after the commit that holds its
 * answer, so an acknowledged answer survives the process being killed.
 */
export class AnswerQueue {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private timer: { cancel(): void } | null = null;
  /** when the last commit started (Date.now()), and how many answers it carried */
  private lastCommitAt = 0;
  private lastCommitSize = 0;
  /** answers written, and statements used, since the process started (the bench reads them) */
  readonly stats = { answers: 0, commits: 0 };

  private readonly db: Db;
  private readonly windowMs: number;
  private readonly log: FastifyBaseLogger;
  /** the statement that writes a batch (a test gives one that records what it was given) */
  private readonly commit: typeof store.commitAnswers;

  constructor(db: Db, windowMs: number, log: FastifyBaseLogger, commit: typeof store.commitAnswers = store.commitAnswers) {
    this.db = db;
    this.windowMs = windowMs;
    this.log = log;
    this.commit = commit;
  }

  submit(answer: store.AnswerToWrite) {
    return new Promise<{ written: boolean; totals?: { score: number; bonus: number; answered: number } }>((resolve, reject) => {
      this.queue.push({ answer, at: Date.now(), resolve, reject });
      this.schedule();
    });
  }

  /**
   * One commit at a time. While answers come together (the last commit
   * carried more than one, and started less than a window before the oldest
   * waiting answer arrived), the next commit starts when that answer has
   * waited the window: counted from its arrival, so one that came during the
   * commit in flight does not wait a whole window more. Answers that come one
   * at a time, a class's, are written at once; a full batch is too.
   */
  private schedule() {
    if (this.flushing || this.queue.length === 0) return;
    const full = this.queue.length >= MAX_BATCH;
    if (this.timer && !full) return;
    this.timer?.cancel();
    const oldest = this.queue[0]!.at;
    const busy = this.lastCommitSize > 1 && oldest - this.lastCommitAt < this.windowMs;
    const wait = full || !busy ? 0 : oldest + this.windowMs - Date.now();
    const run = () => {
      this.timer = null;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        this.schedule();
      });
    };
    if (wait > 0) {
      const t = setTimeout(run, wait);
      this.timer = { cancel: () => clearTimeout(t) };
    } else {
      // the rest of this turn of the event loop: the answers it brings share the commit
      const t = setImmediate(run);
      this.timer = { cancel: () => clearImmediate(t) };
    }
  }

  private async flush() {
    const batch = this.queue.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.lastCommitAt = Date.now();
    this.lastCommitSize = batch.length;
    // one row per question and seat in a statement: a second one in the same batch is a repeat
    const seen = new Set<string>();
    const rows = batch.filter((p) => {
      const key = store.answerKey(p.answer.playerId, p.answer.itemIndex);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    try {
      const result = await this.commit(
        this.db,
        rows.map((p) => p.answer),
      );
      this.stats.commits++;
      this.stats.answers += result.written.size;
      const sent = new Set(rows);
      for (const p of batch) {
        const written = sent.has(p) && result.written.has(store.answerKey(p.answer.playerId, p.answer.itemIndex));
        p.resolve({ written, totals: result.totals.get(p.answer.playerId) });
      }
    } catch (err) {
      this.log.error({ err, answers: batch.length }, 'games: answers not written');
      for (const p of batch) p.reject(err);
    }
  }

  /** Waits for every queued answer to be written (the server is stopping). */
  async drain() {
    while (this.queue.length || this.flushing) {
      if (this.flushing) await this.flushing;
      else {
        this.timer?.cancel();
        this.timer = null;
        this.flushing = this.flush().finally(() => (this.flushing = null));
      }
    }
  }
}
