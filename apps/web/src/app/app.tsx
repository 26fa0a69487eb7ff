import { Suspense, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '../i18n/setup.ts';
import { pageSettings } from '../lib/page-settings.ts';
import { routes } from './routes.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 } },
});
const router = createBrowserRouter(routes);

/** Providers around the router: translations for the page's language, server state. */
export function App() {
  const settings = pageSettings();
  const [i18n, setI18n] = useState<i18n>();
  useEffect(() => {
    void createI18n(settings.language, settings.region).then(setI18n);
  }, [settings.language, settings.region]);
  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
