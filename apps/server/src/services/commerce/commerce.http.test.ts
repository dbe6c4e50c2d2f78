import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCountSchema, cartListSchema, matchesSchema } from '@shopfront/api';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

const base = '/experience-api/occ/nordhem-gb';
const apiKey = { 'x-api-key': 'nordhem-gb-ecom' };

describe('commerce API: anonymous carts', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function newCart(): Promise<string> {
    const response = await server.app.inject({ method: 'POST', url: `${base}/anonymousCarts`, headers: apiKey });
    expect(response.statusCode).toBe(201);
    return response.json<{ guid: string }>().guid;
  }

  it('creates a cart, adds entries and counts the units', async () => {
    const guid = await newCart();
    const add = (code: string, quantity: number) =>
      server.app.inject({
        method: 'POST',
        url: `${base}/anonymousCarts/entries?cartGuid=${guid}`,
        headers: apiKey,
        payload: { product: { code }, quantity },
      });
    expect((await add('NH-DW-450', 1)).json()).toMatchObject({
      statusCode: 'success',
      entry: { entryNumber: 0, quantity: 1 },
    });
    expect((await add('NH-AC-010', 2)).json()).toMatchObject({ entry: { entryNumber: 1, quantity: 2 } });
    expect((await add('NH-DW-450', 1)).json()).toMatchObject({ entry: { entryNumber: 0, quantity: 2 } });

    const count = await server.app.inject({
      url: `${base}/anonymousCarts/entries/count?cartGuid=${guid}&fields=BASIC`,
      headers: apiKey,
    });
    expect(count.json()).toEqual({ count: 4 });
    expect(matchesSchema(cartCountSchema, count.json()), 'count matches the wire contract').toBe(true);

    // docs/site-shell.md §3: the anonymous cart comes as a list of carts.
    const cart = await server.app.inject({
      url: `${base}/anonymousCarts?cartGuid=${guid}&fields=DEFAULT&lang=en_GB`,
      headers: apiKey,
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe('no-store');
    expect(matchesSchema(cartListSchema, cart.json()), 'carts match the wire contract the browser parses').toBe(true);
    expect(cart.json()).toMatchObject({
      carts: [
        {
          guid,
          type: 'WEBSHOP',
          totalItems: 2,
          totalUnitCount: 4,
          entries: [
            { entryNumber: 0, quantity: 2, product: { code: 'NH-DW-450' }, basePrice: { currencyIso: 'GBP' } },
            { entryNumber: 1, quantity: 2, product: { code: 'NH-AC-010' } },
          ],
        },
      ],
    });
    expect(cart.json().carts).toHaveLength(1);
  });

  it.each([
    ['nordhem-be', 'nordhem-be-ecom', 'fr_BE', 'Lave-vaisselle Nordhem Silence 450'],
    ['nordhem-be', 'nordhem-be-ecom', 'nl_BE', 'Nordhem Silence 450 vaatwasser'],
    ['nordhem-pl', 'nordhem-pl-ecom', 'pl_PL', 'Zmywarka Nordhem Silence 450'],
    ['nordhem-gb', 'nordhem-gb-ecom', 'en_GB', 'Nordhem Silence 450 Dishwasher'],
  ])('names the products of a %s cart in the language of lang=%s', async (siteId, key, lang, name) => {
    const site = `/experience-api/occ/${siteId}`;
    const headers = { 'x-api-key': key };
    const created = await server.app.inject({ method: 'POST', url: `${site}/anonymousCarts`, headers });
    const { guid } = created.json<{ guid: string }>();
    await server.app.inject({
      method: 'POST',
      url: `${site}/anonymousCarts/entries?cartGuid=${guid}`,
      headers,
      payload: { product: { code: 'NH-DW-450' }, quantity: 1 },
    });
    const cart = await server.app.inject({
      url: `${site}/anonymousCarts?cartGuid=${guid}&fields=DEFAULT&lang=${lang}`,
      headers,
    });
    expect(cart.json()).toMatchObject({ carts: [{ entries: [{ product: { code: 'NH-DW-450', name } }] }] });
  });

  it('answers an unknown anonymous cart with an OCC error', async () => {
    const response = await server.app.inject({
      url: `${base}/anonymousCarts?cartGuid=00000000-0000-4000-8000-000000000000&fields=DEFAULT`,
      headers: apiKey,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ type: 'CartError', message: expect.any(String) }] });
  });

  it.each([
    ['no API key', {}, 401, 'UnauthorizedError'],
    ['another market’s API key', { 'x-api-key': 'nordhem-de-ecom' }, 401, 'UnauthorizedError'],
  ])('refuses %s', async (_case, headers, status, type) => {
    const response = await server.app.inject({ method: 'POST', url: `${base}/anonymousCarts`, headers });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [{ type, message: expect.any(String) }] });
  });

  it.each([
    ['a malformed cart guid', 'not-a-guid', { product: { code: 'NH-DW-450' }, quantity: 1 }, 400, 'ValidationError'],
    ['a quantity of zero', 'VALID', { product: { code: 'NH-DW-450' }, quantity: 0 }, 400, 'ValidationError'],
    ['a missing product', 'VALID', { quantity: 1 }, 400, 'ValidationError'],
    ['an unknown product', 'VALID', { product: { code: 'NOPE' }, quantity: 1 }, 400, 'UnknownIdentifierError'],
    [
      'an unknown cart',
      '00000000-0000-4000-8000-000000000000',
      { product: { code: 'NH-DW-450' }, quantity: 1 },
      404,
      'CartError',
    ],
    ['a body that is not JSON', 'VALID', '{"product":', 400, 'BadRequestError'],
  ])('answers %s with an OCC error', async (_case, cartGuid, payload, status, type) => {
    const guid = cartGuid === 'VALID' ? await newCart() : cartGuid;
    const response = await server.app.inject({
      method: 'POST',
      url: `${base}/anonymousCarts/entries?cartGuid=${guid}`,
      headers: { ...apiKey, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [{ type, message: expect.any(String) }] });
  });

  it('does not show one site’s cart through another site', async () => {
    const guid = await newCart();
    const response = await server.app.inject({
      url: `/experience-api/occ/nordhem-de/anonymousCarts/entries/count?cartGuid=${guid}`,
      headers: { 'x-api-key': 'nordhem-de-ecom' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('formats prices for a well-formed lang and ignores a malformed one', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: `${base}/anonymousCarts?lang=not%20a%20locale`,
      headers: apiKey,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().subTotal).toMatchObject({ currencyIso: 'GBP', formattedValue: '£0.00' });
  });
});
