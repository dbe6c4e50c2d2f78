import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '#test/server/form-post.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { MarketConfig } from '../config/market-config.ts';
import { gbAuthorizationSetting, issueTokens, seedAccount } from '../services/oauth/oauth-test-support.ts';
import { hashPassword } from './password-hasher.ts';

const currentPassword = 'Before-Change-2026';
const newPassword = 'After-Change-2027!';

/**
 * Whoever had access before a credential change or a logout has none after it: not the OAuth access token, not its
 * refresh token, and no new experience session from the old access token.
 */
describe('credential changes and logout end OAuth access', () => {
  let server: TestApp;
  let market: MarketConfig;
  let issuer: string;

  beforeAll(async () => {
    server = await createTestApp();
    ({ market, issuer } = gbAuthorizationSetting(server));
  });
  afterAll(() => server.app.close());

  /** A signed-in customer: OAuth tokens and the experience session opened with them. */
  async function signedInCustomer() {
    const account = await seedAccount(server.database, market);
    await server.database.query('update accounts set password_hash = $2 where uid = $1', [
      account.uid,
      await hashPassword(currentPassword),
    ]);
    const tokens = await issueTokens(server.app, server.database, market, account.uid, issuer);
    const opened = await server.app.inject({
      method: 'POST',
      url: '/experience-api/session/token',
      payload: { token: tokens.access_token },
    });
    expect(opened.statusCode).toBe(200);
    const session = opened.cookies.find((cookie) => cookie.name === 'xp_session')?.value ?? '';
    expect(await stillHasAccess(tokens)).toEqual({ userinfo: 200, refresh: 200, newSession: 200 });
    return { account, tokens, session };
  }

  /** What each of the old credentials still gets. The refresh is tried last: a successful one rotates the token. */
  async function stillHasAccess(tokens: { access_token: string; refresh_token: string }) {
    const userinfo = await server.app.inject({
      url: '/oauth/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const newSession = await server.app.inject({
      method: 'POST',
      url: '/experience-api/session/token',
      payload: { token: tokens.access_token },
    });
    const refresh = await postForm(server.app, '/oauth/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: market.clientId,
    });
    if (refresh.statusCode === 200) tokens.refresh_token = refresh.json().refresh_token;
    else expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
    return { userinfo: userinfo.statusCode, refresh: refresh.statusCode, newSession: newSession.statusCode };
  }

  const revoked = { userinfo: 401, refresh: 400, newSession: 401 };

  it('a password reset through the mailed token revokes the tokens issued before it', async () => {
    const { account, tokens } = await signedInCustomer();
    const resetToken = await server.app.singleUseTokens.issue('password-reset', account.uid, 3600);
    const reset = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.resetPassword',
      payload: { apiKey: market.apiKey, passwordResetToken: resetToken, newPassword },
    });
    expect(reset.json()).toMatchObject({ errorCode: 0 });
    expect(await stillHasAccess(tokens)).toEqual(revoked);
  });

  it('a password change revokes the tokens issued before it', async () => {
    const { tokens, session } = await signedInCustomer();
    const change = await server.app.inject({
      method: 'POST',
      url: '/experience-api/cdc/accounts.setAccountInfo',
      headers: { cookie: `xp_session=${session}` },
      payload: { password: currentPassword, newPassword },
    });
    expect(change.json()).toMatchObject({ errorCode: 0 });
    expect(await stillHasAccess(tokens)).toEqual(revoked);
  });

  it('a logout revokes the grant of the session, on a market without the auth proxy', async () => {
    expect(market.authProxyDeprecated).toBe(true);
    const { tokens, session } = await signedInCustomer();
    const logout = await server.app.inject({
      url: '/experience-api/session/logout',
      headers: { cookie: `xp_session=${session}` },
    });
    expect(logout.json()).toEqual({ auth: { authenticated: false } });
    expect(await stillHasAccess(tokens)).toEqual(revoked);
  });

  it('another customer keeps their access', async () => {
    const first = await signedInCustomer();
    const second = await signedInCustomer();
    await server.app.inject({
      url: '/experience-api/session/logout',
      headers: { cookie: `xp_session=${first.session}` },
    });
    expect(await stillHasAccess(second.tokens)).toEqual({ userinfo: 200, refresh: 200, newSession: 200 });
  });
});
