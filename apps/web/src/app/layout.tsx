import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSettings } from './page-settings.ts';
import { NotFoundPage } from './not-found-page.tsx';

/**
 * The frame of every page: skip link, header, main landmark, footer. The
 * site-shell feature fills in the header and footer.
 */
export function Layout() {
  const { t } = useTranslation('app');
  const settings = pageSettings();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>{settings.not_found ? <NotFoundPage /> : <Outlet />}</Suspense>
      </main>
    </>
  );
}
