import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../../../i18n/setup.ts';

/** Renders an onboarding component with the real catalogues (English unless told), a router and a fresh query client. */
export async function renderOnboarding(ui: ReactElement, language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['onboarding', 'ui', 'auth']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
