import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalsSchema, matchesSchema } from '@shopfront/api';
import { createSeededTestApp, createTestApp, type TestApp } from '#test/server/test-app.ts';

describe('experience API: site globals', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  function market(country: string) {
    const config = server.config.markets.get(country);
    if (!config) throw new Error(`${country} market missing`);
    return config;
  }

  it('answers the global config keys of a one-language market, cacheable for five minutes', async () => {
    const response = await server.app.inject({ url: '/experience-api/v0/config/globals?country=GB&locale=en-GB' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(matchesSchema(globalsSchema, response.json()), 'response matches the wire contract the browser parses').toBe(
      true,
    );
    expect(response.json()).toEqual({
      'general.language': 'en',
      'general.country': 'GB',
      'general.experienceApi': market('GB').experienceApiHost,
      'module.eComApi.SiteId': 'nordhem-gb',
      'module.eComApi.ApiKey': 'nordhem-gb-ecom',
      'module.cookieNotice.url': null,
    });
  });

  it.each([
    ['fr', 'country=BE', 'BE', 'fr'],
    ['nl', 'country=be', 'BE', 'nl'],
    ['it', 'country=CH', 'CH', 'it'],
    ['fr', 'country=BE&locale=fr-BE', 'BE', 'fr'],
    ['en', 'country=GB', 'GB', 'en'],
  ])('answers the language-prefixed form /%s/…?%s', async (language, query, country, expectedLanguage) => {
    const response = await server.app.inject({ url: `/experience-api/${language}/v0/config/globals?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toMatchObject({
      'general.language': expectedLanguage,
      'general.country': country,
      'module.eComApi.SiteId': market(country).siteId,
      'module.eComApi.ApiKey': market(country).eComApiKey,
    });
  });

  it('answers the same globals for the locale form and the language-prefixed form', async () => {
    const [plain, prefixed] = await Promise.all([
      server.app.inject({ url: '/experience-api/v0/config/globals?country=BE&locale=nl-BE' }),
      server.app.inject({ url: '/experience-api/nl/v0/config/globals?country=BE' }),
    ]);
    expect(plain?.json()).toEqual(prefixed?.json());
  });

  it.each([
    ['an unknown country', '/experience-api/v0/config/globals?country=XX&locale=en-GB', 404],
    ['a locale the market does not have', '/experience-api/v0/config/globals?country=GB&locale=de-DE', 404],
    ['a language the market does not have', '/experience-api/de/v0/config/globals?country=BE', 404],
    ['an unknown country with a language', '/experience-api/fr/v0/config/globals?country=XX', 404],
    ['a malformed language segment', '/experience-api/french/v0/config/globals?country=BE', 400],
    ['an upper-case language segment', '/experience-api/FR/v0/config/globals?country=BE', 400],
    [
      'a locale that contradicts the language segment',
      '/experience-api/fr/v0/config/globals?country=BE&locale=nl-BE',
      400,
    ],
    ['a prefixed request without a country', '/experience-api/fr/v0/config/globals', 400],
    ['a missing locale', '/experience-api/v0/config/globals?country=GB', 400],
    ['a malformed country', '/experience-api/v0/config/globals?country=GBR&locale=en-GB', 400],
  ])('answers %s with a JSON error', async (_case, url, status) => {
    const response = await server.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      error: status === 404 ? 'not_found' : 'invalid_request',
      message: expect.any(String),
    });
  });
});

describe('experience API: site globals with a configured cookie notice', () => {
  let server: TestApp;
  beforeAll(async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'globals-')), 'markets.json');
    writeFileSync(file, JSON.stringify({ DE: { cookieNoticeUrl: 'https://consent.example.com/nordhem-de.js' } }));
    server = await createTestApp({ MARKET_CONFIG: file });
  });
  afterAll(() => server.app.close());

  it.each([
    ['DE', 'de-DE', 'https://consent.example.com/nordhem-de.js'],
    ['AT', 'de-AT', null],
  ])('answers module.cookieNotice.url of %s', async (country, locale, url) => {
    const response = await server.app.inject({
      url: `/experience-api/v0/config/globals?country=${country}&locale=${locale}`,
    });
    expect(response.json()).toMatchObject({ 'module.cookieNotice.url': url });
  });
});
