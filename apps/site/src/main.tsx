import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mountAccountWidget } from '@shopfront/account-widget';
import { fallbackLocale } from '@shopfront/i18n';
import { createI18n } from '@shopfront/i18n/browser';
import { createShopQueryClient } from '@shopfront/site-shell';
import '@shopfront/ui/tokens.css';
import { App } from './app.tsx';
import { fetchHostConfig } from './host/host-config.ts';
import { legalLinksOf } from './host/legal-links.ts';
import { resolveRoute } from './routes.ts';
import './site.css';

async function start(container: HTMLElement): Promise<void> {
  const route = resolveRoute(window.location.pathname);
  const site = 'site' in route ? route.site : undefined;
  const locale = site?.locale ?? fallbackLocale;
  document.documentElement.lang = locale;
  const [i18n, accountConfig] = await Promise.all([createI18n(locale), site ? fetchHostConfig(site) : undefined]);
  if (site && accountConfig) {
    mountAccountWidget({ locale, loadConfig: () => Promise.resolve(accountConfig), legalLinks: legalLinksOf(site), fullLogoutOnExpiredSession: true });
  }
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={createShopQueryClient()}>
          <App route={route} accountConfig={accountConfig} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
