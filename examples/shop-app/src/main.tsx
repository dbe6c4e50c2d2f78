// The shop's storefront: its own pages inside the Shopfront site shell, the account widget for the dialogs, and the
// pages Shopfront's flows come back to. nginx (../nginx.conf.template) serves it and passes Shopfront's paths on.
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadAccountWidgetConfig } from '@shopfront/api';
import { mountAccountWidget } from '@shopfront/account-widget';
import { createTexts, findSite, parseSitePath, sitePages, sitePath } from '@shopfront/i18n';
import { loadHeaderOverlayCatalogue } from '@shopfront/i18n/header-overlay-catalogue';
import { loadShellCatalogue } from '@shopfront/i18n/shell-catalogue';
import { loadWidgetCatalogue } from '@shopfront/i18n/widget-catalogue';
import { createShopQueryClient } from '@shopfront/site-shell';
import { TextsProvider } from '@shopfront/ui';
import '@shopfront/ui/tokens.css';
import '@shopfront/ui/style.css';
import '@shopfront/account-widget/style.css';
import '@shopfront/site-shell/style.css';
import '@shopfront/site-shell/page.css';
import { ShopPage } from './shop-page.tsx';

const located = parseSitePath(window.location.pathname);
const defaultSite = findSite('GB', 'en-GB');
if (!located) {
  if (!defaultSite) throw new Error('GB has no en-GB site');
  window.location.replace(sitePath(defaultSite, sitePages.home));
} else {
  const { site, pagePath } = located;
  document.documentElement.lang = site.locale;
  const hostConfigUrl = `/host-config?${new URLSearchParams({ country: site.market.country, locale: site.locale })}`;
  const accountConfig = loadAccountWidgetConfig(fetch, hostConfigUrl);
  // Before anything is awaited: a dialog asked for while the page loads is not missed.
  mountAccountWidget({
    locale: site.locale,
    loadConfig: () => accountConfig,
    legalLinks: {
      registerHref: sitePath(site, sitePages.register),
      privacyHref: sitePath(site, sitePages.privacyStatement),
      termsHref: sitePath(site, sitePages.termsOfUse),
    },
  });
  // The shell's texts, and those of the widget and the account menu that the shop's account pages use too.
  const [shellTexts, overlayTexts, widgetTexts, config] = await Promise.all([
    loadShellCatalogue(site.locale),
    loadHeaderOverlayCatalogue(site.locale),
    loadWidgetCatalogue(site.locale),
    accountConfig,
  ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <TextsProvider texts={createTexts(site.locale, [shellTexts, overlayTexts, widgetTexts])}>
      <QueryClientProvider client={createShopQueryClient()}>
        <ShopPage site={site} pagePath={pagePath} accountConfig={config} />
      </QueryClientProvider>
    </TextsProvider>,
  );
}
