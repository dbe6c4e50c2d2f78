import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';

const apiKey = '4_nordhem_gb_web';
const email = 'oliver.bennett@example.co.uk';
const password = 'Nordhem-Demo-2026';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface AccessLine {
  readonly msg: string;
  readonly level: number;
  readonly reqId?: string;
  readonly method?: string;
  readonly route?: string;
  readonly status?: number;
  readonly durationMs?: number;
}

/** The whole seeded server, with the production logger options writing to memory. */
async function serverWithLog(
  environment: Record<string, string> = {},
  level: 'info' | 'warn' = 'info',
): Promise<{ server: TestApp; lines: string[] }> {
  const lines: string[] = [];
  const server = await createTestApp(environment, undefined, {
    log: { level, stream: { write: (line: string) => lines.push(line) } },
  });
  await seedDemoData(server.database, server.config.markets, () => new Date());
  return { server, lines };
}

function accessLines(lines: readonly string[]): AccessLine[] {
  return lines.map((line): AccessLine => JSON.parse(line)).filter((line) => line.route !== undefined);
}

describe('the access log (issue 26.4)', () => {
  let server: TestApp | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  it('writes one line per request with its route pattern, never a password, an address, a token or a cookie', async () => {
    const logged = await serverWithLog();
    server = logged.server;
    const { app } = server;

    const login = await app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: form,
      payload: new URLSearchParams({ apiKey, loginID: email, password }).toString(),
    });
    expect(login.json()).toMatchObject({ errorCode: 0 });
    const cookies = login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(login.cookies.length).toBeGreaterThan(0);
    const loginToken: string = login.json().sessionInfo.cookieValue;
    await app.inject({ url: '/gb/e/authentication/status', headers: { cookie: cookies } });

    await app.inject({
      method: 'POST',
      url: '/idp/accounts.resetPassword',
      headers: form,
      payload: new URLSearchParams({ apiKey, loginID: email }).toString(),
    });
    await app.mailer.whenIdle();
    const [mail] = await server.database.query<{ text: string }>(
      'select text_body as text from mail_outbox where recipient = $1',
      [email],
    );
    const link = new URL(/http\S+/.exec(mail?.text ?? '')?.[0] ?? '');
    const resetToken = link.searchParams.get('pwrt') ?? '';
    expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The reset link as the browser opens it (a page of the site, not served here), and the token and address in
    // another query string.
    await app.inject({ url: `${link.pathname}${link.search}`, headers: { cookie: cookies } });
    await app.inject({
      method: 'POST',
      url: `/idp/accounts.unsubscribe?${new URLSearchParams({ apiKey, channelToken: resetToken, subscriptionID: email })}`,
    });
    const unmatched = await app.inject({ url: `/idp/nothing?email=${encodeURIComponent(email)}&token=${resetToken}` });
    expect(unmatched.statusCode).toBe(404);

    const log = logged.lines.join('');
    for (const secret of [password, email, encodeURIComponent(email), resetToken, loginToken, cookies]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('?');

    const lines = accessLines(logged.lines);
    expect(lines.map((line) => line.route)).toEqual([
      '/idp/accounts.login',
      '/gb/e/authentication/status',
      '/idp/accounts.resetPassword',
      '(unmatched)',
      '/idp/accounts.unsubscribe',
      '(unmatched)',
    ]);
    for (const line of lines) {
      expect(line).toEqual({
        level: expect.any(Number),
        time: expect.any(Number),
        pid: expect.any(Number),
        hostname: expect.any(String),
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: expect.stringMatching(/^(GET|POST)$/),
        route: expect.any(String),
        status: expect.any(Number),
        durationMs: expect.any(Number),
        msg: 'request completed',
      });
    }
    expect(lines[0]).toMatchObject({ method: 'POST', status: 200, level: 30 });
    expect(lines.at(-1)).toMatchObject({ method: 'GET', status: 404 });
  });

  it('logs the request id the client sent', async () => {
    const logged = await serverWithLog();
    server = logged.server;
    await server.app.inject({ url: '/health/live', headers: { 'x-request-id': 'trace-0042' } });
    expect(accessLines(logged.lines)).toMatchObject([{ reqId: 'trace-0042', route: '/health/live', status: 200 }]);
  });

  it("samples successful requests by ACCESS_LOG_SAMPLE_RATE, and logs every 4xx and 5xx but a probe's finding", async () => {
    const logged = await serverWithLog({ ACCESS_LOG_SAMPLE_RATE: '0' });
    server = logged.server;
    const { app } = server;
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/idp/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    const refused = await app.inject({ method: 'POST', url: '/oauth/token', headers: form, payload: 'grant_type=x' });
    expect(refused.statusCode).toBe(400);
    await server.database.close();
    expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
    // The readiness probe's 503 is its finding, sampled like a success (it logs its change of state itself).
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
    server = undefined;
    await app.close().catch(() => undefined);

    expect(accessLines(logged.lines).map(({ route, status, level }) => ({ route, status, level }))).toEqual([
      { route: '/oauth/*', status: 400, level: 30 },
      { route: '/health', status: 503, level: 50 },
    ]);
  });

  it('writes only the lines of the log level and above: LOG_LEVEL=warn keeps the failures, drops the rest', async () => {
    const logged = await serverWithLog({}, 'warn');
    server = logged.server;
    const { app } = server;
    expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/idp/nothing' })).statusCode).toBe(404);
    await server.database.close();
    expect((await app.inject({ url: '/health' })).statusCode).toBe(503);
    server = undefined;
    await app.close().catch(() => undefined);

    expect(accessLines(logged.lines).map(({ route, status, level }) => ({ route, status, level }))).toEqual([
      { route: '/health', status: 503, level: 50 },
    ]);
  });
});
