import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { sitePages, sitePath } from '@shopfront/i18n';
import type { FetchFunction } from '@shopfront/api';
import {
  RenderedLazyModulesCollector,
  RequestCookiesProvider,
  globalsQuery,
  prefetchSignedInState,
  siteConfigQuery,
} from '@shopfront/site-shell';
import { App, preparePage } from './app.tsx';
import { layoutModeOf } from './layout-mode.ts';
import { NotFoundReporter } from './page-status.tsx';
import { refusedAddressRoute, resolveRoute, siteOfRoute } from './routes.ts';

export interface PageRequest {
  /** The page's path and query, e.g. `/gb/login?register=true`. */
  readonly url: string;
  /** The shop's own API routes, called in-process with the visitor's cookies: the same calls the browser makes. */
  readonly fetch: FetchFunction;
  /** The visitor's browser holds a session cookie of ours (identity or experience): someone was signed in on it. */
  readonly sessionCookiePresent: boolean;
  /** The request's Cookie header: the shell renders what the browser's cookies say (a dismissed banner stays away). */
  readonly cookieHeader?: string | undefined;
  /**
   * The server refused the address as untrusted input (a control character in its query): the site's error page is
   * rendered instead, answered 400, and the query is not read.
   */
  readonly refusedAddress?: boolean;
}

export type RenderedPage =
  | { readonly kind: 'redirect'; readonly location: string }
  | {
      readonly kind: 'page';
      readonly statusCode: 200 | 400 | 404;
      readonly locale: string;
      /** What goes into `<div id="root">`. */
      readonly html: string;
      /** The dehydrated query cache as JSON, safe inside a `<script type="application/json">`. */
      readonly state: string;
      /** The page module's source file: its chunk and styles are preloaded. */
      readonly pageSource: string;
      /** The lazily loaded parts the page rendered (as the manifest's keys end, without extension): preloaded too. */
      readonly lazyModules: readonly string[];
    };

/** Renders with React's streaming renderer and waits for everything: the page must be complete without script. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        resolve(html);
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary inline, complete: past this many bytes React would send a boundary (the language
      // switcher's, deferred-language-switcher.tsx) apart, revealed by an inline script the page's CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** Server rendering of a demo page: its shell data prefetched through the real routes, dehydrated for the browser. */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const url = new URL(request.url, 'http://localhost');
  const route = request.refusedAddress ? refusedAddressRoute(url.pathname) : resolveRoute(url.pathname);
  const searchParams = request.refusedAddress ? new URLSearchParams() : url.searchParams;
  // The server does not retry: a failed query is left out of the page and the browser asks again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const logoOnly = route.kind === 'site-page' && layoutModeOf(route.page, searchParams).logoOnly === true;
  const site = siteOfRoute(route);
  const [prepared] = await Promise.all([
    preparePage(route, searchParams, queryClient, request.fetch),
    site && !logoOnly ? queryClient.prefetchQuery(siteConfigQuery(site, request.fetch)) : undefined,
    site && !logoOnly ? queryClient.prefetchQuery(globalsQuery(site, request.fetch)) : undefined,
  ]);
  const { page } = prepared;
  const accountPage = route.kind === 'site-page' && route.page === 'dashboard' ? route.site : undefined;
  // Asked once per page: it decides both whether the page renders signed in and whether an account page is shown.
  const sessions =
    page.kind === 'site' && (request.sessionCookiePresent || accountPage)
      ? prefetchSignedInState(
          queryClient,
          page.props.accountConfig,
          page.props.fullLogoutOnExpiredSession,
          request.fetch,
        )
      : undefined;
  if (accountPage && (await sessions)?.shopSession !== true) {
    // docs/site-shell.md §4: a session that ended on an account-only page goes home (where the header's check logs
    // out what is left); a visitor who never signed in is asked to.
    return {
      kind: 'redirect',
      location: sitePath(accountPage, request.sessionCookiePresent ? sitePages.home : sitePages.login),
    };
  }
  await Promise.all([
    // A failed page query is left out like the others: the browser asks again.
    logoOnly ? undefined : prepared.prefetch?.(queryClient, request.fetch).catch(() => undefined),
    sessions,
  ]);
  const lazyModules = new Set<string>();
  let notFound = false;
  const html = await renderToHtml(
    <RequestCookiesProvider cookieHeader={request.cookieHeader}>
      <RenderedLazyModulesCollector modules={lazyModules}>
        <NotFoundReporter onNotFound={() => (notFound = true)}>
          <App prepared={prepared} queryClient={queryClient} />
        </NotFoundReporter>
      </RenderedLazyModulesCollector>
    </RequestCookiesProvider>,
  );
  return {
    kind: 'page',
    // 404 whenever the not-found content rendered, whichever page did: an unknown path, category or page of the shop.
    statusCode: route.kind === 'refused-address' ? 400 : notFound ? 404 : 200,
    locale: prepared.locale,
    html,
    state: JSON.stringify(dehydrate(queryClient)).replaceAll('<', '\\u003c'),
    pageSource: prepared.pageSource,
    lazyModules: [...lazyModules],
  };
}
