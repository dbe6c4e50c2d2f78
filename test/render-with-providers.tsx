import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createServerTexts } from '../packages/i18n/src/node.ts';
import { TextsProvider } from '../packages/ui/src/index.ts';

export interface RenderOptions {
  /**
   * Renders on the "server" first (`renderToString`), lets this change the markup as a visitor could before the
   * script runs (typing into a field), then hydrates it.
   */
  readonly beforeHydration?: (container: HTMLElement) => void;
}

/** Renders UI with the real catalogue of a locale and a query client that does not retry. */
export function renderWithProviders(ui: ReactElement, locale = 'en-GB', options: RenderOptions = {}) {
  const texts = createServerTexts(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <TextsProvider texts={texts}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </TextsProvider>
  );
  if (!options.beforeHydration) return render(tree);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  options.beforeHydration(container);
  return render(tree, { container, hydrate: true });
}
