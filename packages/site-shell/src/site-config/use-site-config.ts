import { useQuery } from '@tanstack/react-query';
import { processSiteConfigResponse, requestSiteConfig } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';

/** Navigation, footer and feature toggles of the site, from the experience API. */
export function useSiteConfig(site: Site) {
  const country = site.market.country;
  return useQuery({
    queryKey: ['site-config', country, site.locale],
    queryFn: async ({ signal }) =>
      processSiteConfigResponse(await requestSiteConfig(fetch, { country, locale: site.locale }, signal)),
  });
}
