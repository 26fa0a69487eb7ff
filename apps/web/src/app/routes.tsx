import type { RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every page of the site. Each feature's page is loaded lazily so a visitor
 * downloads only the screen they open. Paths are relative to /{region}/{language}/.
 */
export const localeRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../features/home/home-page.tsx').then((m) => ({ Component: m.HomePage })) },
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
  { path: 'account', lazy: () => import('../features/accounts/account-page.tsx').then((m) => ({ Component: m.AccountPage })) },
  { path: 'account-closed', lazy: () => import('../features/accounts/account-closed-page.tsx').then((m) => ({ Component: m.AccountClosedPage })) },
  { path: 'student-login', lazy: () => import('../features/accounts/student-login-page.tsx').then((m) => ({ Component: m.StudentLoginPage })) },
  { path: 'dev/mailbox', lazy: () => import('../features/accounts/dev-mailbox-page.tsx').then((m) => ({ Component: m.DevMailboxPage })) },
  { path: 'activities', lazy: () => import('../features/activities/activities-page.tsx').then((m) => ({ Component: m.ActivitiesPage })) },
  { path: 'activities/episode/:id', lazy: () => import('../features/activities/activity-page.tsx').then((m) => ({ Component: m.ActivityPage })) },
  { path: 'activities/episode/:id/play', lazy: () => import('../features/episodes/play-page.tsx').then((m) => ({ Component: m.PlayPage })) },
  // The join page is its own small chunk: children open it on old Chromebooks behind school proxies.
  { path: 'join', lazy: () => import('../features/rooms/join-page.tsx').then((m) => ({ Component: m.JoinPage })) },
  { path: 'join/:code', lazy: () => import('../features/rooms/play-room-page.tsx').then((m) => ({ Component: m.PlayRoomPage })) },
  { path: 'host/:code', lazy: () => import('../features/rooms/host-page.tsx').then((m) => ({ Component: m.HostPage })) },
  { path: 'activities/:kind/:value', lazy: () => import('../features/activities/browse-page.tsx').then((m) => ({ Component: m.BrowsePage })) },
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
