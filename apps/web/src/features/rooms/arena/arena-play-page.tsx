import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { normaliseRoomCode, TIMER_WARNING_SECONDS } from '@numbloom/domain/games';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import { arenaPath } from '../shared/api.ts';
import { clockText, Standings, TimeWarning, useSecondsLeft } from '../shared/race-parts.tsx';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { roomProblemText } from '../shared/room-notice.tsx';
import { useArenaPlay } from './use-arena-play.ts';
import '../rooms.css';
import { WithName } from '../../../ui/lang.tsx';

/** The questions, the maths engine and the models load when the race starts (decision 042). */
const ArenaQuestions = lazy(() => import('./arena-questions.tsx'));

/**
 * /arena/{code}/: a child in an Arena. Waiting for the start, then one
 * question at a time at their own pace (each made at their level by the
 * server, which checks every answer), their own place and the top three, the
 * time left; after the bell, 'Oops, this activity has ended.' with their
 * final place. One of the child's pages (decision 042).
 */
function ArenaPlayPage({ code: given }: { code: string }) {
  const { t } = useTexts('rooms');
  const code = normaliseRoomCode(given);
  const { room, setRoom, board, problem, setProblem } = useArenaPlay(code);
  /** the last answer reached the server after the bell: the end screen says it did not count */
  const [late, setLate] = useState(false);
  const secondsLeft = useSecondsLeft(room?.state === 'started' ? room.ends_at : null);
  const timeLeft = secondsLeft === null ? '' : clockText(secondsLeft);
  const endedHeading = useRef<HTMLHeadingElement>(null);
  const ended = room?.state === 'ended';
  // the bell moves the child's focus to the result's heading, and a screen reader reads it out (as the class game does)
  useEffect(() => {
    if (ended) endedHeading.current?.focus();
  }, [ended]);

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
      <p className="room-me">
        <WithName text={(nickname) => t('play.you', { nickname })} name={room.nickname} />
      </p>
      {room.state === 'ended' ? (
        <section className="room-done" aria-labelledby="ended-title">
          <h1 id="ended-title" ref={endedHeading} tabIndex={-1}>
            {t('errors.ended')}
          </h1>
          {you?.rank ? (
            <p className="arena-you">
              {t('arena.finalPlace', { rank: you.rank, players: board?.players ?? 0, count: you.score })}
            </p>
          ) : null}
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
          <TimeWarning
            secondsLeft={secondsLeft}
            text={t('play.secondsLeftWarning', { count: TIMER_WARNING_SECONDS })}
          />
          <Suspense fallback={<KidSpinner />}>
            <ArenaQuestions
              room={room}
              onProblem={(p, answering) => {
                if (p.kind !== 'ended') return setProblem(p);
                setLate(answering);
                setRoom({ ...room, state: 'ended' });
              }}
            />
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

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default ArenaPlayPage;
