import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';

describe('experience API: POST privacy/do-not-sell', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  function optOut(headers: Record<string, string> = {}, payload: unknown = {}) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/privacy/do-not-sell',
      headers,
      payload: payload as object,
    });
  }

  function doNotSellEventsOf(uid: string) {
    return server.database.query<{ isGranted: boolean; kind: string; channel: string; market: string }>(
      `select is_granted as "isGranted", kind, channel, market from consent_events where uid = $1 and consent_id = 'doNotSell' order by id`,
      [uid],
    );
  }

  it('records a visitor opt-out in an HttpOnly, Secure, SameSite=Strict cookie and answers 204', async () => {
    const response = await optOut();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cookie = response.cookies.find((candidate) => candidate.name === 'shopfront_do_not_sell');
    expect(cookie).toMatchObject({ value: '1', httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
  });

  it('records the opt-out for the signed-in customer in the append-only consent record, once', async () => {
    const session = await server.app.experienceSessions.create(
      { uid: 'demo-us-emily', market: 'US', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    expect((await optOut({ cookie: `xp_session=${session}` })).statusCode).toBe(204);
    expect((await optOut({ cookie: `xp_session=${session}` })).statusCode).toBe(204);
    expect(await doNotSellEventsOf('demo-us-emily')).toEqual([
      { isGranted: true, kind: 'preference', channel: 'do-not-sell-link', market: 'US' },
    ]);
    const history = await server.app.inject({
      url: '/experience-api/consents/history',
      headers: { cookie: `xp_session=${session}` },
    });
    expect(JSON.stringify(history.json())).toContain('doNotSell');
  });

  it('records nothing on an account for an unknown or expired session, and still keeps the visitor opt-out', async () => {
    const response = await optOut({ cookie: 'xp_session=not-a-session' });
    expect(response.statusCode).toBe(204);
    expect(await doNotSellEventsOf('demo-us-emily')).toHaveLength(1);
  });

  describe("the signed-in customer is found through the app's one session cache, as on every experience route", () => {
    const verify = (cookie: string) =>
      server.app.inject({ method: 'POST', url: '/experience-api/cdc/accounts.session.verify', headers: { cookie } });

    it('answers a session the cache validated for its few seconds, as accounts.session.verify does', async () => {
      const token = await server.app.experienceSessions.create(
        { uid: 'demo-us-ethan', market: 'US', grantId: null },
        new Date(Date.now() + 3600_000),
      );
      const cookie = `xp_session=${token}`;
      expect((await verify(cookie)).json()).toMatchObject({ UID: 'demo-us-ethan' });
      // Expired in the database without its revocation notice: only a check that reads the shared cache still sees it.
      await server.database.query('alter table experience_sessions disable trigger experience_sessions_revoked');
      try {
        await server.database.query(
          `update experience_sessions set expires_at = now() - interval '1 minute' where uid = 'demo-us-ethan'`,
        );
      } finally {
        await server.database.query('alter table experience_sessions enable trigger experience_sessions_revoked');
      }
      expect((await verify(cookie)).json()).toMatchObject({ UID: 'demo-us-ethan' });
      expect((await optOut({ cookie })).statusCode).toBe(204);
      expect(await doNotSellEventsOf('demo-us-ethan')).toHaveLength(1);
    });

    it('no longer finds a session that was ended, as accounts.session.verify does not', async () => {
      const token = await server.app.experienceSessions.create(
        { uid: 'demo-gb-oliver', market: 'GB', grantId: null },
        new Date(Date.now() + 3600_000),
      );
      const cookie = `xp_session=${token}`;
      expect((await verify(cookie)).json()).toMatchObject({ UID: 'demo-gb-oliver' });
      await server.app.inject({ url: '/experience-api/session/logout', headers: { cookie } });
      expect((await verify(cookie)).json()).toMatchObject({ errorCode: 'sap_403005' });
      expect((await optOut({ cookie })).statusCode).toBe(204);
      expect(await doNotSellEventsOf('demo-gb-oliver')).toEqual([]);
    });
  });

  it.each([
    ['a body with fields', { uid: 'demo-us-emily' }],
    ['an array', []],
  ])('refuses %s in the sap_ shape', async (_case, payload) => {
    const response = await optOut({}, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, errorCode: expect.stringMatching(/^sap_\d+$/) });
  });
});
