import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createI18n } from '../../../i18n/setup.ts';

/** Renders a registration component with the real catalogues (English unless told) and a fresh query client. */
export async function renderWithProviders(ui: ReactElement, language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['registration', 'ui']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
}
