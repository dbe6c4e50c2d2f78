import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { fallbackLocale } from '@shopfront/i18n';
import { createI18n } from '@shopfront/i18n/browser';
import { createShopQueryClient } from '@shopfront/site-shell';
import '@shopfront/ui/tokens.css';
import { App } from './app.tsx';
import { resolveRoute } from './routes.ts';
import './site.css';

async function start(container: HTMLElement): Promise<void> {
  const route = resolveRoute(window.location.pathname);
  const locale = 'site' in route && route.site ? route.site.locale : fallbackLocale;
  document.documentElement.lang = locale;
  const i18n = await createI18n(locale);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createShopQueryClient()}>
          <App route={route} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
