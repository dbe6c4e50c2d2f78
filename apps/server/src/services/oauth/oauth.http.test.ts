import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import {
  type HttpResponse,
  type Pkce,
  TestBrowser,
  authorizationUrl,
  form,
  formBody,
  gbAuthorizationSetting,
  injectTransport,
  newPkce,
  seedAccount,
  signIn,
} from './oauth-test-support.ts';
import { type ResolveSignedInAccount, oauthPlugin } from './oauth-plugin.ts';

const scope = 'openid customer_data bpdata shop';

describe('OAuth authorization server (node-oidc-provider)', () => {
  let server: TestApp;
  let market: MarketConfig;
  let issuer: string;
  let redirectUri: string;

  beforeAll(async () => {
    server = await createTestApp();
    ({ market, issuer, redirectUri } = gbAuthorizationSetting(server));
  });
  afterAll(() => server.app.close());

  let browser: TestBrowser;
  beforeEach(() => {
    browser = new TestBrowser(injectTransport(server.app));
  });

  async function signedInBrowser(names?: {
    firstName?: string;
    lastName?: string;
  }): Promise<{ uid: string; email: string }> {
    const account = await seedAccount(server.database, market, names);
    const cookie = await signIn(server.app, account.uid, market);
    browser.setCookie(cookie.name, cookie.value);
    return account;
  }

  function authorize(pkce: Pkce, overrides: Record<string, string | undefined> = {}) {
    return browser.navigate(
      authorizationUrl(issuer, {
        response_type: 'code',
        client_id: market.clientId,
        redirect_uri: redirectUri,
        scope,
        state: 'state-61-characters-long-enough-for-the-test-state-parameter1',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
        ...overrides,
      }),
      issuer,
    );
  }

  async function authorizedCode(pkce: Pkce, overrides: Record<string, string | undefined> = {}): Promise<string> {
    const { final } = await authorize(pkce, overrides);
    const code = final?.searchParams.get('code');
    if (!final || !code) throw new Error(`no code: ${final?.href ?? 'no redirect'}`);
    return code;
  }

  function token(fields: Record<string, string | undefined>, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url: `${server.config.basePaths.oauth}/token`,
      headers: { ...form, accept: 'application/json', ...headers },
      payload: formBody({ client_id: market.clientId, ...fields }),
    });
  }

  function exchange(
    code: string,
    verifier: string | undefined,
    uri: string | undefined = redirectUri,
    headers: Record<string, string> = {},
  ) {
    return token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: uri }, headers);
  }

  function expectRfc6749Error(
    response: { statusCode: number; json: () => unknown },
    status: number,
    error: string,
  ): void {
    expect(response.statusCode).toBe(status);
    const body = response.json() as Record<string, unknown>;
    expect(body).toEqual({ error, error_description: expect.any(String) });
  }

  function expectJsonError(response: HttpResponse, status: number, error: string): void {
    expect(response.status).toBe(status);
    expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual({ error, error_description: expect.any(String) });
  }

  it('publishes its metadata under the base path: S256 only, the shop scopes, no end-session', async () => {
    const response = await server.app.inject({ url: '/oauth/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const metadata = response.json();
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      token_endpoint_auth_methods_supported: expect.arrayContaining(['none']),
    });
    expect(metadata.scopes_supported).toEqual(
      expect.arrayContaining([
        'openid',
        'customer_data',
        'bpdata',
        'shop',
        'email',
        'profile',
        'zuora',
        'mcs',
        'stock',
      ]),
    );
    expect(metadata.end_session_endpoint).toBeUndefined();
    expect((await server.app.inject({ url: '/oauth/health' })).json()).toEqual({ service: 'oauth', status: 'ok' });
  });

  it('issues a code to a browser signed in at the identity provider, without any page, and exchanges it once', async () => {
    const account = await signedInBrowser();
    const pkce = newPkce();
    const { hops, final } = await authorize(pkce);

    // authorization request → interaction (completed server-side) → resume → redirect_uri
    expect(hops.map((hop) => hop.response.status)).toEqual([303, 303, 303]);
    for (const hop of hops) expect(hop.response.body).not.toMatch(/<html|<form/i);
    expect(final?.origin + (final?.pathname ?? '')).toBe(redirectUri);
    expect(final?.searchParams.get('state')).toBe('state-61-characters-long-enough-for-the-test-state-parameter1');
    expect(final?.searchParams.get('iss')).toBe(issuer);
    const code = final?.searchParams.get('code') ?? '';

    const [stored] = await server.database.query<{ lifetime: number }>(
      `select extract(epoch from expires_at - now())::float as lifetime from oidc_payloads where model = 'AuthorizationCode' and id = $1`,
      [code],
    );
    expect(stored?.lifetime).toBeGreaterThan(50);
    expect(stored?.lifetime).toBeLessThanOrEqual(60);

    const response = await exchange(code, pkce.verifier);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const tokens = response.json();
    expect(tokens).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      id_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    expect(tokens.scope.split(' ').sort()).toEqual(scope.split(' ').sort());

    const found = await server.app.oauthTokens.findAccessToken(tokens.access_token);
    expect(found).toEqual({
      grantId: expect.any(String),
      accountId: account.uid,
      clientId: market.clientId,
      scopes: expect.arrayContaining(scope.split(' ')),
      expiresAt: expect.any(Date),
    });
    expect(found?.scopes).toHaveLength(4);
    expect(Math.abs((found?.expiresAt.getTime() ?? 0) - Date.now() - 3600_000)).toBeLessThan(10_000);
  });

  it('answers login_required at the redirect_uri when the browser has no identity-provider session', async () => {
    const { hops, final } = await authorize(newPkce());
    for (const hop of hops) expect(hop.response.body).not.toMatch(/<html|<form/i);
    expect(final?.origin + (final?.pathname ?? '')).toBe(redirectUri);
    expect(final?.searchParams.get('error')).toBe('login_required');
    expect(final?.searchParams.get('error_description')).toEqual(expect.any(String));
    expect(final?.searchParams.get('state')).toBe('state-61-characters-long-enough-for-the-test-state-parameter1');
    expect(final?.searchParams.get('code')).toBeNull();
  });

  it('follows the identity provider: a later login as someone else, or a logout, is what counts', async () => {
    const first = await signedInBrowser();
    const firstPkce = newPkce();
    const firstTokens = (await exchange(await authorizedCode(firstPkce), firstPkce.verifier)).json();
    expect((await server.app.oauthTokens.findAccessToken(firstTokens.access_token))?.accountId).toBe(first.uid);

    // Same browser (it still carries the provider's own cookies), now signed in as another account.
    const second = await signedInBrowser();
    const secondPkce = newPkce();
    const { hops, final } = await authorize(secondPkce);
    for (const hop of hops) expect(hop.response.body).not.toMatch(/<html|<form/i);
    const secondTokens = (await exchange(final?.searchParams.get('code') ?? '', secondPkce.verifier)).json();
    expect((await server.app.oauthTokens.findAccessToken(secondTokens.access_token))?.accountId).toBe(second.uid);

    // Logged out at the identity provider: no code any more. The row is deleted as another instance would delete it,
    // so this instance hears of it through the revocation feed: within a second (docs/decisions/011-session-cache.md).
    await server.database.query('delete from idp_sessions where uid = $1', [second.uid]);
    const deadline = Date.now() + 1000;
    let afterLogout = await authorize(newPkce());
    while (afterLogout.final?.searchParams.get('error') !== 'login_required' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      afterLogout = await authorize(newPkce());
    }
    expect(afterLogout.final?.searchParams.get('error')).toBe('login_required');
  });

  it('refuses a replayed code with invalid_grant and revokes what the code gave', async () => {
    await signedInBrowser();
    const pkce = newPkce();
    const code = await authorizedCode(pkce);
    const first = await exchange(code, pkce.verifier);
    expect(first.statusCode).toBe(200);
    const replay = await exchange(code, pkce.verifier);
    expectRfc6749Error(replay, 400, 'invalid_grant');
    expect(await server.app.oauthTokens.findAccessToken(first.json().access_token)).toBeUndefined();
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: first.json().refresh_token });
    expectRfc6749Error(refresh, 400, 'invalid_grant');
  });

  it('computes S256 as RFC 7636 Appendix B does', async () => {
    await signedInBrowser();
    const reference = {
      verifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
      challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    };
    const response = await exchange(await authorizedCode(reference), reference.verifier);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong or missing code_verifier with invalid_grant', async () => {
    await signedInBrowser();
    const pkce = newPkce();
    const code = await authorizedCode(pkce);
    expectRfc6749Error(await exchange(code, newPkce().verifier), 400, 'invalid_grant');
    expectRfc6749Error(await exchange(code, undefined), 400, 'invalid_grant');
  });

  it('refuses authorization requests without an S256 code_challenge with invalid_request', async () => {
    await signedInBrowser();
    for (const overrides of [
      { code_challenge_method: 'plain' },
      { code_challenge: undefined, code_challenge_method: undefined },
      { code_challenge: undefined },
      { code_challenge_method: undefined },
    ]) {
      const pkce = newPkce();
      const { hops, final } = await authorize(
        overrides.code_challenge_method === 'plain' ? { verifier: pkce.verifier, challenge: pkce.verifier } : pkce,
        overrides,
      );
      expect(hops).toHaveLength(1);
      // RFC 6749 §4.1.2.1: the redirect_uri is valid, so the error goes back to the client.
      expect(final?.origin + (final?.pathname ?? '')).toBe(redirectUri);
      expect(final?.searchParams.get('error')).toBe('invalid_request');
      expect(final?.searchParams.get('error_description')).toEqual(expect.any(String));
      expect(final?.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a redirect_uri that is not registered, at the authorization and at the token endpoint', async () => {
    await signedInBrowser();
    for (const uri of ['https://evil.example/login/auth', `${redirectUri}/other`, `${redirectUri}?x=1`]) {
      const { hops, final } = await authorize(newPkce(), { redirect_uri: uri });
      expect(final).toBeUndefined();
      expect(hops).toHaveLength(1);
      const [hop] = hops;
      if (!hop) throw new Error('no response');
      expectJsonError(hop.response, 400, 'invalid_request');
    }
    const pkce = newPkce();
    const code = await authorizedCode(pkce);
    const otherRegistered = server.config.markets.get('BE')?.redirectUris[0];
    expectRfc6749Error(await exchange(code, pkce.verifier, otherRegistered), 400, 'invalid_grant');
    // redirect_uri is required even though GB has a single registered one (allowOmittingSingleRegisteredRedirectUri off).
    expectRfc6749Error(
      await token({ grant_type: 'authorization_code', code, code_verifier: pkce.verifier }),
      400,
      'invalid_request',
    );
  });

  it('refuses an unknown client at both endpoints, and another market client redeeming the code', async () => {
    await signedInBrowser();
    const { hops, final } = await authorize(newPkce(), { client_id: 'nobody-web' });
    expect(final).toBeUndefined();
    const [hop] = hops;
    if (!hop) throw new Error('no response');
    expectJsonError(hop.response, 400, 'invalid_client');

    const pkce = newPkce();
    const code = await authorizedCode(pkce);
    const redeemAs = (clientId: string | undefined) =>
      token({
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        redirect_uri: redirectUri,
        client_id: clientId,
      });
    expectRfc6749Error(await redeemAs('nobody-web'), 401, 'invalid_client');
    expectRfc6749Error(await redeemAs(server.config.markets.get('DE')?.clientId), 400, 'invalid_grant');
  });

  it('allows CORS on the token endpoint only from the origins of the client redirect URIs', async () => {
    await signedInBrowser();
    const origin = new URL(redirectUri).origin;

    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/oauth/token',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);

    /** A new code, exchanged by a page of `pageOrigin`. */
    async function exchangeFrom(pageOrigin: string) {
      const pkce = newPkce();
      return exchange(await authorizedCode(pkce), pkce.verifier, redirectUri, { origin: pageOrigin });
    }
    const foreign = await exchangeFrom('https://evil.example');
    expectRfc6749Error(foreign, 400, 'invalid_request');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const allowed = await exchangeFrom(origin);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
  });

  it('refreshes tokens, and releases the customer_data and email claims at userinfo', async () => {
    const account = await signedInBrowser({ firstName: 'Grace', lastName: 'Hopper' });
    const pkce = newPkce();
    const code = await authorizedCode(pkce, { scope: 'openid customer_data email shop' });
    const tokens = (await exchange(code, pkce.verifier)).json();

    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect(next.access_token).not.toBe(tokens.access_token);
    expect((await server.app.oauthTokens.findAccessToken(next.access_token))?.accountId).toBe(account.uid);

    const userinfo = await server.app.inject({
      url: '/oauth/me',
      headers: { authorization: `Bearer ${next.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    expect(userinfo.json()).toEqual({
      sub: account.uid,
      given_name: 'Grace',
      family_name: 'Hopper',
      email: account.email,
    });
  });

  it('finds fresh access tokens only: not unknown, malformed, revoked or expired ones', async () => {
    const { oauthTokens } = server.app;
    expect(await oauthTokens.findAccessToken('unknown-token-unknown-token-unknown-token-1')).toBeUndefined();
    expect(await oauthTokens.findAccessToken('')).toBeUndefined();
    expect(await oauthTokens.findAccessToken("x' or 1=1 --")).toBeUndefined();

    await signedInBrowser();
    const pkce = newPkce();
    const tokens = (await exchange(await authorizedCode(pkce), pkce.verifier)).json();
    expect(await oauthTokens.findAccessToken(tokens.access_token)).toBeDefined();

    const revoked = await server.app.inject({
      method: 'POST',
      url: '/oauth/token/revocation',
      headers: form,
      payload: formBody({ client_id: market.clientId, token: tokens.access_token, token_type_hint: 'access_token' }),
    });
    expect(revoked.statusCode).toBe(200);
    expect(await oauthTokens.findAccessToken(tokens.access_token)).toBeUndefined();

    const pkce2 = newPkce();
    const other = (await exchange(await authorizedCode(pkce2), pkce2.verifier)).json();
    await server.database.query(
      `update oidc_payloads set expires_at = now() - interval '1 second' where model = 'AccessToken' and id = $1`,
      [other.access_token],
    );
    expect(await oauthTokens.findAccessToken(other.access_token)).toBeUndefined();
  });

  it('answers an unknown or expired interaction, and unknown endpoints, with JSON errors', async () => {
    const interaction = await server.app.inject({ url: '/oauth/interaction/abc123' });
    expect(interaction.statusCode).toBe(400);
    expect(interaction.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
    const unknown = await server.app.inject({ url: '/oauth/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'invalid_request' });
  });
});

describe('oauthPlugin on its own (custom prefix, https origin, caller-supplied login recognition)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp();
  });
  afterAll(() => server.app.close());

  async function standalone(resolveSignedInAccount: ResolveSignedInAccount) {
    const app = Fastify();
    await app.register(oauthPlugin, {
      prefix: '/as',
      database: server.database,
      markets: server.config.markets,
      publicOrigin: 'https://shop.example/',
      cookieSecret: 'another-cookie-secret-with-at-least-32-characters',
      clock: () => new Date(),
      resolveSignedInAccount,
    });
    await app.ready();
    return app;
  }

  function request(market: MarketConfig, pkce: Pkce) {
    return authorizationUrl('https://shop.example/as', {
      response_type: 'code',
      client_id: market.clientId,
      redirect_uri: market.redirectUris[0],
      scope: 'openid shop',
      state: 'standalone',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    });
  }

  it('asks the caller with the request cookies and the client market, sets Secure cookies and decorates the root', async () => {
    const de = server.config.markets.get('DE');
    if (!de) throw new Error('DE market missing');
    const account = await seedAccount(server.database, de);
    const calls: { cookies: Readonly<Record<string, string | undefined>>; market: string }[] = [];
    const app = await standalone(async (cookies, market) => {
      calls.push({ cookies, market: market.country });
      return cookies.custom_login === 'yes' ? { accountId: account.uid, deviceId: null } : undefined;
    });
    try {
      expect(app.oauthTokens).toBeDefined();
      const browser = new TestBrowser(injectTransport(app));
      browser.setCookie('custom_login', 'yes');
      const pkce = newPkce();
      const { hops, final } = await browser.navigate(request(de, pkce), 'https://shop.example/as');
      const [first] = hops;
      expect(String(first?.response.headers.location)).toMatch(
        /^\/as\/interaction\/|^https:\/\/shop\.example\/as\/interaction\//,
      );
      const setCookies = hops.flatMap((hop) => [hop.response.headers['set-cookie'] ?? []].flat().map(String));
      expect(setCookies.length).toBeGreaterThan(0);
      for (const line of setCookies) expect(line).toMatch(/;\s*secure/i);
      expect(calls).toEqual([{ cookies: expect.objectContaining({ custom_login: 'yes' }), market: 'DE' }]);

      const code = final?.searchParams.get('code') ?? '';
      const exchanged = await app.inject({
        method: 'POST',
        url: '/as/token',
        headers: form,
        payload: formBody({
          grant_type: 'authorization_code',
          client_id: de.clientId,
          code,
          code_verifier: pkce.verifier,
          redirect_uri: de.redirectUris[0],
        }),
      });
      expect(exchanged.statusCode).toBe(200);
      expect(await app.oauthTokens.findAccessToken(exchanged.json().access_token)).toMatchObject({
        accountId: account.uid,
        clientId: de.clientId,
      });
      expect((await app.inject({ url: '/as/.well-known/openid-configuration' })).json().issuer).toBe(
        'https://shop.example/as',
      );
    } finally {
      await app.close();
    }
  });

  it('ends the request with server_error at the redirect_uri when login recognition fails', async () => {
    const gb = server.config.markets.get('GB');
    if (!gb) throw new Error('GB market missing');
    const app = await standalone(async () => {
      throw new Error('identity sessions unavailable');
    });
    try {
      const { final } = await new TestBrowser(injectTransport(app)).navigate(
        request(gb, newPkce()),
        'https://shop.example/as',
      );
      expect(final?.searchParams.get('error')).toBe('server_error');
      expect(final?.searchParams.get('state')).toBe('standalone');
    } finally {
      await app.close();
    }
  });
});
