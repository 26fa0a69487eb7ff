import { CompetitionForm } from '../competition-form/competition-form.tsx';
import '../registration.css';

/** /{region}/{language}/competition/: the competition registration form on a page of its own. */
export function CompetitionPage() {
  return (
    <div className="container reg-page">
      <CompetitionForm headingLevel={1} />
    </div>
  );
}
