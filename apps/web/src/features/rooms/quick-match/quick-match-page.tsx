import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import {
  normaliseRoomCode,
  QUICK_MATCH_GRADES,
  QUICK_MATCH_WAIT_SECONDS,
  TIMER_WARNING_SECONDS,
} from '@numbloom/domain/games';
import type { QuickMatchView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { goTo } from '../../../lib/navigate.ts';
import {
  askMatch,
  newTapKey,
  cancelMatch,
  leaveRoom,
  matchTicket,
  problemOf,
  quickMatchPath,
  quickMatchRacePath,
} from '../shared/api.ts';
import { clockText, TimeWarning, useSecondsLeft } from '../shared/race-parts.tsx';
import { roomProblemText } from '../shared/room-notice.tsx';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { useQuickMatchRace } from './use-quick-match-race.ts';
import '../rooms.css';
import { Name, WithName } from '../../../ui/lang.tsx';

/** The questions, the maths engine and the models load when the race starts (decision 042). */
const Questions = lazy(() => import('../shared/questions.tsx'));

/**
 * /quick-match/ and /quick-match/{code}/ (decision 044): a child chooses a
 * grade and waits for another child of it (or, past the deadline, a practice
 * player, and the page says which); then a one-minute race of ten questions
 * with both scores live; then 'This Quick Match has ended.' with the result
 * and Play again. Strangers see only each other's generated names.
 */
function QuickMatchPage({ code }: { code?: string }) {
  return code ? <Race key={code} code={normaliseRoomCode(code)} /> : <Lobby />;
}

type LobbyState =
  { kind: 'choose' } | { kind: 'waiting'; grade: string; seconds: number } | { kind: 'problem'; text: string };

function Lobby() {
  const { t } = useTexts('rooms');
  const params = new URLSearchParams(location.search);
  const wanted = params.get('grade');
  const preset = QUICK_MATCH_GRADES.find((g) => g === wanted);
  const [state, setState] = useState<LobbyState>({ kind: 'choose' });
  const alive = useRef(true);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // this ask's key, read by every tap of it: two taps at once (before the screen changes) send the same
  // key, and the server answers both with one ticket; Stop makes the next ask a new one
  const tapKey = useRef(newTapKey());

  const find = useCallback(
    async (grade: string) => {
      setState({ kind: 'waiting', grade, seconds: QUICK_MATCH_WAIT_SECONDS });
      try {
        let ticket = await askMatch(grade, tapKey.current);
        // the server's deadline, as this ticket has it
        const seconds = Math.min(60, Math.max(1, Math.round((Date.parse(ticket.waiting_until) - Date.now()) / 1000)));
        if (alive.current && ticket.state === 'waiting') setState({ kind: 'waiting', grade, seconds });
        while (alive.current && ticket.state !== 'matched') {
          try {
            ticket = await matchTicket();
          } catch (err) {
            // a dropped connection while waiting: ask again in a moment, the ticket is still ours
            if (problemOf(err).kind !== 'offline') throw err;
            await new Promise((r) => setTimeout(r, 2000));
          }
        }
        if (alive.current && ticket.code) goTo(quickMatchRacePath(ticket.code), { replace: true });
      } catch (err) {
        if (alive.current)
          setState({ kind: 'problem', text: roomProblemText(t, problemOf(err)) || t('quick.problem') });
      }
    },
    [t],
  );

  useEffect(() => {
    alive.current = true;
    if (preset && params.get('again') === '1') void find(preset);
    return () => {
      alive.current = false;
    };
    // once, as the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // focus follows the screen as it changes (not as the page first opens: Tab starts at the top)
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) headingRef.current?.focus();
    opened.current = true;
  }, [state.kind]);

  async function stop() {
    alive.current = false;
    await cancelMatch().catch(() => undefined);
    tapKey.current = newTapKey();
    alive.current = true;
    setState({ kind: 'choose' });
  }

  if (state.kind === 'waiting') {
    return (
      <div className="container rooms play quick-match">
        <section className="room-waiting" aria-labelledby="qm-title">
          <h1 id="qm-title" ref={headingRef} tabIndex={-1}>
            {t('quick.lookingTitle')}
          </h1>
          <p role="status">{t('quick.looking', { grade: t(`quick.grade_${state.grade}`), count: state.seconds })}</p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={() => void stop()}>
              {t('quick.cancel')}
            </button>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="container rooms play quick-match">
      <section className="room-card" aria-labelledby="qm-title">
        <h1 id="qm-title" ref={headingRef} tabIndex={-1}>
          {t('quick.title')}
        </h1>
        <p>{t('quick.lead')}</p>
        {state.kind === 'problem' ? <p role="alert">{state.text}</p> : null}
        <h2 id="qm-grades">{t('quick.chooseGrade')}</h2>
        <ul className="qm-grades" aria-labelledby="qm-grades">
          {QUICK_MATCH_GRADES.map((g) => (
            <li key={g}>
              <button
                type="button"
                className={g === preset ? 'btn btn-primary' : 'btn btn-secondary'}
                onClick={() => void find(g)}
              >
                {t(`quick.grade_${g}`)}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Race({ code }: { code: string }) {
  const { t } = useTexts('rooms');
  const { match, view, problem, late, answer, refresh } = useQuickMatchRace(code);
  const [leaving, setLeaving] = useState(false);
  const secondsLeft = useSecondsLeft(match?.state === 'started' ? match.ends_at : null);
  const timeLeft = secondsLeft === null ? '' : clockText(secondsLeft);

  async function leave() {
    await leaveRoom(code).catch(() => undefined);
    await refresh();
  }

  if (problem && !match) {
    return (
      <div className="container rooms play quick-match">
        <section className="room-card" aria-labelledby="qm-title">
          <h1 id="qm-title">{t('quick.ended')}</h1>
          <p>{problem}</p>
          <p>
            <a className="btn btn-primary" href={quickMatchPath()}>
              {t('quick.playAgain')}
            </a>
          </p>
        </section>
      </div>
    );
  }
  if (!match || !view) {
    return (
      <div className="container rooms page-loading">
        <KidSpinner />
      </div>
    );
  }
  const them = match.opponent;
  if (match.state === 'ended') return <Ended match={match} late={late} />;
  return (
    <div className="container rooms play quick-match">
      <section className="qm-board" aria-labelledby="qm-scores">
        <h2 id="qm-scores" className="visually-hidden">
          {t('quick.scores')}
        </h2>
        <p className="qm-who">
          <WithName text={(nickname) => t('quick.youAre', { nickname })} name={match.you.nickname} />
        </p>
        <ul className="qm-scores">
          <li className="qm-me">
            <span>
              {t('quick.you')}
              <small data-testid="my-answered">
                {t('quick.answered', { n: match.you.answered, total: match.item_count })}
              </small>
            </span>{' '}
            <strong data-testid="my-score">{match.you.score}</strong>
          </li>
          <li>
            <span>
              {them ? <Name>{them.nickname}</Name> : '…'}
              <small data-testid="their-answered">
                {t('quick.answered', { n: them?.answered ?? 0, total: match.item_count })}
              </small>
            </span>{' '}
            <strong data-testid="their-score">{them?.score ?? 0}</strong>
          </li>
        </ul>
        <p className="qm-opponent" data-testid="opponent-kind">
          {match.practice === 'replay' ? (
            t('quick.practiceReplay')
          ) : match.practice === 'paced' ? (
            t('quick.practicePaced')
          ) : (
            <WithName text={(name) => t('quick.realOpponent', { name })} name={them?.nickname ?? ''} />
          )}
        </p>
        <p className="arena-clock" data-testid="time-left">
          {t('quick.timeLeft', { time: timeLeft })}
        </p>
        <TimeWarning secondsLeft={secondsLeft} text={t('play.secondsLeftWarning', { count: TIMER_WARNING_SECONDS })} />
      </section>
      {/* the questions stay until the child moves past the last one, so its feedback is seen too */}
      <Suspense fallback={null}>
        <Questions
          view={view}
          answer={answer}
          queued={[]}
          itemsVersion={0}
          done={
            <p role="status">
              <WithName text={(name) => t('quick.allAnswered', { name })} name={them?.nickname ?? ''} />
            </p>
          }
        />
      </Suspense>
      <div className="qm-leave">
        {leaving ? (
          <div role="group" aria-labelledby="qm-leave-q">
            <p id="qm-leave-q">{t('quick.leaveConfirm')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void leave()}>
              {t('quick.leaveYes')}
            </button>{' '}
            <button type="button" className="btn btn-primary" onClick={() => setLeaving(false)}>
              {t('quick.leaveNo')}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn-secondary" onClick={() => setLeaving(true)}>
            {t('quick.leave')}
          </button>
        )}
      </div>
    </div>
  );
}

function Ended({ match, late }: { match: QuickMatchView; late: boolean }) {
  const { t } = useTexts('rooms');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const them = match.opponent;
  return (
    <div className="container rooms play quick-match">
      <section className="room-card room-results" aria-labelledby="qm-ended">
        <h1 id="qm-ended" ref={ref} tabIndex={-1}>
          {t('quick.ended')}
        </h1>
        {match.outcome ? (
          <p className="results-score" data-testid="outcome">
            {t(`quick.${match.outcome}`)}
          </p>
        ) : null}
        <p data-testid="final-scores">
          <WithName
            text={(name) => t('quick.final', { you: match.you.score, name, them: them?.score ?? 0 })}
            name={them?.nickname ?? ''}
          />
        </p>
        {late ? <p>{t('play.lateAnswer')}</p> : null}
        {match.you.left ? (
          <p>{t('quick.youLeft')}</p>
        ) : them?.left ? (
          <p>
            <WithName text={(name) => t('quick.theyLeft', { name })} name={them.nickname} />
          </p>
        ) : null}
        <p className="row">
          <button type="button" className="btn btn-primary" onClick={() => goTo(quickMatchPath(match.grade, true))}>
            {t('quick.playAgain')}
          </button>{' '}
          <a href={quickMatchPath()}>{t('quick.otherGrade')}</a>
        </p>
      </section>
    </div>
  );
}

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default QuickMatchPage;
