import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SsoButtons } from '../../ui/auth/sso-buttons.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useSessionChanged } from '../../lib/session.ts';
import { CodeEntry } from './components/code-entry.tsx';
import { usePendingVerification } from './components/pending-verification.ts';
import { SignUpForm } from './components/sign-up-form.tsx';
import '../../ui/auth/auth.css';
import './onboarding.css';

/**
 * Sign-up (spec §2): with Google, with Microsoft, or with email. The email
 * route sends a 6-digit code; the account exists once the code is verified.
 */
export function SignUpPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['onboarding', 'auth', 'ui']);
  useDocumentTitle(t('signUp.title'));
  const sessionChanged = useSessionChanged();
  const { sent, setSent, checking } = usePendingVerification('signup');
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  let body;
  if (done) {
    body = (
      <section aria-labelledby="sign-up-done">
        <h2 id="sign-up-done" ref={doneRef} tabIndex={-1}>
          {t('signUp.doneTitle')}
        </h2>
        <Alert tone="success">{t('signUp.doneBody')}</Alert>
        <div className="trial-choices">
          <ButtonLink to={pagePath('free-trial/')}>{t('signUp.startTrial')}</ButtonLink>
          <ButtonLink variant="secondary" to={pagePath(ACCOUNT_PAGES.account)}>
            {t('signUp.toAccount')}
          </ButtonLink>
        </div>
      </section>
    );
  } else if (checking) {
    body = <Spinner />;
  } else if (sent) {
    body = (
      <CodeEntry
        sent={sent}
        onResent={(next) => setSent(next)}
        onRestart={() => setSent(null)}
        verify={async (code) => {
          const res = await submit(ACCOUNT_PATHS.signUpVerify, { token: sent.token, code });
          if (res.ok) {
            setSent(null);
            setDone(true);
            sessionChanged();
          }
          return res;
        }}
      />
    );
  } else {
    body = (
      <>
        <SsoButtons intent="signup" />
        <h2>{t('signUp.withEmail')}</h2>
        <SignUpForm
          endpoint={ACCOUNT_PATHS.signUp}
          submitLabel={t('signUp.submit')}
          busyLabel={t('signUp.submitting')}
          loginNext={pagePath(ACCOUNT_PAGES.account)}
          onSent={(s) => setSent(s)}
        />
        <p className="auth-links">
          {t('signUp.haveAccount')} <Link to={pagePath(ACCOUNT_PAGES.login)}>{t('signUp.login')}</Link>
        </p>
      </>
    );
  }

  return (
    <section className="auth-page onboarding-page" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('signUp.title')}</h1>
      {body}
    </section>
  );
}
