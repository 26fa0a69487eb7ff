import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { useContent } from '../../content/hooks.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { useMe } from '../../lib/session.ts';
import { RunPlayer } from '../../player/run-player.tsx';
import type { RunRequest } from '../../player/run-api.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ChallengeNav } from './challenge-nav.tsx';
import { challengeKey } from './api.ts';
import { useChallenge } from './use-challenge.ts';
import './challenges.css';
import { Name, WithName } from '../../ui/lang.tsx';

/**
 * /challenge/{uuid}/play/: an entered student picks one of the challenge's
 * activities and plays a server-issued run of it (decision 043); the contest
 * counts what the server checked. Warm-up play is practice; once over, the
 * over text and no player.
 */
export function ChallengePlayPage() {
  const { t } = useTranslation('challenges');
  const me = useMe();
  const { uuid, data, isPending, isError } = useChallenge();
  const content = useContent();
  const [activity, setActivity] = useState<string | null>(null);
  const request = useMemo<RunRequest | null>(() => (activity ? { mode: 'challenge', challenge: uuid, activity_id: activity } : null), [activity, uuid]);
  useDocumentTitle(data ? t('play.title', { name: data.challenge.name }) : t('titlePlain'));
  const client = useQueryClient();
  // Every answer of a run may move the standing, so once a run is left (another activity, the way
  // back) the challenge is read again: "Your score" must not show the one from before the run.
  useEffect(() => {
    if (!activity) return;
    return () => void client.invalidateQueries({ queryKey: challengeKey(uuid) });
  }, [activity, uuid, client]);

  if (me.isPending || isPending) return <div className="container challenge-page page-loading"><Spinner label={t('loading')} /></div>;
  if (!me.data) return <Navigate to={`${pagePath(ACCOUNT_PAGES.studentLogin)}?next=${encodeURIComponent(pagePath(CHALLENGE_PAGES.play(uuid)))}`} replace />;
  if (isError || !data) {
    return (
      <div className="container challenge-page">
        <h1>{t('titlePlain')}</h1>
        <Alert tone="error">{t('notFound')}</Alert>
      </div>
    );
  }
  const c = data.challenge;
  const titleOf = (id: string) => content.data?.episodes.find((e) => e.id === id)?.title ?? id;
  const back = { to: pagePath(CHALLENGE_PAGES.challenge(uuid)), label: t('play.back') };
  // the score the server counted, never one the page worked out
  const standing = data.standing ? <p>{t('play.score', { score: data.standing.score, target: data.standing.target })}</p> : null;
  return (
    <div className="container challenge-page">
      <p className="challenge-kicker"><Name>{c.name}</Name></p>
      <ChallengeNav uuid={uuid} />
      {request && data.registration?.entered ? (
        // A run under way stays when the contest ends as it is played: the server refuses its next answer and the
        // player says why, rather than the question and its verdict vanishing under the over text.
        <>
          {c.stage === 'over' ? <Alert tone="info">{t('over')}</Alert> : <p className="stage-note">{c.stage === 'warmup' ? t('play.warmupNote') : t('play.contestNote')}</p>}
          <RunPlayer key={activity} request={request} heading={() => titleOf(activity!)} back={back} onProblem={() => void client.invalidateQueries({ queryKey: challengeKey(uuid) })} />
          {c.stage === 'over' ? (
            <>
              {standing}
              <p>
                <Link to={pagePath(CHALLENGE_PAGES.leaderboard(uuid))}>{t('play.seeBoard')}</Link>
              </p>
            </>
          ) : (
            <p>
              <Button variant="secondary" onClick={() => setActivity(null)}>
                {t('play.choose')}
              </Button>
            </p>
          )}
        </>
      ) : c.stage === 'over' ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <Alert tone="info">{t('over')}</Alert>
          {standing}
          <p>
            <Link to={pagePath(CHALLENGE_PAGES.leaderboard(uuid))}>{t('play.seeBoard')}</Link>
          </p>
        </>
      ) : c.stage === 'registration' ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <p>{t('play.notYet')}</p>
        </>
      ) : !data.registration?.entered ? (
        <>
          <h1><WithName text={(name) => t('play.title', { name })} name={c.name} /></h1>
          <Alert tone="info">{me.data.user.role === 'student' ? t('play.notEntered') : t('play.studentsOnly')}</Alert>
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
                <Button variant="secondary" onClick={() => setActivity(id)}>
                  {titleOf(id)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
