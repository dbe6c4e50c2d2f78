import { describe, expect, it, vi } from 'vitest';
import { testSiteConfig } from '#test/widget-config.ts';
import { ApiError } from './api-error.ts';
import { processSiteConfigResponse, requestSiteConfig } from './experience/site-config.ts';
import { processAuthenticationStatusResponse, requestAuthenticationStatus } from './shop/authentication-status.ts';

const validConfig = testSiteConfig();

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('site configuration client', () => {
  it('asks for the site by country and locale on the experience API', async () => {
    const fetchFunction = vi.fn(async () => json(validConfig));
    await requestSiteConfig(fetchFunction, { country: 'BE', locale: 'fr-BE' });
    expect(fetchFunction).toHaveBeenCalledWith(
      '/experience-api/v0/config?country=BE&locale=fr-BE',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
  });

  it('returns a valid configuration', async () => {
    expect(await processSiteConfigResponse(json(validConfig))).toEqual(validConfig);
  });

  it.each([
    ['an HTTP error', json({ error: 'x' }, 500), 'http_error'],
    ['a body of the wrong shape', json({ navigation: {} }), 'invalid_response'],
    ['a body that is not JSON', new Response('<html>', { status: 200 }), 'invalid_response'],
  ])('turns %s into an ApiError with a stable code', async (_case, response, code) => {
    await expect(processSiteConfigResponse(response)).rejects.toMatchObject({ name: 'ApiError', code });
  });

  it('turns a network failure into an ApiError', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(requestSiteConfig(failing, { country: 'GB', locale: 'en-GB' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('shop authentication status client', () => {
  it('asks the site’s shop with credentials', async () => {
    const fetchFunction = vi.fn(async () => new Response(null, { status: 200 }));
    await requestAuthenticationStatus(fetchFunction, '/be/fr');
    expect(fetchFunction).toHaveBeenCalledWith(
      '/be/fr/e/authentication/status',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it.each([
    [200, 'valid'],
    [401, 'expired'],
  ])('reads %i as %s', async (status, expected) => {
    expect(await processAuthenticationStatusResponse(new Response(null, { status }))).toBe(expected);
  });

  it('treats any other status as an error', async () => {
    await expect(processAuthenticationStatusResponse(new Response(null, { status: 503 }))).rejects.toThrow(ApiError);
  });
});
