import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';
import { shopSessionCookieName } from '../../sessions/shop-session-repository.ts';

describe('web shop: authentication status', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  async function sessionCookie(siteKey: string, expiresInSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await server.database.query(
      `insert into shop_sessions (token_hash, uid, site_key, expires_at) values ($1, 'demo-gb-oliver', $2, now() + make_interval(secs => $3))`,
      [hashSessionToken(token), siteKey, expiresInSeconds],
    );
    return `${shopSessionCookieName}=${token}`;
  }

  it('answers 401 without a session cookie and 401 for an unknown token', async () => {
    expect((await server.app.inject({ url: '/gb/e/authentication/status' })).statusCode).toBe(401);
    const unknown = await server.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: `${shopSessionCookieName}=nope` },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 200 for a valid session of the same site, never cached', async () => {
    const response = await server.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: await sessionCookie('gb', 600) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ authenticated: true });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 401 for an expired session and for a session of another site', async () => {
    const expired = await server.app.inject({
      url: '/gb/e/authentication/status',
      headers: { cookie: await sessionCookie('gb', -1) },
    });
    expect(expired.statusCode).toBe(401);
    const otherSite = await server.app.inject({
      url: '/de/e/authentication/status',
      headers: { cookie: await sessionCookie('gb', 600) },
    });
    expect(otherSite.statusCode).toBe(401);
  });
});
