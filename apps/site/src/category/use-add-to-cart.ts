import { useState } from 'react';
import {
  type CommerceProduct,
  type SiteGlobals,
  CommerceApiError,
  addToCart,
  createAnonymousCart,
} from '@shopfront/api';
import { announceCartUpdated, anonymousCartGuid } from '@shopfront/site-shell';
import { commerceEndpointOf } from './products-query.ts';

/** What the last add-to-cart did, for the page's live region. */
export type AddToCartOutcome =
  | { readonly status: 'idle' }
  | { readonly status: 'adding'; readonly product: CommerceProduct }
  | { readonly status: 'added'; readonly product: CommerceProduct }
  | { readonly status: 'failed'; readonly product: CommerceProduct };

const cartCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** docs/site-shell.md §6: the host names an anonymous visitor's cart in the `<siteId>-cart` cookie the shell reads. */
function rememberAnonymousCart(siteId: string, guid: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${siteId}-cart=${encodeURIComponent(guid)}; Path=/; Max-Age=${cartCookieMaxAgeSeconds}; SameSite=Strict${secure}`;
}

/**
 * The demo host's add-to-cart: a signed-in customer's web-shop cart, else the visitor's anonymous cart (made on the
 * first add, or again when the one the cookie names is gone); then `cart-updated`, so the shell's badge and mini cart
 * follow.
 */
export function useAddToCart(globals: SiteGlobals | undefined, locale: string, signedIn: boolean) {
  const [outcome, setOutcome] = useState<AddToCartOutcome>({ status: 'idle' });

  async function addToAnonymousCart(product: CommerceProduct, endpoint: ReturnType<typeof commerceEndpointOf>) {
    const known = anonymousCartGuid(endpoint.siteId);
    if (known) {
      try {
        await addToCart(fetch, endpoint, { anonymousGuid: known }, product.code, 1);
        return;
      } catch (error) {
        if (!(error instanceof CommerceApiError && error.status === 404)) throw error;
      }
    }
    const guid = await createAnonymousCart(fetch, endpoint);
    rememberAnonymousCart(endpoint.siteId, guid);
    await addToCart(fetch, endpoint, { anonymousGuid: guid }, product.code, 1);
  }

  async function add(product: CommerceProduct) {
    if (!globals || outcome.status === 'adding') return;
    setOutcome({ status: 'adding', product });
    const endpoint = commerceEndpointOf(globals, locale);
    try {
      if (signedIn) await addToCart(fetch, endpoint, 'customer', product.code, 1);
      else await addToAnonymousCart(product, endpoint);
      setOutcome({ status: 'added', product });
      announceCartUpdated();
    } catch (error) {
      console.warn('The product could not be added to the cart', error);
      setOutcome({ status: 'failed', product });
    }
  }

  return { outcome, add };
}
