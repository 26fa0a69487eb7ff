import { useEffect, useState } from 'react';
import { GAME_PATHS, HOST_EVENTS } from '@numbloom/domain/games';
import type { HostEvent, HostPlayer, HostView } from '@numbloom/domain/games-schema';
import { openEventStream, type StreamState } from '../../../lib/event-stream.ts';
import { hostRoom, problemOf, type RoomProblem } from '../shared/api.ts';
import { checkHostEvent } from '../shared/host-events.ts';
import '../rooms.css';

const upsert = (players: HostPlayer[], player: HostPlayer) => {
  const i = players.findIndex((p) => p.id === player.id);
  return i === -1 ? [...players, player] : players.map((p, j) => (j === i ? player : p));
};

/** A host event folded into the room the host sees. */
function applyHostEvent(room: HostView, event: HostEvent): HostView {
  switch (event.type) {
    case 'room':
      return event.room;
    case 'player-joined':
    case 'player-updated':
    case 'player-answered':
      return { ...room, players: upsert(room.players, event.player) };
    case 'seat-requested':
      return { ...room, seat_requests: [...room.seat_requests.filter((r) => r.player_id !== event.request.player_id), event.request] };
    case 'seat-request-closed':
      return { ...room, seat_requests: room.seat_requests.filter((r) => r.player_id !== event.player_id) };
    case 'settings':
      return { ...room, settings: event.settings };
    case 'join-check':
      return { ...room, check: event.check };
    case 'started':
      return { ...room, state: 'started', started_at: event.started_at, round: event.round, round_started_at: event.round === null ? null : event.started_at, round_closed_at: null };
    case 'round':
      return { ...room, round: event.round, round_started_at: event.round_started_at, round_closed_at: null };
    case 'round-closed':
      return event.round === room.round ? { ...room, round_closed_at: event.closed_at } : room;
    case 'play-again':
      return { ...room, next_code: event.code };
    case 'ended':
      return { ...room, state: 'ended', ended_at: event.ended_at, results_until: event.results_until, check: null };
    case 'results-deleted':
      return { ...room, results_until: null };
    default:
      return room;
  }
}

/**
 * The class room as the teacher's screen follows it: the room from the host's event stream, each event
 * folded in; the stream's state (a dropped stream shows a note); one polite line for who just joined or
 * asks for a seat. An ended room says nothing more, so its stream closes.
 */
export function useHostRoom(code: string) {
  const [room, setRoom] = useState<HostView | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [connection, setConnection] = useState<StreamState>('connecting');
  // what the screen says aloud of a child: the catalogue's key and the child's name, which the page marks as a name
  const [announcement, setAnnouncement] = useState<{ key: 'host.joined' | 'host.seatRequested'; nickname: string } | null>(null);
  useEffect(() => {
    let live = true;
    // The page's first read. The stream's first event is the room as well, and what came on the stream
    // since is newer than this answer can be (a child who joined in between): this fills only a page
    // that has nothing yet, and never takes a name off the wall.
    hostRoom(code).then(
      (r) => live && setRoom((now) => now ?? r),
      (err: unknown) => live && setProblem(problemOf(err)),
    );
    const stream = openEventStream<HostEvent>(GAME_PATHS.hostEvents(code), {
      events: HOST_EVENTS,
      check: checkHostEvent,
      onState: (s) => live && setConnection(s),
      // before opening again: an ended room has nothing more to say on the stream
      mayReconnect: async () => {
        const now = await hostRoom(code);
        if (live) setRoom(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the room as it is now, as the stream's first event gives it
      snapshot: async () => ({ type: 'room', room: await hostRoom(code) }),
      onEvent: (e) => {
        if (!live) return;
        setRoom((r) => (r || e.type === 'room' ? applyHostEvent(r ?? (e as Extract<HostEvent, { type: 'room' }>).room, e) : r));
        if (e.type === 'player-joined') setAnnouncement({ key: 'host.joined', nickname: e.player.nickname });
        if (e.type === 'seat-requested') setAnnouncement({ key: 'host.seatRequested', nickname: e.request.nickname });
        // after the end the screen shows the results, which it reads itself
        if (e.type === 'ended' || (e.type === 'room' && e.room.state === 'ended')) stream.close();
      },
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [code]);

  const upsertPlayer = (player: HostPlayer) => setRoom((r) => (r ? { ...r, players: upsert(r.players, player) } : r));
  return { room, setRoom, problem, setProblem, connection, announcement, upsertPlayer };
}
