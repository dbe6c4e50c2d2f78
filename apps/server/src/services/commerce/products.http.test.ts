import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

const apiKey = { 'x-api-key': 'nordhem-gb-ecom' };

describe('commerce API: product search', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  const search = (query: string, site = 'nordhem-gb', headers = apiKey) =>
    server.app.inject({ url: `/experience-api/occ/${site}/products/search?${query}`, headers });

  it('lists the products of the categories asked for, named and priced for the site', async () => {
    const response = await search(
      `query=${encodeURIComponent(':relevance:allCategories:ovens:allCategories:dishwashers')}&lang=en_GB`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      freeTextSearch: '',
      products: [
        {
          code: 'NH-OV-600',
          name: 'Nordhem Aura 600 Oven',
          price: { currencyIso: 'GBP', value: expect.any(Number), formattedValue: expect.stringMatching(/^£\d/) },
        },
        {
          code: 'NH-DW-450',
          name: 'Nordhem Silence 450 Dishwasher',
          price: { currencyIso: 'GBP', value: expect.any(Number), formattedValue: expect.stringMatching(/^£\d/) },
        },
      ].sort((first, second) => first.name.localeCompare(second.name)),
      pagination: { currentPage: 0, pageSize: 20, totalPages: 1, totalResults: 2 },
    });
  });

  it('names the products in the language of the site and prices them in its currency', async () => {
    const response = await server.app.inject({
      url: `/experience-api/occ/nordhem-fr/products/search?query=${encodeURIComponent(':relevance:allCategories:ovens')}&lang=fr_FR`,
      headers: { 'x-api-key': 'nordhem-fr-ecom' },
    });
    expect(response.statusCode).toBe(200);
    const [oven] = response.json<{
      products: { name: string; price: { currencyIso: string; formattedValue: string } }[];
    }>().products;
    expect(oven?.name).toBe('Four Nordhem Aura 600');
    expect(oven?.price.currencyIso).toBe('EUR');
    expect(oven?.price.formattedValue).toMatch(/€$/);
  });

  it('lists the whole catalogue without a category, and a page of it with pageSize', async () => {
    const all = (await search('query=%3Arelevance')).json<{ pagination: { totalResults: number } }>();
    expect(all.pagination.totalResults).toBe(8);
    const page = (await search('query=%3Arelevance&pageSize=3')).json<{
      products: unknown[];
      pagination: { totalPages: number };
    }>();
    expect(page.products).toHaveLength(3);
    expect(page.pagination.totalPages).toBe(3);
  });

  it('answers an empty list for a category without products', async () => {
    const response = await search(`query=${encodeURIComponent(':relevance:allCategories:fridges')}`);
    expect(response.json()).toMatchObject({ products: [], pagination: { totalResults: 0 } });
  });

  it.each([
    ['a facet it does not know', `query=${encodeURIComponent(':relevance:price:100')}`],
    ['a malformed category', `query=${encodeURIComponent(':relevance:allCategories:<script>')}`],
    ['another currency than the site’s', 'query=%3Arelevance&curr=USD'],
    ['a page size out of range', 'query=%3Arelevance&pageSize=1000'],
  ])('answers %s with a 400 in the OCC error shape', async (_case, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ errors: [expect.objectContaining({ type: expect.stringMatching(/Error$/) })] });
  });

  it('refuses a search without the site’s API key and on an unknown site', async () => {
    expect((await search('query=%3Arelevance', 'nordhem-gb', { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    expect((await search('query=%3Arelevance', 'nordhem-xx')).statusCode).toBe(404);
  });
});
