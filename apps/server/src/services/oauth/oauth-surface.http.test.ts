import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import {
  authorizationUrl,
  form,
  formBody,
  gbAuthorizationSetting,
  newPkce,
  signedInBrowser,
} from './oauth-test-support.ts';

/** The authorization server offers what the shop's public browser clients use, and nothing else. */
describe('OAuth authorization server: attack surface', () => {
  let server: TestApp;
  let market: MarketConfig;
  let issuer: string;
  let redirectUri: string;
  let shopOrigin: string;

  beforeAll(async () => {
    server = await createTestApp();
    ({ market, issuer, redirectUri } = gbAuthorizationSetting(server));
    shopOrigin = new URL(redirectUri).origin;
  });
  afterAll(() => server.app.close());

  function authorizeParameters(overrides: Record<string, string> = {}) {
    const pkce = newPkce();
    return {
      response_type: 'code',
      client_id: market.clientId,
      redirect_uri: redirectUri,
      scope: 'openid customer_data',
      state: 'surface-test-state',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
      ...overrides,
    };
  }

  it('advertises only the code flow with PKCE, query response mode and public clients', async () => {
    const metadata = (await server.app.inject({ url: '/oauth/.well-known/openid-configuration' })).json();
    expect(metadata.response_modes_supported).toEqual(['query']);
    expect(metadata.token_endpoint_auth_methods_supported).toEqual(['none']);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.pushed_authorization_request_endpoint).toBeUndefined();
    expect(metadata.dpop_signing_alg_values_supported).toBeUndefined();
    expect(metadata.introspection_endpoint).toBeUndefined();
  });

  it.each(['form_post', 'fragment', 'web_message', 'query.jwt'])(
    'refuses response_mode=%s in RFC 6749 form',
    async (responseMode) => {
      const response = await server.app.inject({
        url: authorizationUrl(issuer, authorizeParameters({ response_mode: responseMode })).replace(
          server.config.publicOrigin,
          '',
        ),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
      expect(response.body).not.toMatch(/<form|<html/i);
    },
  );

  it('has no pushed authorization request endpoint', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/request',
      headers: form,
      payload: formBody(authorizeParameters()),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({ error: expect.any(String) });
  });

  it('refuses client_secret_basic authentication (the clients are public: method none only)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { ...form, authorization: `Basic ${Buffer.from(`${market.clientId}:secret`).toString('base64')}` },
      payload: formBody({ grant_type: 'refresh_token', refresh_token: 'x' }),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().error).toMatch(/^invalid_(client|request)$/);
  });

  it.each(['foobar', 'password', 'client_credentials', 'urn:ietf:params:oauth:grant-type:device_code'])(
    'answers grant_type=%s at the token endpoint with unsupported_grant_type (RFC 6749 §5.2)',
    async (grantType) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: form,
        payload: formBody({ grant_type: grantType, client_id: market.clientId, code: 'x', redirect_uri: redirectUri }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'unsupported_grant_type', error_description: expect.any(String) });
    },
  );

  it('sets every cookie of the flow Secure, HttpOnly and SameSite=Strict, on an http://localhost origin too', async () => {
    expect(new URL(issuer).protocol).toBe('http:');
    const { browser } = await signedInBrowser(server.app, server.database, market);
    const { hops, final } = await browser.navigate(authorizationUrl(issuer, authorizeParameters()), issuer);
    expect(final?.searchParams.get('code')).toEqual(expect.any(String));
    const setCookies = hops.flatMap((hop) => {
      const value = hop.response.headers['set-cookie'];
      return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
    });
    const names = new Set(setCookies.map((line) => line.split('=')[0]));
    expect(names).toEqual(
      new Set([
        '_interaction',
        '_interaction.sig',
        '_interaction_resume',
        '_interaction_resume.sig',
        '_session',
        '_session.sig',
      ]),
    );
    for (const line of setCookies) {
      const attributes = line
        .split(';')
        .slice(1)
        .map((attribute) => attribute.trim().toLowerCase());
      expect(attributes, line).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict']));
    }
  });

  it.each([
    ['discovery', 'GET', '/oauth/.well-known/openid-configuration'],
    ['the JWKS', 'GET', '/oauth/jwks'],
    ['userinfo', 'GET', '/oauth/me'],
    ['the token endpoint', 'POST', '/oauth/token'],
  ] as const)('answers CORS for %s to the market origins only', async (_name, method, url) => {
    const ask = (origin: string) =>
      server.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'content-type' },
      });
    expect((await ask(shopOrigin)).headers['access-control-allow-origin']).toBe(shopOrigin);
    expect((await ask('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });
});
