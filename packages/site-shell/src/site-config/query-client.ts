import { type DataTag, QueryClient, type UnusedSkipTokenOptions } from '@tanstack/react-query';

/**
 * What `queryOptions` returns for a query of `Data` under a key of strings, named through React Query's own exports: a
 * published declaration that tsc infers names `@tanstack/query-core`, which a shop need not have installed.
 */
export type ShopQueryOptions<Data> = UnusedSkipTokenOptions<Data, Error, Data, string[]> & {
  queryKey: DataTag<string[], Data, Error>;
};

const maxRetryDelayMs = 30_000;

/** docs/site-shell.md §9: data-fetching defaults: 3 retries, delay doubling from 1 s up to 30 s, 5 minutes cache. */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, maxRetryDelayMs),
        gcTime: 5 * 60 * 1000,
        staleTime: 60 * 1000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
