import { useEffect, useReducer } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommerceCart, SiteGlobals } from '@shopfront/api';
import { useHydrated } from '../hydration/use-hydrated.ts';
import { cartUpdatedEventName } from './cart-events.ts';
import { type LoadingStatus, loadingStatusOf } from './loading-status.ts';

/** docs/site-shell.md §6: an anonymous visitor's cart is the one named by the `<siteId>-cart` cookie. */
export function anonymousCartGuid(siteId: string): string | undefined {
  const prefix = `${siteId}-cart=`;
  const pair = document.cookie.split('; ').find((candidate) => candidate.startsWith(prefix));
  return pair ? decodeURIComponent(pair.slice(prefix.length)) : undefined;
}

export interface CartView {
  readonly carts: readonly CommerceCart[] | undefined;
  readonly contentsStatus: LoadingStatus;
  readonly badgeCount: number;
  /** Loads (or reloads) the cart contents, e.g. when the mini cart opens. */
  readonly refreshContents: () => void;
}

/**
 * The cart of the visitor: the signed-in customer's carts or the anonymous cart, its count for the badge and,
 * once asked for, its contents for the mini cart. Failures are logged and degrade (docs/site-shell.md §8).
 */
export function useCart(
  globals: SiteGlobals | undefined,
  locale: string,
  signedIn: boolean,
  enabled: boolean,
): CartView {
  const queryClient = useQueryClient();
  // The cart cookie is read at render: a `cart-updated` renders again, so a cart made after the page loaded counts.
  const [, cartChanged] = useReducer((changes: number) => changes + 1, 0);
  // docs/site-shell.md §7: the commerce API is the experience API plus the site id, with the site's API key.
  const siteId = globals?.['module.eComApi.SiteId'] ?? '';
  const config = {
    commerceApiBaseUrl: `${globals?.['general.experienceApi'] ?? ''}occ/`,
    siteId,
    eComApiKey: globals?.['module.eComApi.ApiKey'] ?? '',
    locale,
  };
  const hydrated = useHydrated();
  const guid = signedIn || !globals || !hydrated ? undefined : anonymousCartGuid(siteId);
  const owner = signedIn ? 'customer' : guid;
  const hasCart = enabled && globals !== undefined && owner !== undefined;

  const countKey = ['cart-count', siteId, owner];
  const count = useQuery({
    queryKey: countKey,
    enabled: hasCart,
    queryFn: async ({ signal }) => {
      try {
        return await (await import('./cart-requests.ts')).fetchCount(config, guid, signal);
      } catch (error) {
        console.warn('The cart count could not be loaded', error);
        return 0;
      }
    },
  });

  const contents = useQuery({
    queryKey: ['cart', siteId, owner],
    enabled: false,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const requests = await import('./cart-requests.ts');
        const { carts, badgeCount } = await requests.fetchContents(config, guid, signal, count.data);
        // The badge counts what the mini cart shows, until the next count (a `cart-updated` counts again).
        queryClient.setQueryData(countKey, badgeCount);
        return carts;
      } catch (error) {
        console.warn('The cart could not be loaded', error);
        throw error;
      }
    },
  });

  useEffect(() => {
    // docs/site-shell.md §4: the cart count and the user data (the signed-in state the header shows).
    const refresh = () => {
      cartChanged();
      void queryClient.invalidateQueries({ queryKey: ['cart-count'] });
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      void queryClient.invalidateQueries({ queryKey: ['account-state'] });
    };
    window.addEventListener(cartUpdatedEventName, refresh);
    return () => window.removeEventListener(cartUpdatedEventName, refresh);
  }, [queryClient]);

  return {
    carts: contents.status === 'success' ? contents.data : undefined,
    contentsStatus: hasCart ? loadingStatusOf(contents) : 'SUCCESS',
    badgeCount: count.data ?? 0,
    refreshContents: () => {
      if (hasCart) void contents.refetch();
    },
  };
}
