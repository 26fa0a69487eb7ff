import { lazy, Suspense } from 'react';
import { pageSettings } from '../lib/page-settings.ts';
import { pagePath } from '../lib/page-path.ts';
import { SITE_NAME } from '../lib/page-title.ts';

/**
 * An activity's player and a challenge's in the children's entry (decision 096), and a signed-in child's page of
 * each (decision 097). This small chunk
 * names theirs, so the entry every child's page loads (the join page a class opens) does not carry
 * the list of their files: the entry stays within the 90 KB budget. Each page then loads the run
 * player, the maths engine and its texts as a class game's questions do. It draws the page's main,
 * and above it, for anyone but a signed-in child (who has their own header), the site's name.
 */
const EpisodePlayPage = lazy(() => import('../features/episodes/play-page.tsx'));
const ChallengePlayPage = lazy(() => import('../features/challenges/play-page.tsx'));
/** A signed-in child's page of an activity and of a challenge (decision 097): the server sends them this entry, anyone else the site's pages. */
const ChildActivityPage = lazy(() => import('../features/episodes/child-activity-page.tsx'));
const ChildChallengePage = lazy(() => import('../features/challenges/child-challenge-page.tsx'));
const EPISODE = /^\/[^/]+\/[^/]+\/activities\/episode\/([^/]+)\/(play\/?)?$/;
const CHALLENGE = /^\/[^/]+\/[^/]+\/challenge\/([^/]+)\/(play\/?)?$/;

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

/** The player page, or a signed-in child's page of an activity or a challenge, the address names (app/play-main.tsx sends only these addresses here). */
export default function PlayerPage({ path }: { path: string }) {
  const episodeAt = EPISODE.exec(path);
  const challengeAt = CHALLENGE.exec(path);
  const episode = episodeAt?.[1];
  const challenge = challengeAt?.[1];
  return (
    <>
      {pageSettings().viewer?.role === 'student' ? null : <NameHeader />}
      <main id="main" tabIndex={-1} className="child-main">
        <Suspense fallback={null}>
          {episode && !episodeAt[2] ? (
            <ChildActivityPage
              id={decodeURIComponent(episode)}
              assignment={new URLSearchParams(location.search).get('assignment') ?? undefined}
            />
          ) : episode ? (
            <EpisodePlayPage id={decodeURIComponent(episode)} search={new URLSearchParams(location.search)} />
          ) : challenge && !challengeAt[2] ? (
            <ChildChallengePage uuid={decodeURIComponent(challenge)} />
          ) : challenge ? (
            <ChallengePlayPage uuid={decodeURIComponent(challenge)} />
          ) : null}
        </Suspense>
      </main>
    </>
  );
}
