import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import {
  fetchAnonymousCartCount,
  fetchAnonymousCarts,
  fetchCartCount,
  fetchCarts,
  processCartCountResponse,
  processCartsResponse,
} from './cart-client.ts';
import { CommerceApiError } from './commerce-client.ts';

const endpoint = {
  commerceApiBaseUrl: 'https://shop.example/experience-api/occ/',
  siteId: 'nordhem-be',
  eComApiKey: 'nordhem-be-ecom',
  locale: 'fr-BE',
};

const price = { currencyIso: 'EUR', value: 549, formattedValue: '549,00 €' };
const cart = {
  code: 'c1',
  guid: 'c1',
  type: 'WEBSHOP',
  totalItems: 1,
  totalUnitCount: 2,
  entries: [
    {
      entryNumber: 0,
      quantity: 2,
      product: { code: 'NH-DW-450', name: 'Dishwasher' },
      basePrice: price,
      totalPrice: price,
    },
  ],
  subTotal: price,
  totalPrice: price,
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('cart clients: requests', () => {
  it.each([
    [
      'fetchCarts',
      (f: typeof fetch) => fetchCarts(f, endpoint),
      json({ carts: [] }),
      'carts?fields=DEFAULT&cartType=WEBSHOP&lang=fr_BE',
    ],
    [
      'fetchAnonymousCarts',
      (f: typeof fetch) => fetchAnonymousCarts(f, endpoint, 'guid-1'),
      json({ carts: [] }),
      'anonymousCarts?cartGuid=guid-1&fields=DEFAULT&lang=fr_BE',
    ],
    [
      'fetchCartCount',
      (f: typeof fetch) => fetchCartCount(f, endpoint),
      json({ count: 0 }),
      'carts/entries/count?fields=BASIC&cartType=WEBSHOP&lang=fr_BE',
    ],
    [
      'fetchAnonymousCartCount',
      (f: typeof fetch) => fetchAnonymousCartCount(f, endpoint, 'guid-1'),
      json({ count: 0 }),
      'anonymousCarts/entries/count?cartGuid=guid-1&fields=BASIC&lang=fr_BE',
    ],
  ])('%s asks the site’s commerce API with the API key, credentials and lang', async (_name, call, answer, path) => {
    const fetchFunction = vi.fn(async () => answer);
    await call(fetchFunction);
    expect(fetchFunction).toHaveBeenCalledWith(
      `https://shop.example/experience-api/occ/nordhem-be/${path}`,
      expect.objectContaining({ credentials: 'include', headers: { 'x-api-key': 'nordhem-be-ecom' } }),
    );
  });

  it('turns a network failure into an ApiError', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchCarts(failing, endpoint)).rejects.toMatchObject({ name: 'ApiError', code: 'network' });
  });
});

describe('processCartsResponse', () => {
  it.each([
    ['one full cart', { carts: [cart] }, [cart]],
    ['no carts', { carts: [] }, []],
    [
      'carts with only some counts (docs/site-shell.md §3)',
      {
        carts: [
          { code: 'a', totalItems: 3 },
          { code: 'b', entries: [] },
        ],
      },
      [
        { code: 'a', totalItems: 3, entries: [] },
        { code: 'b', entries: [] },
      ],
    ],
    [
      'extra OCC fields, kept',
      { carts: [{ code: 'a', user: { uid: 'x' } }] },
      [{ code: 'a', user: { uid: 'x' }, entries: [] }],
    ],
  ])('returns %s', async (_case, body, expected) => {
    expect(await processCartsResponse(json(body))).toEqual(expected);
  });

  it.each([
    [
      'an OCC error',
      json({ errors: [{ type: 'InvalidTokenError', message: 'No valid session' }] }, 401),
      CommerceApiError,
      { status: 401, message: 'No valid session' },
    ],
    [
      'an error without an OCC body',
      new Response('<html>', { status: 502 }),
      CommerceApiError,
      { status: 502, message: 'HTTP 502' },
    ],
    ['a single cart instead of a list', json(cart), ApiError, { code: 'invalid_response' }],
    [
      'a negative unit count',
      json({ carts: [{ code: 'a', totalUnitCount: -1 }] }),
      ApiError,
      { code: 'invalid_response' },
    ],
    ['a body that is not JSON', new Response('oops', { status: 200 }), ApiError, { code: 'invalid_response' }],
  ])('turns %s into an error', async (_case, response, type, fields) => {
    const failure = processCartsResponse(response);
    await expect(failure).rejects.toBeInstanceOf(type);
    await expect(failure).rejects.toMatchObject(fields);
  });
});

describe('processCartCountResponse', () => {
  it.each([
    [{ count: 0 }, 0],
    [{ count: 7 }, 7],
  ])('reads %j as %i', async (body, expected) => {
    expect(await processCartCountResponse(json(body))).toBe(expected);
  });

  it.each([
    [
      'an OCC error',
      json({ errors: [{ type: 'CartError', message: 'Cart not found' }] }, 404),
      CommerceApiError,
      { status: 404, message: 'Cart not found' },
    ],
    ['a missing count', json({}), ApiError, { code: 'invalid_response' }],
    ['a fractional count', json({ count: 1.5 }), ApiError, { code: 'invalid_response' }],
    ['a count as text', json({ count: '3' }), ApiError, { code: 'invalid_response' }],
  ])('turns %s into an error', async (_case, response, type, fields) => {
    const failure = processCartCountResponse(response);
    await expect(failure).rejects.toBeInstanceOf(type);
    await expect(failure).rejects.toMatchObject(fields);
  });
});
