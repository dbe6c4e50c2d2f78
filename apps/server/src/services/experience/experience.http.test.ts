import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchesSchema, partnerFormOf, safeCheck, siteConfigSchema } from '@shopfront/api';
import { sites } from '@shopfront/i18n';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

describe('experience API: site configuration', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  it('serves the seeded navigation and footer of a site in its language, with the market feature toggles', async () => {
    const response = await server.app.inject({ url: '/experience-api/v0/config?country=BE&locale=fr-BE' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(matchesSchema(siteConfigSchema, body), 'response matches the wire contract the browser parses').toBe(true);
    expect(body.navigation.header.menu).toHaveLength(5);
    expect(body.navigation.header.menu[0].href).toBe('/be/fr/c/kitchen');
    expect(body.navigation.header.notificationBanner.title).not.toBe('');
    expect(body.navigation.footer.legal.map((link: { id: string; href: string }) => [link.id, link.href])).toEqual([
      ['privacy-statement', '/be/fr/legal/privacy-statement'],
      ['terms-of-use', '/be/fr/legal/terms-of-use'],
      ['club-terms', '/be/fr/legal/club-terms'],
      ['legal-notice', '/be/fr/legal/legal-notice'],
      ['accessibility-statement', '/be/fr/legal/accessibility-statement'],
    ]);
    expect(body.features).toEqual({
      multiLevelConsent: true,
      singleConsent: false,
      clubSelectAll: true,
      syncClub: false,
      clubNewsletterShown: true,
    });
  });

  it.each(sites.map((site) => [site.locale, site] as const))(
    'seeds the full footer of %s in its language',
    async (_locale, site) => {
      const response = await server.app.inject({
        url: `/experience-api/v0/config?country=${site.market.country}&locale=${site.locale}`,
      });
      const parsed = safeCheck(siteConfigSchema, response.json());
      if (!parsed.success) throw new Error(`${site.locale}: the footer does not match the wire contract`);
      const footer = parsed.data.navigation.footer;
      expect(partnerFormOf(footer)).toMatchObject({ href: `${site.pathPrefix}/partner-locator`, name: 'loc' });
      expect(footer.newsletter).toMatchObject({
        href: `${site.pathPrefix}/newsletter/sign-up`,
        name: 'email',
        type: 'email',
      });
      expect(footer.experienceCenter?.items.filter((item) => item.isActive)).toHaveLength(2);
      expect(footer.contact.items.map((item) => item.type)).toEqual(['phone', 'email']);
      expect(footer.payment.length).toBeGreaterThan(0);
      expect(footer.payment.every((logo) => /^\/payment\/[a-z-]+\.svg$/.test(logo.url))).toBe(true);
      const isUs = site.market.country === 'US';
      expect(footer.showDoNotSellMyInformationLink).toBe(isUs);
      expect(footer.doNotSellMyInformationLabel !== undefined).toBe(isUs);
      expect(footer.bnplFindomestic !== undefined).toBe(site.market.country === 'IT');
    },
  );

  it('writes the footer forms in the site’s language', async () => {
    const [de, it] = await Promise.all(
      [
        ['DE', 'de-DE'],
        ['IT', 'it-IT'],
      ].map(([country, locale]) =>
        server.app.inject({ url: `/experience-api/v0/config?country=${country}&locale=${locale}` }),
      ),
    );
    expect(de?.json().navigation.footer.appliancePartner.label).toBe('PLZ oder Ort');
    expect(it?.json().navigation.footer.newsletter.label).toBe('Indirizzo e-mail');
    expect(it?.json().navigation.footer.bnplFindomestic.title).toBe('Paga a rate con Findomestic');
  });

  it('serves different content for the two languages of one market', async () => {
    const [nl, fr] = await Promise.all(
      ['nl-BE', 'fr-BE'].map((locale) =>
        server.app.inject({ url: `/experience-api/v0/config?country=BE&locale=${locale}` }),
      ),
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
