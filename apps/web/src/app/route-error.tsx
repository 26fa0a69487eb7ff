import { useTranslation } from 'react-i18next';

/** Shown when a page throws: a readable message, never a blank screen. */
export function RouteError() {
  const { t } = useTranslation('app');
  return (
    <main id="main" className="route-error">
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
    </main>
  );
}
