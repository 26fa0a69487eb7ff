import { useTranslation } from 'react-i18next';
import { pageSettings } from '../../../lib/page-settings.ts';
import { CAMPAIGN_MARKER_KEY, COMPETITION_MARKER_KEY, readMarker } from '../form-flow/submission-marker.ts';
import '../registration.css';

/**
 * /{region}/{language}/thank-you/: the thank_you_url of the seeded campaigns
 * and competitions. It reads the session markers (spec §3) to say what was
 * received; a visitor who arrives without submitting gets a neutral page.
 */
export function ThankYouPage() {
  const { t } = useTranslation('registration');
  const { region, language } = pageSettings();
  const campaign = readMarker(CAMPAIGN_MARKER_KEY);
  const competition = readMarker(COMPETITION_MARKER_KEY);
  const submitted = campaign?.submitted || competition?.submitted;
  return (
    <section className="container reg-page" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title">{submitted ? t('thankYou.title') : t('thankYou.neutralTitle')}</h1>
      <p className="lead">{submitted ? t('thankYou.body') : t('thankYou.neutralBody')}</p>
      <p>
        <a href={`/${region}/${language}/`}>{t('thankYou.home')}</a>
      </p>
    </section>
  );
}
