import { queryOptions, useQuery } from '@tanstack/react-query';
import { type FetchFunction, type SiteGlobals, fetchGlobals, globalsSchema, safeCheck } from '@shopfront/api';
import { type Site, siteKey } from '@shopfront/i18n';

/** Where the browser keeps the globals for the rest of the visit (docs/site-shell.md §9); the server has none. */
export type GlobalsStorage = Pick<Storage, 'getItem' | 'setItem'>;

function storageKey(site: Site): string {
  return `shopfront.globals.${siteKey(site)}`;
}

function cachedGlobals(site: Site, storage: GlobalsStorage | undefined): SiteGlobals | undefined {
  try {
    const raw = storage?.getItem(storageKey(site));
    const parsed = raw ? safeCheck(globalsSchema, JSON.parse(raw)) : undefined;
    return parsed?.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The globals query: the browser runs it with its fetch and session storage, the server prefetches it into the page. */
export function globalsQuery(site: Site, fetchFunction: FetchFunction, storage?: GlobalsStorage) {
  return queryOptions({
    queryKey: ['globals', siteKey(site)],
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ signal }) => {
      const cached = cachedGlobals(site, storage);
      if (cached) return cached;
      try {
        const globals = await fetchGlobals(
          fetchFunction,
          { country: site.market.country, locale: site.locale, languagePrefixed: site.market.locales.length > 1 },
          { signal },
        );
        storage?.setItem(storageKey(site), JSON.stringify(globals));
        return globals;
      } catch (error) {
        console.warn('The site globals could not be loaded', error);
        throw error;
      }
    },
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
