import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { resetRequestCooldownSeconds } from './password-routes.ts';

const apiKey = '4_nordhem_gb_web';
const oliver = 'oliver.bennett@example.co.uk';
const grace = 'grace.hughes@example.co.uk';

describe('accounts.resetPassword', () => {
  let server: TestApp;
  let now = new Date('2026-11-22T09:00:00Z');
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    server = await createTestApp({}, () => now);
    await seedDemoData(server.database, server.config.markets, () => new Date());
  });
  beforeEach(() => advance(3600));
  afterAll(() => server.app.close());

  function call(form: Record<string, string>, ip = '127.0.0.1') {
    return server.app.inject({
      method: 'POST',
      url: '/idp/accounts.resetPassword',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey, ...form }).toString(),
    });
  }

  async function outbox(to: string) {
    await server.app.mailer.whenIdle();
    return server.database.query<{ subject: string; text: string }>(
      `select subject, text_body as text from mail_outbox where recipient = $1 order by created_at desc`,
      [to],
    );
  }

  /** Asks for a reset and returns the token from the e-mail's link. */
  async function requestToken(email: string): Promise<string> {
    expect((await call({ loginID: email })).json()).toMatchObject({ errorCode: 0 });
    const [mail] = await outbox(email);
    const link = /http\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(new URL(link).pathname).toBe('/gb/e/newpassword');
    return new URL(link).searchParams.get('pwrt') ?? '';
  }

  const login = (loginID: string, password: string) =>
    server.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey, loginID, password }).toString(),
    });

  it('mails a link whose token sets a new password once; the old password stops working', async () => {
    const token = await requestToken(oliver);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await outbox(oliver);
    expect(mail?.subject).toBe('Set a new password for your Nordhem account');
    expect(mail?.text).toContain('Hello Oliver');
    const stored = await server.database.query<{ tokenHash: string }>(
      `select token_hash as "tokenHash" from single_use_tokens`,
    );
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    expect((await call({ passwordResetToken: token, newPassword: 'Fjord-Breeze-77' })).json()).toMatchObject({
      errorCode: 0,
    });
    const [changed] = await outbox(oliver);
    expect(changed?.subject).toBe('The password of your Nordhem account was changed');
    // Oliver has no passkey: the mail names none (passkeys.http.test.ts: one that has).
    expect(changed?.text).not.toContain('passkeys');
    expect((await login(oliver, 'Fjord-Breeze-77')).json()).toMatchObject({ errorCode: 0 });
    expect((await login(oliver, 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 403042 });
    expect((await call({ passwordResetToken: token, newPassword: 'Another-Pass-88' })).json()).toMatchObject({
      errorCode: 403025,
    });
  });

  it('answers a second request while the first link is fresh with 403100, and replaces the link after the cooldown', async () => {
    const first = await requestToken(grace);
    expect((await call({ loginID: grace })).json()).toMatchObject({
      errorCode: 403100,
      errorMessage: 'Password update recently requested',
    });
    advance(resetRequestCooldownSeconds + 1);
    const second = await requestToken(grace);
    expect(second).not.toBe(first);
    expect((await call({ passwordResetToken: first, newPassword: 'Fjord-Breeze-77' })).json()).toMatchObject({
      errorCode: 403025,
    });
  });

  it('refuses an expired token (the clock is the server’s)', async () => {
    const token = await requestToken(grace);
    advance(server.config.passwordResetTtlSeconds + 1);
    expect((await call({ passwordResetToken: token, newPassword: 'Fjord-Breeze-77' })).json()).toMatchObject({
      errorCode: 403025,
    });
  });

  it.each([
    ['an unknown token', 'not-a-real-token'],
    ['an empty token', ''],
  ])('refuses %s with 403025', async (_case, token) => {
    expect((await call({ passwordResetToken: token, newPassword: 'Fjord-Breeze-77' })).json()).toMatchObject({
      errorCode: 403025,
    });
  });

  it('refuses a password below the market policy even when the browser is bypassed, keeping the token usable', async () => {
    const token = await requestToken(grace);
    for (const weak of ['short1A', 'alllowercaseletters', 'ALLUPPER123']) {
      expect((await call({ passwordResetToken: token, newPassword: weak })).json()).toMatchObject({
        errorCode: 400009,
      });
    }
    for (const common of ['Password1!', 'Summer2026!', 'Qwerty123$']) {
      expect((await call({ passwordResetToken: token, newPassword: common })).json()).toMatchObject({
        errorCode: 400009,
        errorDetails: 'Password is too common',
        validationErrors: [{ fieldName: 'password', message: 'Password is too common' }],
      });
    }
    expect((await call({ passwordResetToken: token, newPassword: 'Nordhem-Demo-2026' })).json()).toMatchObject({
      errorCode: 401030,
    });
    expect((await call({ passwordResetToken: token, newPassword: 'Strong-Enough-42' })).json()).toMatchObject({
      errorCode: 0,
    });
  });

  it('answers an unknown address with 403047 and sends nothing', async () => {
    const before = (await server.database.query('select 1 from mail_outbox')).length;
    expect((await call({ loginID: 'nobody@example.co.uk' })).json()).toMatchObject({ errorCode: 403047 });
    await server.app.mailer.whenIdle();
    expect(await server.database.query('select 1 from mail_outbox')).toHaveLength(before);
  });

  it('limits requests per address and per IP', async () => {
    const address = 'limit-test@example.co.uk';
    for (let attempt = 0; attempt < server.config.rateLimits.resetPerAddress.limit; attempt += 1) {
      expect((await call({ loginID: address }, '10.0.0.1')).json().errorCode).toBe(403047);
    }
    expect((await call({ loginID: address }, '10.0.0.2')).json()).toMatchObject({ errorCode: 403048 });
    for (let attempt = 0; attempt < server.config.rateLimits.resetPerIp.limit; attempt += 1) {
      await call({ loginID: `someone-${attempt}@example.co.uk` }, '10.0.0.3');
    }
    expect((await call({ loginID: 'fresh@example.co.uk' }, '10.0.0.3')).json()).toMatchObject({ errorCode: 403048 });
  });
});
