import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { type SiteGlobals, fetchGlobals, globalsSchema } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';

function storageKey(site: Site): string {
  return `shopfront.globals.${siteKey(site)}`;
}

function cachedGlobals(site: Site): SiteGlobals | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(site));
    const parsed = raw ? z.safeParse(globalsSchema, JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's global configuration (docs/site-shell.md §3, §7), kept in session storage for the rest of the visit; a
 * failure is logged and the header's commerce data stays away.
 */
export function useGlobals(site: Site): SiteGlobals | undefined {
  const { data } = useQuery({
    queryKey: ['globals', siteKey(site)],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const cached = cachedGlobals(site);
      if (cached) return cached;
      try {
        const globals = await fetchGlobals(
          fetch,
          { country: site.market.country, locale: site.locale, languagePrefixed: site.market.locales.length > 1 },
          { signal },
        );
        sessionStorage.setItem(storageKey(site), JSON.stringify(globals));
        return globals;
      } catch (error) {
        console.warn('The site globals could not be loaded', error);
        throw error;
      }
    },
  });
  return data;
}
