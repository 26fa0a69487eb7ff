import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { STAFF_PAGES } from '@numbloom/domain/staff';
import { pagePath } from '../../lib/page-path.ts';
import { StaffChallengeEditor, StaffChallenges } from './staff-challenges.tsx';
import { StaffEventEditor } from './staff-event-form.tsx';
import { StaffCampaigns, StaffCompetitions } from './staff-events.tsx';
import { StaffList } from './staff-lists.tsx';
import { StaffSchools } from './staff-schools.tsx';
import { StaffRecord } from './staff-records.tsx';
import { StaffShell } from './staff-shell.tsx';

/**
 * The staff admin's pages (decision 037, 039), one lazily loaded chunk: the
 * router (app/routes.tsx) names a component per path under /{region}/{language}/staff/.
 */
const SECTIONS = ['campaigns', 'competitions', 'challenges', 'registrations', 'leads', 'enquiries', 'systemReports', 'schools', 'audit'] as const;

export function StaffHomePage() {
  const { t } = useTranslation('staff');
  return (
    <StaffShell title={t('home.title')}>
      <p>{t('home.intro')}</p>
      <ul className="staff-home">
        {SECTIONS.map((s) => (
          <li key={s}>
            <Link to={pagePath(STAFF_PAGES[s])}>{t(`sections.${s}`)}</Link> – {t(`home.${s}`)}
          </li>
        ))}
      </ul>
    </StaffShell>
  );
}

export const StaffCampaignsPage = StaffCampaigns;
export const StaffCompetitionsPage = StaffCompetitions;
export const StaffCampaignPage = () => <StaffEventEditor kind="campaign" />;
export const StaffCompetitionPage = () => <StaffEventEditor kind="competition" />;
export const StaffChallengesPage = StaffChallenges;
export const StaffChallengePage = StaffChallengeEditor;
export const StaffRegistrationsPage = () => <StaffList section="registrations" />;
export const StaffLeadsPage = () => <StaffList section="leads" />;
export const StaffEnquiriesPage = () => <StaffList section="enquiries" />;
export const StaffSystemReportsPage = () => <StaffList section="systemReports" />;
export const StaffAuditPage = () => <StaffList section="audit" />;
export const StaffSchoolsPage = StaffSchools;
export const StaffRegistrationPage = () => <StaffRecord section="registrations" />;
export const StaffLeadPage = () => <StaffRecord section="leads" />;
export const StaffEnquiryPage = () => <StaffRecord section="enquiries" />;
export const StaffSystemReportPage = () => <StaffRecord section="systemReports" />;
