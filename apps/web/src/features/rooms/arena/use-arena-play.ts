import { useEffect, useState } from 'react';
import { GAME_PATHS, PLAYER_EVENTS } from '@numbloom/domain/games';
import type { Leaderboard, PlayerEvent, PlayerView } from '@numbloom/domain/games-schema';
import { namedEvent, openEventStream } from '../../../lib/event-stream.ts';
import { leaderboardOf, playerRoom, problemOf, type RoomProblem } from '../shared/api.ts';

/**
 * A child's Arena page's state: their seat's view of the race and the standings, kept live by the
 * player's stream (a new name the host gave them included), and what went wrong.
 */
export function useArenaPlay(code: string) {
  const [room, setRoom] = useState<PlayerView | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);

  useEffect(() => {
    let live = true;
    // the first reads fill only what the stream has not: its room and standings, and what came since, are newer
    playerRoom(code).then(
      (r) => live && setRoom((now) => now ?? r),
      (err: unknown) => live && setProblem(problemOf(err)),
    );
    leaderboardOf(code).then(
      (b) => live && setBoard((now) => now ?? b),
      () => undefined,
    );
    // offline: try again later (throws); refused for good (the seat is gone): say so, stop following
    const refused = (err: unknown): false => {
      const p = problemOf(err);
      if (p.kind === 'offline') throw err;
      if (live) setProblem(p);
      return false;
    };
    const stream = openEventStream<PlayerEvent>(GAME_PATHS.playerEvents(code), {
      events: PLAYER_EVENTS,
      check: namedEvent<PlayerEvent>(PLAYER_EVENTS),
      // before opening again: is there still a race to follow? (Offline throws: try later.)
      mayReconnect: async () => {
        try {
          const now = await playerRoom(code);
          if (live) setRoom(now);
          return now.state !== 'ended';
        } catch (err) {
          return refused(err);
        }
      },
      // a stream held back by a proxy: the race and the standings as they are now
      snapshot: async () => {
        try {
          const [now, standings] = await Promise.all([playerRoom(code), leaderboardOf(code)]);
          if (live) setBoard(standings);
          return { type: 'room', room: now };
        } catch (err) {
          refused(err);
          stream.close();
          return null;
        }
      },
      onEvent: (e) => {
        if (!live) return;
        if (e.type === 'room') setRoom(e.room);
        if (e.type === 'leaderboard') setBoard(e);
        // the host gave this child a made-up name (or extra time): their own line shows it
        if (e.type === 'you') setRoom((r) => (r ? { ...r, ...e.you } : r));
        if (e.type === 'ended') setRoom((r) => (r ? { ...r, state: 'ended' } : r));
        if (e.type === 'started')
          setRoom((r) => (r ? { ...r, state: 'started', started_at: e.started_at, ends_at: r.duration_seconds ? new Date(Date.parse(e.started_at) + r.duration_seconds * 1000).toISOString() : null } : r));
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
