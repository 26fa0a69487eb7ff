import { lazy, Suspense } from 'react';
import { pageSettings } from '../lib/page-settings.ts';
import { pagePath } from '../lib/page-path.ts';
import { SITE_NAME } from '../lib/page-title.ts';

/**
 * An activity's player and a challenge's in the children's entry (decision 096). This small chunk
 * names theirs, so the entry every child's page loads (the join page a class opens) does not carry
 * the list of their files: the entry stays within the 90 KB budget. Each page then loads the run
 * player, the maths engine and its texts as a class game's questions do. It draws the page's main,
 * and above it, for anyone but a signed-in child (who has their own header), the site's name.
 */
const EpisodePlayPage = lazy(() => import('../features/episodes/play-page.tsx'));
const ChallengePlayPage = lazy(() => import('../features/challenges/play-page.tsx'));
const EPISODE_PLAY = /^\/[^/]+\/[^/]+\/activities\/episode\/([^/]+)\/play\/?$/;
const CHALLENGE_PLAY = /^\/[^/]+\/[^/]+\/challenge\/([^/]+)\/play\/?$/;

/** Anyone else on a player (a guest, a parent trying an activity): the site's name, a way home; the player links back to its activity. */
function NameHeader() {
  return (
    <header className="child-header">
      <div className="child-header-inner">
        <a className="child-header-home" href={pagePath('')}>
          {SITE_NAME}
        </a>
      </div>
    </header>
  );
}

/** The player page the address names (app/play-main.tsx sends only these addresses here). */
export default function PlayerPage({ path }: { path: string }) {
  const episode = EPISODE_PLAY.exec(path)?.[1];
  const challenge = CHALLENGE_PLAY.exec(path)?.[1];
  return (
    <>
      {pageSettings().viewer?.role === 'student' ? null : <NameHeader />}
      <main id="main" tabIndex={-1} className="child-main">
        <Suspense fallback={null}>
          {episode ? (
            <EpisodePlayPage id={decodeURIComponent(episode)} search={new URLSearchParams(location.search)} />
          ) : challenge ? (
            <ChallengePlayPage uuid={decodeURIComponent(challenge)} />
          ) : null}
        </Suspense>
      </main>
    </>
  );
}
