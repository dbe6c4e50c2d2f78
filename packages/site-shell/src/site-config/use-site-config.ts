import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FetchFunction, SiteConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';
import type { ShopQueryOptions } from './query-client.ts';

/** The site-configuration query: the browser runs it with its fetch, the server prefetches it into the page. */
export function siteConfigQuery(site: Site, fetchFunction: FetchFunction): ShopQueryOptions<SiteConfig> {
  const country = site.market.country;
  return queryOptions({
    queryKey: ['site-config', country, site.locale],
    queryFn: async ({ signal }) =>
      (await import('./site-data-requests.ts')).fetchSiteConfig(
        fetchFunction,
        { country, locale: site.locale },
        signal,
      ),
  });
}

/** Navigation, footer and feature toggles of the site, from the experience API. */
export function useSiteConfig(site: Site) {
  return useQuery(siteConfigQuery(site, fetch));
}
