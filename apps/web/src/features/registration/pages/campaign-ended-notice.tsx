import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { campaignConfigPath, campaignConfigSchema } from '@numbloom/domain/campaign';
import { detailsFor } from '@numbloom/domain/event-details';
import { apiGet } from '../../../api/client.ts';
import { formatDay } from '../../../lib/dates.ts';
import { pageSettings } from '../../../lib/page-settings.ts';
import { Alert } from '../../../ui/alert.tsx';
import { CAMPAIGN_ENDED_PARAM } from '../form-flow/ended-mark.ts';
import './campaign-ended-notice.css';

/**
 * On the page an expired campaign's link led to (its expired_url on this site, decision 084): a word
 * that the campaign has ended, in this page's language. The campaign is asked for by its slug, so
 * the notice names only a campaign the server says has ended; anything else in the address shows nothing.
 */
export function CampaignEndedNotice() {
  const { t } = useTranslation('registration');
  const slug = new URLSearchParams(useLocation().search).get(CAMPAIGN_ENDED_PARAM)?.trim() ?? '';
  const campaign = useQuery({
    queryKey: ['registration', 'ended-notice', slug],
    queryFn: async () => {
      const parsed = campaignConfigSchema.safeParse(await apiGet<unknown>(campaignConfigPath(slug)));
      return parsed.success && parsed.data.is_expired ? parsed.data : null;
    },
    enabled: slug !== '',
    retry: false,
  });
  if (!campaign.data) return null;
  const config = campaign.data;
  const title = detailsFor(config.details, pageSettings().language, config.name).title;
  return (
    <div className="container campaign-ended-notice">
      <Alert tone="info" title={t('event.ended', { name: title })}>
        <p>{config.end_time ? t('event.endedBody', { date: formatDay(config.end_time) }) : t('event.endedUndated')}</p>
      </Alert>
    </div>
  );
}
