import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { pageSettings } from '../../../lib/page-settings.ts';
import '../registration.css';

/** The page setting campaign_invalid_page: where a campaign that cannot be loaded sends the visitor (spec §8). */
export function CampaignInvalidPage() {
  const { t } = useTranslation('registration');
  const { region, language } = pageSettings();
  return (
    <section className="container reg-page" aria-labelledby="campaign-invalid-title">
      <h1 id="campaign-invalid-title">{t('invalid.title')}</h1>
      <p>{t('invalid.body', { email: SUPPORT_EMAIL })}</p>
      <p>
        <a href={`/${region}/${language}/`}>{t('invalid.home')}</a>
      </p>
    </section>
  );
}
