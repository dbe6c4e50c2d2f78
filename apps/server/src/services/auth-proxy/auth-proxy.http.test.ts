import { describe, expect, it } from 'vitest';
import { type TestBrowser, form, formBody, gbTestAppForSuite, signedInBrowser } from '../oauth/oauth-test-support.ts';

describe('auth proxy (legacy)', () => {
  const server = gbTestAppForSuite();
  const origin = 'http://localhost:8080';

  const redirectUri = `${origin}/gb/login/auth`;

  /** A signed-in browser that went through /authorize: it holds the flow cookie and the code. */
  async function authorizedBrowser() {
    const {
      browser,
      account: { uid },
    } = await signedInBrowser(server.app, server.database, server.market);
    const query = new URLSearchParams({
      client_id: server.market.clientId,
      response_type: 'code',
      scope: 'openid customer_data bpdata shop',
      redirect_uri: redirectUri,
    });
    const { final } = await browser.navigate(`${origin}/auth-proxy/authorize?${query}`, `${origin}/auth-proxy/`);
    return { browser, final, uid };
  }

  async function navigateToCallback(browser: TestBrowser, start: URL) {
    const { final } = await browser.navigate(start.href, `${origin}/oauth/`);
    return final;
  }

  it('runs PKCE for the browser and exchanges the code with the verifier it kept; the bearer logout revokes the token', async () => {
    const { browser, final, uid } = await authorizedBrowser();
    expect(final?.pathname).toBe('/oauth/auth');
    expect(final?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(final?.searchParams.get('scope')).toBe('openid customer_data bpdata shop email profile zuora mcs stock');
    expect(browser.cookies.has('auth_proxy_flow')).toBe(true);
    const callback = await navigateToCallback(browser, final as URL);
    const code = callback?.searchParams.get('code');
    expect(callback?.pathname).toBe('/gb/login/auth');

    const token = await browser.request({
      method: 'POST',
      url: `${origin}/auth-proxy/token`,
      headers: form,
      body: formBody({ org: 'GB', code: code ?? '', grant_type: 'authorization_code', redirect_uri: redirectUri }),
    });
    expect(token.status).toBe(200);
    const tokens = JSON.parse(token.body);
    expect(tokens).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer' });
    expect(await server.app.oauthTokens.findAccessToken(tokens.access_token)).toMatchObject({ accountId: uid });

    const reused = await browser.request({
      method: 'POST',
      url: `${origin}/auth-proxy/token`,
      headers: form,
      body: formBody({ org: 'GB', code: code ?? '', grant_type: 'authorization_code', redirect_uri: redirectUri }),
    });
    expect(JSON.parse(reused.body)).toMatchObject({ error: 'invalid_grant' });

    const logout = await server.app.inject({
      method: 'POST',
      url: '/auth-proxy/logout',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await server.app.oauthTokens.findAccessToken(tokens.access_token)).toBeUndefined();
  });

  it.each([
    ['another market as org', { org: 'DE' }],
    ['another redirect_uri', { redirect_uri: `${origin}/gb/elsewhere` }],
  ])('refuses a token request with %s', async (_case, change) => {
    const { browser, final } = await authorizedBrowser();
    const code = (await navigateToCallback(browser, final as URL))?.searchParams.get('code') ?? '';
    const response = await browser.request({
      method: 'POST',
      url: `${origin}/auth-proxy/token`,
      headers: form,
      body: formBody({ org: 'GB', code, grant_type: 'authorization_code', redirect_uri: redirectUri, ...change }),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a token request from a browser without an authorization in progress', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth-proxy/token',
      headers: form,
      payload: formBody({ org: 'GB', code: 'abc', grant_type: 'authorization_code', redirect_uri: redirectUri }),
    });
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
  });

  it.each([
    ['an unknown client', { client_id: 'nope' }, 'invalid_client'],
    ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/cb' }, 'invalid_request'],
    ['a response_type other than code', { response_type: 'token' }, 'unsupported_response_type'],
  ])('refuses /authorize with %s', async (_case, change, error) => {
    const query = new URLSearchParams({
      client_id: server.market.clientId,
      response_type: 'code',
      redirect_uri: redirectUri,
      ...change,
    });
    const response = await server.app.inject({ url: `/auth-proxy/authorize?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error });
  });

  it.each(['foobar', 'refresh_token', 'password', 'client_credentials'])(
    'answers grant_type=%s with unsupported_grant_type (RFC 6749 §5.2) and keeps the authorization in progress',
    async (grantType) => {
      const { browser, final } = await authorizedBrowser();
      if (!final) throw new Error('no authorization redirect');
      const code = (await navigateToCallback(browser, final))?.searchParams.get('code') ?? '';
      const exchange = (grant_type: string) =>
        browser.request({
          method: 'POST',
          url: `${origin}/auth-proxy/token`,
          headers: form,
          body: formBody({ org: 'GB', code, grant_type, redirect_uri: redirectUri }),
        });
      const refused = await exchange(grantType);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toEqual({
        error: 'unsupported_grant_type',
        error_description: expect.any(String),
      });
      expect((await exchange('authorization_code')).status).toBe(200);
    },
  );

  it.each([
    ['alone', { grant_type: 'foobar' }],
    ['with an unknown org and no code', { grant_type: 'password', org: 'nowhere', redirect_uri: redirectUri }],
  ])(
    'answers an unsupported grant_type %s with unsupported_grant_type before checking the other parameters',
    async (_case, fields) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/auth-proxy/token',
        headers: form,
        payload: formBody(fields),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'unsupported_grant_type', error_description: expect.any(String) });
    },
  );

  it('answers a token request without grant_type with invalid_request', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/auth-proxy/token',
      headers: form,
      payload: formBody({ org: 'GB', code: 'abc', redirect_uri: redirectUri }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses a logout without a bearer token', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/auth-proxy/logout' })).statusCode).toBe(401);
  });
});
