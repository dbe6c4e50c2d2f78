import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/test-app.ts';
import { postIdentityForm } from '../../test/identity-form.ts';

const password = 'Fjord-Breeze-77';
const consents = JSON.stringify({
  'terms-statement': { isConsentGranted: true },
  'privacy-statement': { isConsentGranted: true },
});

/**
 * One e-mail identity on every route (docs/rules.md, "E-mail address"): an address typed with white space around it
 * and in other case names the same account at registration, login, forgot password and change of e-mail.
 */
describe('the same address, however it is typed, names one account', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  const cdc = (method: string, form: Record<string, string>) => postIdentityForm(server.app, method, form);

  async function register(email: string) {
    const regToken = (await cdc('accounts.initRegistration', {})).json().regToken as string;
    const profile = JSON.stringify({ firstName: 'Grace', lastName: 'Hopper' });
    return cdc('accounts.register', {
      regToken,
      email,
      password,
      profile,
      preferences: consents,
      lang: 'en-GB',
      finalizeRegistration: 'true',
    });
  }

  /** The mails to the address (the mailer writes a domain in lower case). */
  async function mailsTo(address: string) {
    await server.app.mailer.whenIdle();
    return (await server.app.outbox.list()).filter(
      (message) => message.recipient.toLowerCase() === address.toLowerCase(),
    );
  }

  async function tokenMailedTo(address: string, subject: string) {
    const mail = (await mailsTo(address)).find((message) => message.subject === subject);
    const link = /https?:\/\/\S+\/e\/verify-email\?token=\S+/.exec(mail?.textBody ?? '')?.[0];
    return new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
  }

  async function accountsNamed(normalisedEmail: string) {
    return server.database.query<{ uid: string; email: string }>(
      `select uid, email from accounts where email_normalized = $1`,
      [normalisedEmail],
    );
  }

  async function signedIn(uid: string) {
    const token = await server.app.experienceSessions.create(
      { uid, market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    return { cookie: `xp_session=${token}`, 'x-api-key': 'nordhem-gb-ecom' };
  }

  function changeEmail(headers: Record<string, string>, newEmail: string) {
    return server.app.inject({
      method: 'POST',
      url: '/experience-api/occ/nordhem-gb/email',
      headers,
      payload: { newEmail },
    });
  }

  it('registration, login, forgot password and change of e-mail all find the account of " Grace.Hopper@Example.CO.UK "', async () => {
    const registered = await register('  Grace.Hopper@Example.CO.UK \t');
    expect(registered.json()).toMatchObject({ errorCode: 206002 });
    // Stored as given without the white space (how it is shown and mailed to), keyed by its normal form.
    const [account] = await accountsNamed('grace.hopper@example.co.uk');
    expect(account?.email).toBe('Grace.Hopper@Example.CO.UK');
    const verified = await cdc('accounts.verifyEmail', {
      token: await tokenMailedTo('Grace.Hopper@Example.CO.UK', 'Confirm your e-mail address for your Nordhem account'),
    });
    expect(verified.json()).toMatchObject({ errorCode: 0, UID: account?.uid });

    // Registration: the same address again in another spelling is the existing account (its owner gets a notice).
    expect((await register('grace.hopper@EXAMPLE.co.uk ')).json()).toMatchObject({ errorCode: 206002 });
    expect(await accountsNamed('grace.hopper@example.co.uk')).toHaveLength(1);
    expect((await mailsTo('Grace.Hopper@Example.CO.UK')).map((mail) => mail.subject)).toContain(
      'Someone tried to register with your e-mail address',
    );

    // Login.
    const login = await cdc('accounts.login', { loginID: '\u00A0GRACE.HOPPER@example.co.uk  ', password });
    expect(login.json()).toMatchObject({ errorCode: 0, UID: account?.uid });

    // Forgot password: the link goes to the account's address, not a refusal for an unknown one (403047).
    expect((await cdc('accounts.resetPassword', { loginID: ' Grace.Hopper@example.CO.uk\n' })).json()).toMatchObject({
      errorCode: 0,
    });
    expect((await mailsTo('Grace.Hopper@Example.CO.UK')).map((mail) => mail.subject)).toContain(
      'Set a new password for your Nordhem account',
    );

    // Change of e-mail: another customer cannot take the address in any spelling; its owner cannot "change" to it.
    const taken = await changeEmail(await signedIn('demo-gb-james'), '  GRACE.hopper@example.co.uk ');
    expect([taken.statusCode, taken.json().errors?.[0]?.reason]).toEqual([400, 'sap_400003']);
    const own = await changeEmail(await signedIn(account?.uid ?? ''), ' grace.hopper@example.co.uk');
    expect([own.statusCode, own.json().errors?.[0]?.reason]).toEqual([400, 'sap_400003']);

    // And the new address of a change, typed the same way, becomes this account's login.
    const headers = await signedIn(account?.uid ?? '');
    expect((await changeEmail(headers, ' Grace.New@Example.CO.UK ')).json()).toEqual({
      pendingEmail: 'Grace.New@Example.CO.UK',
    });
    const changed = await cdc('accounts.verifyEmail', {
      token: await tokenMailedTo('Grace.New@Example.CO.UK', 'Confirm your new e-mail address'),
    });
    expect(changed.json()).toMatchObject({ errorCode: 0, emailChanged: true, UID: account?.uid });
    expect((await cdc('accounts.login', { loginID: ' grace.new@EXAMPLE.co.uk ', password })).json()).toMatchObject({
      errorCode: 0,
      UID: account?.uid,
    });
  });

  it('a newsletter sign-up without an account: two spellings of one address confirm into one lite account', async () => {
    const gb = { 'x-api-key': 'nordhem-gb-ecom' };
    const confirmedTokens = new Set<string>();
    for (const typed of ['  New.Reader@Example.CO.UK ', '\tnew.reader@example.co.uk']) {
      const signUp = await server.app.inject({
        method: 'POST',
        url: '/experience-api/newsletter-preferences/setLiteAccountInfo',
        headers: gb,
        payload: { email: typed, lang: 'en-GB', consentLevelOne: true },
      });
      expect(signUp.json()).toMatchObject({ errorCode: 0 });
      await server.app.mailer.whenIdle();
      const tokens = (await server.app.outbox.list()).map(
        (message) => /\/newsletter\/confirm\?token=(\S+)/.exec(message.textBody)?.[1],
      );
      const token = tokens.find((candidate) => candidate !== undefined && !confirmedTokens.has(candidate)) ?? '';
      confirmedTokens.add(token);
      const confirmed = await server.app.inject({
        method: 'POST',
        url: '/experience-api/newsletter-preferences/confirm',
        headers: gb,
        payload: { token },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const lite = await server.database.query<{ email: string }>(
      `select email from lite_accounts where email_normalized = 'new.reader@example.co.uk'`,
    );
    expect(lite).toEqual([{ email: 'New.Reader@Example.CO.UK' }]);
  });

  it('failed logins in different spellings count against one address', async () => {
    const spellings = [
      ' Oliver.Bennett@example.co.uk',
      'OLIVER.BENNETT@EXAMPLE.CO.UK ',
      '\toliver.bennett@Example.co.uk',
    ];
    for (let attempt = 0; attempt < server.config.lockout.maxFailuresPerScope; attempt += 1) {
      await cdc('accounts.login', {
        loginID: spellings[attempt % spellings.length] ?? '',
        password: 'not-the-password',
      });
    }
    expect(
      (await cdc('accounts.login', { loginID: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026' })).json(),
    ).toMatchObject({ errorCode: 403120 });
  });
});
