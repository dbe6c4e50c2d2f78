// A shop's page with the site shell's header and footer, from the published packages (README "The site shell").
// `e2e/installed-package.test.ts` installs the packed packages and runs this page; `npm run bench` builds it to
// measure what the shell costs a shop.
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { loadAccountWidgetConfig } from '@shopfront/api';
import { createTexts, findSite } from '@shopfront/i18n';
import { loadShellCatalogue } from '@shopfront/i18n/shell-catalogue';
import { PageLayout, createShopQueryClient } from '@shopfront/site-shell';
import { TextsProvider } from '@shopfront/ui';
import '@shopfront/ui/tokens.css';
import '@shopfront/ui/style.css';
import '@shopfront/site-shell/style.css';
// The page is all shell: its body takes the shell's type, colours and no margin.
import '@shopfront/site-shell/page.css';

const site = findSite('GB', 'en-GB');
if (!site) throw new Error('GB has no en-GB site');
// The shell's texts in the site's language, and the account configuration its header's session check uses.
const [texts, accountConfig] = await Promise.all([
  loadShellCatalogue(site.locale),
  loadAccountWidgetConfig(fetch, '/host-config?country=GB&locale=en-GB'),
]);

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <TextsProvider texts={createTexts(site.locale, [texts])}>
    <QueryClientProvider client={createShopQueryClient()}>
      <PageLayout site={site} accountConfig={accountConfig} pagePath="/">
        <h1>A shop</h1>
      </PageLayout>
    </QueryClientProvider>
  </TextsProvider>,
);
