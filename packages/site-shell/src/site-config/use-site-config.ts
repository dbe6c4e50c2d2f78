import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type SiteConfig, processSiteConfigResponse, requestSiteConfig, siteConfigSchema } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';

const cachedSiteConfigSchema = z.object({ savedAt: z.number(), config: siteConfigSchema });

function storageKey(site: Site): string {
  return `shopfront.siteConfig.${siteKey(site)}`;
}

/** The configuration the previous page of this visit received, so that the next page draws header and footer at once. */
function cachedSiteConfig(site: Site): z.infer<typeof cachedSiteConfigSchema> | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(site));
    const parsed = raw ? z.safeParse(cachedSiteConfigSchema, JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function keepSiteConfig(site: Site, config: SiteConfig): void {
  try {
    sessionStorage.setItem(storageKey(site), JSON.stringify({ savedAt: Date.now(), config }));
  } catch {
    // Storage full or switched off: the next page loads it again.
  }
}

/**
 * Navigation, footer and feature toggles of the site, from the experience API. The last answer is kept in session
 * storage and shown at once on the next page (then refreshed as the query's stale time says), so nothing moves
 * when it arrives.
 */
export function useSiteConfig(site: Site) {
  const country = site.market.country;
  return useQuery({
    queryKey: ['site-config', country, site.locale],
    queryFn: async ({ signal }) => {
      const config = await processSiteConfigResponse(await requestSiteConfig(fetch, { country, locale: site.locale }, signal));
      keepSiteConfig(site, config);
      return config;
    },
    // Read only when the query has no data yet (the first render of a page).
    initialData: () => cachedSiteConfig(site)?.config,
    initialDataUpdatedAt: () => cachedSiteConfig(site)?.savedAt,
  });
}
