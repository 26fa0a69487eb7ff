import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/alert.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { RegistrationForm } from '../form-fields/registration-form.tsx';
import { loadCompetition, submitCompetition } from '../form-flow/competition-flow.ts';
import { leaveForThankYou, leaveTo } from '../form-flow/navigate.ts';
import { formPageContext } from '../form-flow/page-context.ts';
import { markCompetition } from '../form-flow/submission-marker.ts';
import { detailsFor, shownLanguage } from '@numbloom/domain/event-details';
import { pageSettings } from '../../../lib/page-settings.ts';
import { EventDetailsPanel, OpenCampaigns } from '../pages/event-details.tsx';

/**
 * The competition registration form (spec §2 competition-reg-form): the first
 * competition of the list (optionally narrowed to `competitionId`, for a page
 * about one competition) and its form config; registration closed, none
 * found or a failed load each lead where spec §4/§8 say.
 */
export function CompetitionForm({ competitionId, headingLevel, showDetails = false }: { competitionId?: number; headingLevel?: 1 | 2 | 3; showDetails?: boolean } = {}) {
  const { t } = useTranslation('registration');
  const load = useQuery({
    queryKey: ['registration', 'competition', competitionId ?? null],
    queryFn: ({ signal }) => loadCompetition(signal, competitionId),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const result = load.data;

  useEffect(() => {
    if (result?.kind === 'leave') leaveTo(result.to);
    if (result?.kind === 'form') markCompetition(result.config.competition_id, false);
  }, [result]);

  // Spec §8: a form config that cannot be loaded is only logged.
  if (result?.kind === 'unavailable') return null;
  if (result?.kind === 'closed') {
    if (!showDetails) return <Alert tone="info">{t('competitionClosed')}</Alert>;
    // On its own page a closed competition says what it was, its stage, and what is open instead.
    const Heading = `h${headingLevel ?? 2}` as const;
    const { competition: closed, config: closedConfig } = result;
    const name = detailsFor(closedConfig.details, pageSettings().language, closed.campaign || t('competitionTitle')).title;
    const stage = t(`event.stages.${String(closed.currentStage).toLowerCase()}`, { defaultValue: closed.currentStage });
    return (
      <section className="competition-closed" aria-labelledby="competition-closed-title">
        <Heading id="competition-closed-title">{t('event.closed', { name })}</Heading>
        <Alert tone="info">{t('competitionClosed')}</Alert>
        <p>{t('event.closedBody', { stage })}</p>
        <OpenCampaigns />
      </section>
    );
  }
  if (result?.kind !== 'form') {
    return (
      <div className="reg-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const { config, competition } = result;
  const context = formPageContext();
  const language = pageSettings().language;
  // The title staff wrote for the page's language, else the English one, else the competition's name (as the closed page shows it).
  const title = competition.campaign ? detailsFor(config.details, language, competition.campaign).title : t('competitionTitle');
  const form = (
    <RegistrationForm
      key={config.competition_id}
      kind="competition"
      title={title}
      titleLang={competition.campaign ? shownLanguage(config.details, language, 'title') : undefined}
      config={config}
      showTermsCheckbox
      submitLabel={t('submitLabel.register')}
      headingLevel={headingLevel}
      signupDefault={context.signupDefault}
      defaultCountry={context.defaultCountry}
      onSubmit={async (values) => {
        const failure = await submitCompetition({ competition, config, values });
        if (!failure) {
          markCompetition(config.competition_id, true);
          leaveForThankYou(config.thank_you_url);
        }
        return failure;
      }}
    />
  );
  if (!showDetails) return form;
  return (
    <>
      {form}
      <EventDetailsPanel
        details={config.details}
        name={competition.campaign}
        start={config.starts_at}
        end={config.ends_at}
        stage={String(competition.currentStage).toLowerCase()}
      />
    </>
  );
}
