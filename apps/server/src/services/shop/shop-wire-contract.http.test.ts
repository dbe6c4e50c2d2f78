import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  fetchCsrfToken,
  processAuthenticationStatusResponse,
  processLoginResponse,
  requestAuthenticationStatus,
  requestLogin,
  shopLogin,
  shopLogout,
} from '@shopfront/api';
import { injectFetch } from '#test/server/inject-fetch.ts';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

/** The browser's shop clients (packages/api) against the real `/e/…` routes of a site. */
describe('web shop ↔ @shopfront/api', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  // One account per test: a signature is per UID and second, and the shop accepts each signature once.
  async function identityLogin(fetch: typeof globalThis.fetch, loginID = 'james.wilson@example.co.uk') {
    const result = await processLoginResponse(
      await requestLogin(
        fetch,
        { idpBaseUrl: '/idp', apiKey: '4_nordhem_gb_web' },
        { loginID, password: 'Nordhem-Demo-2026', sessionExpiration: 0 },
      ),
    );
    if (result.kind !== 'logged-in') throw new Error('the demo account should log in');
    return result.login;
  }

  it('CSRF token, signed shop login, status valid, logout, status expired', async () => {
    const fetch = injectFetch(server.app);
    const login = await identityLogin(fetch);
    const csrfToken = await fetchCsrfToken(fetch, '/gb');
    expect(csrfToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await shopLogin(fetch, '/gb', csrfToken, login);
    expect(await processAuthenticationStatusResponse(await requestAuthenticationStatus(fetch, '/gb'))).toBe('valid');
    await shopLogout(fetch, '/gb');
    expect(await processAuthenticationStatusResponse(await requestAuthenticationStatus(fetch, '/gb'))).toBe('expired');
  });

  it('a shop login with a wrong CSRF token raises an ApiError with the 403', async () => {
    const fetch = injectFetch(server.app);
    const login = await identityLogin(fetch, 'oliver.bennett@example.co.uk');
    await fetchCsrfToken(fetch, '/gb');
    const attempt = shopLogin(fetch, '/gb', 'not-the-token', login);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 403 });
  });

  it('a replayed signed login raises an ApiError with the 403', async () => {
    const fetch = injectFetch(server.app);
    const login = await identityLogin(fetch, 'amelia.clarke@example.co.uk');
    await shopLogin(fetch, '/gb', await fetchCsrfToken(fetch, '/gb'), login);
    const replay = injectFetch(server.app);
    await expect(shopLogin(replay, '/gb', await fetchCsrfToken(replay, '/gb'), login)).rejects.toMatchObject({
      status: 403,
    });
  });
});
