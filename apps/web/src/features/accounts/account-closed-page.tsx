import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLOSED_ACCOUNT_RETENTION_DAYS } from '@numbloom/domain/account-data';
import { Alert } from '../../ui/alert.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useSessionChanged } from '../../lib/session.ts';
import '../../ui/auth/auth.css';

/**
 * Where a closed account ends up: just after closing it on the Account page,
 * or when someone signs in with Google or Microsoft to an account that is
 * closed (the server sends them here). ?delete_by= is the deletion day.
 */
export function AccountClosedPage() {
  const { t } = useTranslation(['accounts', 'ui']);
  useDocumentTitle(t('closed.title'));
  const [params] = useSearchParams();
  // Nobody is signed in any more: every cached answer (who is signed in, the classes) is forgotten, once.
  const sessionChanged = useSessionChanged();
  const forgotten = useRef(false);
  useEffect(() => {
    if (forgotten.current) return;
    forgotten.current = true;
    sessionChanged();
  }, [sessionChanged]);
  const day = params.get('delete_by') ?? '';
  const deleteBy = /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day) : null;
  return (
    <section className="auth-page" aria-labelledby="closed-title">
      <h1 id="closed-title">{t('closed.title')}</h1>
      <Alert tone="info">
        <p>{t('closed.signedOut')}</p>
      </Alert>
      <p>
        {deleteBy
          ? t('closed.deletedBy', { date: deleteBy })
          : t('closed.deletedWithin', { count: CLOSED_ACCOUNT_RETENTION_DAYS })}
      </p>
      <p>{t('closed.signUpAgain')}</p>
      <p>
        <Link to={pagePath('')}>{t('closed.home')}</Link>
      </p>
    </section>
  );
}
