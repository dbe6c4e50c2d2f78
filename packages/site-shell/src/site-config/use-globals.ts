import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FetchFunction, SiteGlobals } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';
import type { ShopQueryOptions } from './query-client.ts';
import type { GlobalsStorage } from './site-data-requests.ts';

/** The globals query: the browser runs it with its fetch and session storage, the server prefetches it into the page. */
export function globalsQuery(
  site: Site,
  fetchFunction: FetchFunction,
  storage?: GlobalsStorage,
): ShopQueryOptions<SiteGlobals> {
  return queryOptions({
    queryKey: ['globals', siteKey(site)],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) =>
      (await import('./site-data-requests.ts')).loadGlobals(site, fetchFunction, storage, signal),
  });
}

/**
 * The site's global configuration (docs/site-shell.md §3, §7), kept in session storage for the rest of the visit; a
 * failure is logged and the header's commerce data stays away.
 */
export function useGlobals(site: Site): SiteGlobals | undefined {
  // A server render has no session storage (and runs no query: the page carries the globals).
  const storage: GlobalsStorage | undefined = typeof window === 'undefined' ? undefined : window.sessionStorage;
  return useQuery(globalsQuery(site, fetch, storage)).data;
}
