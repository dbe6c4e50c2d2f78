import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { compileCatalogue } from '../packages/i18n/src/catalogue.ts';
import { readSourceCatalogue } from '../packages/i18n/src/node.ts';

/** Renders UI with the real catalogue of a locale and a query client that does not retry. */
export function renderWithProviders(ui: ReactElement, locale = 'en-GB') {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: compileCatalogue(readSourceCatalogue(locale) ?? {}) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  );
}
