import { useTranslation } from 'react-i18next';
import type { CampaignConfig } from '@numbloom/domain/campaign';
import { detailsFor } from '@numbloom/domain/event-details';
import { pageSettings } from '../../../lib/page-settings.ts';
import { formatDay } from '../../../lib/dates.ts';
import { OpenCampaigns } from './event-details.tsx';

/** An ended campaign with no expired_url of its own: what it was, when it ended, and what is open instead. */
export function CampaignEnded({ config, headingLevel }: { config: CampaignConfig; headingLevel: 1 | 2 | 3 }) {
  const { t } = useTranslation('registration');
  const Heading = `h${headingLevel}` as const;
  const title = detailsFor(config.details, pageSettings().language, config.name).title;
  return (
    <section className="campaign-ended" aria-labelledby="campaign-ended-title">
      <Heading id="campaign-ended-title">{t('event.ended', { name: title })}</Heading>
      <p>{config.end_time ? t('event.endedBody', { date: formatDay(config.end_time) }) : t('event.endedUndated')}</p>
      <OpenCampaigns except={config.slug} />
    </section>
  );
}
