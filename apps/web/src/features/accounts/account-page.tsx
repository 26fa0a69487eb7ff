import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, ACCOUNT_PATHS, keepsClasses, ROLE_LABELS, SSO_PROVIDER_NAMES } from '@numbloom/domain/accounts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { formatDay } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useMe, useSessionChanged } from '../../lib/session.ts';
import { ClassesSection } from './components/classes-section.tsx';
import { EmailChoice } from './components/email-choice.tsx';
import { YourDetailsSection } from './components/your-details-section.tsx';
import { YourDataSection } from './components/your-data-section.tsx';
import '../../ui/auth/auth.css';
import './accounts.css';
import { Name } from '../../ui/lang.tsx';

/**
 * Sign out: ends the session on the server, forgets cached answers, says so
 * on the logout page. `signedOut` tells the page that called it that the
 * session is gone on purpose.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const [busy, setBusy] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = async () => {
    setBusy(true);
    setError(null);
    const res = await submit(ACCOUNT_PATHS.logout, {});
    setBusy(false);
    if (!res.ok) {
      setError(res.message);
      return;
    }
    setSignedOut(true);
    await navigate(pagePath('logout/'), { replace: true });
    sessionChanged();
  };
  return { signOut, busy, signedOut, error };
}

/** The signed-in person's account: who they are, their trial, a teacher's classes and codes, sign out. */
export function AccountPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  useDocumentTitle(t('account.title'));
  const me = useMe();
  const { signOut, busy, signedOut, error } = useSignOut();

  if (me.isPending) return <Spinner />;
  if (me.isError) return <Alert tone="error">{t('account.loadError')}</Alert>;
  if (!me.data) {
    // Signed out from here: the router commits the move to the logout page in a transition, so
    // the emptied session can reach this page first; it must not send the person to log in then.
    if (signedOut) return <Navigate to={pagePath('logout/')} replace />;
    return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(ACCOUNT_PAGES.account))}`} replace />;
  }
  const { user, trial } = me.data;
  const methods = user.sign_in_methods.map((m) =>
    m === 'google' || m === 'microsoft' ? SSO_PROVIDER_NAMES[m] : t(`account.methods.${m}`),
  );

  return (
    <section className="auth-page account-page" aria-labelledby="account-title">
      <h1 id="account-title">{t('account.title')}</h1>
      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profile')}</h2>
        <dl className="account-facts">
          <div>
            <dt>{t('account.name')}</dt>
            <dd><Name>{`${user.first_name} ${user.last_name}`.trim()}</Name></dd>
          </div>
          {user.email ? (
            <div>
              <dt>{t('account.email')}</dt>
              <dd>
                {user.email} {user.email_verified ? <span className="badge">{t('account.verified')}</span> : null}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('account.role')}</dt>
            <dd>{t(`roles.${user.role}`, { defaultValue: ROLE_LABELS[user.role] })}</dd>
          </div>
          {methods.length > 0 ? (
            <div>
              <dt>{t('account.signInWith')}</dt>
              <dd>{methods.join(', ')}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {user.role !== 'student' ? <YourDetailsSection user={user} /> : null}

      {user.role !== 'student' ? (
        <section className="account-section" aria-labelledby="trial-title">
          <h2 id="trial-title">{t('account.trial')}</h2>
          {trial && trial.status === 'active' ? (
            <p>
              {t('account.trialActive', { count: trial.days_remaining })} {t('account.purchaseBy', { date: formatDay(trial.purchase_by) })}
            </p>
          ) : (
            <>
              <p>{trial ? t('account.trialEnded') : t('account.noTrial')}</p>
              <ButtonLink variant="secondary" to={pagePath('free-trial/')}>
                {t('account.startTrial')}
              </ButtonLink>
            </>
          )}
        </section>
      ) : null}

      {keepsClasses(user.role) ? <ClassesSection /> : null}
      {keepsClasses(user.role) ? <EmailChoice topic="challenge-updates" /> : null}

      {user.role === 'parent' ? (
        <section className="account-section" aria-labelledby="children-link-title">
          <h2 id="children-link-title">{t('children.yours')}</h2>
          <p>
            {t('children.manage')} <Link to={pagePath(ACCOUNT_PAGES.children)}>{t('children.link')}</Link>
          </p>
        </section>
      ) : null}

      {user.role !== 'student' ? <YourDataSection user={user} /> : null}

      <section className="account-section" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title" className="visually-hidden">
          {t('account.signOut')}
        </h2>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <Button variant="secondary" onClick={() => void signOut()} disabled={busy} aria-busy={busy || undefined}>
          {t('account.signOut')}
        </Button>
      </section>
    </section>
  );
}
