import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { GAME_EVENTS, HOST_EVENTS } from '@numbloom/domain/games';
import { publishedEventSchema, type PublishedEvent } from '@numbloom/domain/games-schema';
import type { Db } from '../../db/client.ts';
import type { Fanout } from '../../lib/fanout.ts';
import type { SseStream } from '../../lib/sse.ts';
import { AnswerQueue } from './answer-queue.ts';
import { apply } from './apply.ts';
import { endsAt, roundDeadline, type PlayerCore } from './engine.ts';
import { currentCheck } from './join-check.ts';
import { LiveRoom, tokenHash, type KnockStream } from './live-room.ts';
import { SeatQueue } from './seat-queue.ts';
import { presentHostPlayer, presentHostView, presentPlayerView } from './presenter.ts';
import { boardChanged, sendBoard } from './standings.ts';
import * as store from './store.ts';

/**
 * The rooms a process holds in memory (decision 035): the room, its seats,
 * its planned questions and each child's order, loaded from the database on
 * first use and dropped when idle. The database stays the truth: every change
 * is written first, then published as an event; every process (this one
 * included, at once) applies the event to the copy it holds and hands it to
 * the streams it holds. A process that may have missed events (Redis came
 * back) reads its rooms again. Answers are queued and written in groups,
 * each room's on its own (answer-queue.ts); one room is live-room.ts, what an event changes in it
 * apply.ts, its coalesced standings standings.ts (decision 083).
 */

/** Which streams a process holds open on a seat, so the host's screens know who is connected wherever they are. */
const presenceSchema = z.object({ type: z.literal('presence'), origin: z.string(), players: z.record(z.string(), z.number()) });
type Presence = z.infer<typeof presenceSchema>;

/** What crosses between processes: a room's events, and presence. */
export const gameMessageSchema = z.union([publishedEventSchema, presenceSchema]);
export type GameMessage = PublishedEvent | Presence;

export interface LiveOptions {
  db: Db;
  fanout: Fanout<GameMessage>;
  log: FastifyBaseLogger;
  now: () => Date;
  /** the process's id in presence messages */
  origin: string;
}

/** How long a room nobody uses stays in memory. */
const IDLE_DROP_MS = 10 * 60 * 1000;
/** How often a process tells the others which seats it holds streams for. */
const PRESENCE_EVERY_MS = 20_000;

export class LiveGames {
  private readonly rooms = new Map<string, LiveRoom>();
  private readonly loading = new Map<string, Promise<LiveRoom | undefined>>();
  readonly answers: AnswerQueue;
  readonly seats: SeatQueue;
  private readonly unsubscribe: () => void;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly presenceDue = new Set<string>();
  /** a timed room's clock ran out, or a together room's question's time: end it or close the question (the plugin sets what the games service does, as its host would) */
  onClock: ((code: string) => Promise<unknown>) | undefined;
  /**
   * A started room is held by this process (it started, or it was read while started): a mode may
   * have play of its own to run for it wherever it is held (Quick match's practice opponent).
   */
  onRunning: ((room: LiveRoom) => void) | undefined;

  private readonly options: LiveOptions;

  constructor(options: LiveOptions) {
    this.options = options;
    this.answers = new AnswerQueue(options.db, options.log);
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
    if (old?.boardDirty || old?.boardTimer) boardChanged(fresh);
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
    if (coalesced && perChild) boardChanged(room);
    else if ((HOST_EVENTS as readonly string[]).includes(event.type)) {
      for (const s of room.hostStreams) s.send(event.type, json);
    }
    if (event.type === 'started' || event.type === 'ended' || event.type === 'round' || event.type === 'round-closed') this.scheduleClock(room);
    if (event.type === 'started') this.onRunning?.(room);
    if (event.type === 'ended' && coalesced) sendBoard(room);
    switch (event.type) {
      case 'settings':
      case 'started':
      case 'round':
      case 'ended':
      case 'play-again':
        for (const s of room.playerStreams) s.stream.send(event.type, json);
        if (event.type === 'settings') this.scheduleCheck(room);
        break;
      case 'round-closed':
        // a child hears no other child's answers: only their own verdict, now that the question has closed
        for (const s of room.playerStreams) {
          const p = room.players.get(s.playerId);
          const you = p ? { correct: p.answers[event.round] ?? null, score: p.score, bonus: p.bonus } : null;
          s.stream.send(event.type, JSON.stringify({ ...event, reveal: null, you }));
        }
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

  // ---------------------------------------------------------------- the clock

  /**
   * A timed room's clock, or the open question's time of a together room: this process ends the room
   * or closes the question when it runs out (the first process to write it wins).
   */
  scheduleClock(room: LiveRoom) {
    clearTimeout(room.clockTimer);
    room.clockTimer = undefined;
    const end = room.policy.timed ? endsAt(room.core) : roundDeadline(room.core, room.players.values());
    if (room.core.state !== 'started' || !end) return;
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
    boardChanged(room);
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
    if (room.policy.playersSeeLeaderboard) boardChanged(room);
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
