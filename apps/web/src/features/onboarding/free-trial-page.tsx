import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ONBOARDING_PATHS,
  type TeacherInformation,
  type TrialChoice,
  type TrialOutcome,
  type TrialResponse,
} from '@numbloom/domain/onboarding';
import { apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { formatDay } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useSessionChanged } from '../../lib/session.ts';
import { SsoButtons } from '../../ui/auth/sso-buttons.tsx';
import { CodeEntry } from './components/code-entry.tsx';
import { usePendingVerification } from './components/pending-verification.ts';
import { SignUpForm } from './components/sign-up-form.tsx';
import { TrialOutcomeView } from './components/trial-outcome.tsx';
import '../../ui/auth/auth.css';
import './onboarding.css';

const TEACHER_INFO_KEY = ['onboarding', 'teacher-information'] as const;

/**
 * Free-trial onboarding (spec §2, §4, §7). A visitor fills in the form, gets a
 * 6-digit code by email, types it, and sees the outcome; a signed-in person
 * asks for the trial in one click. Either way the answer is one of the five
 * outcomes, and "choose" leads to a second request with the choice.
 */
export function FreeTrialPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['onboarding', 'auth', 'ui']);
  useDocumentTitle(t('trial.title'));
  const sessionChanged = useSessionChanged();
  const info = useQuery({
    queryKey: TEACHER_INFO_KEY,
    queryFn: () => apiGet<TeacherInformation>(ONBOARDING_PATHS.teacherInformation),
    staleTime: 0,
  });
  const { sent, setSent, checking } = usePendingVerification('trial');
  const [result, setResult] = useState<TrialOutcome | null>(null);
  const [choosing, setChoosing] = useState<TrialChoice | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const askAsSignedIn = async (choice?: TrialChoice) => {
    setActionError(null);
    if (choice) setChoosing(choice);
    else setAsking(true);
    const res = await submit<TrialResponse>(ONBOARDING_PATHS.createTrialForLoggedIn, choice ? { choice } : {});
    setChoosing(null);
    setAsking(false);
    if (res.ok) {
      setResult(res.data.result);
      sessionChanged();
    } else setActionError(res.message);
  };

  const days = info.data?.free_trial_period;
  const title = days ? t('trial.titleDays', { count: days }) : t('trial.title');

  let body;
  if (result) {
    body = <TrialOutcomeView result={result} onChoose={(c) => void askAsSignedIn(c)} choosing={choosing} chooseError={actionError} />;
  } else if (info.isPending || checking) {
    body = <Spinner />;
  } else if (info.isError) {
    body = <Alert tone="error">{t('trial.loadError')}</Alert>;
  } else if (info.data.logged_in && info.data.user) {
    const { user, trial } = info.data;
    body = (
      <section className="trial-signed-in" aria-labelledby="trial-signed-in-title">
        <h2 id="trial-signed-in-title">{t('trial.signedInAs', { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email ?? '' })}</h2>
        {trial && trial.status === 'active' ? (
          <p>
            {t('trial.current', { count: trial.days_remaining })} {t('trial.currentPurchaseBy', { date: formatDay(trial.purchase_by) })}
          </p>
        ) : null}
        <p>{t('trial.usedThisYear', { used: info.data.trials_used_this_academic_year, max: info.data.max_trials_per_academic_year })}</p>
        {actionError ? <Alert tone="error">{actionError}</Alert> : null}
        <Button onClick={() => void askAsSignedIn()} disabled={asking} aria-busy={asking || undefined}>
          {asking ? t('trial.starting') : t('trial.start')}
        </Button>
      </section>
    );
  } else if (sent) {
    body = (
      <CodeEntry
        sent={sent}
        onResent={(next) => setSent(next)}
        onRestart={() => setSent(null)}
        verify={async (code) => {
          const res = await submit<TrialResponse>(ONBOARDING_PATHS.createTrialForGuest, { token: sent.token, code });
          if (res.ok) {
            setSent(null);
            setResult(res.data.result);
            sessionChanged();
          }
          return res;
        }}
      />
    );
  } else {
    body = (
      <>
        <p className="lead">{t('trial.lead', { count: days ?? 0 })}</p>
        <SsoButtons intent="signup" />
        <h2>{t('trial.withEmail')}</h2>
        <SignUpForm
          endpoint={ONBOARDING_PATHS.sendPurchaseValidationEmail}
          submitLabel={t('trial.submit')}
          busyLabel={t('trial.submitting')}
          loginNext={pagePath('free-trial/')}
          onSent={(s) => setSent(s)}
        />
      </>
    );
  }

  return (
    <section className="auth-page onboarding-page" aria-labelledby="free-trial-title">
      <h1 id="free-trial-title">{title}</h1>
      {body}
    </section>
  );
}
