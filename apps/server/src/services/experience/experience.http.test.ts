import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { siteConfigSchema } from '@shopfront/api';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

describe('experience API: site configuration', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
    await seedDemoData(server.database, server.config.markets, () => new Date());
  });
  afterAll(() => server.app.close());

  it('serves the seeded navigation and footer of a site in its language, with the market feature toggles', async () => {
    const response = await server.app.inject({ url: '/experience-api/v0/config?country=BE&locale=fr-BE' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(z.safeParse(siteConfigSchema, body).success, 'response matches the wire contract the browser parses').toBe(true);
    expect(body.navigation.header.menu).toHaveLength(5);
    expect(body.navigation.header.menu[0].href).toBe('/be/fr/c/kitchen');
    expect(body.navigation.header.notificationBanner.title).not.toBe('');
    expect(body.navigation.footer.legal.map((link: { id: string }) => link.id)).toContain('privacy');
    expect(body.features).toEqual({
      multiLevelConsent: true,
      singleConsent: false,
      clubSelectAll: false,
      syncClub: false,
      clubNewsletterShown: true,
    });
  });

  it('serves different content for the two languages of one market', async () => {
    const [nl, fr] = await Promise.all(
      ['nl-BE', 'fr-BE'].map((locale) => server.app.inject({ url: `/experience-api/v0/config?country=BE&locale=${locale}` })),
    );
    expect(nl?.json().navigation.header.menu[0].label).not.toBe(fr?.json().navigation.header.menu[0].label);
  });

  it.each([
    ['a locale the market does not have', 'country=GB&locale=de-DE', 404],
    ['a malformed locale', 'country=GB&locale=english', 400],
    ['a missing country', 'locale=en-GB', 400],
  ])('answers %s with a clear error', async (_case, query, status) => {
    const response = await server.app.inject({ url: `/experience-api/v0/config?${query}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
  });
});
