import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES, ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useMe } from '../../lib/session.ts';
import { useSignOut } from './account-page.tsx';
import { useMessageText } from './messages.ts';
import '../../ui/auth/auth.css';

/**
 * Log out. Signing out is a POST with the CSRF token, made by a button: a
 * link from elsewhere can bring someone here but cannot sign them out.
 */
export function LogoutPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  const text = useMessageText();
  useDocumentTitle(t('logout.title'));
  const me = useMe();
  const { signOut, busy, error } = useSignOut();
  if (me.isPending) return <Spinner />;
  return (
    <section className="auth-page" aria-labelledby="logout-title">
      <h1 id="logout-title">{t('logout.title')}</h1>
      {me.data ? (
        <>
          <p>{t('logout.confirm', { email: me.data.user.email ?? `${me.data.user.first_name} ${me.data.user.last_name}`.trim() })}</p>
          {error ? <Alert tone="error">{text(error)}</Alert> : null}
          <Button onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
            {t('logout.submit')}
          </Button>
        </>
      ) : (
        <>
          <Alert tone="success">{t('logout.done', { defaultValue: ACCOUNT_MESSAGES.loggedOut })}</Alert>
          <p>
            <Link to={pagePath(ACCOUNT_PAGES.login)}>{t('logout.loginAgain')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
