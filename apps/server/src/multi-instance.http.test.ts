import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '#test/server/form-post.ts';
import { postShopLogin } from '#test/server/shop-login.ts';
import { createSecondInstance, createSeededTestApp, type TestApp } from '../test/test-app.ts';
import { holdsWithinOneSecond } from '../test/within-one-second.ts';
import { ExperienceSessionRepository } from './sessions/experience-session-repository.ts';

const apiKey = '4_nordhem_gb_web';

function login(server: TestApp, loginID: string, password: string) {
  return postForm(server.app, '/idp/accounts.login', { apiKey, loginID, password });
}

/** The signed UID of an identity-provider login, as the widget hands it to the shop. */
function signedUidOf(identity: { UID: string; UIDSignature: string; signatureTimestamp: string }) {
  return { UID: identity.UID, UIDSignature: identity.UIDSignature, signatureTimestamp: identity.signatureTimestamp };
}

describe('two server instances on one database behave as one', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createSeededTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  it('logs in through one and verifies the CSRF token and the shop session through the other', async () => {
    const identity = (await login(first, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026')).json();
    expect(identity.errorCode).toBe(0);

    const shopLogin = await postShopLogin(first.app, signedUidOf(identity), second.app);
    expect(shopLogin.statusCode).toBe(200);
    const session = shopLogin.cookies.find((cookie) => cookie.name === 'shop_session');
    const status = await second.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: `shop_session=${session?.value}` },
    });
    expect(status.statusCode).toBe(200);

    const identityLogout = await postForm(second.app, '/idp/accounts.logout', {
      apiKey,
      UID: identity.UID,
      login_token: identity.sessionInfo.cookieValue,
    });
    expect(identityLogout.json().errorCode).toBe(0);
    const remaining = await first.database.query('select 1 from idp_sessions where uid = $1', [identity.UID]);
    expect(remaining).toHaveLength(0);
  });

  async function shopSessionOf(server: TestApp, email: string): Promise<string> {
    const identity = (await login(server, email, 'Nordhem-Demo-2026')).json();
    const shopLogin = await postShopLogin(server.app, signedUidOf(identity));
    return `shop_session=${shopLogin.cookies.find((candidate) => candidate.name === 'shop_session')?.value}`;
  }

  it('both instances cache sessions (the cache is on, and the feed listens)', () => {
    expect(first.config.sessionCache.ttlSeconds).toBeGreaterThan(0);
    expect(first.app.sessionCache).not.toBe(second.app.sessionCache);
  });

  it('a shop session opened through A, used on B, ended on B is refused on A within a second, though A had it cached', async () => {
    const cookie = await shopSessionOf(first, 'james.wilson@example.co.uk');
    const status = (server: TestApp) =>
      server.app
        .inject({ url: '/gb/e/authentication/status', headers: { cookie } })
        .then((response) => response.statusCode);
    // Twice each: the second answer comes from each instance's cache.
    expect([await status(first), await status(second), await status(first), await status(second)]).toEqual([
      200, 200, 200, 200,
    ]);
    expect(first.app.sessionCache.size).toBeGreaterThan(0);

    await second.app.inject({ url: '/gb/e/logout', headers: { cookie } });
    expect(await status(second)).toBe(401);
    expect(await holdsWithinOneSecond(async () => (await status(first)) === 401)).toBe(true);
  });

  it('an experience session verified on both and ended on B is refused on A within a second', async () => {
    const token = await new ExperienceSessionRepository(first.database, () => new Date()).create(
      { uid: 'demo-gb-amelia', market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    const cookie = `xp_session=${token}`;
    const verify = (server: TestApp) =>
      server.app
        .inject({
          method: 'POST',
          url: '/experience-api/cdc/accounts.session.verify',
          headers: { cookie },
          payload: {},
        })
        .then((response) => response.statusCode);
    expect([await verify(first), await verify(second), await verify(first), await verify(second)]).toEqual([
      200, 200, 200, 200,
    ]);

    await second.app.inject({ url: '/experience-api/session/logout', headers: { cookie } });
    expect(await holdsWithinOneSecond(async () => (await verify(first)) === 401)).toBe(true);
  });

  it('a password changed through B ends the sessions A has cached, within a second', async () => {
    const uid = 'demo-gb-harry';
    const shopCookie = await shopSessionOf(first, 'harry.evans@example.co.uk');
    const experience = await new ExperienceSessionRepository(first.database, () => new Date()).create(
      { uid, market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    const shopStatus = () =>
      first.app
        .inject({ url: '/gb/e/authentication/status', headers: { cookie: shopCookie } })
        .then((response) => response.statusCode);
    const experienceSession = () =>
      first.app
        .inject({ url: '/experience-api/session', headers: { cookie: `xp_session=${experience}` } })
        .then((response) => response.json().auth.authenticated);
    expect([await shopStatus(), await shopStatus(), await experienceSession(), await experienceSession()]).toEqual([
      200,
      200,
      true,
      true,
    ]);

    const changed = await second.app.inject({
      method: 'POST',
      url: '/experience-api/cdc/accounts.setAccountInfo',
      headers: { cookie: `xp_session=${experience}` },
      payload: { password: 'Nordhem-Demo-2026', newPassword: 'Changed-Password-42' },
    });
    expect(changed.json()).toMatchObject({ errorCode: 0 });
    expect(
      await holdsWithinOneSecond(async () => (await shopStatus()) === 401 && (await experienceSession()) === false),
    ).toBe(true);
  });

  it('counts failed logins across instances and locks the account for both', async () => {
    const email = 'grace.hughes@example.co.uk';
    for (const server of [first, second, first, second]) {
      expect((await login(server, email, 'wrong')).json().errorCode).toBe(403042);
    }
    expect((await login(first, email, 'wrong')).json().errorCode).toBe(403120);
    expect((await login(second, email, 'Nordhem-Demo-2026')).json().errorCode).toBe(403120);
  });
});
