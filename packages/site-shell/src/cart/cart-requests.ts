// The cart calls, imported when the visitor has a cart: a visitor without one downloads no commerce client.
import {
  type CommerceSiteEndpoint,
  fetchAnonymousCartCount,
  fetchAnonymousCarts,
  fetchCartCount,
  fetchCarts,
} from '@shopfront/api';

/** The badge's count: the anonymous cart's (named by its guid) or the signed-in customer's. */
export function fetchCount(endpoint: CommerceSiteEndpoint, guid: string | undefined, signal: AbortSignal) {
  return guid ? fetchAnonymousCartCount(fetch, endpoint, guid, signal) : fetchCartCount(fetch, endpoint, signal);
}

/** The mini cart's contents. */
export function fetchContents(endpoint: CommerceSiteEndpoint, guid: string | undefined, signal: AbortSignal) {
  return guid ? fetchAnonymousCarts(fetch, endpoint, guid, signal) : fetchCarts(fetch, endpoint, signal);
}
