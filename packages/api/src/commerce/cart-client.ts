import { type FetchFunction, readJson } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import { type CommerceSiteEndpoint, commerceFailure, requestCommerce } from './commerce-client.ts';
import { type cartSchema, cartCountSchema, cartListSchema } from './commerce-contract.ts';

/** docs/site-shell.md §9: the shell only deals with web-shop carts. */
export const webshopCartType = 'WEBSHOP';

export type CommerceCart = FromSchema<typeof cartSchema>;
export type CommerceCartEntry = CommerceCart['entries'][number];
export type CommercePrice = NonNullable<CommerceCart['totalPrice']>;

/** The signed-in customer's web-shop carts (the experience session cookie goes along). */
export function requestCarts(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  signal?: AbortSignal,
): Promise<Response> {
  return requestCommerce(fetchFunction, endpoint, 'carts', { fields: 'DEFAULT', cartType: webshopCartType }, signal);
}

/** The anonymous visitor's cart, named by the `<siteId>-cart` cookie's guid. */
export function requestAnonymousCarts(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  cartGuid: string,
  signal?: AbortSignal,
): Promise<Response> {
  return requestCommerce(fetchFunction, endpoint, 'anonymousCarts', { cartGuid, fields: 'DEFAULT' }, signal);
}

export function requestCartCount(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  signal?: AbortSignal,
): Promise<Response> {
  return requestCommerce(
    fetchFunction,
    endpoint,
    'carts/entries/count',
    { fields: 'BASIC', cartType: webshopCartType },
    signal,
  );
}

export function requestAnonymousCartCount(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  cartGuid: string,
  signal?: AbortSignal,
): Promise<Response> {
  return requestCommerce(
    fetchFunction,
    endpoint,
    'anonymousCarts/entries/count',
    { cartGuid, fields: 'BASIC' },
    signal,
  );
}

/** The carts of a cart-list answer; CommerceApiError on an error status, ApiError on an unexpected body. */
export async function processCartsResponse(response: Response): Promise<CommerceCart[]> {
  if (!response.ok) return commerceFailure(response);
  return (await readJson(response, (value) => safeCheck(cartListSchema, value))).carts;
}

/** The count of a count answer; CommerceApiError on an error status, ApiError on an unexpected body. */
export async function processCartCountResponse(response: Response): Promise<number> {
  if (!response.ok) return commerceFailure(response);
  return (await readJson(response, (value) => safeCheck(cartCountSchema, value))).count;
}

export async function fetchCarts(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  signal?: AbortSignal,
): Promise<CommerceCart[]> {
  return processCartsResponse(await requestCarts(fetchFunction, endpoint, signal));
}

export async function fetchAnonymousCarts(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  cartGuid: string,
  signal?: AbortSignal,
): Promise<CommerceCart[]> {
  return processCartsResponse(await requestAnonymousCarts(fetchFunction, endpoint, cartGuid, signal));
}

export async function fetchCartCount(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  signal?: AbortSignal,
): Promise<number> {
  return processCartCountResponse(await requestCartCount(fetchFunction, endpoint, signal));
}

export async function fetchAnonymousCartCount(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  cartGuid: string,
  signal?: AbortSignal,
): Promise<number> {
  return processCartCountResponse(await requestAnonymousCartCount(fetchFunction, endpoint, cartGuid, signal));
}
