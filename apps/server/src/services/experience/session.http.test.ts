import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import { TestBrowser, authorizationUrl, form, formBody, injectTransport, newPkce, seedAccount, signIn } from '../oauth/oauth-test-support.ts';

const origin = 'http://localhost:8080';

describe('experience API sessions', () => {
  let server: TestApp;
  let market: MarketConfig;
  beforeAll(async () => {
    server = await createTestApp();
    const gb = server.config.markets.get('GB');
    if (!gb) throw new Error('GB market missing');
    market = gb;
  });
  afterAll(() => server.app.close());

  /** A signed-in account's access token from a real authorization code + PKCE exchange. */
  async function accessToken(scope = 'openid customer_data bpdata shop'): Promise<{ token: string; uid: string }> {
    const browser = new TestBrowser(injectTransport(server.app));
    const { uid } = await seedAccount(server.database, market, { firstName: 'Ada', lastName: 'Lovelace' });
    const identity = await signIn(server.app, uid, market);
    browser.setCookie(identity.name, identity.value);
    const pkce = newPkce();
    const redirectUri = `${origin}/gb/login/auth`;
    const start = authorizationUrl(`${origin}/oauth`, {
      response_type: 'code', client_id: market.clientId, redirect_uri: redirectUri, scope, state: 'state-1',
      code_challenge: pkce.challenge, code_challenge_method: 'S256',
    });
    const { final } = await browser.navigate(start, `${origin}/oauth/`);
    const code = final?.searchParams.get('code') ?? '';
    const response = await server.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: formBody({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: market.clientId, code_verifier: pkce.verifier }),
    });
    return { token: response.json().access_token, uid };
  }

  function withSession(cookie: string | undefined) {
    return cookie ? { cookie: `xp_session=${cookie}` } : {};
  }

  it('creates a session from an access token; session, verify, user and logout follow it', async () => {
    const { token, uid } = await accessToken();
    const created = await server.app.inject({ method: 'POST', url: '/experience-api/session/token', payload: { token } });
    expect(created.statusCode).toBe(200);
    const cookie = created.cookies.find((candidate) => candidate.name === 'xp_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const headers = withSession(cookie?.value);

    expect((await server.app.inject({ url: '/experience-api/session', headers })).json()).toEqual({ auth: { authenticated: true } });
    const verify = await server.app.inject({ method: 'POST', url: '/experience-api/cdc/accounts.session.verify', headers });
    expect(verify.json()).toMatchObject({ statusCode: 200, errorCode: 0, UID: uid });

    const user = await server.app.inject({
      url: '/experience-api/occ/nordhem-gb/user?fields=FULL&lang=en_GB',
      headers: { ...headers, 'x-api-key': market.eComApiKey },
    });
    expect(user.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', customerType: 'B2C', clubMember: false, userGroups: [] });
    const otherSite = await server.app.inject({ url: '/experience-api/occ/nordhem-de/user', headers: { ...headers, 'x-api-key': 'nordhem-de-ecom' } });
    expect(otherSite.statusCode).toBe(401);

    const loggedOut = await server.app.inject({ url: '/experience-api/session/logout', headers });
    expect(loggedOut.json()).toEqual({ auth: { authenticated: false } });
    expect((await server.app.inject({ url: '/experience-api/session', headers })).json()).toEqual({ auth: { authenticated: false } });
    const verifyAfter = await server.app.inject({ method: 'POST', url: '/experience-api/cdc/accounts.session.verify', headers });
    expect(verifyAfter.statusCode).toBe(401);
    expect(verifyAfter.json()).toMatchObject({ errorCode: 'sap_403005' });
  });

  it('refuses an unknown token with sap_403005', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/experience-api/session/token', payload: { token: 'not-a-token' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'sap_403005' });
  });

  it('refuses a token without the customer_data scope', async () => {
    const { token } = await accessToken('openid shop');
    const response = await server.app.inject({ method: 'POST', url: '/experience-api/session/token', payload: { token } });
    expect(response.statusCode).toBe(401);
  });

  it('answers the global settings with the market session duration', async () => {
    const response = await server.app.inject({ url: '/experience-api/occ/nordhem-gb/global-settings', headers: { 'x-api-key': market.eComApiKey } });
    expect(response.json()).toEqual({ cdcSessionDuration: 3600 });
  });
});
