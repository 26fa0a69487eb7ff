import { useParams, useSearchParams } from 'react-router';
import { CampaignForm } from '../campaign-form/campaign-form.tsx';
import '../registration.css';

/**
 * /{region}/{language}/campaign/{slug}/: a campaign's registration form on a
 * page of its own (the CMS embeds the same form with the placeholder). The
 * type property of the placeholder comes from ?type= (default register).
 */
export function CampaignPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="container reg-page">
      <CampaignForm key={slug} slug={slug} type={search.get('type') || 'register'} headingLevel={1} />
    </div>
  );
}
