import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '#test/server/test-app.ts';
import { marketTime } from '../../mail/market-time-zone.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { deviceCookieName } from './device-cookie.ts';

const password = 'Nordhem-Demo-2026';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the new-device notice', () => {
  let server: TestApp;
  let now = new Date('2026-11-27T18:30:00Z');
  beforeAll(async () => {
    server = await createTestApp({}, () => now);
    await seedDemoData(server.database, server.config.markets, () => now);
  });
  afterAll(() => server.app.close());

  function apiKeyOf(market: string): string {
    const config = server.config.markets.get(market);
    if (!config) throw new Error(`no market ${market}`);
    return config.apiKey;
  }

  /** A login as a browser makes it: with its device cookie, if it has one; answers the response and the cookie it keeps. */
  async function logIn(market: string, loginID: string, deviceCookie?: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': firefoxOnWindows,
        ...(deviceCookie ? { cookie: `${deviceCookieName}=${deviceCookie}` } : {}),
      },
      payload: new URLSearchParams({ apiKey: apiKeyOf(market), loginID, password }).toString(),
    });
    expect(response.json().errorCode).toBe(0);
    const device = response.cookies.find((cookie) => cookie.name === deviceCookieName)?.value ?? '';
    return { device, loginToken: String(response.json().sessionInfo.cookieValue) };
  }

  async function notices(to: string) {
    await server.app.mailer.whenIdle();
    return server.database.query<{ subject: string; text: string }>(
      `select subject, text_body as text from mail_outbox where recipient = $1 order by created_at desc`,
      [to],
    );
  }

  it('is mailed once for a browser new to an account that signed in before, in its language, and not again for that browser', async () => {
    const email = 'isla.morgan@example.co.uk';
    const first = await logIn('GB', email);
    expect(await notices(email), 'an account’s first login is no new device').toEqual([]);
    await logIn('GB', email, first.device);
    expect(await notices(email), 'the same browser again').toEqual([]);

    const other = await logIn('GB', email);
    const [notice, ...more] = await notices(email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('New sign-in to your Nordhem account');
    expect(notice?.text).toContain('Hello Isla');
    expect(notice?.text).toContain('Firefox on Windows');
    expect(notice?.text).toContain(marketTime(now, 'GB', 'en-GB'));
    expect(notice?.text).toContain('Shop: United Kingdom');
    expect(notice?.text).toMatch(/http\S+\/gb\/e\/newpassword\?pwrt=[\w-]{43}/);

    await logIn('GB', email, other.device);
    expect(await notices(email)).toHaveLength(1);
  });

  it('states the time in the market’s zone and the account’s language', async () => {
    const email = 'anna.schneider@example.de';
    await logIn('DE', email);
    await logIn('DE', email);
    const [notice] = await notices(email);
    expect(notice?.subject).toBe('Neue Anmeldung bei Ihrem Nordhem-Konto');
    expect(notice?.text).toContain('Firefox auf Windows');
    // 18:30 UTC is 19:30 in Berlin (CET).
    expect(notice?.text).toContain('19:30');
    expect(notice?.text).toContain(marketTime(now, 'DE', 'de-DE'));
    expect(notice?.text).toContain('Shop: Deutschland');
  });

  it('is rate-limited per account: three an hour, however many new browsers sign in', async () => {
    const email = 'harry.evans@example.co.uk';
    await logIn('GB', email);
    for (let browser = 0; browser < 5; browser += 1) await logIn('GB', email);
    expect(await notices(email)).toHaveLength(3);
    now = new Date(now.getTime() + 3600_000);
    await logIn('GB', email);
    expect(await notices(email)).toHaveLength(4);
  });

  it('links to setting a new password, which ends every session of the account, once', async () => {
    const email = 'sophie.ward@example.co.uk';
    const owner = await logIn('GB', email);
    await logIn('GB', email);
    const [notice] = await notices(email);
    const token = new URL(/http\S+/.exec(notice?.text ?? '')?.[0] ?? 'http://invalid').searchParams.get('pwrt') ?? '';

    const reset = (newPassword: string) =>
      server.app.inject({
        method: 'POST',
        url: '/idp/accounts.resetPassword',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ apiKey: apiKeyOf('GB'), passwordResetToken: token, newPassword }).toString(),
      });
    expect((await reset('Quiet-Harbour-2027')).json().errorCode).toBe(0);
    const ownerSession = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.setAccountInfo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey: apiKeyOf('GB'), login_token: owner.loginToken }).toString(),
    });
    expect(ownerSession.json().errorCode).toBe(403005);
    expect(
      (
        await server.database.query('select 1 from idp_sessions s join accounts a using (uid) where a.email = $1', [
          email,
        ])
      ).length,
    ).toBe(0);
    expect((await reset('Another-Harbour-2028')).json().errorCode).toBe(403025);
  });
});
