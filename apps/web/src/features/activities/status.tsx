import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';

/** Loading and failure states shared by the activity pages. */
export function LoadState({ error }: { error: unknown }) {
  const { t } = useTranslation('activities');
  if (error) return <Alert tone="error">{t('loadError')}</Alert>;
  return (
    <div className="page-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}
