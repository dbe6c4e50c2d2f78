import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { FetchFunction } from '@shopfront/api';
import { type Locale, type Site, type Texts, createTexts, fallbackLocale } from '@shopfront/i18n';
import { loadShellCatalogue } from '@shopfront/i18n/shell-catalogue';
import { TextsProvider } from '@shopfront/ui';
import { hostConfigQuery } from './host/host-config.ts';
import { type LoadedPage, type PageChoice, pageModuleOf } from './page-modules.ts';
import { type Route, siteOfRoute } from './routes.ts';

export interface PreparedPage {
  /** The site the page belongs to; none for the market list, the mailbox and a 404 outside every site. */
  readonly site: Site | undefined;
  readonly locale: Locale;
  readonly texts: Texts;
  readonly page: LoadedPage;
  /** The page module's source file (what the server preloads). */
  readonly pageSource: string;
  /** What the server fetches into the page for it, beyond the header's and footer's data. */
  readonly prefetch: PageChoice['prefetch'];
}

/**
 * Everything a page needs before its first render, the same on the server and in the browser: the shell's and the
 * page's texts in the locale, the site's host configuration (from the query cache when the server put it there) and the page's code.
 */
export async function preparePage(
  route: Route,
  searchParams: URLSearchParams,
  queryClient: QueryClient,
  fetchFunction: FetchFunction,
): Promise<PreparedPage> {
  const site = siteOfRoute(route);
  const locale = site?.locale ?? fallbackLocale;
  // The host configuration comes from the query cache the server filled (only `npm run dev` fetches it).
  const accountConfig = site ? await queryClient.ensureQueryData(hostConfigQuery(site, fetchFunction)) : undefined;
  const pageModule = pageModuleOf(route, accountConfig, searchParams);
  const [shellTexts, page] = await Promise.all([loadShellCatalogue(locale), pageModule.load()]);
  const pageTexts = await Promise.all(page.texts.map((load) => load(locale)));
  return {
    site,
    locale,
    texts: createTexts(locale, [shellTexts, ...pageTexts]),
    page,
    pageSource: pageModule.source,
    prefetch: pageModule.prefetch,
  };
}

/** The demo shop's page: the one the address names, its code already loaded. */
export function App({
  prepared,
  queryClient,
  onCommitted,
  onSettled,
}: {
  readonly prepared: PreparedPage;
  readonly queryClient: QueryClient;
  /** Called in the commit that put the page on screen (hydrated, when it came from the server). */
  readonly onCommitted?: () => void;
  /** Called once every effect of that commit has run (App's own runs last): the page answers events from then on. */
  readonly onSettled?: () => void;
}) {
  const { page, texts } = prepared;
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  useEffect(() => onSettled?.(), [onSettled]);
  return (
    <StrictMode>
      <TextsProvider texts={texts}>
        <QueryClientProvider client={queryClient}>
          {page.kind === 'bare' ? <page.Page /> : <page.Page {...page.props} />}
        </QueryClientProvider>
      </TextsProvider>
    </StrictMode>
  );
}
