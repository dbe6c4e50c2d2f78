import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCountSchema, cartListSchema, matchesSchema } from '@shopfront/api';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

const base = '/experience-api/occ/nordhem-gb';
const apiKey = { 'x-api-key': 'nordhem-gb-ecom' };
const cartsQuery = 'fields=DEFAULT&cartType=WEBSHOP&lang=en_GB';
const countQuery = 'fields=BASIC&cartType=WEBSHOP';

describe('commerce API: the signed-in customer’s carts', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function session(uid: string, market = 'GB', lifetimeMs = 3600_000): Promise<string> {
    return server.app.experienceSessions.create({ uid, market, grantId: null }, new Date(Date.now() + lifetimeMs));
  }

  async function signedIn(uid: string) {
    return { ...apiKey, cookie: `xp_session=${await session(uid)}` };
  }

  function add(headers: Record<string, string>, payload: unknown, query = 'cartType=WEBSHOP') {
    return server.app.inject({
      method: 'POST',
      url: `${base}/carts/entries?${query}`,
      headers,
      payload: payload as object,
    });
  }

  it('lists the seeded cart of a demo account, in the shape of the anonymous carts', async () => {
    const response = await server.app.inject({
      url: `${base}/carts?${cartsQuery}`,
      headers: await signedIn('demo-gb-oliver'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(matchesSchema(cartListSchema, response.json()), 'carts match the wire contract the browser parses').toBe(
      true,
    );
    expect(response.json()).toMatchObject({
      carts: [
        {
          type: 'WEBSHOP',
          totalItems: 2,
          totalUnitCount: 3,
          entries: [
            { entryNumber: 0, quantity: 1, product: { code: 'NH-OV-600' }, basePrice: { currencyIso: 'GBP' } },
            { entryNumber: 1, quantity: 2, product: { code: 'NH-DW-450' }, totalPrice: { currencyIso: 'GBP' } },
          ],
          subTotal: { currencyIso: 'GBP', formattedValue: expect.stringContaining('£') },
        },
      ],
    });
    expect(response.json().carts).toHaveLength(1);
  });

  it('counts the units of the customer’s carts', async () => {
    const response = await server.app.inject({
      url: `${base}/carts/entries/count?${countQuery}`,
      headers: await signedIn('demo-gb-oliver'),
    });
    expect(response.statusCode).toBe(200);
    expect(matchesSchema(cartCountSchema, response.json())).toBe(true);
    expect(response.json()).toEqual({ count: 3 });
  });

  it('adds to the customer’s cart; the count and the cart follow', async () => {
    const headers = await signedIn('demo-gb-james');
    const added = await add(headers, { product: { code: 'NH-AC-010' }, quantity: 2 });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({
      statusCode: 'success',
      quantityAdded: 2,
      entry: { entryNumber: 2, quantity: 2, product: { code: 'NH-AC-010' } },
    });
    expect((await add(headers, { product: { code: 'NH-OV-600' }, quantity: 1 })).json()).toMatchObject({
      entry: { entryNumber: 0, quantity: 2 },
    });

    const count = await server.app.inject({ url: `${base}/carts/entries/count?${countQuery}`, headers });
    expect(count.json()).toEqual({ count: 6 });
    const carts = await server.app.inject({ url: `${base}/carts?${cartsQuery}`, headers });
    expect(carts.json().carts).toHaveLength(1);
    expect(carts.json().carts[0]).toMatchObject({ totalItems: 3, totalUnitCount: 6 });
  });

  it('creates the cart on the first add when the customer has none, once even for concurrent adds', async () => {
    const uid = 'demo-gb-amelia';
    await server.database.query(`delete from carts where owner_uid = $1`, [uid]);
    const headers = await signedIn(uid);
    expect((await server.app.inject({ url: `${base}/carts?${cartsQuery}`, headers })).json()).toEqual({ carts: [] });
    expect((await server.app.inject({ url: `${base}/carts/entries/count?${countQuery}`, headers })).json()).toEqual({
      count: 0,
    });

    const answers = await Promise.all([
      add(headers, { product: { code: 'NH-VC-300' }, quantity: 1 }),
      add(headers, { product: { code: 'NH-RV-100' }, quantity: 3 }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const carts = await server.app.inject({ url: `${base}/carts?${cartsQuery}`, headers });
    expect(carts.json().carts).toHaveLength(1);
    expect(carts.json().carts[0]).toMatchObject({ type: 'WEBSHOP', totalItems: 2, totalUnitCount: 4 });
    const rows = await server.database.query<{ site_id: string }>(`select site_id from carts where owner_uid = $1`, [
      uid,
    ]);
    expect(rows).toEqual([{ site_id: 'nordhem-gb' }]);
  });

  it('keeps customer carts and anonymous carts apart', async () => {
    const [owned] = await server.database.query<{ guid: string }>(
      `select guid::text as guid from carts where owner_uid = 'demo-gb-oliver'`,
    );
    const response = await server.app.inject({
      url: `${base}/anonymousCarts?cartGuid=${owned?.guid}&fields=DEFAULT`,
      headers: apiKey,
    });
    expect(response.statusCode).toBe(404);
    const count = await server.app.inject({
      url: `${base}/anonymousCarts/entries/count?cartGuid=${owned?.guid}&fields=BASIC`,
      headers: apiKey,
    });
    expect(count.statusCode).toBe(404);
  });

  describe.each([
    ['GET', `${base}/carts?${cartsQuery}`],
    ['GET', `${base}/carts/entries/count?${countQuery}`],
    ['POST', `${base}/carts/entries?cartType=WEBSHOP`],
  ] as const)('%s %s', (method, url) => {
    const payload = method === 'POST' ? { product: { code: 'NH-AC-010' }, quantity: 1 } : undefined;

    it.each([
      ['no session', async () => ({ ...apiKey })],
      ['an unknown session token', async () => ({ ...apiKey, cookie: 'xp_session=not-a-session' })],
      [
        'an expired session',
        async () => ({ ...apiKey, cookie: `xp_session=${await session('demo-gb-oliver', 'GB', -1000)}` }),
      ],
      [
        'a session of another market',
        async () => ({ ...apiKey, cookie: `xp_session=${await session('demo-de-anna', 'DE')}` }),
      ],
    ])('answers %s with an OCC 401', async (_case, headers) => {
      const response = await server.app.inject({
        method,
        url,
        headers: await headers(),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ type: 'InvalidTokenError', message: expect.any(String) }] });
    });

    it('refuses a request without the API key', async () => {
      const headers = { cookie: `xp_session=${await session('demo-gb-oliver')}` };
      const response = await server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ type: 'UnauthorizedError', message: expect.any(String) }] });
    });
  });

  it('does not answer a GB customer through another market’s site', async () => {
    const response = await server.app.inject({
      url: `/experience-api/occ/nordhem-de/carts?${cartsQuery}`,
      headers: { 'x-api-key': 'nordhem-de-ecom', cookie: `xp_session=${await session('demo-gb-oliver')}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['a quantity of zero', { product: { code: 'NH-DW-450' }, quantity: 0 }, 'cartType=WEBSHOP', 400, 'ValidationError'],
    ['a missing product', { quantity: 1 }, 'cartType=WEBSHOP', 400, 'ValidationError'],
    [
      'a malformed cart type',
      { product: { code: 'NH-DW-450' }, quantity: 1 },
      'cartType=web-shop',
      400,
      'ValidationError',
    ],
    [
      'an unknown product',
      { product: { code: 'NOPE' }, quantity: 1 },
      'cartType=WEBSHOP',
      400,
      'UnknownIdentifierError',
    ],
  ])('answers an add with %s with an OCC error', async (_case, payload, query, status, type) => {
    const response = await add(await signedIn('demo-gb-oliver'), payload, query);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ errors: [{ type, message: expect.any(String) }] });
  });
});
