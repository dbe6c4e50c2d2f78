import type { FastifyInstance } from 'fastify';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/free-port.ts';
import { type TestApp, createSecondInstance, createTestApp } from '#test/server/test-app.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import type { Database } from '../../db/database.ts';
import {
  type HttpRequest,
  TestBrowser,
  type Transport,
  authorizationUrl,
  fetchTransport,
  form,
  formBody,
  gbAuthorizationSetting,
  injectTransport,
  newPkce,
  signedInBrowser,
} from './oauth-test-support.ts';

/** A 60-character verifier from the whole RFC 7636 unreserved alphabet, as the widget draws them (docs/rules.md). */
function widgetCodeVerifier(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  const bytes = crypto.getRandomValues(new Uint8Array(60));
  return `.~${[...bytes.slice(2)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * A new GB account signed in at the identity provider (session cookie from `app`) runs an authorization request with
 * PKCE in `browser`; returns what the redirect back carries and the token request that redeems its code.
 */
async function authorizeNewAccount(
  transport: Transport,
  { app, database, config, scope, state }: TestApp & { scope: string; state?: string },
) {
  const { market, issuer, redirectUri } = gbAuthorizationSetting({ config });
  const { browser, account, cookie } = await signedInBrowser(app, database, market, { transport });
  const pkce = newPkce();
  const { hops, final } = await browser.navigate(
    authorizationUrl(issuer, {
      response_type: 'code',
      client_id: market.clientId,
      redirect_uri: redirectUri,
      scope,
      state,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }),
    issuer,
  );
  const code = final?.searchParams.get('code') ?? '';
  const tokenRequest = formBody({
    grant_type: 'authorization_code',
    client_id: market.clientId,
    code,
    code_verifier: pkce.verifier,
    redirect_uri: redirectUri,
  });
  return { market, account, cookie, pkce, hops, final, code, tokenRequest };
}

describe('a third-party OAuth client (oauth4webapi) against the listening server', () => {
  let app: FastifyInstance;
  let database: Database;
  let market: MarketConfig;
  let issuer: URL;

  beforeAll(async () => {
    const port = await freePort();
    const server = await createTestApp({
      SHOPFRONT_DEMO: 'false',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      PORT: String(port),
    });
    ({ app, database } = server);
    await app.listen({ port, host: '127.0.0.1' });
    const setting = gbAuthorizationSetting(server);
    market = setting.market;
    issuer = new URL(setting.issuer);
  });
  afterAll(() => app.close());

  const insecure = { [oauth.allowInsecureRequests]: true } as const;

  it('completes authorization code + PKCE S256, refresh, userinfo and revocation', async () => {
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure }),
    );
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    const client: oauth.Client = { client_id: market.clientId };
    const clientAuth = oauth.None();
    const [redirectUri] = market.redirectUris;
    if (!redirectUri || !as.authorization_endpoint) throw new Error('no redirect URI or authorization endpoint');

    const { browser, account } = await signedInBrowser(app, database, market, {
      names: { firstName: 'Katherine', lastName: 'Johnson' },
      transport: fetchTransport,
    });

    const codeVerifier = widgetCodeVerifier();
    const state = oauth.generateRandomState();
    const authorizationRequest = new URL(as.authorization_endpoint);
    for (const [name, value] of Object.entries({
      response_type: 'code',
      client_id: market.clientId,
      redirect_uri: redirectUri,
      scope: 'openid customer_data bpdata shop email',
      state,
      code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    })) {
      authorizationRequest.searchParams.set(name, value);
    }
    const { hops, final } = await browser.navigate(authorizationRequest.href, issuer.href);
    for (const hop of hops) expect(hop.response.status).toBe(303);
    if (!final) throw new Error('no redirect back to the client');
    expect(`${final.origin}${final.pathname}`).toBe(redirectUri);

    const callbackParameters = oauth.validateAuthResponse(as, client, final, state);
    const redeemCode = () =>
      oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        callbackParameters,
        redirectUri,
        codeVerifier,
        insecure,
      );
    const tokenResponse = await redeemCode();
    const tokens = await oauth.processAuthorizationCodeResponse(as, client, tokenResponse);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(oauth.getValidatedIdTokenClaims(tokens)).toMatchObject({
      sub: account.uid,
      aud: market.clientId,
      iss: issuer.href,
    });
    expect(await app.oauthTokens.findAccessToken(tokens.access_token)).toMatchObject({
      accountId: account.uid,
      clientId: market.clientId,
    });

    const userInfo = await oauth.processUserInfoResponse(
      as,
      client,
      account.uid,
      await oauth.userInfoRequest(as, client, tokens.access_token, insecure),
    );
    expect(userInfo).toEqual({
      sub: account.uid,
      given_name: 'Katherine',
      family_name: 'Johnson',
      email: account.email,
    });

    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, clientAuth, tokens.refresh_token ?? '', insecure),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, clientAuth, refreshed.access_token, insecure),
    );
    expect(await app.oauthTokens.findAccessToken(refreshed.access_token)).toBeUndefined();

    // The same code a second time: the client library sees the RFC 6749 error.
    const replay = await redeemCode();
    await expect(oauth.processAuthorizationCodeResponse(as, client, replay)).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
  });

  it('gets login_required back through the client library without an identity-provider session', async () => {
    const as = await oauth.processDiscoveryResponse(
      issuer,
      await oauth.discoveryRequest(issuer, { algorithm: 'oidc', ...insecure }),
    );
    const client: oauth.Client = { client_id: market.clientId };
    const [redirectUri] = market.redirectUris;
    const state = oauth.generateRandomState();
    const { final } = await new TestBrowser(fetchTransport).navigate(
      authorizationUrl(issuer.href, {
        response_type: 'code',
        client_id: market.clientId,
        redirect_uri: redirectUri,
        scope: 'openid customer_data bpdata shop',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(oauth.generateRandomCodeVerifier()),
        code_challenge_method: 'S256',
      }),
      issuer.href,
    );
    if (!final) throw new Error('no redirect back to the client');
    expect(() => oauth.validateAuthResponse(as, client, final, state)).toThrow(
      expect.objectContaining({ error: 'login_required' }),
    );
  });
});

describe('two app instances on one database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  it('shares interactions, codes and tokens: a code issued through one is redeemed through the other, once', async () => {
    const instances = [first.app, second.app];
    let hop = 0;
    // Every browser request goes to the other instance than the previous one.
    const alternating: Transport = (request: HttpRequest) => {
      const instance = instances[hop++ % 2];
      if (!instance) throw new Error('no instance');
      return injectTransport(instance)(request);
    };
    const { market, account, hops, final, code, tokenRequest } = await authorizeNewAccount(alternating, {
      ...first,
      scope: 'openid customer_data bpdata shop',
      state: 'two-instances',
    });
    expect(hops).toHaveLength(3);
    if (code === '') throw new Error(`no code: ${final?.href ?? 'no redirect'}`);

    const redeem = (instance: FastifyInstance) =>
      instance.inject({ method: 'POST', url: '/oauth/token', headers: form, payload: tokenRequest });
    const redeemed = await redeem(second.app);
    expect(redeemed.statusCode).toBe(200);
    const accessToken = redeemed.json().access_token;
    expect(await first.app.oauthTokens.findAccessToken(accessToken)).toMatchObject({
      accountId: account.uid,
      clientId: market.clientId,
    });

    const replayed = await redeem(first.app);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect(await second.app.oauthTokens.findAccessToken(accessToken)).toBeUndefined();
  });

  it('lets exactly one of two simultaneous redemptions of a code succeed', async () => {
    const { tokenRequest: payload } = await authorizeNewAccount(injectTransport(first.app), {
      ...first,
      scope: 'openid shop',
    });
    const responses = await Promise.all(
      [first, second, first, second].map(({ app }) =>
        app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });
});

describe('logging', () => {
  it('never writes codes, tokens, verifiers or cookies to the log, even at trace level', async () => {
    const lines: string[] = [];
    const server = await createTestApp({}, undefined, {
      log: { level: 'trace', stream: { write: (line: string) => lines.push(line) } },
    });
    const { app } = server;
    try {
      const {
        cookie,
        pkce,
        hops,
        code,
        tokenRequest: payload,
      } = await authorizeNewAccount(injectTransport(app), {
        ...server,
        scope: 'openid shop',
        state: 'logged-state',
      });
      for (const hop of hops) expect(hop.response.headers['x-request-id']).toEqual(expect.any(String));
      const tokens = (await app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload })).json();
      expect((await app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload })).statusCode).toBe(400);

      const secrets = [
        code,
        pkce.verifier,
        pkce.challenge,
        tokens.access_token,
        tokens.refresh_token,
        cookie.value,
        'logged-state',
      ];
      expect(secrets.every((secret) => typeof secret === 'string' && secret.length > 0)).toBe(true);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('');
      for (const secret of secrets) expect(log).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
