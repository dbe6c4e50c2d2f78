import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { OutboxRepository } from '../../mail/outbox-repository.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { ExperienceSessionRepository } from '../../sessions/experience-session-repository.ts';
import { IdpSessionRepository } from '../../sessions/idp-session-repository.ts';

const apiKey = '4_nordhem_gb_web';
const consents = JSON.stringify({ 'terms-statement': { isConsentGranted: true }, 'privacy-statement': { isConsentGranted: true } });

describe('registration with e-mail verification, and a verified change of e-mail', () => {
  let server: TestApp;
  let now = new Date();
  beforeAll(async () => {
    server = await createTestApp({}, () => now);
    await seedDemoData(server.database, server.config.markets, () => now);
  });
  afterAll(() => server.app.close());

  function cdc(method: string, form: Record<string, string>) {
    return server.app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey, httpStatusCodes: 'true', ...form }).toString(),
    });
  }

  async function register(email: string, extra: Record<string, string> = {}) {
    const regToken = (await cdc('accounts.initRegistration', {})).json().regToken as string;
    return cdc('accounts.register', {
      regToken,
      email,
      password: 'Fjord-Breeze-77',
      profile: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }),
      preferences: consents,
      lang: 'en-GB',
      finalizeRegistration: 'true',
      ...extra,
    });
  }

  async function mailsTo(address: string) {
    await server.app.mailer.whenIdle();
    return (await new OutboxRepository(server.database).list()).filter((message) => message.recipient === address);
  }

  async function tokenMailedTo(address: string, subject: string, path = '/e/verify-email') {
    const mail = (await mailsTo(address)).find((message) => message.subject === subject);
    const link = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?token=\\S+`).exec(mail?.textBody ?? '')?.[0];
    return new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
  }

  const login = (loginID: string, password = 'Fjord-Breeze-77') => cdc('accounts.login', { loginID, password });

  it('register → 206002 on login → the mailed link verifies and signs in → login works; the link works once', async () => {
    const email = 'ada.lovelace@example.co.uk';
    const registered = await register(email);
    expect(registered.statusCode).toBe(206);
    expect(registered.json()).toMatchObject({ errorCode: 206002 });
    expect(registered.json()).not.toHaveProperty('UID');

    expect((await login(email)).json()).toMatchObject({ errorCode: 206002 });
    const token = await tokenMailedTo(email, 'Confirm your e-mail address for your Nordhem account');
    const verified = await cdc('accounts.verifyEmail', { token });
    expect(verified.json()).toMatchObject({ errorCode: 0, profile: { email, firstName: 'Ada' }, sessionInfo: { cookieName: `glt_${apiKey}` } });
    expect((await login(email)).json()).toMatchObject({ errorCode: 0 });
    expect((await cdc('accounts.verifyEmail', { token })).json()).toMatchObject({ errorCode: 400006 });

    // The consents given on the form are on record, with the channel.
    const uid = verified.json().UID as string;
    const [terms] = await server.database.query<{ channel: string; locale: string }>(
      `select channel, locale from consent_events where uid = $1 and consent_id = 'terms-statement'`,
      [uid],
    );
    expect(terms).toEqual({ channel: 'registration', locale: 'en-GB' });
  });

  it('an existing address gets no second account: the same answer, and its owner gets a notice instead of a link', async () => {
    const email = 'oliver.bennett@example.co.uk';
    const answer = await register(email);
    const fresh = await register('someone.new@example.co.uk');
    expect([answer.statusCode, answer.json().errorCode]).toEqual([fresh.statusCode, fresh.json().errorCode]);
    const [count] = await server.database.query<{ count: number }>(`select count(*)::int as count from accounts where email_normalized = $1`, [email]);
    expect(count?.count).toBe(1);
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toContain('Someone tried to register with your e-mail address');
    expect(mails.some((mail) => /verify-email/.test(mail.textBody))).toBe(false);
    expect((await login(email, 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
  });

  it('resends a fresh link at most once a minute; the old one stops working', async () => {
    const email = 'grace.hopper@example.co.uk';
    await register(email);
    const first = await tokenMailedTo(email, 'Confirm your e-mail address for your Nordhem account');
    expect((await cdc('accounts.resendVerificationCode', { email })).json()).toMatchObject({ errorCode: 0 });
    expect(await mailsTo(email)).toHaveLength(1);
    now = new Date(now.getTime() + 61_000);
    await cdc('accounts.resendVerificationCode', { email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await cdc('accounts.verifyEmail', { token: first })).json()).toMatchObject({ errorCode: 400006 });
    const second = await tokenMailedTo(email, 'Confirm your e-mail address for your Nordhem account');
    expect((await cdc('accounts.verifyEmail', { token: second })).json()).toMatchObject({ errorCode: 0 });
    // An unknown or verified address gets the same answer and no mail.
    expect((await cdc('accounts.resendVerificationCode', { email: 'nobody@example.co.uk' })).json()).toMatchObject({ errorCode: 0 });
  });

  it('a link expires after a day', async () => {
    const email = 'late.reader@example.co.uk';
    await register(email);
    const token = await tokenMailedTo(email, 'Confirm your e-mail address for your Nordhem account');
    now = new Date(now.getTime() + 24 * 3600_000 + 1000);
    expect((await cdc('accounts.verifyEmail', { token })).json()).toMatchObject({ errorCode: 400006 });
    expect((await login(email)).json()).toMatchObject({ errorCode: 206002 });
  });

  it.each([
    ['an invalid address', { email: 'ada@' }, 400009],
    ['a password below the policy', { password: 'short' }, 400009],
    ['a common password', { password: 'Password1!' }, 400009],
    ['no terms accepted', { preferences: JSON.stringify({ 'privacy-statement': { isConsentGranted: true } }) }, 400009],
    ['a language of another market', { lang: 'de-DE' }, 400006],
    ['a forged regToken', { regToken: '9999999999.forged' }, 403002],
    ['preferences that are not JSON', { preferences: '{' }, 400006],
  ])('refuses %s and creates nothing', async (_case, extra, errorCode) => {
    const email = `refused.${errorCode}.${Math.random().toString(36).slice(2)}@example.co.uk`;
    const response = await register(email, extra);
    expect(response.json()).toMatchObject({ errorCode });
    expect(await server.database.query(`select 1 from accounts where email = $1`, [email])).toHaveLength(0);
  });

  describe('change of e-mail', () => {
    const occ = '/experience-api/occ/nordhem-gb';

    async function signedIn(uid: string) {
      const token = await new ExperienceSessionRepository(server.database, () => now).create({ uid, market: 'GB', grantId: null }, new Date(now.getTime() + 3600_000));
      return { cookie: `xp_session=${token}`, 'x-api-key': 'nordhem-gb-ecom' };
    }

    function changeEmail(headers: Record<string, string>, newEmail: string) {
      return server.app.inject({ method: 'POST', url: `${occ}/email`, headers, payload: { newEmail } });
    }

    it('pending → the old address stays the login → verified: the new one is, every session ends; 206006 while pending', async () => {
      const headers = await signedIn('demo-gb-james');
      const otherDevice = await new IdpSessionRepository(server.database, () => now).create('demo-gb-james', apiKey, 3600);
      const requested = await changeEmail(headers, 'james.new@example.co.uk');
      expect(requested.statusCode).toBe(200);
      expect((await changeEmail(headers, 'james.other@example.co.uk')).json()).toMatchObject({ errors: [{ reason: 'sap_206006' }] });
      expect((await login('james.wilson@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect((await mailsTo('james.wilson@example.co.uk')).map((mail) => mail.subject)).toContain('The e-mail address of your Nordhem account is about to change');

      const token = await tokenMailedTo('james.new@example.co.uk', 'Confirm your new e-mail address');
      expect((await cdc('accounts.verifyEmail', { token })).json()).toMatchObject({ errorCode: 0, emailChanged: true });
      expect((await login('james.wilson@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 403042 });
      expect((await login('james.new@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect(await new IdpSessionRepository(server.database, () => now).findUid(otherDevice, apiKey)).toBeUndefined();
      expect((await server.app.inject({ url: `${occ}/user`, headers })).statusCode).toBe(401);
    });

    it('the old address can cancel the change; the new address’s link then does nothing', async () => {
      const headers = await signedIn('demo-gb-amelia');
      await changeEmail(headers, 'amelia.new@example.co.uk');
      const cancelToken = await tokenMailedTo('amelia.clarke@example.co.uk', 'The e-mail address of your Nordhem account is about to change', '/e/cancel-email-change');
      const verifyToken = await tokenMailedTo('amelia.new@example.co.uk', 'Confirm your new e-mail address');
      expect((await cdc('accounts.cancelEmailChange', { token: cancelToken })).json()).toMatchObject({ errorCode: 0 });
      expect((await cdc('accounts.verifyEmail', { token: verifyToken })).json()).toMatchObject({ errorCode: 400006 });
      expect((await login('amelia.clarke@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      // A new request is possible once the old one is cancelled.
      expect((await changeEmail(headers, 'amelia.later@example.co.uk')).statusCode).toBe(200);
    });

    it.each([
      ['an address of another account', 'oliver.bennett@example.co.uk', 'sap_400003'],
      ['the current address', 'grace.hughes@example.co.uk', 'sap_400003'],
      ['an invalid address', 'grace@', 'sap_400006'],
    ])('refuses %s', async (_case, newEmail, reason) => {
      const response = await changeEmail(await signedIn('demo-gb-grace'), newEmail);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ type: 'ValidationError', reason }] });
    });

    it('refuses without a session', async () => {
      expect((await changeEmail({ 'x-api-key': 'nordhem-gb-ecom' }, 'x@example.co.uk')).statusCode).toBe(401);
    });
  });
});
