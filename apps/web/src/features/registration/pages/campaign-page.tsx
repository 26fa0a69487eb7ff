import { useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { campaignConfigPath, type CampaignConfig } from '@numbloom/domain/campaign';
import { apiGet } from '../../../api/client.ts';
import { CampaignForm } from '../campaign-form/campaign-form.tsx';
import { EventDetailsPanel } from './event-details.tsx';
import '../registration.css';

/**
 * /{region}/{language}/campaign/{slug}/: a campaign's registration form on a
 * page of its own (the CMS embeds the same form with the placeholder). The
 * type property of the placeholder comes from ?type= (default register).
 * Below the form, what staff wrote about it: dates, what entrants get, rules.
 */
export function CampaignPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  // The config again, for what staff wrote about it (the form's own load may send the visitor away first).
  const config = useQuery({ queryKey: ['registration', 'campaign-details', slug], queryFn: () => apiGet<CampaignConfig>(campaignConfigPath(slug)), retry: false, enabled: !!slug });
  const shown = config.data && !config.data.is_expired ? config.data : null;
  return (
    <div className="container reg-page">
      <CampaignForm key={slug} slug={slug} type={search.get('type') || 'register'} headingLevel={1} />
      {shown ? <EventDetailsPanel details={shown.details} name={shown.name} start={shown.start_time} end={shown.end_time} /> : null}
    </div>
  );
}
