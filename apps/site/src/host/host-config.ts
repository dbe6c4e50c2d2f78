import { queryOptions } from '@tanstack/react-query';
import type { FetchFunction } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';

/**
 * The host configuration as a query: the server renders it into the page (dehydrated), so the browser has it without
 * asking; only a page that was not server-rendered fetches it.
 */
export function hostConfigQuery(site: Site, fetchFunction: FetchFunction) {
  return queryOptions({
    queryKey: ['host-config', siteKey(site)],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => (await import('./host-config-request.ts')).fetchHostConfig(fetchFunction, site),
  });
}
