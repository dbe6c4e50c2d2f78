// The cart calls, imported when the visitor has a cart: a visitor without one downloads no commerce client.
import {
  type CommerceSiteEndpoint,
  fetchAnonymousCartCount,
  fetchAnonymousCarts,
  fetchCartCount,
  fetchCarts,
} from '@shopfront/api';
import { cartBadgeCount } from '@shopfront/core';

/** The badge's count: the anonymous cart's (named by its guid) or the signed-in customer's. */
export function fetchCount(endpoint: CommerceSiteEndpoint, guid: string | undefined, signal: AbortSignal) {
  return guid ? fetchAnonymousCartCount(fetch, endpoint, guid, signal) : fetchCartCount(fetch, endpoint, signal);
}

/**
 * The mini cart's contents, and the badge's count of them (docs/site-shell.md §4: the sum over carts of totalUnitCount,
 * else totalItems, else the entries; `counted` where they have none).
 */
export async function fetchContents(
  endpoint: CommerceSiteEndpoint,
  guid: string | undefined,
  signal: AbortSignal,
  counted: number | undefined,
) {
  const carts = await (guid ? fetchAnonymousCarts(fetch, endpoint, guid, signal) : fetchCarts(fetch, endpoint, signal));
  return { carts, badgeCount: cartBadgeCount(carts, counted) };
}
