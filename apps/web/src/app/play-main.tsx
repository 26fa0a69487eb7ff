import { lazy, StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTexts, TextsProvider, useTexts, type Texts } from '../i18n/small.tsx';
import { ACCOUNT_PAGES, ACCOUNT_PATHS } from '@numbloom/domain/account-paths';
import { CHILD_HOME_PAGE } from '@numbloom/domain/child-home';
import { apiPost } from '../api/client.ts';
import { ChildHeader } from '../ui/child-header.tsx';
import { pagePath } from '../lib/page-path.ts';
import { pageSettings } from '../lib/page-settings.ts';
import { pageTitle } from '../lib/page-title.ts';
import './global.css';

/**
 * The child's pages, a signed-in child's home, join and play, Quick match and the Arena (decisions 040, 042, 044): their own entry, which the
 * server sends for CHILD_PAGE_PATHS, so thirty children opening them at once
 * on old Chromebooks download React and these pages only (no router, no
 * query cache, no i18next, no site header): under 90 KB of JavaScript.
 * The questions and the maths engine load when the game starts.
 */
// Each page below is its chunk's default export, so these imports name no export: a few bytes fewer on every
// child's first visit, whose budget has little room left.
/** The join page is a chunk of its own too, so the play page, Quick match and the Arena do not carry its form. */
const JoinPage = lazy(() => import('../features/rooms/class-room/join-page.tsx'));
const PAGE = /^\/[^/]+\/[^/]+\/join\/(?:([^/]+)\/)?$/;
/**
 * The class game's play page is a chunk of its own, fetched while the child types the code
 * (join-page.tsx asks for it), so Quick match and the Arena do not carry it.
 */
const PlayRoomPage = lazy(() => import('../features/rooms/class-room/play-room-page.tsx'));
/** Quick match is its own chunk: the join and play pages' first visit stays as small as it was. */
const QuickMatchPage = lazy(() => import('../features/rooms/quick-match/quick-match-page.tsx'));
const QUICK_MATCH = /^\/[^/]+\/[^/]+\/quick-match\/(?:([^/]+)\/)?$/;
/** The Arena's way in and race (decision 040), chunks of their own for the same reason. */
const ArenaJoinPage = lazy(() => import('../features/rooms/arena/arena-join-page.tsx'));
const ArenaPlayPage = lazy(() => import('../features/rooms/arena/arena-play-page.tsx'));
const ARENA = /^\/[^/]+\/[^/]+\/arena\/(?:([^/]+)\/)?$/;
/**
 * A signed-in child's home: where they land, in this entry, as a chunk of its own fetched at once on /my/ so the
 * join page a class opens does not carry it (the children's budget, 90 KB).
 */
const ChildHomePage = lazy(() => import('../features/child-home/child-home-page.tsx'));
const HOME = /^\/[^/]+\/[^/]+\/my\/$/;
/**
 * An activity's player and a challenge's (decision 096): a small chunk that loads the one the address names and
 * draws the page's main itself (and the site's name for anyone but a signed-in child). Of the pages the server sends this entry, only these two end in play;
 * a signed-in child's page of an activity or a challenge (decision 097) goes there too, in its own chunk.
 */
const PlayerPage = lazy(() => import('./player-pages.tsx'));
const PLAYER = /\/(?:play|(?:episode|challenge)\/[^/]+)\/?$/;
/**
 * A signed-in child's activities to browse, practice and challenges (decision 101): a small chunk of their own, so the
 * players' does not grow (an address of an activity or a challenge goes to the players' first).
 */
const ChildSitePage = lazy(() => import('./child-site-pages.tsx'));
const CHILD_SITE = /\/(?:activities(?:\/[^/]+\/[^/]+)?|practice|challenges)\/?$/;

/** A signed-in child's own header (their name, home, log out) above every one of these pages. */
function SignedInChildHeader() {
  const { t } = useTexts('child-home');
  const viewer = pageSettings().viewer;
  const [busy, setBusy] = useState(false);
  if (viewer?.role !== 'student') return null;
  const logOut = async () => {
    setBusy(true);
    try {
      await apiPost(ACCOUNT_PATHS.logout, {});
      location.assign(pagePath(ACCOUNT_PAGES.studentLogin));
    } catch {
      // not signed out (offline): the button stays, to try again
      setBusy(false);
    }
  };
  return (
    <ChildHeader
      name={viewer.first_name}
      homeHref={pagePath(CHILD_HOME_PAGE)}
      labels={{ nav: t('header.nav'), home: t('header.home'), logOut: t('header.logOut') }}
      onLogOut={() => void logOut()}
      busy={busy}
    />
  );
}

function ChildApp() {
  const [path, setPath] = useState(() => location.pathname);
  const { t } = useTexts('rooms');
  useEffect(() => {
    const onPop = () => setPath(location.pathname);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const code = PAGE.exec(path)?.[1];
  const race = QUICK_MATCH.exec(path);
  const arena = ARENA.exec(path);
  const home = HOME.test(path);
  const player = PLAYER.test(path);
  const childSite = CHILD_SITE.test(path);
  // The tab is named after the page's main heading, as on every other page (decision 038).
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const name = () => {
      const heading = main.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim();
      if (heading) document.title = pageTitle(heading);
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SignedInChildHeader />
      {player ? (
        // the player names the tab itself ("Play: …"): its main is not there yet when the naming above starts, so it is left alone
        <Suspense fallback={null}>
          <PlayerPage path={path} />
        </Suspense>
      ) : (
        <main id="main" tabIndex={-1} className="child-main">
          {/* one boundary for every page: each is a chunk of its own, fetched at once on its path */}
          <Suspense fallback={null}>
            {home ? (
              <ChildHomePage />
            ) : childSite ? (
              <ChildSitePage path={path} />
            ) : race ? (
              <QuickMatchPage key={path} code={race[1]} />
            ) : arena ? (
              arena[1] ? (
                <ArenaPlayPage key={path} code={arena[1]} />
              ) : (
                <ArenaJoinPage key={path} />
              )
            ) : code ? (
              <PlayRoomPage key={code} code={code} />
            ) : (
              <JoinPage key={path} />
            )}
          </Suspense>
        </main>
      )}
    </>
  );
}

const settings = pageSettings();
void loadTexts(settings.language, ['rooms', 'child-home'], settings.region).then((texts: Texts) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <TextsProvider texts={texts}>
        <ChildApp />
      </TextsProvider>
    </StrictMode>,
  ),
);
