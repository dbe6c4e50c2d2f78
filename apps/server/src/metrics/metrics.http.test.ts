import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import {
  form,
  formBody,
  gbAuthorizationSetting,
  issueTokens,
  seedAccount,
} from '../services/oauth/oauth-test-support.ts';

const token = 'scrape-token-for-the-test-0123456789';
const apiKey = '4_nordhem_gb_web';
const oliver = 'oliver.bennett@example.co.uk';

function originOf(address: AddressInfo | string | null): string {
  if (address === null || typeof address === 'string') throw new Error(`not a TCP listener: ${String(address)}`);
  return `http://127.0.0.1:${address.port}`;
}

/** The value of one series in Prometheus's text format, 0 when it is not there yet. */
function valueOf(exposition: string, series: string): number {
  const line = exposition.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics (issue 26.4)', () => {
  let server: TestApp;
  let publicOrigin: string;
  let metricsUrl: string;

  beforeAll(async () => {
    server = await createTestApp({ METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', METRICS_TOKEN: token });
    await seedDemoData(server.database, server.config.markets, () => new Date());
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    publicOrigin = originOf(server.app.server.address());
    metricsUrl = `${originOf(server.app.metricsListener?.server.address() ?? null)}/metrics`;
  });
  afterAll(() => server.app.close());

  const scrape = async () => {
    const response = await fetch(metricsUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  const login = (password: string, loginID = oliver) =>
    server.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: form,
      payload: formBody({ apiKey, loginID, password }),
    });

  it('is served on its own port only, and refuses a scraper without the token', async () => {
    expect((await fetch(`${publicOrigin}/metrics`)).status).toBe(404);
    expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await fetch(`${publicOrigin}/health/live`)).status).toBe(200);

    const anonymous = await fetch(metricsUrl);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await anonymous.json()).toEqual({ error: 'unauthorized', message: 'A bearer token is required' });
    expect((await fetch(metricsUrl, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await fetch(metricsUrl, { headers: { authorization: token } })).status).toBe(401);
    expect(await scrape()).toContain('# TYPE shopfront_login_outcomes_total counter');
  });

  it('lists every metric after a login, a token request, a mail and a session check', async () => {
    expect((await login('Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
    const { market, issuer } = gbAuthorizationSetting(server);
    const account = await seedAccount(server.database, market);
    await issueTokens(server.app, server.database, market, account.uid, issuer);
    await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.resetPassword',
      headers: form,
      payload: formBody({ apiKey, loginID: oliver }),
    });
    await server.app.mailer.whenIdle();
    const shopSession = await server.app.shopSessions.create('demo-gb-oliver', 'gb', 3600);
    for (let check = 0; check < 2; check += 1) {
      const status = await server.app.inject({
        url: '/gb/e/authentication/status',
        headers: { cookie: `shop_session=${shopSession.token}` },
      });
      expect(status.statusCode).toBe(200);
    }

    const exposition = await scrape();
    for (const name of [
      'shopfront_http_request_duration_seconds_bucket',
      'shopfront_http_request_duration_seconds_count',
      'shopfront_login_outcomes_total',
      'shopfront_oauth_token_requests_total',
      'shopfront_mails_total',
      'shopfront_session_cache_lookups_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      ...(server.database.kind === 'postgres'
        ? ['shopfront_database_pool_connections', 'shopfront_database_pool_waiting']
        : []),
    ]) {
      expect(exposition, name).toMatch(new RegExp(`^${name}[{ ]`, 'm'));
    }
    expect(
      valueOf(
        exposition,
        'shopfront_http_request_duration_seconds_count{method="POST",route="/idp/accounts.login",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(exposition, 'shopfront_login_outcomes_total{outcome="success"}')).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(exposition, 'shopfront_oauth_token_requests_total{grant_type="authorization_code",outcome="issued"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(exposition, 'shopfront_mails_total{outcome="sent"}')).toBeGreaterThanOrEqual(1);
    const hits = valueOf(exposition, 'shopfront_session_cache_lookups_total{outcome="hit"}');
    const misses = valueOf(exposition, 'shopfront_session_cache_lookups_total{outcome="miss"}');
    expect(misses).toBeGreaterThanOrEqual(1);
    // The second status check of the same session is answered from memory (ADR 011), when the cache is on.
    expect(hits).toBeGreaterThanOrEqual(server.config.sessionCache.ttlSeconds > 0 ? 1 : 0);
    if (server.database.kind === 'postgres') {
      expect(valueOf(exposition, 'shopfront_database_pool_connections{state="max"}')).toBe(10);
      expect(valueOf(exposition, 'shopfront_database_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts each outcome as it happens: a wrong password, a refused token request', async () => {
    const wrongPassword = 'shopfront_login_outcomes_total{outcome="invalid_credentials"}';
    const refusedToken = 'shopfront_oauth_token_requests_total{grant_type="other",outcome="refused"}';
    const before = await scrape();
    expect((await login('not-the-password-1')).json()).toMatchObject({ errorCode: 403042 });
    const refused = await server.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: form,
      payload: formBody({ grant_type: 'password', client_id: 'nordhem-gb-web' }),
    });
    expect(refused.statusCode).toBe(400);
    const after = await scrape();
    expect(valueOf(after, wrongPassword)).toBe(valueOf(before, wrongPassword) + 1);
    expect(valueOf(after, refusedToken)).toBe(valueOf(before, refusedToken) + 1);
    expect(valueOf(after, 'shopfront_login_outcomes_total{outcome="success"}')).toBe(
      valueOf(before, 'shopfront_login_outcomes_total{outcome="success"}'),
    );
  });

  it('tells the login outcomes apart: consent needed, pending verification, locked', async () => {
    const outcome = (exposition: string, name: string) =>
      valueOf(exposition, `shopfront_login_outcomes_total{outcome="${name}"}`);
    const before = await scrape();
    expect((await login('Nordhem-Demo-2026', 'grace.hughes@example.co.uk')).json()).toMatchObject({
      errorCode: 206001,
    });
    await server.database.query('update accounts set is_verified = false where email_normalized = $1', [
      'james.wilson@example.co.uk',
    ]);
    expect((await login('Nordhem-Demo-2026', 'james.wilson@example.co.uk')).json()).toMatchObject({
      errorCode: 206002,
    });
    const failuresToLock = server.config.lockout.maxFailuresPerScope;
    for (let attempt = 0; attempt < failuresToLock; attempt += 1) {
      await login('not-the-password-2', 'amelia.clarke@example.co.uk');
    }
    // Locked now: even the right password is refused, as a lock.
    await login('Nordhem-Demo-2026', 'amelia.clarke@example.co.uk');
    const after = await scrape();
    expect(outcome(after, 'consent_needed') - outcome(before, 'consent_needed')).toBe(1);
    expect(outcome(after, 'pending_verification') - outcome(before, 'pending_verification')).toBe(1);
    expect(outcome(after, 'invalid_credentials') - outcome(before, 'invalid_credentials')).toBe(failuresToLock - 1);
    expect(outcome(after, 'locked') - outcome(before, 'locked')).toBe(2);
    expect(outcome(after, 'success')).toBe(outcome(before, 'success'));
  });
});

describe('the metrics listener at start', () => {
  it('fails the start when its port is taken', async () => {
    const first = await createTestApp({ METRICS_PORT: '0' });
    try {
      const address = first.app.metricsListener?.server.address();
      if (address === null || address === undefined || typeof address === 'string') throw new Error('no TCP listener');
      await expect(createTestApp({ METRICS_PORT: String(address.port) })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      await first.app.close();
    }
  });
});

describe('Prometheus metrics without METRICS_PORT', () => {
  it('opens no listener and serves nothing on the public port', async () => {
    const server = await createTestApp();
    try {
      expect(server.app.metricsListener).toBeUndefined();
      expect((await server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await server.app.close();
    }
  });
});
