import { queryOptions } from '@tanstack/react-query';
import { type AccountWidgetConfig, type FetchFunction, processAccountWidgetConfig } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';

/** The demo host's configuration for a site: what a real shop would render into its page. */
export async function fetchHostConfig(fetchFunction: FetchFunction, site: Site): Promise<AccountWidgetConfig> {
  const query = new URLSearchParams({ country: site.market.country, locale: site.locale });
  // Checked with the configuration's JSON Schema, as the widget checks it.
  return processAccountWidgetConfig(await fetchFunction(`/host-config?${query}`));
}

/**
 * The host configuration as a query: the server renders it into the page (dehydrated), so the browser has it without
 * asking; only a page that was not server-rendered (`npm run dev`) fetches it.
 */
export function hostConfigQuery(site: Site, fetchFunction: FetchFunction) {
  return queryOptions({
    queryKey: ['host-config', siteKey(site)],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => fetchHostConfig(fetchFunction, site),
  });
}
