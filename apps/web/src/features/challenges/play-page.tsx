import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import type { ChallengeDetail } from '@numbloom/domain/challenges-schema';
import type { Episode } from '@numbloom/domain/content';
import { loadEpisodes } from '../../content/loader.ts';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import type { RunRequest } from '../../player/run-api.ts';
import { Alert } from '../../ui/alert.tsx';
import { Name, WithName } from '../../ui/lang.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import { fetchChallenge } from './api.ts';
import { challengeNavPages } from './challenge-nav-pages.ts';
import './challenges.css';

/** The player, the maths engine and the player's texts: a chunk loaded once an activity is picked (decision 096). */
const RunPlayer = lazy(() => import('../../player/child-run-player.tsx'));
/** This page's texts come with its chunk, not with the children's entry every page loads. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');
/** Stages follow the clock: the challenge is read again this often, as the site's challenge pages do. */
const READ_AGAIN_MS = 30_000;

/**
 * /challenge/{uuid}/play/: an entered student picks one of the challenge's
 * activities and plays a server-issued run of it (decision 043); the contest
 * counts what the server checked. Warm-up play is practice; once over, the
 * over text and no player. A page of the children's entry (decision 096): no
 * router, no query cache; signed out, the student login with a way back here.
 */
function ChallengePlayPage({ uuid }: { uuid: string }) {
  const signedIn = !!pageSettings().viewer;
  useEffect(() => {
    if (!signedIn) location.replace(`${pagePath(ACCOUNT_PAGES.studentLogin)}?next=${encodeURIComponent(pagePath(CHALLENGE_PAGES.play(uuid)))}`);
  }, [signedIn, uuid]);
  // the player's chunk is fetched while the child picks an activity
  useEffect(() => void (signedIn && import('../../player/child-run-player.tsx').catch(() => undefined)), [signedIn]);
  if (!signedIn) return <KidSpinner />;
  return (
    <PageTexts namespace="challenges" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      <ChallengePlayer uuid={uuid} />
    </PageTexts>
  );
}

/** The challenge, its stage and the child's registration and standing, read at once, again every READ_AGAIN_MS and when asked (a run left). */
function useChallenge(uuid: string) {
  const [state, setState] = useState<{ data: ChallengeDetail | undefined; failed: boolean }>({ data: undefined, failed: false });
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    fetchChallenge(uuid).then(
      (data) => live && setState({ data, failed: false }),
      // a read that fails after one that worked keeps what the page shows; the next read may work
      () => live && setState((s) => (s.data ? s : { data: undefined, failed: true })),
    );
    const again = setTimeout(() => live && setReads((n) => n + 1), READ_AGAIN_MS);
    return () => {
      live = false;
      clearTimeout(again);
    };
  }, [uuid, reads]);
  const readAgain = useCallback(() => setReads((n) => n + 1), []);
  return { ...state, readAgain };
}

function useEpisodeTitles(): (id: string) => string {
  const [episodes, setEpisodes] = useState<Episode[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    // without the catalogue an activity is named by its id: the page still plays
    loadEpisodes(abort.signal).then(setEpisodes, () => undefined);
    return () => abort.abort();
  }, []);
  return (id) => episodes.find((e) => e.id === id)?.title ?? id;
}

function ChallengePlayer({ uuid }: { uuid: string }) {
  const { t } = useTexts('challenges');
  const viewer = pageSettings().viewer;
  const { data, failed, readAgain } = useChallenge(uuid);
  const titleOf = useEpisodeTitles();
  const [activity, setActivity] = useState<string | null>(null);
  const request = useMemo<RunRequest | null>(() => (activity ? { mode: 'challenge', challenge: uuid, activity_id: activity } : null), [activity, uuid]);
  useDocumentTitle(data ? t('play.title', { name: data.challenge.name }) : t('titlePlain'));
  // Every answer of a run may move the standing, so once a run is left (another activity, the way
  // back) the challenge is read again: "Your score" must not show the one from before the run.
  useEffect(() => {
    if (!activity) return;
    return () => readAgain();
  }, [activity, readAgain]);

  if (failed) {
    return (
      <div className="container challenge-page">
        <h1>{t('titlePlain')}</h1>
        <Alert tone="error">{t('notFound')}</Alert>
      </div>
    );
  }
  if (!data) return <div className="container challenge-page page-loading"><KidSpinner /></div>;
  const c = data.challenge;
  const back = { to: pagePath(CHALLENGE_PAGES.challenge(uuid)), label: t('play.back') };
  // the score the server counted, never one the page worked out
  const standing = data.standing ? <p>{t('play.score', { score: data.standing.score, target: data.standing.target })}</p> : null;
  const board = (
    <p>
      <a href={pagePath(CHALLENGE_PAGES.leaderboard(uuid))}>{t('play.seeBoard')}</a>
    </p>
  );
  return (
    <div className="container challenge-page">
      <p className="challenge-kicker"><Name>{c.name}</Name></p>
      <nav aria-label={t('nav.label')} className="challenge-nav">
        <ul>
          {challengeNavPages(uuid).map(([page, key]) => (
            <li key={page}>
              <a href={pagePath(page)} aria-current={page === CHALLENGE_PAGES.play(uuid) ? 'page' : undefined}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {request && data.registration?.entered ? (
        // A run under way stays when the contest ends as it is played: the server refuses its next answer and the
        // player says why, rather than the question and its verdict vanishing under the over text.
        <>
          {c.stage === 'over' ? <Alert tone="info">{t('over')}</Alert> : <p className="stage-note">{c.stage === 'warmup' ? t('play.warmupNote') : t('play.contestNote')}</p>}
          <Suspense fallback={<KidSpinner />}>
            <RunPlayer key={activity} request={request} heading={() => titleOf(activity!)} back={back} onProblem={readAgain} />
          </Suspense>
          {c.stage === 'over' ? (
            <>
              {standing}
              {board}
            </>
          ) : (
            <p>
              <button type="button" className="btn btn-secondary" onClick={() => setActivity(null)}>
                {t('play.choose')}
              </button>
            </p>
          )}
        </>
      ) : c.stage === 'over' ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <Alert tone="info">{t('over')}</Alert>
          {standing}
          {board}
        </>
      ) : c.stage === 'registration' ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <p>{t('play.notYet')}</p>
        </>
      ) : !data.registration?.entered ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <Alert tone="info">{viewer?.role === 'student' ? t('play.notEntered') : t('play.studentsOnly')}</Alert>
        </>
      ) : (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <p>{c.stage === 'warmup' ? t('play.warmupNote') : t('play.contestNote')}</p>
          {standing}
          <h2>{t('play.activities')}</h2>
          <ul className="chip-list">
            {c.activity_ids.map((id) => (
              <li key={id}>
                <button type="button" className="btn btn-secondary" onClick={() => setActivity(id)}>
                  {titleOf(id)}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default ChallengePlayPage;
