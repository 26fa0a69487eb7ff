import { useTexts } from '../i18n/small.tsx';

/** The busy indicator of the child's pages ("Loading…" read politely), without the site's i18next (decision 042). */
export function KidSpinner() {
  const { t } = useTexts('rooms');
  return (
    <span role="status" className="spinner">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </span>
  );
}
