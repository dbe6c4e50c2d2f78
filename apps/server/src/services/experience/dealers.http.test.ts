import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealersSchema, safeCheck } from '@shopfront/api';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

describe('experience API: partner locator dealers', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function dealers(query: string) {
    const response = await server.app.inject({ url: `/experience-api/v0/dealers?${query}` });
    expect(response.statusCode).toBe(200);
    const parsed = safeCheck(dealersSchema, response.json());
    if (!parsed.success) throw new Error('the answer breaks the wire contract the browser parses');
    return parsed.data.dealers;
  }

  it('seeds eight or more dealers in every market', async () => {
    for (const country of server.config.markets.keys()) {
      expect((await dealers(`country=${country}`)).length, country).toBeGreaterThanOrEqual(8);
    }
  });

  it('lists the dealers of the postcode area first, the longest shared start first', async () => {
    const list = await dealers('country=GB&near=SW1P%201AA');
    expect(list[0]).toMatchObject({ name: 'Westminster Home Appliances', postcode: 'SW1P 3NA', match: 'postcode' });
    expect(list.at(-1)?.match).toBe('none');
    expect(list.every((dealer) => dealer.id.startsWith('gb-'))).toBe(true);
  });

  it('lists the dealers of a town typed, accents and case aside, before the others', async () => {
    const list = await dealers('country=ch&near=zurich');
    expect(list.slice(0, 2).map((dealer) => [dealer.town, dealer.match])).toEqual([
      ['Zürich', 'town'],
      ['Zürich', 'town'],
    ]);
    expect(list.slice(2).every((dealer) => dealer.match === 'none')).toBe(true);
  });

  it('keeps only the dealers that offer every service asked for', async () => {
    const all = await dealers('country=DE');
    const list = await dealers('country=DE&near=Berlin&services=installation,spare-parts');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThan(all.length);
    expect(
      list.every((dealer) => dealer.services.includes('installation') && dealer.services.includes('spare-parts')),
    ).toBe(true);
  });

  it.each([
    ['no country', 'near=London', 400],
    ['a malformed country', 'country=GBR', 400],
    ['an unknown service', 'country=GB&services=delivery', 400],
    ['an empty service', 'country=GB&services=repair,', 400],
    ['a near text too long', `country=GB&near=${'a'.repeat(101)}`, 400],
    ['a country that is not a market', 'country=JP', 404],
  ])('refuses %s', async (_case, query, status) => {
    const response = await server.app.inject({ url: `/experience-api/v0/dealers?${query}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});
