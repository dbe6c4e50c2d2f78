import { describe, expect, it, vi } from 'vitest';
import { addToCart, createAnonymousCart, searchProducts } from './product-client.ts';

const endpoint = {
  commerceApiBaseUrl: 'https://shop.example/experience-api/occ/',
  siteId: 'nordhem-be',
  eComApiKey: 'nordhem-be-ecom',
  locale: 'fr-BE',
};
const base = 'https://shop.example/experience-api/occ/nordhem-be/';
const oven = {
  code: 'NH-OV-600',
  name: 'Four Nordhem Aura 600',
  price: { currencyIso: 'EUR', value: 649, formattedValue: '649,00 €' },
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('searchProducts', () => {
  it('asks for the categories with the API key and the language, and answers the products', async () => {
    const fetchFunction = vi.fn(async () => json({ products: [oven], pagination: { totalResults: 1 } }));
    expect(await searchProducts(fetchFunction, endpoint, ['ovens', 'hobs'])).toEqual([oven]);
    expect(fetchFunction).toHaveBeenCalledWith(
      `${base}products/search?query=%3Arelevance%3AallCategories%3Aovens%3AallCategories%3Ahobs&pageSize=100&lang=fr_BE`,
      expect.objectContaining({ credentials: 'include', headers: { 'x-api-key': 'nordhem-be-ecom' } }),
    );
  });

  it.each([
    ['no product list', {}],
    ['a product without a name', { products: [{ code: 'NH-OV-600' }] }],
    ['a price without its formatted value', { products: [{ ...oven, price: { currencyIso: 'EUR', value: 649 } }] }],
  ])('refuses an answer with %s', async (_case, body) => {
    await expect(
      searchProducts(
        vi.fn(async () => json(body)),
        endpoint,
        [],
      ),
    ).rejects.toMatchObject({ name: 'ApiError' });
  });

  it('turns an OCC error into a CommerceApiError with its type', async () => {
    const failing = vi.fn(async () =>
      json({ errors: [{ type: 'ValidationError', message: 'Unsupported search query' }] }, 400),
    );
    await expect(searchProducts(failing, endpoint, [])).rejects.toMatchObject({
      name: 'CommerceApiError',
      status: 400,
      code: 'ValidationError',
    });
  });
});

describe('carts written by the host', () => {
  it('creates an anonymous cart with a POST and answers its guid', async () => {
    const fetchFunction = vi.fn(async () => json({ guid: 'guid-1', code: 'guid-1', entries: [] }, 201));
    expect(await createAnonymousCart(fetchFunction, endpoint)).toBe('guid-1');
    expect(fetchFunction).toHaveBeenCalledWith(
      `${base}anonymousCarts?lang=fr_BE`,
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it.each([
    [
      'the anonymous cart of a guid',
      { anonymousGuid: 'guid-1' } as const,
      `${base}anonymousCarts/entries?cartGuid=guid-1&lang=fr_BE`,
    ],
    ['the signed-in customer’s cart', 'customer' as const, `${base}carts/entries?cartType=WEBSHOP&lang=fr_BE`],
  ])('adds a product to %s', async (_case, cart, url) => {
    const fetchFunction = vi.fn(async () =>
      json({ statusCode: 'success', quantityAdded: 2, entry: { entryNumber: 0, quantity: 2 } }),
    );
    expect(await addToCart(fetchFunction, endpoint, cart, 'NH-OV-600', 2)).toBe(2);
    expect(fetchFunction).toHaveBeenCalledWith(url, {
      method: 'POST',
      credentials: 'include',
      headers: { 'x-api-key': 'nordhem-be-ecom', 'content-type': 'application/json' },
      body: JSON.stringify({ product: { code: 'NH-OV-600' }, quantity: 2 }),
      signal: null,
    });
  });

  it('answers a 401 for the customer’s cart without a session as a CommerceApiError', async () => {
    const refused = vi.fn(async () =>
      json({ errors: [{ type: 'InvalidTokenError', message: 'No valid session' }] }, 401),
    );
    await expect(addToCart(refused, endpoint, 'customer', 'NH-OV-600', 1)).rejects.toMatchObject({ status: 401 });
  });
});
