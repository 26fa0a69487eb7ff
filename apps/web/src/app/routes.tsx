import type { RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page of the site. Each feature's page is loaded lazily so a visitor
 * downloads only the screen they open. Paths are relative to /{region}/{language}/.
 */
const staffPages = () => import('../features/staff/staff-pages.tsx');
/** The staff admin is its own frame: its header and navigation, not the public site's (no "Sign in", no "Free trial"). */
const STAFF_FRAME = { frame: 'bare' };

export const localeRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
  { path: 'system-check', lazy: () => import('../features/helpdesk/system-check-page.tsx').then((m) => ({ Component: m.SystemCheckPage })) },
  { path: 'contact', lazy: () => import('../features/contact/contact-page.tsx').then((m) => ({ Component: m.ContactPage })) },
  { path: 'campaign/:slug', lazy: () => import('../features/registration/pages/campaign-page.tsx').then((m) => ({ Component: m.CampaignPage })) },
  { path: 'campaign-invalid', lazy: () => import('../features/registration/pages/campaign-invalid-page.tsx').then((m) => ({ Component: m.CampaignInvalidPage })) },
  { path: 'competition', lazy: () => import('../features/registration/pages/competition-page.tsx').then((m) => ({ Component: m.CompetitionPage })) },
  { path: 'thank-you', lazy: () => import('../features/registration/pages/thank-you-page.tsx').then((m) => ({ Component: m.ThankYouPage })) },
  { path: 'signup', lazy: () => import('../features/onboarding/sign-up-page.tsx').then((m) => ({ Component: m.SignUpPage })) },
  { path: 'free-trial', lazy: () => import('../features/onboarding/free-trial-page.tsx').then((m) => ({ Component: m.FreeTrialPage })) },
  { path: 'login', lazy: () => import('../features/accounts/login-page.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: 'logout', lazy: () => import('../features/accounts/logout-page.tsx').then((m) => ({ Component: m.LogoutPage })) },
  { path: 'reset-password', lazy: () => import('../features/accounts/reset-password-page.tsx').then((m) => ({ Component: m.ResetPasswordPage })) },
  {
    path: 'dashboard',
    // the dashboard's "Your school" card and its Google Classroom import are the school feature's, with the
    // registration feature's school search: composed here
    lazy: async () => {
      const [{ DashboardPage }, { SchoolCard }, { ClassroomImport }, { SchoolPicker }] = await Promise.all([
        import('../features/dashboard/dashboard-page.tsx'),
        import('../features/school/school-card.tsx'),
        import('../features/school/classroom-import.tsx'),
        import('../features/registration/school-search/school-picker.tsx'),
      ]);
      const Card = ({ classes }: { classes: ReadonlyArray<{ id: string; name: string }> }) => (
        <>
          <SchoolCard classes={classes} SchoolPicker={SchoolPicker} />
          <ClassroomImport classes={classes} />
        </>
      );
      return { Component: () => <DashboardPage SchoolCard={Card} /> };
    },
  },
  // a school's admin pages and its invitation links (decision 061)
  { path: 'school', lazy: () => import('../features/school/school-page.tsx').then((m) => ({ Component: m.SchoolPage })) },
  { path: 'school-invite/:token', lazy: () => import('../features/school/invite-page.tsx').then((m) => ({ Component: m.SchoolInvitePage })) },
  { path: 'account', lazy: () => import('../features/accounts/account-page.tsx').then((m) => ({ Component: m.AccountPage })) },
  { path: 'account/children', lazy: () => import('../features/accounts/children-page.tsx').then((m) => ({ Component: m.ChildrenPage })) },
  { path: 'account/children/:id', lazy: () => import('../features/accounts/child-page.tsx').then((m) => ({ Component: m.ChildPage })) },
  { path: 'account/classes/:id/progress', lazy: () => import('../features/progress/class-progress-page.tsx').then((m) => ({ Component: m.ClassProgressPage })) },
  { path: 'account/classes/:id/progress/:studentId', lazy: () => import('../features/progress/child-progress-page.tsx').then((m) => ({ Component: m.ChildProgressPage })) },
  // a class's assignments and an assignment's report (decision 076)
  { path: 'account/classes/:id/assignments', lazy: () => import('../features/assignments/class-assignments-page.tsx').then((m) => ({ Component: m.ClassAssignmentsPage })) },
  { path: 'account/assignments/:id', lazy: () => import('../features/assignments/assignment-report-page.tsx').then((m) => ({ Component: m.AssignmentReportPage })) },
  { path: 'account-closed', lazy: () => import('../features/accounts/account-closed-page.tsx').then((m) => ({ Component: m.AccountClosedPage })) },
  { path: 'student-login', lazy: () => import('../features/accounts/student-login-page.tsx').then((m) => ({ Component: m.StudentLoginPage })) },
  { path: 'dev/mailbox', lazy: () => import('../features/accounts/dev-mailbox-page.tsx').then((m) => ({ Component: m.DevMailboxPage })) },
  { path: 'activities', lazy: () => import('../features/activities/activities-page.tsx').then((m) => ({ Component: m.ActivitiesPage })) },
  {
    path: 'activities/episode/:id',
    // the activity page shows the live-games actions of a class game and a teacher's Assign: composed here, as features never import one another
    lazy: async () => {
      const [{ ActivityPage }, { PlayWithClass }, { ArenaEntry }, { AssignButton }] = await Promise.all([
        import('../features/activities/activity-page.tsx'),
        import('../features/rooms/class-room/play-with-class.tsx'),
        import('../features/rooms/arena/arena-entry.tsx'),
        import('../features/assignments/assign-button.tsx'),
      ]);
      // a class game offers both live modes: Play with class and an Arena
      const GameActions = ({ activityId }: { activityId: string }) => (
        <>
          <PlayWithClass activityId={activityId} />
          <ArenaEntry activityId={activityId} />
        </>
      );
      // a teacher's "Assign" (the assignments feature's dialog)
      return { Component: () => <ActivityPage GameActions={GameActions} AssignAction={AssignButton} /> };
    },
  },
  { path: 'practice', lazy: () => import('../features/episodes/practice-page.tsx').then((m) => ({ Component: m.PracticePage })) },
  // join, join/:code, quick-match, arena and arena/:code, an activity's player and a challenge's are the child's
  // pages: the server sends them their own entry (play.html, app/play-main.tsx; decisions 042, 096).
  // the host's screen is made to be projected: no site header (layout.tsx, decision 042)
  { path: 'host/:code', handle: { frame: 'bare' }, lazy: () => import('../features/rooms/class-room/host-page.tsx').then((m) => ({ Component: m.HostPage })) },
  { path: 'challenges', lazy: () => import('../features/challenges/challenges-list-page.tsx').then((m) => ({ Component: m.ChallengesListPage })) },
  { path: 'challenge/:uuid', lazy: () => import('../features/challenges/challenge-pages.tsx').then((m) => ({ Component: m.ChallengePage })) },
  {
    path: 'challenge/:uuid/register',
    // a teacher chooses their classes' school with the registration feature's school search: composed here
    lazy: async () => {
      const [{ RegisterPage }, { SchoolPicker }] = await Promise.all([
        import('../features/challenges/challenge-pages.tsx'),
        import('../features/registration/school-search/school-picker.tsx'),
      ]);
      return { Component: () => <RegisterPage SchoolPicker={SchoolPicker} /> };
    },
  },
  { path: 'challenge/:uuid/leaderboard', lazy: () => import('../features/challenges/challenge-pages.tsx').then((m) => ({ Component: m.LeaderboardPage })) },
  { path: 'challenge/:uuid/certificates', lazy: () => import('../features/challenges/challenge-pages.tsx').then((m) => ({ Component: m.CertificatesPage })) },
  { path: 'verify/:code', lazy: () => import('../features/challenges/challenge-pages.tsx').then((m) => ({ Component: m.VerifyPage })) },
  // an email's unsubscribe link, signed out (decision 078)
  { path: 'unsubscribe', lazy: () => import('../features/notifications/unsubscribe-page.tsx').then((m) => ({ Component: m.UnsubscribePage })) },
  // Arena (decision 040): the teacher's projected screen, with no site header; the child's way in and race are
  // child pages (above)
  { path: 'arena/host/:code', handle: { frame: 'bare' }, lazy: () => import('../features/rooms/arena/arena-host-page.tsx').then((m) => ({ Component: m.ArenaHostPage })) },
  {
    path: 'activities/:kind/:value',
    // a teacher's "Assign" on each card that can be assigned, and a set picked on these pages (grade, curriculum…)
    // assigned at once (the assignments feature's): composed here
    lazy: async () => {
      const [{ BrowsePage }, { AssignSet, CardAssign }] = await Promise.all([import('../features/activities/browse-page.tsx'), import('../features/assignments/assign-set.tsx')]);
      return {
        Component: () => (
          <AssignSet>
            <BrowsePage AssignAction={CardAssign} />
          </AssignSet>
        ),
      };
    },
  },
  // The staff admin (decision 037, 039, 084): one chunk for all its pages, loaded only by staff, in its own frame.
  { path: 'staff', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffHomePage })) },
  { path: 'staff/campaigns', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffCampaignsPage })) },
  { path: 'staff/campaigns/:slug', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffCampaignPage })) },
  { path: 'staff/competitions', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffCompetitionsPage })) },
  { path: 'staff/competitions/:id', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffCompetitionPage })) },
  { path: 'staff/challenges', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffChallengesPage })) },
  { path: 'staff/challenges/:uuid', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffChallengePage })) },
  { path: 'staff/registrations', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffRegistrationsPage })) },
  { path: 'staff/registrations/:kind/:id', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffRegistrationPage })) },
  { path: 'staff/leads', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffLeadsPage })) },
  { path: 'staff/leads/:id', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffLeadPage })) },
  { path: 'staff/enquiries', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffEnquiriesPage })) },
  { path: 'staff/enquiries/:id', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffEnquiryPage })) },
  { path: 'staff/system-reports', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffSystemReportsPage })) },
  { path: 'staff/system-reports/:id', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffSystemReportPage })) },
  { path: 'staff/audit', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffAuditPage })) },
  { path: 'staff/schools', handle: STAFF_FRAME, lazy: () => staffPages().then((m) => ({ Component: m.StaffSchoolsPage })) },
  { path: '*', Component: NotFoundPage },
];

/** Nothing to show while the first lazy page loads: the server already sent the frame's HTML. */
const HydrateFallback = () => null;

export const routes: RouteObject[] = [
  {
    path: '/:region/:language',
    Component: Layout,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: localeRoutes,
  },
  {
    path: '/home',
    Component: Layout,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [
      { path: 'terms', lazy: () => import('../features/legal/terms-page.tsx').then((m) => ({ Component: m.TermsPage })) },
      { path: 'privacy', lazy: () => import('../features/legal/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })) },
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    path: '/matificgames',
    Component: Layout,
    HydrateFallback,
    ErrorBoundary: RouteError,
    children: [{ index: true, lazy: () => import('../features/registration/pages/games-page.tsx').then((m) => ({ Component: m.GamesPage })) }],
  },
  { path: '*', Component: Layout, children: [{ path: '*', Component: NotFoundPage }] },
];
