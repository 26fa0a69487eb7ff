import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HostResults, HostView } from '@numbloom/domain/games-schema';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { Name } from '../../../ui/lang.tsx';
import { deleteResults, hostPath, hostResults, playAgain, problemOf, resultsCsvUrl } from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';
import { QuestionResults } from './host-question-results.tsx';
import { pageLocale } from '../../../lib/dates.ts';

/**
 * After the end: a podium, the full table, question by question when the class played together, the
 * download, deleting the guests' results, and playing again with the same children (decision 090).
 */
export function Ended({ room }: { room: HostView }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const [results, setResults] = useState<HostResults | null>(null);
  // Deleted only when the server says so (its 410 for the results, or the 'results-deleted' event):
  // a screen that has just ended the room may not have heard results_until yet (the End answer can
  // come before the 'ended' event), and taking that for "deleted" hid the podium and the download.
  const [deleted, setDeleted] = useState(false);
  const hadResults = useRef(room.results_until !== null);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (deleted) return;
    let live = true;
    hostResults(room.code).then(
      (r) => live && setResults(r),
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        if (p.kind === 'ended') setDeleted(true);
        else setError(roomProblemText(t, p));
      },
    );
    return () => {
      live = false;
    };
  }, [room.code, deleted, t]);
  useEffect(() => {
    if (room.results_until !== null) hadResults.current = true;
    else if (hadResults.current) setDeleted(true);
  }, [room.results_until]);

  async function remove() {
    setAsking(false);
    try {
      await deleteResults(room.code);
      setDeleted(true);
      setResults(null);
    } catch (err) {
      setError(roomProblemText(t, problemOf(err)));
    }
  }

  return (
    <section aria-labelledby="ended-title" className="host-ended">
      <h2 id="ended-title" ref={headingRef} tabIndex={-1}>
        {th('host.endedTitle')}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {deleted ? (
        <p>{th('host.endedDeleted')}</p>
      ) : !results ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <Podium results={results} />
          <div className="table-scroll" tabIndex={0} role="group" aria-label={th('host.resultsTable')}>
            <table className="room-scoreboard results-table">
              <caption>{th('host.resultsTable')}</caption>
              <thead>
                <tr>
                  <th scope="col">{th('host.rank')}</th>
                  <th scope="col">{th('host.nickname')}</th>
                  <th scope="col">{th('host.score')}</th>
                  {results.speed_bonus ? <th scope="col">{th('host.bonus')}</th> : null}
                  <th scope="col">{th('host.answered')}</th>
                  <th scope="col">{th('host.statusTitle')}</th>
                </tr>
              </thead>
              <tbody>
                {results.players.map((p) => (
                  <tr key={p.id}>
                    <td>{p.rank ?? '—'}</td>
                    <th scope="row">
                      <Name>{p.nickname}</Name>
                    </th>
                    <td>{p.score}</td>
                    {results.speed_bonus ? <td>{p.bonus}</td> : null}
                    <td>{th('host.answeredOf', { n: p.answered, total: results.item_count })}</td>
                    <td>{p.removed ? th('host.status.removed') : th(`host.status.${p.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {results.questions ? <QuestionResults questions={results.questions} /> : null}
          <p className="hint">{th('host.keptUntil', { date: new Date(results.results_until).toLocaleString(pageLocale()) })}</p>
          <div className="row">
            <PlayAgain code={room.code} onError={setError} />
            <a className="btn btn-primary" href={resultsCsvUrl(room.code)} download={`results-${room.code}.csv`}>
              {th('host.download')}
            </a>
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {th('host.deleteResults')}
            </Button>
          </div>
        </>
      )}
      <Modal open={asking} onClose={() => setAsking(false)} title={th('host.deleteTitle')} description={th('host.deleteText')} size="sm">
        <div className="row">
          <Button onClick={() => void remove()}>{th('host.deleteConfirm')}</Button>
          <Button variant="secondary" onClick={() => setAsking(false)}>
            {th('host.deleteCancel')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}


/** A new game of the same activity; the children on this game's page are taken to it (decision 090). */
function PlayAgain({ code, onError }: { code: string; onError: (message: string) => void }) {
  const { t } = useTranslation('rooms');
  const { t: th } = useTranslation('host');
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  async function again() {
    setStarting(true);
    try {
      const next = await playAgain(code);
      void navigate(hostPath(next.code));
    } catch (err) {
      onError(roomProblemText(t, problemOf(err)));
    } finally {
      setStarting(false);
    }
  }
  return (
    <Button onClick={() => void again()} disabled={starting}>
      {th('host.together.playAgain')}
    </Button>
  );
}

/**
 * The podium: the three best places as the server ranked them, a step each, every child who shares a
 * place named on its step (a tie of six at the top is six names, never "and 3 more"), the steps
 * numbered 1, 2, 3 in order. The table below keeps each child's own rank (1, 1, 3…); the podium counts
 * its steps, so that a tie at the top still leaves a second and a third step to stand on.
 */
function Podium({ results }: { results: HostResults }) {
  const { t: th } = useTranslation('host');
  const ranked = results.players.filter((p) => p.rank !== null);
  const places = [...new Set(ranked.map((p) => p.rank!))].sort((a, b) => a - b).slice(0, 3);
  if (places.length === 0) return null;
  return (
    <ol className="podium" aria-label={th('host.podium')}>
      {places.map((rank, i) => {
        const step = ranked.filter((p) => p.rank === rank);
        return (
          <li key={rank} className={`podium-${i + 1}${step.length > 3 ? ' podium-many' : ''}`}>
            <span className="podium-rank">{th('host.place', { rank: i + 1 })}</span>
            {step.map((p) => (
              <bdi key={p.id} className="podium-name">
                {p.nickname}
              </bdi>
            ))}
            <span className="podium-score">{th('host.points', { count: step[0]!.score })}</span>
            {results.speed_bonus ? (
              <span className="podium-bonus">
                {th('host.bonus')}: {step[0]!.bonus}
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
