import { useSearchParams } from 'react-router';
import { CompetitionForm } from '../competition-form/competition-form.tsx';
import { competitionIdOf } from '../form-flow/competition-flow.ts';
import '../registration.css';

/** /{region}/{language}/competition/[?id=N]: the competition registration form on a page of its own. */
export function CompetitionPage() {
  const [search] = useSearchParams();
  const competitionId = competitionIdOf(search.get('id'));
  return (
    <div className="container reg-page">
      <CompetitionForm key={competitionId ?? 'first'} competitionId={competitionId} headingLevel={1} showDetails />
    </div>
  );
}
