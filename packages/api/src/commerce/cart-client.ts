import { occLangOf } from '@shopfront/core';
import { type FetchFunction, readJson, send } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import { type CommerceEndpoint, commerceFailure } from './commerce-client.ts';
import { type addEntryBody, type cartSchema, cartCountSchema, cartListSchema } from './commerce-contract.ts';

/** The commerce API of one site in one language (the `lang=language_COUNTRY` of every call). */
export interface CommerceSiteEndpoint extends CommerceEndpoint {
  /** BCP 47, e.g. `fr-BE`; sent as `lang=fr_BE`. */
  readonly locale: string;
}

/** docs/site-shell.md §9: the shell only deals with web-shop carts. */
export const webshopCartType = 'WEBSHOP';

export type CommerceCart = FromSchema<typeof cartSchema>;
export type CommerceCartEntry = CommerceCart['entries'][number];
export type CommercePrice = NonNullable<CommerceCart['totalPrice']>;

/**
 * docs/site-shell.md §7: the site's commerce base, the API key header, credentials included, `lang=language_COUNTRY`;
 * a GET unless a body to POST is given.
 */
export function requestCommerce(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  path: string,
  query: Record<string, string>,
  signal: AbortSignal | undefined,
  postBody?: FromSchema<typeof addEntryBody> | Record<never, never>,
): Promise<Response> {
  const search = new URLSearchParams({ ...query, lang: occLangOf(endpoint.locale) });
  const headers: Record<string, string> = { 'x-api-key': endpoint.eComApiKey };
  if (postBody !== undefined) headers['content-type'] = 'application/json';
  return send(fetchFunction, `${endpoint.commerceApiBaseUrl}${endpoint.siteId}/${path}?${search}`, {
    credentials: 'include',
    headers,
    signal: signal ?? null,
    ...(postBody === undefined ? {} : { method: 'POST', body: JSON.stringify(postBody) }),
  });
}

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
