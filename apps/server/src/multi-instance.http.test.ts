import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const apiKey = '4_nordhem_gb_web';

function login(server: TestApp, loginID: string, password: string) {
  return server.app.inject({
    method: 'POST',
    url: '/idp/accounts.login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ apiKey, loginID, password }).toString(),
  });
}

describe('two server instances on one database behave as one', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp();
    await seedDemoData(first.database, first.config.markets, () => new Date());
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  it('logs in through one and verifies the CSRF token and the shop session through the other', async () => {
    const identity = (await login(first, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026')).json();
    expect(identity.errorCode).toBe(0);

    const csrf = await second.app.inject({ url: '/gb/e/csrf' });
    const browser = csrf.cookies.find((cookie) => cookie.name === 'shop_browser');
    const shopLogin = await first.app.inject({
      method: 'POST',
      url: '/gb/e/gigyaraas/login',
      headers: { cookie: `shop_browser=${browser?.value}`, csrftoken: csrf.json().CSRFToken },
      payload: { gigyaData: { UID: identity.UID, UIDSignature: identity.UIDSignature, signatureTimestamp: identity.signatureTimestamp } },
    });
    expect(shopLogin.statusCode).toBe(200);
    const session = shopLogin.cookies.find((cookie) => cookie.name === 'shop_session');
    const status = await second.app.inject({ url: '/gb/e/authentication/status', headers: { cookie: `shop_session=${session?.value}` } });
    expect(status.statusCode).toBe(200);

    const identityLogout = await second.app.inject({
      method: 'POST',
      url: '/idp/accounts.logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey, UID: identity.UID, login_token: identity.sessionInfo.cookieValue }).toString(),
    });
    expect(identityLogout.json().errorCode).toBe(0);
    const remaining = await first.database.query('select 1 from idp_sessions where uid = $1', [identity.UID]);
    expect(remaining).toHaveLength(0);
  });

  it('a shop session opened through one instance and ended through the other is refused by both at once', async () => {
    const identity = (await login(first, 'james.wilson@example.co.uk', 'Nordhem-Demo-2026')).json();
    const csrf = await first.app.inject({ url: '/gb/e/csrf' });
    const browser = csrf.cookies.find((cookie) => cookie.name === 'shop_browser');
    const shopLogin = await first.app.inject({
      method: 'POST',
      url: '/gb/e/gigyaraas/login',
      headers: { cookie: `shop_browser=${browser?.value}`, csrftoken: csrf.json().CSRFToken },
      payload: { gigyaData: { UID: identity.UID, UIDSignature: identity.UIDSignature, signatureTimestamp: identity.signatureTimestamp } },
    });
    const cookie = `shop_session=${shopLogin.cookies.find((candidate) => candidate.name === 'shop_session')?.value}`;
    const status = (server: TestApp) => server.app.inject({ url: '/gb/e/authentication/status', headers: { cookie } }).then((response) => response.statusCode);
    expect([await status(first), await status(second)]).toEqual([200, 200]);

    await second.app.inject({ url: '/gb/e/logout', headers: { cookie } });
    // Sessions are checked against the database on every request: no instance keeps a copy that could outlive a logout.
    expect([await status(first), await status(second)]).toEqual([401, 401]);
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
