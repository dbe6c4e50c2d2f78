import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error.ts';
import { fetchAlternateLanguages, processAlternateLanguagesResponse } from './alternate-languages.ts';
import { fetchGlobals, globalsUrl, processGlobalsResponse } from './globals.ts';

const globals = {
  'general.language': 'fr',
  'general.country': 'BE',
  'general.experienceApi': 'https://shop.example/experience-api/',
  'module.eComApi.SiteId': 'nordhem-be',
  'module.eComApi.ApiKey': 'nordhem-be-ecom',
  'module.cookieNotice.url': null,
};

const alternates = {
  currentHrefLang: 'fr-BE',
  languages: [
    { name: 'Nederlands', url: 'https://shop.example/be/nl/login', hrefLang: 'nl-BE' },
    { name: 'Français', url: 'https://shop.example/be/fr/login', hrefLang: 'fr-BE' },
  ],
};

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('globals client', () => {
  it.each([
    [{ country: 'GB', locale: 'en-GB' }, undefined, '/experience-api/v0/config/globals?country=GB&locale=en-GB'],
    [
      { country: 'BE', locale: 'fr-BE', languagePrefixed: true },
      undefined,
      '/experience-api/fr/v0/config/globals?country=BE',
    ],
    [
      { country: 'CH', locale: 'it-CH', languagePrefixed: true },
      'https://xp.example/',
      'https://xp.example/it/v0/config/globals?country=CH',
    ],
  ])('addresses %j on %s', (site, host, url) => {
    expect(globalsUrl(site, host)).toBe(url);
  });

  it('asks the language-prefixed path of a multi-language site', async () => {
    const fetchFunction = vi.fn(async () => json(globals));
    expect(await fetchGlobals(fetchFunction, { country: 'BE', locale: 'fr-BE', languagePrefixed: true })).toEqual(
      globals,
    );
    expect(fetchFunction).toHaveBeenCalledWith(
      '/experience-api/fr/v0/config/globals?country=BE',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it.each([
    ['no cookie-notice URL', globals],
    ['a cookie-notice URL', { ...globals, 'module.cookieNotice.url': 'https://consent.example/x.js' }],
  ])('returns globals with %s', async (_case, body) => {
    expect(await processGlobalsResponse(json(body))).toEqual(body);
  });

  it.each([
    ['an HTTP error', json({ error: 'not_found', message: 'Unknown site' }, 404), 'http_error', 404],
    ['a missing key', json({ ...globals, 'module.eComApi.ApiKey': undefined }), 'invalid_response', 200],
    ['nested instead of flat keys', json({ general: { language: 'fr' } }), 'invalid_response', 200],
    ['a body that is not JSON', new Response('<html>', { status: 200 }), 'invalid_response', 200],
  ])('turns %s into an ApiError', async (_case, response, code, status) => {
    const failure = processGlobalsResponse(response);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code, status });
  });
});

describe('alternate-languages client', () => {
  it('posts the page address as JSON to the experience API', async () => {
    const fetchFunction = vi.fn(async () => json(alternates));
    expect(await fetchAlternateLanguages(fetchFunction, 'https://shop.example/be/fr/login')).toEqual(alternates);
    expect(fetchFunction).toHaveBeenCalledWith(
      '/experience-api/alternate-languages',
      expect.objectContaining({
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sourceURL: 'https://shop.example/be/fr/login' }),
      }),
    );
  });

  it('uses the given experience API host', async () => {
    const fetchFunction = vi.fn(async () => json(alternates));
    await fetchAlternateLanguages(fetchFunction, 'https://shop.example/gb/', {
      experienceApiHost: 'https://xp.example/',
    });
    expect(fetchFunction).toHaveBeenCalledWith('https://xp.example/alternate-languages', expect.anything());
  });

  it.each([
    [
      'an invalid source',
      json({ error: 'invalid_request', message: 'sourceURL is not a page of a site' }, 400),
      'http_error',
      /not a page of a site/,
    ],
    ['a server error without a body', new Response(null, { status: 500 }), 'http_error', /500/],
    [
      'a language without a URL',
      json({ ...alternates, languages: [{ name: 'Nederlands', hrefLang: 'nl-BE' }] }),
      'invalid_response',
      /unexpected shape/,
    ],
    ['a missing currentHrefLang', json({ languages: [] }), 'invalid_response', /unexpected shape/],
  ])('turns %s into an ApiError', async (_case, response, code, message) => {
    const failure = processAlternateLanguagesResponse(response);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code, message: expect.stringMatching(message) });
  });
});
