import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTACT_FORM_TYPES, submitLabel } from '@numbloom/domain/contact';
import { detailsFor, shownLanguage } from '@numbloom/domain/event-details';
import { pageSettings } from '../../../lib/page-settings.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { RegistrationForm } from '../form-fields/registration-form.tsx';
import { loadCampaign, submitCampaign } from '../form-flow/campaign-flow.ts';
import { leaveForThankYou, leaveTo } from '../form-flow/navigate.ts';
import { formPageContext } from '../form-flow/page-context.ts';
import { markCampaign } from '../form-flow/submission-marker.ts';
import { CampaignEnded } from '../pages/campaign-ended.tsx';

/**
 * The campaign registration form for one campaign (spec §2 placeholder
 * properties slug and type): spinner while its config loads, then the form;
 * an expired or unloadable campaign leaves for its target (spec §4/§8); an
 * expired one with no target of its own explains itself here.
 */
export function CampaignForm({ slug, type, headingLevel }: { slug: string; type: string; headingLevel?: 1 | 2 | 3 }) {
  const { t } = useTranslation('registration');
  const load = useQuery({
    queryKey: ['registration', 'campaign', slug],
    queryFn: ({ signal }) => loadCampaign(slug, signal),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const result = load.data;

  useEffect(() => {
    if (result?.kind === 'leave') leaveTo(result.to);
    if (result?.kind === 'form') markCampaign(result.config.slug, false);
  }, [result]);

  if (result?.kind === 'ended') return <CampaignEnded config={result.config} headingLevel={headingLevel ?? 2} />;
  if (result?.kind !== 'form') {
    return (
      <div className="reg-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  const { config } = result;
  const context = formPageContext();
  const language = pageSettings().language;
  // The title staff wrote for the page's language, else the English one or the campaign's name.
  const title = config.name ? detailsFor(config.details, language, config.name).title : t('campaignTitle');
  // The button is the product's own text for the form type (spec §2), in the page's language.
  const submitKey = (CONTACT_FORM_TYPES as readonly string[]).includes(type) ? type : 'default';
  return (
    <RegistrationForm
      key={config.slug}
      kind="campaign"
      title={title}
      titleLang={config.name ? shownLanguage(config.details, language, 'title') : language}
      config={config}
      showTermsCheckbox={config.show_terms_checkbox}
      submitLabel={t(`submitLabel.${submitKey}`, { defaultValue: submitLabel(type) })}
      headingLevel={headingLevel}
      signupDefault={context.signupDefault}
      defaultCountry={context.defaultCountry}
      onSubmit={async (values) => {
        const failure = await submitCampaign({ config, values, type });
        if (!failure) {
          markCampaign(config.slug, true);
          leaveForThankYou(config.thank_you_url);
        }
        return failure;
      }}
    />
  );
}
