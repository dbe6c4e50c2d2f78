import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { compileCatalogue } from '../packages/i18n/src/catalogue.ts';
import { readSourceCatalogue } from '../packages/i18n/src/node.ts';

export interface RenderOptions {
  /**
   * Renders on the "server" first (`renderToString`), lets this change the markup as a visitor could before the
   * script runs (typing into a field), then hydrates it.
   */
  readonly beforeHydration?: (container: HTMLElement) => void;
}

/** Renders UI with the real catalogue of a locale and a query client that does not retry. */
export function renderWithProviders(ui: ReactElement, locale = 'en-GB', options: RenderOptions = {}) {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: compileCatalogue(readSourceCatalogue(locale) ?? {}) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>
  );
  if (!options.beforeHydration) return render(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  options.beforeHydration(container);
  return render(tree, { container, hydrate: true });
}
