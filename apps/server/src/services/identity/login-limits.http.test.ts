import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

const apiKey = '4_nordhem_gb_web';

describe('rate limits and lockout set by configuration, behind a proxy', () => {
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
    expect([await login(app, '203.0.113.1'), await login(app, '203.0.113.1'), await login(app, '203.0.113.1')]).toEqual(
      [403042, 403042, 403048],
    );
    expect(await login(app, '203.0.113.2')).toBe(403042);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: everyone behind one address shares its budget', async () => {
    const app = await start({ LOGIN_RATE_LIMIT_PER_MINUTE: '2' });
    expect([await login(app, '203.0.113.1'), await login(app, '203.0.113.2'), await login(app, '203.0.113.3')]).toEqual(
      [403042, 403042, 403048],
    );
  });

  it('LOCKOUT_MAX_FAILURES sets how many failures lock an account for one source', async () => {
    const app = await start({ LOCKOUT_MAX_FAILURES: '2' });
    const attempt = () =>
      app.app
        .inject({
          method: 'POST',
          url: '/idp/accounts.login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            apiKey,
            loginID: 'oliver.bennett@example.co.uk',
            password: 'wrong-password',
          }).toString(),
        })
        .then((response) => response.json().errorCode as number);
    expect([await attempt(), await attempt()]).toEqual([403042, 403120]);
  });

  it.each([
    [
      'LOOKUP_RATE_LIMIT_PER_MINUTE',
      '/idp/accounts.isAvailableLoginID',
      (index: number) => ({ loginID: `free.${index}@example.co.uk` }),
    ],
    [
      'RESET_RATE_LIMIT_PER_IP_PER_HOUR',
      '/idp/accounts.resetPassword',
      (index: number) => ({ loginID: `nobody.${index}@example.co.uk` }),
    ],
    [
      'RESET_RATE_LIMIT_PER_ADDRESS_PER_HOUR',
      '/idp/accounts.resetPassword',
      () => ({ loginID: 'nobody@example.co.uk' }),
    ],
  ] as const)('%s sets its limit', async (variable, url, fields) => {
    // Unknown addresses only: no demo accounts needed. A fixed clock keeps the three calls in one window.
    const now = new Date('2026-11-24T12:00:30Z');
    server = await createTestApp({ [variable]: '2' }, () => now);
    const app = server;
    const call = (index: number) =>
      app.app
        .inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({ apiKey, ...fields(index) }).toString(),
        })
        .then((response) => response.json().errorCode as number);
    const answers = [await call(1), await call(2), await call(3)];
    expect(answers[2]).toBe(403048);
    expect(answers.slice(0, 2)).not.toContain(403048);
  });
});
