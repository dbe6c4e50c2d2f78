import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { type CommerceSiteEndpoint, type FetchFunction, type SiteGlobals, searchProducts } from '@shopfront/api';
import { type Site, siteKey, sitePath } from '@shopfront/i18n';
import { globalsQuery, siteConfigQuery } from '@shopfront/site-shell';
import type { SitePageProps } from '../site-page-props.ts';
import { categoryOfPath } from './category-of-path.ts';

/** docs/site-shell.md §7: the site's commerce API, from its globals. */
export function commerceEndpointOf(globals: SiteGlobals, locale: string): CommerceSiteEndpoint {
  return {
    commerceApiBaseUrl: `${globals['general.experienceApi']}occ/`,
    siteId: globals['module.eComApi.SiteId'],
    eComApiKey: globals['module.eComApi.ApiKey'],
    locale,
  };
}

/**
 * The products a category page lists: the browser runs it with its fetch, the server prefetches it into the page.
 * Waits (skips) while the site's globals, which say where the commerce API is, are not known.
 */
export function productsQuery(
  site: Site,
  globals: SiteGlobals | undefined,
  categories: readonly string[],
  fetchFunction: FetchFunction,
) {
  return queryOptions({
    queryKey: ['products', siteKey(site), categories],
    queryFn: globals
      ? ({ signal }) => searchProducts(fetchFunction, commerceEndpointOf(globals, site.locale), categories, signal)
      : skipToken,
  });
}

/** On the server: the page's products go into the page, so it reads complete before any script runs. */
export async function prefetchCategoryPage(
  queryClient: QueryClient,
  { site, pagePath }: SitePageProps,
  fetchFunction: FetchFunction,
): Promise<void> {
  const [config, globals] = await Promise.all([
    queryClient.ensureQueryData(siteConfigQuery(site, fetchFunction)),
    queryClient.ensureQueryData(globalsQuery(site, fetchFunction)),
  ]);
  const choice =
    pagePath === '/c' ? { categories: [] } : categoryOfPath(config.navigation.header.menu, sitePath(site, pagePath));
  if (choice) await queryClient.prefetchQuery(productsQuery(site, globals, choice.categories, fetchFunction));
}
