import { lazy, Suspense, useEffect, useRef } from 'react';
import { normaliseRoomCode, TIMER_WARNING_SECONDS } from '@numbloom/domain/games';
import type { PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import { arenaPath, type RoomProblem } from '../shared/api.ts';
import { useArenaPlay } from './use-arena-play.ts';
import { clockText, Standings, TimeWarning, useSecondsLeft } from '../shared/race-parts.tsx';
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
  const { room, setRoom, board, problem, setProblem, late, setLate } = useArenaPlay(code);

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
        <ArenaEnded rank={you?.rank} players={board?.players ?? 0} score={you?.score ?? 0} late={late} />
      ) : room.state === 'waiting' ? (
        <section className="room-waiting" aria-labelledby="waiting-title">
          <h1 id="waiting-title">{t('play.waitingTitle')}</h1>
          <p role="status">{t('arena.waiting')}</p>
        </section>
      ) : (
        <ArenaRace
          room={room}
          onProblem={(p, answering) => {
            if (p.kind !== 'ended') return setProblem(p);
            setLate(answering);
            setRoom({ ...room, state: 'ended' });
          }}
        />
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

/**
 * The child's end of an Arena: the heading takes the focus, so a screen reader says the Arena has
 * ended and a keyboard carries on from there, as the end of the other modes does (WCAG 2.4.3).
 */
function ArenaEnded({
  rank,
  players,
  score,
  late,
}: {
  rank: number | null | undefined;
  players: number;
  score: number;
  late: boolean;
}) {
  const { t } = useTexts('rooms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="room-done" aria-labelledby="ended-title">
      <h1 id="ended-title" ref={heading} tabIndex={-1}>
        {t('errors.ended')}
      </h1>
      {rank ? <p className="arena-you">{t('arena.finalPlace', { rank, players, count: score })}</p> : null}
      {late ? <p>{t('play.lateAnswer')}</p> : null}
    </section>
  );
}

/** The race: the clock (with one spoken warning before the bell) and the questions. */
function ArenaRace({ room, onProblem }: { room: PlayerView; onProblem: (p: RoomProblem, answering: boolean) => void }) {
  const { t } = useTexts('rooms');
  const secondsLeft = useSecondsLeft(room.state === 'started' ? room.ends_at : null);
  return (
    <>
      <p className="arena-clock" data-testid="time-left">
        {t('arena.timeLeft', { time: secondsLeft === null ? '' : clockText(secondsLeft) })}
      </p>
      <TimeWarning secondsLeft={secondsLeft} text={t('play.secondsLeftWarning', { count: TIMER_WARNING_SECONDS })} />
      <Suspense fallback={<KidSpinner />}>
        <ArenaQuestions room={room} onProblem={onProblem} />
      </Suspense>
    </>
  );
}
