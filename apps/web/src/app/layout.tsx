import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSettings } from '../lib/page-settings.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { RedirectPrompt } from '../features/site-shell/redirect-prompt.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { usePageChange } from './page-change.ts';
import { useViewer } from '../lib/session.ts';

import { CAMPAIGN_ENDED_PARAM } from '../features/registration/form-flow/ended-mark.ts';

// the word that a campaign has ended, on the page its expired link led to (decision 084): loaded only then
const CampaignEndedNotice = lazy(() => import('../features/registration/pages/campaign-ended-notice.tsx').then((m) => ({ default: m.CampaignEndedNotice })));
// a signed-in student's notices of open Arenas (decision 040): loaded only for students
const ArenaNotices = lazy(() => import('../features/rooms/arena/arena-notices.tsx').then((m) => ({ default: m.ArenaNotices })));

/**
 * The frame of every page: skip link, header, main landmark, footer, and the
 * country-redirect prompt; the page's title and focus follow navigation (page-change.ts). The shell's catalogues load together with the app's
 * so the frame appears in one piece.
 */
export function Layout() {
  const { t } = useTranslation(['app', 'site-shell', 'ui']);
  const settings = pageSettings();
  usePageChange();
  // who is signed in comes with the page's settings: a visitor's page asks the server nothing
  const viewer = useViewer();
  // A screen made to be projected (the host's screen of a class game, decision 042): no site header or footer.
  const { search } = useLocation();
  const bare = useMatches().some((m) => (m.handle as { frame?: string } | undefined)?.frame === 'bare');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {bare ? null : <SiteHeader />}
      <main id="main" tabIndex={-1} className={bare ? 'bare-main' : 'site-main'}>
        {!bare && new URLSearchParams(search).has(CAMPAIGN_ENDED_PARAM) ? (
          <Suspense fallback={null}>
            <CampaignEndedNotice />
          </Suspense>
        ) : null}
        {!bare && viewer.data?.role === 'student' ? (
          <Suspense fallback={null}>
            <ArenaNotices />
          </Suspense>
        ) : null}
        <Suspense
          fallback={
            <div className="page-loading">
              <Spinner />
            </div>
          }
        >
          {settings.not_found && !bare ? <NotFoundPage /> : <Outlet />}
        </Suspense>
      </main>
      {bare ? null : (
        <>
          <SiteFooter />
          <RedirectPrompt />
        </>
      )}
    </>
  );
}
