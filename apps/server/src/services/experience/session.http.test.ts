import { describe, expect, it } from 'vitest';
import { gbTestAppForSuite, issueTokens, seedAccount } from '../oauth/oauth-test-support.ts';

describe('experience API sessions', () => {
  const server = gbTestAppForSuite();

  /** A signed-in account's access token from a real authorization code + PKCE exchange. */
  async function accessToken(scope?: string): Promise<{ token: string; uid: string }> {
    const { uid } = await seedAccount(server.database, server.market, { firstName: 'Ada', lastName: 'Lovelace' });
    const tokens = await issueTokens(server.app, server.database, server.market, uid, server.issuer, scope);
    return { token: tokens.access_token, uid };
  }

  function withSession(cookie: string | undefined) {
    return cookie ? { cookie: `xp_session=${cookie}` } : {};
  }

  it('creates a session from an access token; session, verify, user and logout follow it', async () => {
    const { token, uid } = await accessToken();
    const created = await server.app.inject({
      method: 'POST',
      url: '/experience-api/session/token',
      payload: { token },
    });
    expect(created.statusCode).toBe(200);
    const cookie = created.cookies.find((candidate) => candidate.name === 'xp_session');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const headers = withSession(cookie?.value);

    expect((await server.app.inject({ url: '/experience-api/session', headers })).json()).toEqual({
      auth: { authenticated: true },
    });
    const verify = await server.app.inject({
      method: 'POST',
      url: '/experience-api/cdc/accounts.session.verify',
      headers,
    });
    expect(verify.json()).toMatchObject({ statusCode: 200, errorCode: 0, UID: uid });

    const user = await server.app.inject({
      url: '/experience-api/occ/nordhem-gb/user?fields=FULL&lang=en_GB',
      headers: { ...headers, 'x-api-key': server.market.eComApiKey },
    });
    expect(user.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      customerType: 'B2C',
      clubMember: false,
      userGroups: [],
    });
    const otherSite = await server.app.inject({
      url: '/experience-api/occ/nordhem-de/user',
      headers: { ...headers, 'x-api-key': 'nordhem-de-ecom' },
    });
    expect(otherSite.statusCode).toBe(401);

    const loggedOut = await server.app.inject({ url: '/experience-api/session/logout', headers });
    expect(loggedOut.json()).toEqual({ auth: { authenticated: false } });
    expect((await server.app.inject({ url: '/experience-api/session', headers })).json()).toEqual({
      auth: { authenticated: false },
    });
    const verifyAfter = await server.app.inject({
      method: 'POST',
      url: '/experience-api/cdc/accounts.session.verify',
      headers,
    });
    expect(verifyAfter.statusCode).toBe(401);
    expect(verifyAfter.json()).toMatchObject({ errorCode: 'sap_403005' });
  });

  it('refuses an unknown token with sap_403005', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/experience-api/session/token',
      payload: { token: 'not-a-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 'sap_403005' });
  });

  it('refuses a token without the customer_data scope', async () => {
    const { token } = await accessToken('openid shop');
    const response = await server.app.inject({
      method: 'POST',
      url: '/experience-api/session/token',
      payload: { token },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the global settings with the market session duration', async () => {
    const response = await server.app.inject({
      url: '/experience-api/occ/nordhem-gb/global-settings',
      headers: { 'x-api-key': server.market.eComApiKey },
    });
    expect(response.json()).toEqual({ cdcSessionDuration: 3600 });
  });
});
