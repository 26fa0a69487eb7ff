import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSettings } from './page-settings.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { RedirectPrompt } from '../features/site-shell/redirect-prompt.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * The frame of every page: skip link, header, main landmark, footer, and the
 * country-redirect prompt. The shell's catalogues load together with the app's
 * so the frame appears in one piece.
 */
export function Layout() {
  const { t } = useTranslation(['app', 'site-shell', 'ui']);
  const settings = pageSettings();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="page-loading">
              <Spinner />
            </div>
          }
        >
          {settings.not_found ? <NotFoundPage /> : <Outlet />}
        </Suspense>
      </main>
      <SiteFooter />
      <RedirectPrompt />
    </>
  );
}
