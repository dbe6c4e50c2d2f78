import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, createTestApp, testSecrets, type TestApp } from '#test/server/test-app.ts';
import { postIdentityForm } from '#test/server/identity-form.ts';
import { postShopLogin } from '#test/server/shop-login.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { LoginSignatureTimestamps } from '../../security/login-signature-timestamps.ts';
import { signUid, uidSignatureMaxLeadSeconds } from '../../security/uid-signature.ts';

describe('web shop login (/e/gigyaraas/login)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function csrf(): Promise<{ token: string; browserCookie: string }> {
    const response = await server.app.inject({ url: '/gb/e/csrf' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'shop_browser');
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    return { token: response.json().CSRFToken, browserCookie: `shop_browser=${cookie?.value}` };
  }

  function signedLogin(uid = 'demo-gb-oliver', ageSeconds = 0, secret = testSecrets.partnerSecret) {
    const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
    return {
      eventName: 'login',
      UID: uid,
      UIDSignature: signUid(uid, timestamp, secret),
      signatureTimestamp: timestamp,
      profile: {},
      data: {},
    };
  }

  function postLogin(headers: Record<string, string>, gigyaData: object) {
    return server.app.inject({ method: 'POST', url: '/gb/e/gigyaraas/login', headers, payload: { gigyaData } });
  }

  it('opens a shop session for a fresh, verified signature with a valid CSRF token', async () => {
    const { token, browserCookie } = await csrf();
    const response = await postLogin({ cookie: browserCookie, csrftoken: token }, signedLogin());
    expect(response.statusCode).toBe(200);
    const session = response.cookies.find((cookie) => cookie.name === 'shop_session');
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
    const status = await server.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: `shop_session=${session?.value}` },
    });
    expect(status.statusCode).toBe(200);

    const logout = await server.app.inject({
      url: '/gb/e/logout',
      headers: { cookie: `shop_session=${session?.value}` },
    });
    expect(logout.statusCode).toBe(200);
    const afterLogout = await server.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: `shop_session=${session?.value}` },
    });
    expect(afterLogout.statusCode).toBe(401);
  });

  it('gives the same browser the same CSRF token until it expires', async () => {
    const { token, browserCookie } = await csrf();
    const again = await server.app.inject({ url: '/gb/e/csrf', headers: { cookie: browserCookie } });
    expect(again.json().CSRFToken).toBe(token);
  });

  it.each([
    ['no CSRF token', async () => ({ cookie: (await csrf()).browserCookie }), 'invalid_csrf_token'],
    [
      'a CSRF token without its browser cookie',
      async () => ({ csrftoken: (await csrf()).token }),
      'invalid_csrf_token',
    ],
    [
      'another browser’s CSRF token',
      async () => ({ cookie: (await csrf()).browserCookie, csrftoken: (await csrf()).token }),
      'invalid_csrf_token',
    ],
  ])('refuses %s with 403 and no session', async (_case, headers, error) => {
    const response = await postLogin(await headers(), signedLogin());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error });
    expect(response.cookies.find((cookie) => cookie.name === 'shop_session')).toBeUndefined();
  });

  it.each([
    ['a signature made with another secret', signedLogin('demo-gb-oliver', 0, Buffer.alloc(32, 9).toString('base64'))],
    ['a signature older than 180 seconds', signedLogin('demo-gb-oliver', 181)],
    ['a signature from the future', signedLogin('demo-gb-oliver', -120)],
    ['a signature of another UID', { ...signedLogin('demo-gb-oliver'), UID: 'demo-gb-grace' }],
    ['a tampered signature', { ...signedLogin(), UIDSignature: 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=' }],
  ])('refuses %s with 403 and no session', async (_case, gigyaData) => {
    const { token, browserCookie } = await csrf();
    const response = await postLogin({ cookie: browserCookie, csrftoken: token }, gigyaData);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'invalid_signature' });
    expect(response.cookies.find((cookie) => cookie.name === 'shop_session')).toBeUndefined();
  });

  it('accepts a signed login once: a replay within its 180 seconds opens no second session', async () => {
    const gigyaData = signedLogin('demo-gb-james');
    const first = await csrf();
    expect((await postLogin({ cookie: first.browserCookie, csrftoken: first.token }, gigyaData)).statusCode).toBe(200);

    const attacker = await csrf();
    const replay = await postLogin({ cookie: attacker.browserCookie, csrftoken: attacker.token }, gigyaData);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({ error: 'signature_used', message: expect.any(String) });
    expect(replay.cookies.find((cookie) => cookie.name === 'shop_session')).toBeUndefined();
  });

  it('refuses an account of another market', async () => {
    const { token, browserCookie } = await csrf();
    const response = await postLogin({ cookie: browserCookie, csrftoken: token }, signedLogin('demo-de-anna'));
    expect(response.statusCode).toBe(403);
  });

  it('refuses a body without gigyaData', async () => {
    const { token, browserCookie } = await csrf();
    const response = await server.app.inject({
      method: 'POST',
      url: '/gb/e/gigyaraas/login',
      headers: { cookie: browserCookie, csrftoken: token },
      payload: { UID: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('web shop login of one account signed in twice within the same second', () => {
  const second = new Date('2026-11-27T10:00:00.250Z');
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({}, () => second);
    await seedDemoData(server.database, server.config.markets, () => second);
  });
  afterAll(() => server.app.close());

  /** What one browser does: the identity provider's login, then the shop login with its own CSRF token. */
  async function browserSignsIn() {
    const login = await postIdentityForm(server.app, 'accounts.login', {
      loginID: 'amelia.clarke@example.co.uk',
      password: 'Nordhem-Demo-2026',
    });
    expect(login.statusCode).toBe(200);
    const { UID, UIDSignature, signatureTimestamp } = login.json();
    const gigyaData = { eventName: 'login', UID, UIDSignature, signatureTimestamp, profile: {}, data: {} };
    return { gigyaData, shopLogin: await shopLogin(gigyaData) };
  }

  const shopLogin = (gigyaData: object) => postShopLogin(server.app, gigyaData);

  function shopSessionOf(response: { cookies: readonly { name: string; value: string }[] }) {
    return response.cookies.find((cookie) => cookie.name === 'shop_session')?.value;
  }

  it('opens a shop session in both browsers, and still refuses a replay of either signature', async () => {
    const laptop = await browserSignsIn();
    const phone = await browserSignsIn();
    for (const { shopLogin: response } of [laptop, phone]) {
      expect(response.statusCode).toBe(200);
      const status = await server.app.inject({
        url: '/gb/e/authentication/status',
        headers: { cookie: `shop_session=${shopSessionOf(response)}` },
      });
      expect(status.statusCode).toBe(200);
    }
    expect(shopSessionOf(laptop.shopLogin)).not.toBe(shopSessionOf(phone.shopLogin));

    for (const { gigyaData } of [laptop, phone]) {
      const replay = await shopLogin(gigyaData);
      expect(replay.statusCode).toBe(403);
      expect(replay.json()).toEqual({ error: 'signature_used', message: expect.any(String) });
      expect(shopSessionOf(replay)).toBeUndefined();
    }
  });

  it('signs each login of an account one second after the last at the least, never further ahead than the shop accepts', async () => {
    const nowSeconds = Math.floor(second.getTime() / 1000);
    const timestamps = new LoginSignatureTimestamps(server.database, () => second);
    const issued: string[] = [];
    for (let login = 0; login <= uidSignatureMaxLeadSeconds; login += 1)
      issued.push(await timestamps.next('demo-gb-oliver'));
    expect(issued).toEqual(
      Array.from({ length: uidSignatureMaxLeadSeconds + 1 }, (_, lead) => String(nowSeconds + lead)),
    );
    // A burst past the shop's limit keeps that second: the identity login goes on, never refused for it.
    expect(await timestamps.next('demo-gb-oliver')).toBe(String(nowSeconds + uidSignatureMaxLeadSeconds));
    const aMinuteLater = new LoginSignatureTimestamps(server.database, () => new Date(second.getTime() + 60_000));
    expect(await aMinuteLater.next('demo-gb-oliver')).toBe(String(nowSeconds + 60));
  });
});
