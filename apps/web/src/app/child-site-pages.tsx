import { lazy, Suspense } from 'react';

/**
 * A signed-in child's pages of what the site also has for everyone (decision 101): the activities to browse, practice
 * and their challenges. The server sends them this entry for a student only; anyone else gets the site's pages. This
 * small chunk names theirs, apart from the players' (app/player-pages.tsx), so a player's first visit, at the edge of
 * the 90 KB budget, does not carry their names; each page is a chunk of its own.
 */
const ChildBrowsePage = lazy(() => import('../features/activities/child-browse-page.tsx'));
const ChildPracticePage = lazy(() => import('../features/episodes/child-practice-page.tsx'));
const ChildChallengesPage = lazy(() => import('../features/challenges/child-challenges-page.tsx'));
const BROWSE = /\/activities\/(?:([^/]+)\/([^/]+)\/?)?$/;
const PRACTICE = /\/practice\/?$/;
/**
 * The Arena their teacher may have opened for them, fetched after the page: it brings the rooms' calls and their
 * problem texts (5 KB), which the page's first visit within 90 KB has no room for.
 */
const ChildArenaNotices = lazy(() => import('../features/rooms/arena/child-arena-notices.tsx'));

/**
 * The page the address names (app/play-main.tsx sends only these addresses here), inside the entry's main, below the
 * Arena their teacher may have opened for them: these are the pages a child browses, where the site's pages showed it.
 */
export default function ChildSitePage({ path }: { path: string }) {
  return (
    <>
      <Suspense fallback={null}>
        <ChildArenaNotices />
      </Suspense>
      <ThePage path={path} />
    </>
  );
}

function ThePage({ path }: { path: string }) {
  const browse = BROWSE.exec(path);
  if (browse) {
    const [, kind, value] = browse;
    return (
      <ChildBrowsePage
        key={path}
        {...(kind && value ? { kind: decodeURIComponent(kind), value: decodeURIComponent(value) } : {})}
      />
    );
  }
  return PRACTICE.test(path) ? (
    <ChildPracticePage search={new URLSearchParams(location.search)} />
  ) : (
    <ChildChallengesPage />
  );
}
