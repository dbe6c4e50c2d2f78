import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdentityProviderError,
  consentIdOfMissingField,
  fetchPasswordPolicy,
  identitySessionCookieName,
  processCdcResponse,
  processLoginResponse,
  requestFinishRegistration,
  requestLogin,
  requestPasswordResetMail,
} from '@shopfront/api';
import { injectFetch } from '#test/server/inject-fetch.ts';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

/** The browser's identity clients (packages/api) against the real identity routes: both sides of the contract. */
describe('identity provider ↔ @shopfront/api', () => {
  let server: TestApp;
  let endpoint: { idpBaseUrl: string; apiKey: string };
  beforeAll(async () => {
    server = await createSeededTestApp();
    endpoint = { idpBaseUrl: '/idp', apiKey: '4_nordhem_gb_web' };
  });
  afterAll(() => server.app.close());

  /** The login of a demo account (they share one password) through the browser's client, parsed as the widget does. */
  async function demoLogin(fetch: typeof globalThis.fetch, loginID: string, sessionExpiration: number) {
    return processLoginResponse(
      await requestLogin(fetch, endpoint, { loginID, password: 'Nordhem-Demo-2026', sessionExpiration }),
    );
  }

  it('a login parses as logged-in, with the session cookie name and lifetime the server chose', async () => {
    const result = await demoLogin(injectFetch(server.app), 'oliver.bennett@example.co.uk', 1800);
    expect(result.kind).toBe('logged-in');
    if (result.kind !== 'logged-in') return;
    expect(result.login.sessionInfo).toEqual({
      cookieName: identitySessionCookieName(endpoint.apiKey),
      cookieValue: expect.any(String),
      expiresInSeconds: 1800,
    });
    expect(result.login.UIDSignature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(result.login.profile.email).toBe('oliver.bennett@example.co.uk');
  });

  it('a login stopped by outdated terms parses as consent-needed, and finishing it parses as logged-in', async () => {
    const fetch = injectFetch(server.app);
    const pending = await demoLogin(fetch, 'grace.hughes@example.co.uk', 0);
    expect(pending.kind).toBe('consent-needed');
    if (pending.kind !== 'consent-needed') return;
    const consents = pending.missingFields.map(consentIdOfMissingField);
    expect(consents).toEqual(['terms-statement']);
    const finished = await processLoginResponse(
      await requestFinishRegistration(fetch, endpoint, pending.regToken, ['terms-statement']),
    );
    expect(finished.kind).toBe('logged-in');
  });

  it.each([
    ['a wrong password', { loginID: 'oliver.bennett@example.co.uk', password: 'wrong' }, 403042, 403],
    ['an unknown address', { loginID: 'nobody@example.co.uk', password: 'wrong' }, 403042, 403],
  ])('%s raises the CDC error with its code and status', async (_case, credentials, errorCode, status) => {
    const attempt = processLoginResponse(
      await requestLogin(injectFetch(server.app), endpoint, { ...credentials, sessionExpiration: 0 }),
    );
    await expect(attempt).rejects.toBeInstanceOf(IdentityProviderError);
    await expect(attempt).rejects.toMatchObject({ errorCode, status, code: String(errorCode) });
  });

  it('the password policy parses with the market numbers', async () => {
    expect(await fetchPasswordPolicy(injectFetch(server.app), endpoint)).toEqual({ minLength: 8, minCharGroups: 3 });
  });

  it('a reset request for an unknown address raises 403047; a known one parses as success', async () => {
    const fetch = injectFetch(server.app);
    await expect(
      processCdcResponse(await requestPasswordResetMail(fetch, endpoint, 'nobody@example.co.uk')),
    ).rejects.toMatchObject({ errorCode: 403047 });
    await expect(
      processCdcResponse(await requestPasswordResetMail(fetch, endpoint, 'amelia.clarke@example.co.uk')),
    ).resolves.toBeUndefined();
  });

  it('an unknown API key raises 400093', async () => {
    await expect(
      fetchPasswordPolicy(injectFetch(server.app), { ...endpoint, apiKey: '4_unknown' }),
    ).rejects.toMatchObject({ errorCode: 400093 });
  });
});
