import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

const apiKey = '4_nordhem_gb_web';

describe('login limits set by configuration, behind a proxy', () => {
  let server: TestApp | undefined;
  afterEach(() => server?.app.close());

  async function start(environment: Record<string, string>) {
    server = await createTestApp(environment);
    await seedDemoData(server.database, server.config.markets, () => new Date());
    return server;
  }

  function login(app: TestApp, from: string, password = 'wrong-password') {
    return app.app
      .inject({
        method: 'POST',
        url: '/idp/accounts.login',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': from },
        payload: new URLSearchParams({ apiKey, loginID: `nobody.${Math.random()}@example.co.uk`, password }).toString(),
      })
      .then((response) => response.json().errorCode as number);
  }

  it('with TRUST_PROXY, each client address behind the proxy has its own per-minute budget', async () => {
    const app = await start({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    expect([await login(app, '203.0.113.1'), await login(app, '203.0.113.1'), await login(app, '203.0.113.1')]).toEqual([403042, 403042, 403048]);
    expect(await login(app, '203.0.113.2')).toBe(403042);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: everyone behind one address shares its budget', async () => {
    const app = await start({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    expect([await login(app, '203.0.113.1'), await login(app, '203.0.113.2'), await login(app, '203.0.113.3')]).toEqual([403042, 403042, 403048]);
  });

  it('LOCKOUT_MAX_FAILURES sets how many failures lock an account for one source', async () => {
    const app = await start({ LOCKOUT_MAX_FAILURES: '2' });
    const attempt = () =>
      app.app
        .inject({
          method: 'POST',
          url: '/idp/accounts.login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ apiKey, loginID: 'oliver.bennett@example.co.uk', password: 'wrong-password' }).toString(),
        })
        .then((response) => response.json().errorCode as number);
    expect([await attempt(), await attempt()]).toEqual([403042, 403120]);
  });
});
