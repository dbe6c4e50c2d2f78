import { productSearchQueryOf } from '@shopfront/core';
import { type FetchFunction, readJson } from '../api-error.ts';
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';
import { webshopCartType } from './cart-client.ts';
import { type CommerceSiteEndpoint, commerceFailure, requestCommerce } from './commerce-client.ts';
import { type addEntryBody, addedEntrySchema, cartSchema, productSearchSchema } from './commerce-contract.ts';

/** The 201 of `POST <site>/anonymousCarts` is a cart: only its guid is read. */
const createdCartSchema = {
  type: 'object',
  properties: { guid: cartSchema.properties.guid },
  required: ['guid'],
} as const satisfies JsonSchema;

export type CommerceProduct = FromSchema<typeof productSearchSchema>['products'][number];

/** The products of any of the categories (every product when none is named), in the endpoint's language. */
export async function searchProducts(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  categories: readonly string[],
  signal?: AbortSignal,
): Promise<CommerceProduct[]> {
  const response = await requestCommerce(
    fetchFunction,
    endpoint,
    'products/search',
    { query: productSearchQueryOf(categories), pageSize: '100' },
    signal,
  );
  if (!response.ok) return commerceFailure(response);
  return (await readJson(response, (value) => safeCheck(productSearchSchema, value))).products;
}

/** A new anonymous cart; its guid is what the host keeps in the `<siteId>-cart` cookie. */
export async function createAnonymousCart(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
): Promise<string> {
  const response = await requestCommerce(fetchFunction, endpoint, 'anonymousCarts', {}, undefined, {});
  if (!response.ok) return commerceFailure(response);
  return (await readJson(response, (value) => safeCheck(createdCartSchema, value))).guid;
}

/**
 * Adds the quantity of a product to a cart: the anonymous cart of the guid, or without a guid the signed-in
 * customer's web-shop cart (CommerceApiError 401 when nobody is signed in).
 */
export async function addToCart(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  cart: { readonly anonymousGuid: string } | 'customer',
  productCode: string,
  quantity: number,
): Promise<number> {
  const body: FromSchema<typeof addEntryBody> = { product: { code: productCode }, quantity };
  const response =
    cart === 'customer'
      ? await requestCommerce(fetchFunction, endpoint, 'carts/entries', { cartType: webshopCartType }, undefined, body)
      : await requestCommerce(
          fetchFunction,
          endpoint,
          'anonymousCarts/entries',
          { cartGuid: cart.anonymousGuid },
          undefined,
          body,
        );
  if (!response.ok) return commerceFailure(response);
  return (await readJson(response, (value) => safeCheck(addedEntrySchema, value))).quantityAdded;
}
