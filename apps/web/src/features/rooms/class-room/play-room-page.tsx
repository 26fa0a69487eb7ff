import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { normaliseRoomCode } from '@numbloom/domain/games';
import type { PlayerResults, PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { joinPath, problemOf, renamePlayer } from '../shared/api.ts';
import { knockKey } from './knock.ts';
import { usePlayRoom } from './use-play-room.ts';
import { roomProblemText, SystemCheckHelp } from '../shared/room-notice.tsx';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { Name } from '../../../ui/lang.tsx';
import '../rooms.css';

/** The questions, the maths engine and the models load when the game starts (decision 042): not on a first visit. */
const Questions = lazy(() => import('../shared/questions.tsx'));


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
  const { view, setView, seat, problem, connection, itemsVersion, late, ended, results, resultsGone, queue, queued, answer } = usePlayRoom(code);

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
        {t('play.youAre')} <strong data-testid="my-nickname">
          <Name>{view.nickname}</Name>
        </strong>
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

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default PlayRoomPage;
