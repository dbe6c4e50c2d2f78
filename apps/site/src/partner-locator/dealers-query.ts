import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type DealerSearch, type FetchFunction, fetchDealers } from '@shopfront/api';
import type { SitePageProps } from '../site-page-props.ts';
import { locatorValueOf } from './locator-query.ts';

/** The dealers a locator search lists: the browser runs it with its fetch, the server prefetches it into the page. */
export function dealersQuery(search: DealerSearch, experienceApiHost: string, fetchFunction: FetchFunction) {
  return queryOptions({
    queryKey: ['dealers', search],
    queryFn: ({ signal }) => fetchDealers(fetchFunction, search, experienceApiHost, signal),
  });
}

/** On the server: the dealers near the `?loc=` typed (what the footer stored is the browser's), all services. */
export async function prefetchPartnerLocatorPage(
  queryClient: QueryClient,
  { site, accountConfig, searchParams }: SitePageProps,
  fetchFunction: FetchFunction,
): Promise<void> {
  const search = {
    country: site.market.country,
    near: locatorValueOf(`?${searchParams.toString()}`, undefined),
    services: [],
  };
  await queryClient.prefetchQuery(dealersQuery(search, accountConfig.experienceApiHost, fetchFunction));
}
