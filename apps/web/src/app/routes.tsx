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
  { path: '*', Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    path: '/:region/:language',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: localeRoutes,
  },
  {
    path: '/home',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [{ path: '*', Component: NotFoundPage }],
  },
  { path: '*', Component: Layout, children: [{ path: '*', Component: NotFoundPage }] },
];
