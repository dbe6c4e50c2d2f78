import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { demoApiKey as apiKey, postIdentityForm } from '#test/server/identity-form.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

const consents = JSON.stringify({
  'terms-statement': { isConsentGranted: true },
  'privacy-statement': { isConsentGranted: true },
});

describe('registration with e-mail verification, and a verified change of e-mail', () => {
  let server: TestApp;
  let now = new Date();
  beforeAll(async () => {
    server = await createTestApp({}, () => now);
    await seedDemoData(server.database, server.config.markets, () => now);
  });
  afterAll(() => server.app.close());

  const cdc = (method: string, form: Record<string, string>) => postIdentityForm(server.app, method, form);

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
    return (await server.app.outbox.list()).filter((message) => message.recipient === address);
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
    expect(verified.json()).toMatchObject({
      errorCode: 0,
      profile: { email, firstName: 'Ada' },
      sessionInfo: { cookieName: `glt_${apiKey}` },
    });
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
    const [count] = await server.database.query<{ count: number }>(
      `select count(*)::int as count from accounts where email_normalized = $1`,
      [email],
    );
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
    expect((await cdc('accounts.resendVerificationCode', { email: 'nobody@example.co.uk' })).json()).toMatchObject({
      errorCode: 0,
    });
  });

  it('a login refused as unverified carries a regToken that sends the link again (CDC style), rate-limited and telling nothing', async () => {
    const email = 'mary.somerville@example.co.uk';
    await register(email);
    const refused = (await login(email)).json();
    expect(refused).toMatchObject({ errorCode: 206002, statusCode: 206 });
    const regToken = refused.regToken as string;
    expect(typeof regToken).toBe('string');
    // A wrong password gets no regToken (403042), and the regToken finishes no login.
    expect((await login(email, 'Wrong-Password-1')).json()).not.toHaveProperty('regToken');
    expect((await cdc('accounts.setAccountInfo', { regToken, preferences: consents })).json()).toMatchObject({
      errorCode: 403002,
    });

    // Within the minute after the first link: the same answer, and no second mail.
    const sameMinute = await cdc('accounts.resendVerificationCode', { regToken });
    expect(sameMinute.json()).toMatchObject({ errorCode: 0 });
    expect(await mailsTo(email)).toHaveLength(1);
    now = new Date(now.getTime() + 61_000);
    const later = await cdc('accounts.resendVerificationCode', { regToken });
    expect([later.statusCode, Object.keys(later.json()).sort()]).toEqual([
      sameMinute.statusCode,
      Object.keys(sameMinute.json()).sort(),
    ]);
    expect(await mailsTo(email)).toHaveLength(2);
    const token = await tokenMailedTo(email, 'Confirm your e-mail address for your Nordhem account');
    expect((await cdc('accounts.verifyEmail', { token })).json()).toMatchObject({ errorCode: 0 });

    // A verified account: the same answer, no mail.
    now = new Date(now.getTime() + 61_000);
    expect((await cdc('accounts.resendVerificationCode', { regToken })).json()).toMatchObject({ errorCode: 0 });
    expect(await mailsTo(email)).toHaveLength(2);
    // A forged or altered regToken, or one of another market, is refused in CDC form.
    const [expiry, uid] = regToken.split('.');
    for (const forged of [
      `${expiry}.${uid}.forged`,
      `${Number(expiry) + 1}.${regToken.split('.').slice(1).join('.')}`,
      'nonsense',
    ]) {
      expect((await cdc('accounts.resendVerificationCode', { regToken: forged })).json()).toMatchObject({
        errorCode: 403002,
      });
    }
  });

  it('resends by regToken within the registration limits (REGISTRATION_RATE_LIMIT_PER_ADDRESS_PER_HOUR)', async () => {
    const email = 'caroline.herschel@example.co.uk';
    await register(email);
    const regToken = (await login(email)).json().regToken as string;
    const answers = [];
    for (let attempt = 0; attempt <= server.config.rateLimits.registrationPerAddress.limit; attempt += 1) {
      answers.push((await cdc('accounts.resendVerificationCode', { regToken })).json().errorCode);
    }
    expect(answers.at(-1)).toBe(403048);
    expect(answers.slice(0, -1).every((code) => code === 0)).toBe(true);
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
      const token = await server.app.experienceSessions.create(
        { uid, market: 'GB', grantId: null },
        new Date(now.getTime() + 3600_000),
      );
      return { cookie: `xp_session=${token}`, 'x-api-key': 'nordhem-gb-ecom' };
    }

    function changeEmail(headers: Record<string, string>, newEmail: string) {
      return server.app.inject({ method: 'POST', url: `${occ}/email`, headers, payload: { newEmail } });
    }

    const pendingChange = async (headers: Record<string, string>) =>
      (await server.app.inject({ url: `${occ}/email`, headers })).json();

    it('pending → the old address stays the login → verified: the new one is, every session ends', async () => {
      const headers = await signedIn('demo-gb-james');
      const otherDevice = await server.app.identitySessions.create('demo-gb-james', apiKey, 3600);
      expect(await pendingChange(headers)).toEqual({});
      const requested = await changeEmail(headers, 'james.new@example.co.uk');
      expect(requested.statusCode).toBe(200);
      expect(await pendingChange(headers)).toEqual({ pendingEmail: 'james.new@example.co.uk' });
      expect((await login('james.wilson@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect((await mailsTo('james.wilson@example.co.uk')).map((mail) => mail.subject)).toContain(
        'The e-mail address of your Nordhem account is about to change',
      );

      const token = await tokenMailedTo('james.new@example.co.uk', 'Confirm your new e-mail address');
      expect((await cdc('accounts.verifyEmail', { token })).json()).toMatchObject({ errorCode: 0, emailChanged: true });
      expect((await login('james.wilson@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({
        errorCode: 403042,
      });
      expect((await login('james.new@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect(await server.app.identitySessions.findUid(otherDevice, apiKey)).toBeUndefined();
      expect((await server.app.inject({ url: `${occ}/user`, headers })).statusCode).toBe(401);
    });

    it('the old address can cancel the change; the new address’s link then does nothing', async () => {
      const headers = await signedIn('demo-gb-amelia');
      await changeEmail(headers, 'amelia.new@example.co.uk');
      const cancelToken = await tokenMailedTo(
        'amelia.clarke@example.co.uk',
        'The e-mail address of your Nordhem account is about to change',
        '/e/cancel-email-change',
      );
      const verifyToken = await tokenMailedTo('amelia.new@example.co.uk', 'Confirm your new e-mail address');
      expect((await cdc('accounts.cancelEmailChange', { token: cancelToken })).json()).toMatchObject({ errorCode: 0 });
      expect((await cdc('accounts.verifyEmail', { token: verifyToken })).json()).toMatchObject({ errorCode: 400006 });
      expect((await login('amelia.clarke@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      // A new request is possible once the old one is cancelled.
      expect((await changeEmail(headers, 'amelia.later@example.co.uk')).statusCode).toBe(200);
    });

    it('a second request replaces the pending change: the first address’s links die, the new one’s work', async () => {
      const headers = await signedIn('demo-gb-isla');
      await changeEmail(headers, 'isla.first@example.co.uk');
      const firstVerify = await tokenMailedTo('isla.first@example.co.uk', 'Confirm your new e-mail address');
      const firstCancel = await tokenMailedTo(
        'isla.morgan@example.co.uk',
        'The e-mail address of your Nordhem account is about to change',
        '/e/cancel-email-change',
      );
      const replaced = await changeEmail(headers, 'isla.second@example.co.uk');
      expect([replaced.statusCode, replaced.json()]).toEqual([200, { pendingEmail: 'isla.second@example.co.uk' }]);
      expect(await pendingChange(headers)).toEqual({ pendingEmail: 'isla.second@example.co.uk' });

      expect((await cdc('accounts.verifyEmail', { token: firstVerify })).json()).toMatchObject({ errorCode: 400006 });
      expect((await cdc('accounts.cancelEmailChange', { token: firstCancel })).json()).toMatchObject({
        errorCode: 400006,
      });
      // The first address is free again for anyone; the change that waits is the second.
      expect(
        await server.database.query(`select 1 from pending_email_changes where new_email = 'isla.first@example.co.uk'`),
      ).toHaveLength(0);
      const secondVerify = await tokenMailedTo('isla.second@example.co.uk', 'Confirm your new e-mail address');
      expect((await cdc('accounts.verifyEmail', { token: secondVerify })).json()).toMatchObject({
        errorCode: 0,
        emailChanged: true,
        email: 'isla.second@example.co.uk',
      });
      expect((await login('isla.second@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect((await cdc('accounts.verifyEmail', { token: firstVerify })).json()).toMatchObject({ errorCode: 400006 });
    });

    it('the pending address asked for again gets a fresh link; the limit on requests stays', async () => {
      const headers = await signedIn('demo-gb-george');
      await changeEmail(headers, 'george.new@example.co.uk');
      const first = await tokenMailedTo('george.new@example.co.uk', 'Confirm your new e-mail address');
      expect((await changeEmail(headers, 'george.new@example.co.uk')).statusCode).toBe(200);
      expect((await cdc('accounts.verifyEmail', { token: first })).json()).toMatchObject({ errorCode: 400006 });
      const answers = [];
      for (let attempt = 0; attempt < server.config.rateLimits.emailChange.limit; attempt += 1)
        answers.push((await changeEmail(headers, `george.${attempt}@example.co.uk`)).statusCode);
      expect(answers.at(-1)).toBe(429);
      const limited = await changeEmail(headers, 'george.late@example.co.uk');
      expect([limited.statusCode, limited.json()]).toMatchObject([
        429,
        { errors: [{ type: 'TooManyRequestsError', reason: 'sap_403048' }] },
      ]);
    });

    it('the account cancels its pending change: both links die and the address stays', async () => {
      const headers = await signedIn('demo-gb-noah');
      await changeEmail(headers, 'noah.new@example.co.uk');
      const verifyToken = await tokenMailedTo('noah.new@example.co.uk', 'Confirm your new e-mail address');
      const cancelToken = await tokenMailedTo(
        'noah.price@example.co.uk',
        'The e-mail address of your Nordhem account is about to change',
        '/e/cancel-email-change',
      );
      const cancelled = await server.app.inject({ method: 'DELETE', url: `${occ}/email`, headers });
      expect([cancelled.statusCode, cancelled.body]).toEqual([204, '']);
      expect(cancelled.headers['cache-control']).toBe('no-store');
      expect(await pendingChange(headers)).toEqual({});
      expect((await cdc('accounts.verifyEmail', { token: verifyToken })).json()).toMatchObject({ errorCode: 400006 });
      expect((await cdc('accounts.cancelEmailChange', { token: cancelToken })).json()).toMatchObject({
        errorCode: 400006,
      });
      expect((await login('noah.price@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 0 });
      expect((await login('noah.new@example.co.uk', 'Nordhem-Demo-2026')).json()).toMatchObject({ errorCode: 403042 });
      // Nothing left to cancel: the same answer.
      expect((await server.app.inject({ method: 'DELETE', url: `${occ}/email`, headers })).statusCode).toBe(204);
    });

    it.each(['GET', 'DELETE'] as const)(
      '%s of the pending change refuses without a session, in OCC form',
      async (method) => {
        const response = await server.app.inject({
          method,
          url: `${occ}/email`,
          headers: { 'x-api-key': 'nordhem-gb-ecom' },
        });
        expect([response.statusCode, response.json()]).toMatchObject([
          401,
          { errors: [{ type: 'InvalidTokenError' }] },
        ]);
      },
    );

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
