import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alternateLanguagesSchema, matchesSchema } from '@shopfront/api';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

describe('experience API: alternate languages', () => {
  let server: TestApp;
  let origin: string;
  beforeAll(async () => {
    server = await createSeededTestApp();
    origin = new URL(server.config.publicOrigin).origin;
  });
  afterAll(() => server.app.close());

  function ask(payload: unknown, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/alternate-languages',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  it('lists the page in every language of a Belgian page, keeping the query string', async () => {
    const response = await ask({ sourceURL: `${origin}/be/fr/login?register=true` });
    expect(response.statusCode).toBe(200);
    expect(
      matchesSchema(alternateLanguagesSchema, response.json()),
      'response matches the wire contract the browser parses',
    ).toBe(true);
    expect(response.json()).toEqual({
      currentHrefLang: 'fr-BE',
      languages: [
        { name: 'Nederlands', url: `${origin}/be/nl/login?register=true`, hrefLang: 'nl-BE' },
        { name: 'Français', url: `${origin}/be/fr/login?register=true`, hrefLang: 'fr-BE' },
      ],
    });
  });

  it.each([
    [
      '/ch/it/e/account/dashboard',
      'it-CH',
      [
        ['Deutsch', '/ch/de/e/account/dashboard', 'de-CH'],
        ['Français', '/ch/fr/e/account/dashboard', 'fr-CH'],
        ['Italiano', '/ch/it/e/account/dashboard', 'it-CH'],
      ],
    ],
    [
      '/ca/en/',
      'en-CA',
      [
        ['English', '/ca/en/', 'en-CA'],
        ['Français', '/ca/fr/', 'fr-CA'],
      ],
    ],
    [
      '/lu/de',
      'de-LU',
      [
        ['Français', '/lu/fr/', 'fr-LU'],
        ['Deutsch', '/lu/de/', 'de-LU'],
      ],
    ],
    ['/gb/c/kitchen', 'en-GB', [['English', '/gb/c/kitchen', 'en-GB']]],
    ['/no', 'no-NO', [['Norsk', '/no/', 'no-NO']]],
  ] as const)('maps %s', async (path, current, languages) => {
    const response = await ask({ sourceURL: `${origin}${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      currentHrefLang: current,
      languages: languages.map(([name, url, hrefLang]) => ({ name, url: `${origin}${url}`, hrefLang })),
    });
  });

  it.each([
    ['a relative address', { sourceURL: '/be/fr/login' }],
    ['an address that is not a URL', { sourceURL: 'not a url' }],
    ['another scheme', { sourceURL: 'ftp://localhost/be/fr/login' }],
    ['another origin', { sourceURL: 'https://evil.example/be/fr/login' }],
    ['credentials in the address', { sourceURL: 'ORIGIN_WITH_CREDENTIALS/be/fr/login' }],
    ['a path outside every site', { sourceURL: 'ORIGIN/xx/login' }],
    ['a multi-language market without its language', { sourceURL: 'ORIGIN/be/login' }],
    ['a language the market does not have', { sourceURL: 'ORIGIN/be/de/login' }],
    ['the origin alone', { sourceURL: 'ORIGIN/' }],
    ['an empty sourceURL', { sourceURL: '' }],
    ['a missing sourceURL', { url: 'ORIGIN/gb/' }],
    ['a sourceURL that is not a string', { sourceURL: 42 }],
    ['a body that is not an object', '"ORIGIN/gb/"'],
    ['a body that is not JSON', '{"sourceURL":'],
  ])('answers %s with 400 invalid_request', async (_case, payload) => {
    const withOrigin = JSON.parse(
      JSON.stringify(payload)
        .replaceAll('ORIGIN_WITH_CREDENTIALS', origin.replace('://', '://user:secret@'))
        .replaceAll('ORIGIN', origin),
    ) as unknown;
    const response = await ask(withOrigin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
  });

  it.each([
    ['text/plain', 400],
    ['application/xml', 415],
  ])('answers a %s body with a JSON client error', async (contentType, status) => {
    const response = await ask('sourceURL=x', { 'content-type': contentType });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: 'invalid_request', message: expect.any(String) });
  });
});
