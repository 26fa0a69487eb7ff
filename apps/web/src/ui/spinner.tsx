import { useTranslation } from 'react-i18next';

/** A busy indicator announced politely to screen readers; `label` says what is happening (default "Loading…"). */
export function Spinner({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <span role="status" className={inline ? 'spinner spinner-inline' : 'spinner'}>
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}
