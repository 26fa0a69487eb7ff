import { lazy, Suspense, useEffect, useState } from 'react';
import { GAME_PATHS, normaliseRoomCode, PLAYER_EVENTS } from '@numbloom/domain/games';
import type { Leaderboard, PlayerEvent, PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { namedEvent, openEventStream } from '../../../lib/event-stream.ts';
import { goTo } from '../../../lib/navigate.ts';
import { arenaPath, leaderboardOf, playerRoom, problemOf, type RoomProblem } from '../shared/api.ts';
import { Standings, useTimeLeft } from '../shared/race-parts.tsx';
import { KidSpinner } from '../shared/kid-spinner.tsx';
import { roomProblemText } from '../shared/room-notice.tsx';
import '../rooms.css';

/** The questions, the maths engine and the models load when the race starts (decision 042). */
const ArenaQuestions = lazy(() => import('./arena-questions.tsx'));

/**
 * /arena/{code}/: a child in an Arena. Waiting for the start, then one
 * question at a time at their own pace (each made at their level by the
 * server, which checks every answer), their own place and the top three, the
 * time left; after the bell, 'Oops, this activity has ended.' with their
 * final place. One of the child's pages (decision 042).
 */
export function ArenaPlayPage({ code: given }: { code: string }) {
  const { t } = useTexts('rooms');
  const code = normaliseRoomCode(given);
  const [room, setRoom] = useState<PlayerView | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  /** the last answer reached the server after the bell: the end screen says it did not count */
  const [late, setLate] = useState(false);
  const timeLeft = useTimeLeft(room?.state === 'started' ? room.ends_at : null);

  useEffect(() => {
    let live = true;
    playerRoom(code).then(
      (r) => live && setRoom(r),
      (err: unknown) => live && setProblem(problemOf(err)),
    );
    leaderboardOf(code).then(
      (b) => live && setBoard(b),
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

  // Not a player of this Arena (a link passed on, a seat from another browser): to the way in, the code filled.
  const notSeated = problem?.kind === 'other' && !!problem.message && !room;
  useEffect(() => {
    if (notSeated) goTo(`${arenaPath()}?code=${code}`, { replace: true });
  }, [notSeated, code]);

  if (notSeated) return null;
  if (problem && !room) {
    return (
      <div className="container rooms">
        <p role="alert" className="room-problem-text">
          {roomProblemText(t, problem)}
        </p>
      </div>
    );
  }
  if (!room) {
    return (
      <div className="container rooms page-loading">
        <KidSpinner />
      </div>
    );
  }
  const you = board?.you;
  return (
    <div className="container rooms play arena-play">
      <p className="room-me">{t('play.you', { nickname: room.nickname })}</p>
      {room.state === 'ended' ? (
        <section className="room-done" aria-labelledby="ended-title">
          <h1 id="ended-title">{t('errors.ended')}</h1>
          {you?.rank ? <p className="arena-you">{t('arena.finalPlace', { rank: you.rank, players: board?.players ?? 0, count: you.score })}</p> : null}
          {late ? <p>{t('play.lateAnswer')}</p> : null}
        </section>
      ) : room.state === 'waiting' ? (
        <section className="room-waiting" aria-labelledby="waiting-title">
          <h1 id="waiting-title">{t('play.waitingTitle')}</h1>
          <p role="status">{t('arena.waiting')}</p>
        </section>
      ) : (
        <>
          <p className="arena-clock" data-testid="time-left">
            {t('arena.timeLeft', { time: timeLeft })}
          </p>
          <Suspense fallback={<KidSpinner />}>
            <ArenaQuestions room={room} onProblem={(p, answering) => {
              if (p.kind !== 'ended') return setProblem(p);
              setLate(answering);
              setRoom({ ...room, state: 'ended' });
            }} />
          </Suspense>
        </>
      )}
      {problem && room ? (
        <p role="alert" className="room-problem-text">
          {roomProblemText(t, problem)}
        </p>
      ) : null}
      <section aria-labelledby="standings-title" className="arena-side">
        <h2 id="standings-title">{t('arena.top3')}</h2>
        {you?.rank ? (
          <p className="arena-you" data-testid="my-rank">
            {t('arena.yourPlace', { rank: you.rank, count: board?.players ?? 0 })}
          </p>
        ) : null}
        <Standings top={board?.top ?? []} empty={t('arena.nobodyYet')} label={t('arena.top3')} me={room.player_id} />
      </section>
    </div>
  );
}
