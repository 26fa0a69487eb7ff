import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { ONBOARDING_MESSAGES, type TrialChoice, type TrialOutcome } from '@numbloom/domain/onboarding';
import { Alert } from '../../../ui/alert.tsx';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { pagePath } from '../../../lib/page-path.ts';

interface TrialOutcomeViewProps {
  result: TrialOutcome;
  /** For the "choose" outcome: restore the previous trial or start a new one. */
  onChoose?: (choice: TrialChoice) => void;
  choosing?: TrialChoice | null;
  chooseError?: string | null;
}

/**
 * Every free-trial outcome of spec §4 with the texts of §8: a new trial with
 * its days and purchase-by date, a restored trial, the choice between the
 * two, the yearly limit reached (upgrade), or an account that already exists.
 */
export function TrialOutcomeView({ result, onChoose, choosing, chooseError }: TrialOutcomeViewProps) {
  const { t } = useTranslation('onboarding');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen changed under the person: move focus to its heading so it is read.
  useEffect(() => {
    headingRef.current?.focus();
  }, [result.outcome]);

  const heading = (key: string) => (
    <h2 ref={headingRef} tabIndex={-1} id="trial-outcome-title">
      {t(`outcome.${key}.title`)}
    </h2>
  );

  switch (result.outcome) {
    case 'new_trial':
    case 'trial_restored': {
      const days = result.days_remaining;
      const purchaseBy = formatDay(result.purchase_by);
      const key = result.outcome === 'new_trial' ? 'newTrial' : 'restored';
      const fallback = result.outcome === 'new_trial' ? ONBOARDING_MESSAGES.newTrial(days) : ONBOARDING_MESSAGES.trialRestored(days);
      return (
        <section className="trial-outcome trial-outcome-ok" data-outcome={result.outcome} aria-labelledby="trial-outcome-title">
          {heading(key)}
          <Alert tone="success">
            <p className="trial-days">{t(`outcome.${key}.body`, { count: days, defaultValue: fallback })}</p>
            <p className="trial-purchase-by">
              {t('outcome.purchaseBy', { date: purchaseBy, defaultValue: ONBOARDING_MESSAGES.purchaseBy(purchaseBy) })}
            </p>
          </Alert>
          <p>
            <ButtonLink to={pagePath(ACCOUNT_PAGES.account)}>{t('outcome.toAccount')}</ButtonLink>
          </p>
        </section>
      );
    }
    case 'choose': {
      const left = result.previous.days_remaining;
      return (
        <section className="trial-outcome" data-outcome="choose" aria-labelledby="trial-outcome-title">
          {heading('choose')}
          <p>{t('outcome.choose.body', { defaultValue: result.message || ONBOARDING_MESSAGES.chooseTrial })}</p>
          {chooseError ? <Alert tone="error">{chooseError}</Alert> : null}
          <div className="trial-choices">
            <Button onClick={() => onChoose?.('restore')} disabled={!!choosing} aria-busy={choosing === 'restore' || undefined}>
              {t('outcome.choose.restore', { count: left })}
            </Button>
            <Button variant="secondary" onClick={() => onChoose?.('new')} disabled={!!choosing} aria-busy={choosing === 'new' || undefined}>
              {t('outcome.choose.new', { count: result.new_trial_days })}
            </Button>
          </div>
        </section>
      );
    }
    case 'max_trials_reached':
      return (
        <section className="trial-outcome" data-outcome="max_trials_reached" aria-labelledby="trial-outcome-title">
          <h2 ref={headingRef} tabIndex={-1} id="trial-outcome-title">
            {t('outcome.maxTrials.title', { defaultValue: result.message || ONBOARDING_MESSAGES.maxTrials })}
          </h2>
          <Alert tone="error">{t('outcome.maxTrials.body', { defaultValue: result.detail || ONBOARDING_MESSAGES.maxTrialsYear })}</Alert>
          <p>
            <ButtonLink to={pagePath('contact/?type=request')}>{t('outcome.maxTrials.upgrade')}</ButtonLink>
          </p>
        </section>
      );
    case 'account_exists':
      return (
        <section className="trial-outcome" data-outcome="account_exists" aria-labelledby="trial-outcome-title">
          {heading('accountExists')}
          <Alert tone="info">{t('outcome.accountExists.body', { defaultValue: result.message || ONBOARDING_MESSAGES.accountExistsHello })}</Alert>
          <p>
            <ButtonLink to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath('free-trial/'))}`}>
              {t('outcome.accountExists.login')}
            </ButtonLink>
          </p>
        </section>
      );
  }
}
