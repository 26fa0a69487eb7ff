import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GAME_PATHS, normaliseRoomCode, PLAYER_EVENTS } from '@numbloom/domain/games';
import type { AnswerResult, PlayerEvent, PlayerResults, PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../i18n/small.tsx';
import { namedEvent, openEventStream, type StreamState } from '../../lib/event-stream.ts';
import { goTo } from '../../lib/navigate.ts';
import { answerQueue } from '../../player/answer-queue.ts';
import { answerItem, joinPath, playerResults, playerRoom, problemOf, renamePlayer, type RoomProblem } from './api.ts';
import { knockKey } from './knock.ts';
import { roomProblemText, SystemCheckHelp } from './room-notice.tsx';
import { KidSpinner } from './kid-spinner.tsx';
import './rooms.css';

/** The questions, the maths engine and the models load when the game starts (decision 042): not on a first visit. */
const Questions = lazy(() => import('./questions.tsx'));

/** What an answer came to: checked by the server, kept to send later (offline), or refused. */
export type AnswerOutcome = { kind: 'checked'; result: AnswerResult } | { kind: 'queued' } | { kind: 'refused'; problem: RoomProblem };

type Seat = 'seated' | 'knocking' | 'refused' | 'removed' | 'moved';


/**
 * /join/{code}/: a child's game. Waiting until the teacher starts, then the
 * child's own questions (checked by the server), then their score and rank.
 * The page follows the room's event stream and says so when it reconnects;
 * a reload, a new tab or a dropped network comes back to the same seat,
 * question and score, and answers given offline are sent once it is back.
 */
export function PlayRoomPage({ code: rawCode }: { code: string }) {
  const code = normaliseRoomCode(rawCode);
  const { t } = useTexts('rooms');
  const [view, setView] = useState<PlayerView | null>(null);
  const [seat, setSeat] = useState<Seat>('seated');
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const [results, setResults] = useState<PlayerResults | null>(null);
  /** the room has ended and its results are no longer kept (the host deleted the guests' results, or their day passed) */
  const [resultsGone, setResultsGone] = useState(false);
  const [itemsVersion, setItemsVersion] = useState(0);
  /** the last answer reached the server after the end: the end screen says it did not count */
  const [late, setLate] = useState(false);
  const queue = useMemo(() => answerQueue(`nb-answers-${code}`), [code]);
  const [queued, setQueued] = useState(() => queue.list().length);
  const flushing = useRef(false);

  const applyResult = useCallback((itemIndex: number, result: AnswerResult) => {
    setView((v) => (v ? { ...v, score: result.score, bonus: result.bonus, status: result.status, answers: { ...v.answers, [String(itemIndex)]: result.correct } } : v));
  }, []);

  /** Sends the answers kept while offline, oldest first; stops at the first that still cannot go. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const pending of queue.list()) {
        try {
          const result = await answerItem(code, pending.item_index, pending.response, true);
          queue.remove(pending.item_index);
          applyResult(pending.item_index, result);
        } catch (err) {
          const p = problemOf(err);
          if (p.kind === 'offline') break;
          // refused for good (ended, taken out, not a question of this run): nothing to send any more
          queue.remove(pending.item_index);
          if (p.kind === 'ended' || p.kind === 'removed') break;
        }
      }
    } finally {
      flushing.current = false;
      setQueued(queue.list().length);
    }
  }, [code, queue, applyResult]);

  const answer = useCallback(
    async (itemIndex: number, response: unknown): Promise<AnswerOutcome> => {
      try {
        const result = await answerItem(code, itemIndex, response);
        applyResult(itemIndex, result);
        return { kind: 'checked', result };
      } catch (err) {
        const p = problemOf(err);
        if (p.kind === 'offline') {
          queue.add({ item_index: itemIndex, response });
          setQueued(queue.list().length);
          return { kind: 'queued' };
        }
        if (p.kind === 'ended' || p.kind === 'removed') setProblem(p);
        if (p.kind === 'ended') setLate(true);
        return { kind: 'refused', problem: p };
      }
    },
    [code, queue, applyResult],
  );

  // The room as it is now, and its events from then on.
  useEffect(() => {
    let live = true;
    const knocking = sessionStorage.getItem(knockKey(code)) === '1';
    const refusedFor = (p: RoomProblem) => {
      if (!live) return;
      if (p.kind === 'not-player' && !knocking) goTo(`${joinPath()}?code=${code}`, { replace: true });
      else if (p.kind !== 'not-player' && p.kind !== 'offline') setProblem(p);
    };
    playerRoom(code).then((v) => live && setView(v), (err: unknown) => refusedFor(problemOf(err)));
    // The room read again, outside the stream: the view; 'knocking' while this device waits to be let in;
    // null when refused for good (the page says so). Offline throws: try later.
    const readRoom = async (): Promise<PlayerView | 'knocking' | null> => {
      try {
        return await playerRoom(code);
      } catch (err) {
        const p = problemOf(err);
        if (p.kind === 'offline') throw err;
        if (p.kind === 'not-player' && sessionStorage.getItem(knockKey(code)) === '1') return 'knocking';
        refusedFor(p);
        return null;
      }
    };
    // pace 'together': a new round means new questions (the snapshot read behind a proxy carries the round too)
    let round: number | null | undefined;
    const stream = openEventStream<PlayerEvent>(GAME_PATHS.playerEvents(code), {
      events: PLAYER_EVENTS,
      check: namedEvent<PlayerEvent>(PLAYER_EVENTS),
      onState: (s) => live && setConnection(s),
      // Before opening again: is there still a seat to follow?
      mayReconnect: async () => {
        const now = await readRoom();
        if (now === null || now === 'knocking') return now !== null;
        if (now.state === 'ended') setView(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the room as it is now, as the stream's first event gives it
      snapshot: async () => {
        const now = await readRoom();
        if (now === null) stream.close();
        return now === null || now === 'knocking' ? null : { type: 'room', room: now };
      },
      onEvent: (e) => {
        if (!live) return;
        switch (e.type) {
          case 'room':
            if (round !== undefined && e.room.round !== round) setItemsVersion((n) => n + 1);
            round = e.room.round;
            setView(e.room);
            setSeat('seated');
            sessionStorage.removeItem(knockKey(code));
            if (e.room.state === 'ended') stream.close();
            void flush();
            return;
          case 'settings':
            return setView((v) => (v ? { ...v, speed_bonus: e.settings.speed_bonus, pace: e.settings.pace, seconds_per_question: e.settings.seconds_per_question } : v));
          case 'started':
            round = e.round;
            return setView((v) => (v ? { ...v, state: 'started', started_at: e.started_at, round: e.round } : v));
          case 'round':
            round = e.round;
            setItemsVersion((n) => n + 1);
            return setView((v) => (v ? { ...v, round: e.round, round_started_at: e.round_started_at } : v));
          case 'ended':
            // nothing more to hear: the result is read once
            stream.close();
            return setView((v) => (v ? { ...v, state: 'ended' } : v));
          case 'you':
            return setView((v) => (v ? { ...v, ...e.you } : v));
          case 'removed':
            setSeat('removed');
            return stream.close();
          case 'seat-moved':
            setSeat('moved');
            return stream.close();
          case 'knocking':
            return setSeat('knocking');
          case 'admitted':
            return setSeat('seated');
          case 'refused':
            sessionStorage.removeItem(knockKey(code));
            setSeat('refused');
            return stream.close();
          default:
            return;
        }
      },
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      live = false;
      stream.close();
      window.removeEventListener('online', online);
    };
  }, [code, flush]);

  // Once the room has ended: the child's own result (after their queued answers are in).
  const ended = view?.state === 'ended' || problem?.kind === 'ended';
  useEffect(() => {
    if (!ended || results) return;
    let live = true;
    void flush().then(() =>
      playerResults(code).then(
        (r) => live && setResults(r),
        (err: unknown) => {
          if (!live) return;
          const p = problemOf(err);
          setProblem(p);
          if (p.kind === 'ended') setResultsGone(true);
        },
      ),
    );
    return () => {
      live = false;
    };
  }, [ended, results, code, flush]);

  // A status line that is always there and keeps its place (decision 053): a note that came and went
  // above the question moved the board under a child's finger as a stream dropped and came back (a tap
  // meant for the counters' pile could land on Check). Hidden, it is not read out; shown, it is.
  const down = connection === 'reconnecting';
  const reconnecting = (
    <div className="room-connection" role="status">
      <p className={down ? 'room-reconnecting' : 'room-reconnecting idle'}>
        <span className="dot" aria-hidden="true" /> {t('play.reconnecting')}
        {down && queued > 0 ? ` ${t('play.queued', { count: queued })}` : ''}
      </p>
    </div>
  );

  if (seat === 'removed' || problem?.kind === 'removed') return <Notice title={t('play.removedTitle')} text={t('errors.removed')} />;
  if (seat === 'moved') return <Notice title={t('play.movedTitle')} text={t('play.movedText')} />;
  if (seat === 'refused') return <Notice title={t('play.refusedTitle')} text={t('play.refusedText')} />;
  if (seat === 'knocking' || (!view && sessionStorage.getItem(knockKey(code)) === '1' && !problem)) {
    return (
      <div className="container rooms play">
        {reconnecting}
        <section className="room-waiting" aria-labelledby="knock-title">
          <h1 id="knock-title">{t('play.knockingTitle')}</h1>
          <p role="status">{t('play.knocking')}</p>
        </section>
      </div>
    );
  }
  if (ended) {
    if (results) return <Results results={results} late={late} />;
    if (problem && (resultsGone || problem.kind !== 'ended')) return <Notice title={t('play.endedTitle')} text={roomProblemText(t, problem)} />;
    return <Loading />;
  }
  if (problem) return <Notice title={t('play.problemTitle')} text={roomProblemText(t, problem)} />;
  if (!view) return <Loading />;
  return (
    <div className="container rooms play">
      {reconnecting}
      {view.state === 'waiting' ? (
        <Waiting view={view} onRenamed={setView} />
      ) : (
        <Suspense fallback={<Loading />}>
          <Questions view={view} answer={answer} queued={queue.list().map((a) => a.item_index)} itemsVersion={itemsVersion} />
        </Suspense>
      )}
    </div>
  );
}

function Loading() {
  return (
    <div className="container rooms page-loading">
      <KidSpinner />
    </div>
  );
}

/** A friendly end of the road (taken out, seat moved, refused): words, not a red box, and a way back to the join page. */
function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTexts('rooms');
  return (
    <div className="container rooms play">
      <section className="room-card" aria-labelledby="notice-title">
        <h1 id="notice-title">{title}</h1>
        <p>{text}</p>
        <p>
          <a href={joinPath()}>{t('play.joinAnother')}</a>
        </p>
        <SystemCheckHelp />
      </section>
    </div>
  );
}

function Waiting({ view, onRenamed }: { view: PlayerView; onRenamed: (v: PlayerView) => void }) {
  const { t } = useTexts('rooms');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  async function reroll() {
    setBusy(true);
    try {
      const v = await renamePlayer(view.code);
      onRenamed(v);
      setNote(t('play.newName', { nickname: v.nickname }));
    } catch (err) {
      setNote(roomProblemText(t, problemOf(err)));
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="room-waiting" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{t('play.waitingTitle')}</h1>
      <p className="room-me-big">
        {t('play.youAre')} <strong data-testid="my-nickname">{view.nickname}</strong>
      </p>
      {view.nickname_mode === 'generated' && view.rerolls_left !== null ? <p>{t('play.nameGiven')}</p> : null}
      {view.nickname_mode === 'generated' && view.rerolls_left !== null ? (
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => void reroll()} disabled={busy || view.rerolls_left <= 0}>
            {t('play.reroll', { count: view.rerolls_left })}
          </button>
        </p>
      ) : null}
      <p role="status">{note || t('play.waiting')}</p>
    </section>
  );
}

const ordinalRules = (language: string) => {
  try {
    return new Intl.PluralRules(language, { type: 'ordinal' });
  } catch {
    return null;
  }
};

/** The real end: the child's own score and rank, never an error. */
function Results({ results, late }: { results: PlayerResults; late: boolean }) {
  const { t, language } = useTexts('rooms');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const podium = results.rank !== null && results.rank <= 3;
  const ordinal = results.rank === null ? '' : (ordinalRules(language)?.select(results.rank) ?? 'other');
  return (
    <div className="container rooms play">
      <section className={podium ? 'room-card room-results on-podium' : 'room-card room-results'} aria-labelledby="results-title">
        <h1 id="results-title" ref={ref} tabIndex={-1}>
          {t('results.title')}
        </h1>
        <p className="results-score" data-testid="my-score">
          {t('results.score', { score: results.score, total: results.item_count })}
        </p>
        {late ? <p>{t('play.lateAnswer')}</p> : null}
        {results.rank !== null ? (
          <p className="results-rank" data-testid="my-rank">
            {t(`results.rank_${ordinal}`, { rank: results.rank, players: results.players })}
          </p>
        ) : null}
        {results.speed_bonus && results.bonus > 0 ? <p>{t('results.bonus', { count: results.bonus })}</p> : null}
        {results.stars !== null ? <p>{t('results.stars', { count: results.stars })}</p> : null}
        <p className="results-cheer">{t(results.score * 2 >= results.item_count ? 'results.cheerHigh' : 'results.cheerLow')}</p>
        <p>
          <a href={joinPath()}>{t('play.joinAnother')}</a>
        </p>
        <SystemCheckHelp />
      </section>
    </div>
  );
}
