import { useEffect, useRef, useState } from 'react';
import { useHostAction } from '../shared/host-action.ts';
import { GAME_PATHS, HOST_EVENTS } from '@numbloom/domain/games';
import type { HostEvent, HostPlayer, HostView, Leaderboard } from '@numbloom/domain/games-schema';
import { openEventStream } from '../../../lib/event-stream.ts';
import { hostRoom, leaderboardOf, RoomCallError, type RoomProblem } from '../shared/api.ts';
import { checkHostEvent } from '../shared/host-events.ts';

/** A child's row changed (renamed, taken out, let in, joined): the host's copy of the room takes it. */
export function withPlayer(room: HostView, player: HostPlayer): HostView {
  const known = room.players.some((p) => p.id === player.id);
  return { ...room, players: known ? room.players.map((p) => (p.id === player.id ? player : p)) : [...room.players, player] };
}

/** What one host event does to the room the Arena's host screen holds. */
function applyEvent(r: HostView, e: HostEvent): HostView {
  switch (e.type) {
    case 'room':
      return e.room;
    case 'started':
      return { ...r, state: 'started', started_at: e.started_at, ends_at: r.duration_seconds ? new Date(Date.parse(e.started_at) + r.duration_seconds * 1000).toISOString() : null };
    case 'ended':
      return { ...r, state: 'ended', ended_at: e.ended_at, check: null };
    case 'player-joined':
    case 'player-updated':
      return withPlayer(r, e.player);
    case 'join-check':
      return { ...r, check: e.check };
    default:
      return r;
  }
}

/**
 * The Arena's host screen's state: the room and its standings as the server says, kept live by the
 * host's stream, and `act` for the host's buttons (one at a time; a refusal is shown, not thrown).
 */
export function useArenaHost(code: string) {
  const [room, setRoom] = useState<HostView | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);

  useEffect(() => {
    let live = true;
    const fail = (err: unknown) => live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null });
    // the first read fills only a page the stream has not filled yet: the stream's room and what came since are newer
    hostRoom(code).then((r) => live && setRoom((now) => now ?? r), fail);
    leaderboardOf(code).then((b) => live && setBoard((now) => now ?? b), () => undefined);
    const stream = openEventStream<HostEvent>(GAME_PATHS.hostEvents(code), {
      events: HOST_EVENTS,
      check: checkHostEvent,
      // before opening again: an ended Arena has nothing more to say on the stream
      mayReconnect: async () => {
        const now = await hostRoom(code);
        if (live) setRoom(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the room and the standings as they are now
      snapshot: async () => {
        const [now, standings] = await Promise.all([hostRoom(code), leaderboardOf(code)]);
        if (live) setBoard(standings);
        return { type: 'room', room: now };
      },
      onEvent: (e) => {
        if (!live) return;
        if (e.type === 'leaderboard') setBoard(e);
        else setRoom((r) => (r ? applyEvent(r, e) : e.type === 'room' ? e.room : r));
        // the final standings came with the end: nothing more to hear
        if (e.type === 'ended' || (e.type === 'room' && e.room.state === 'ended')) stream.close();
      },
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [code]);


  const { busy, act } = useHostAction(setProblem);

  return { room, setRoom, board, problem, busy, act };
}
export type ArenaHost = ReturnType<typeof useArenaHost>;

/**
 * An Arena's host stream hears coalesced standings, not a row per child (2,000 of them): while
 * the rows are wanted (the lobby's wall of names, the open controls), each new standings update
 * (a child joined or answered) reads the host view again; one read at a time, and the update
 * heard during it read after it, so the last join is never missed.
 */
export function useRowsRead(host: ArenaHost, wanted: boolean) {
  const { room, setRoom, board } = host;
  const code = room?.code;
  const reads = useRef({ reading: false, pending: false, live: false });
  useEffect(() => {
    const r = reads.current;
    if (!wanted || !code) return;
    r.live = true;
    return () => {
      r.live = false;
    };
  }, [wanted, code]);
  useEffect(() => {
    const r = reads.current;
    if (!wanted || !code) return;
    if (r.reading) {
      r.pending = true;
      return;
    }
    const read = () => {
      r.reading = true;
      r.pending = false;
      hostRoom(code)
        .then((now) => r.live && setRoom(now), () => undefined)
        .finally(() => {
          r.reading = false;
          if (r.pending && r.live) read();
        });
    };
    read();
  }, [wanted, code, board, setRoom]);
}
