import { useEffect, useState } from 'react';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { KidPicture } from '../../ui/kid-pictures.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import { Name } from '../../ui/lang.tsx';
import { fetchChallenge, formatInstant, type ChallengeDetail } from './api.ts';
import { stageBannerKey } from './stage-banner.ts';

/** This page's texts come with its chunk, not with the children's entry every page loads. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');

/**
 * /challenge/{uuid}/ for a signed-in child (decision 097): the challenge's name, whether it is on and until
 * when, the runs the server counted for them, a big Play to its player and the leaderboard. A page of the
 * children's entry: no router, no query cache, no i18next; the site's page, with its rules and
 * registration, stays everyone else's.
 */
function ChildChallengePage({ uuid }: { uuid: string }) {
  const [state, setState] = useState<{ data?: ChallengeDetail; failed: boolean }>({ failed: false });
  useEffect(() => {
    let live = true;
    fetchChallenge(uuid).then(
      (data) => live && setState({ data, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [uuid]);
  return (
    <PageTexts namespace="challenges" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      <ChallengeCard uuid={uuid} {...state} />
    </PageTexts>
  );
}

function ChallengeCard({ uuid, data, failed }: { uuid: string; data?: ChallengeDetail; failed: boolean }) {
  const { t } = useTexts('challenges');
  useDocumentTitle(data?.challenge.name);
  if (failed) {
    return (
      <div className="kid-page">
        <h1>{t('notFound')}</h1>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="kid-page" aria-busy="true">
        <KidSpinner />
      </div>
    );
  }
  const c = data.challenge;
  const when = (iso: string) => formatInstant(iso, c.time_zone, pageSettings().language);
  // what the stage is, then the next moment that matters to the child: when it starts, or when it ends
  const stage =
    c.stage === 'registration' ? null : c.stage === 'over' ? t('over') : t(stageBannerKey(c.stage, c.target_kind));
  const next =
    c.stage === 'registration'
      ? t('child.opens', { when: when(c.warmup_starts_at) })
      : c.stage === 'warmup'
        ? t('child.opens', { when: when(c.contest_starts_at) })
        : c.stage === 'contest'
          ? t('child.ends', { when: when(c.contest_ends_at) })
          : null;
  const entered = !!data.registration?.entered;
  const runs = data.standing?.runs ?? 0;
  return (
    <div className="kid-page">
      <div className="kid-page-head">
        <KidPicture kind="challenge" />
        <h1>
          <Name>{c.name}</Name>
        </h1>
      </div>
      {stage ? <p className="kid-page-note">{stage}</p> : null}
      {next ? <p className="kid-page-note">{next}</p> : null}
      {data.standing ? (
        <>
          <p className="kid-page-note">{runs > 0 ? t('child.runs', { count: runs }) : t('child.none')}</p>
          {runs > 0 ? (
            <p className="kid-page-note">
              {t('play.score', { score: data.standing.score, target: data.standing.target })}
            </p>
          ) : null}
        </>
      ) : null}
      {!entered ? (
        <p className="kid-page-note">{t('play.notEntered')}</p>
      ) : c.stage === 'warmup' || c.stage === 'contest' ? (
        <p>
          <a className="btn btn-primary kid-btn kid-play" href={pagePath(CHALLENGE_PAGES.play(uuid))}>
            <KidPicture kind="carry-on" />
            {t('nav.play')}
          </a>
        </p>
      ) : null}
      {c.stage === 'registration' ? null : (
        <p>
          <a className="btn btn-secondary kid-btn" href={pagePath(CHALLENGE_PAGES.leaderboard(uuid))}>
            {t('nav.leaderboard')}
          </a>
        </p>
      )}
    </div>
  );
}

/** The chunk app/player-pages.tsx loads for this page (a default export: see play-main.tsx). */
export default ChildChallengePage;
