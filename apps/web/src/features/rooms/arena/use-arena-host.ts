import { useEffect, useState } from 'react';
import { GAME_PATHS, HOST_EVENTS } from '@numbloom/domain/games';
import type { HostEvent, HostView, Leaderboard } from '@numbloom/domain/games-schema';
import { openEventStream } from '../../../lib/event-stream.ts';
import { hostRoom, leaderboardOf, RoomCallError, type RoomProblem } from '../shared/api.ts';
import { checkHostEvent } from '../shared/host-events.ts';

/**
 * The teacher's Arena as the host screen follows it: the room and the standings from the host's event
 * stream, read again where a proxy holds the stream back; the stream closes with the end, which
 * brings the final standings.
 */
export function useArenaHost(code: string) {
  const [room, setRoom] = useState<HostView | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);

  useEffect(() => {
    let live = true;
    const fail = (err: unknown) =>
      live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null });
    hostRoom(code).then((r) => live && setRoom(r), fail);
    leaderboardOf(code).then(
      (b) => live && setBoard(b),
      () => undefined,
    );
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
        if (e.type === 'room') setRoom(e.room);
        if (e.type === 'leaderboard') setBoard(e);
        if (e.type === 'started')
          setRoom((r) =>
            r
              ? {
                  ...r,
                  state: 'started',
                  started_at: e.started_at,
                  ends_at: r.duration_seconds
                    ? new Date(Date.parse(e.started_at) + r.duration_seconds * 1000).toISOString()
                    : null,
                }
              : r,
          );
        if (e.type === 'ended') setRoom((r) => (r ? { ...r, state: 'ended', ended_at: e.ended_at } : r));
        // the final standings came with the end: nothing more to hear
        if (e.type === 'ended' || (e.type === 'room' && e.room.state === 'ended')) stream.close();
      },
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [code]);

  return { room, setRoom, board, problem, setProblem };
}
