// The calls of the shell's data and their checks, the site configuration's and the globals': one module, imported by
// whichever of the two queries runs first (a page rendered in the browser runs both at start). A page the server
// rendered has both in its query cache and never downloads it.
import {
  type FetchFunction,
  type SiteGlobals,
  fetchGlobals,
  globalsSchema,
  processSiteConfigResponse,
  requestSiteConfig,
  safeCheck,
} from '@shopfront/api';
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

/** The site's globals: those kept in storage earlier in the visit, or fetched (and kept). */
export async function loadGlobals(
  site: Site,
  fetchFunction: FetchFunction,
  storage: GlobalsStorage | undefined,
  signal: AbortSignal,
): Promise<SiteGlobals> {
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
}

/** The site's navigation, footer and feature toggles. */
export async function fetchSiteConfig(
  fetchFunction: FetchFunction,
  site: { country: string; locale: string },
  signal: AbortSignal,
) {
  return processSiteConfigResponse(await requestSiteConfig(fetchFunction, site, signal));
}
