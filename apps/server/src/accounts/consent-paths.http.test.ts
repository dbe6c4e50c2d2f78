import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../test/test-app.ts';
import { postIdentityForm } from '../../test/identity-form.ts';
import { ConsentWriter } from './consent-writer.ts';

/**
 * Every path that changes consents goes through the one writer (ADR 009): the writer is watched (its real work
 * untouched), and each path's rows on record are exactly the ones it wrote.
 */
describe('every path that changes consents goes through the consent writer', () => {
  const write = vi.spyOn(ConsentWriter.prototype, 'write');
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(async () => {
    write.mockRestore();
    await server.app.close();
  });

  const identity = (method: string, form: Record<string, string>) => postIdentityForm(server.app, method, form);
  const experience = (path: string, payload: object, session?: string) =>
    server.app.inject({
      method: 'POST',
      url: `/experience-api/${path}`,
      headers: session ? { cookie: `xp_session=${session}` } : {},
      payload,
    });

  async function mailTo(address: string, subject: string | RegExp) {
    await server.app.mailer.whenIdle();
    const matches = (text: string) => (typeof subject === 'string' ? text === subject : subject.test(text));
    const mail = (await server.app.outbox.list()).find(
      (message) => message.recipient === address && matches(message.subject),
    );
    if (!mail) throw new Error(`no mail ${String(subject)} to ${address}`);
    return mail;
  }

  /** The channels the writer was asked to write for `uid` since the last call, and the channels on record. */
  async function writtenFor(uid: string) {
    const written = write.mock.calls
      .filter(([change]) => change.subject.uid === uid)
      .map(([change]) => change.channel.channel);
    write.mockClear();
    const rows = await server.database.query<{ channel: string }>(
      'select distinct channel from consent_events where uid = $1',
      [uid],
    );
    return { written: [...new Set(written)].sort(), onRecord: rows.map(({ channel }) => channel).sort() };
  }

  it('the demo seed', async () => {
    // The seed ran before the test began: its rows are the writer's.
    const [seeded] = await server.database.query<{ count: number }>(
      `select count(*)::int as count from consent_events where channel = 'demo-seed'`,
    );
    expect(write.mock.calls.filter(([change]) => change.channel.channel === 'demo-seed').length * 2).toBe(
      seeded?.count,
    );
    write.mockClear();
  });

  it('the login consent step', async () => {
    const pending = (
      await identity('accounts.login', { loginID: 'lily.turner@example.co.uk', password: 'Nordhem-Demo-2026' })
    ).json();
    expect(pending.errorCode).toBe(206001);
    write.mockClear();
    const finished = await identity('accounts.setAccountInfo', {
      regToken: pending.regToken,
      preferences: JSON.stringify({ 'terms-statement': { isConsentGranted: true } }),
    });
    expect(finished.json()).toMatchObject({ errorCode: 0 });
    expect(await writtenFor('demo-gb-lily')).toEqual({
      written: ['profile-completion'],
      onRecord: ['demo-seed', 'profile-completion'],
    });
  });

  it('registration, and the welcome of its subscription once the address is verified', async () => {
    const email = 'writer.path@example.co.uk';
    const regToken = (await identity('accounts.initRegistration', {})).json().regToken as string;
    const registered = await identity('accounts.register', {
      regToken,
      email,
      password: 'Fjord-Breeze-77',
      preferences: JSON.stringify({
        'terms-statement': { isConsentGranted: true },
        'privacy-statement': { isConsentGranted: true },
      }),
      subscriptions: JSON.stringify({ newsletter: { email: { isSubscribed: true } } }),
      lang: 'en-GB',
    });
    expect(registered.json()).toMatchObject({ errorCode: 206002 });
    const [account] = await server.database.query<{ uid: string }>('select uid from accounts where email = $1', [
      email,
    ]);
    expect(await writtenFor(account?.uid ?? '')).toEqual({ written: ['registration'], onRecord: ['registration'] });

    const welcome = vi.spyOn(ConsentWriter.prototype, 'welcomeConfirmedAddress');
    const link =
      /token=(\S+)/.exec((await mailTo(email, 'Confirm your e-mail address for your Nordhem account')).textBody)?.[1] ??
      '';
    expect((await identity('accounts.verifyEmail', { token: link })).json()).toMatchObject({ errorCode: 0 });
    expect(welcome).toHaveBeenCalledTimes(1);
    welcome.mockRestore();
    expect((await mailTo(email, 'Welcome to the Nordhem newsletter')).headers['List-Unsubscribe-Post']).toBe(
      'List-Unsubscribe=One-Click',
    );
  });

  it('the marketing and club dialogs, unsubscribe and Do Not Sell', async () => {
    write.mockClear();
    const session = await server.app.experienceSessions.create(
      { uid: 'demo-de-anna', market: 'DE', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    const record = {
      consentLevelOne: true,
      consentLevelTwo: false,
      consentLevelThree: false,
      isAgreementAccepted: true,
    };
    expect(
      (
        await experience(
          'newsletter-preferences/setFullAccountInfo',
          { uid: 'demo-de-anna', hasSingleConsent: false, ...record },
          session,
        )
      ).statusCode,
    ).toBe(200);
    const club = { preferences: { 'club-membership': { isConsentGranted: true } }, context: 'club-dialog' };
    expect((await experience('cdc/accounts.setAccountInfo', club, session)).statusCode).toBe(200);

    const mail = await mailTo('anna.schneider@example.de', 'Willkommen beim Nordhem-Newsletter');
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
    const unsubscribed = await server.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode).toBe(200);
    expect((await experience('privacy/do-not-sell', {}, session)).statusCode).toBe(204);

    const channels = ['club-dialog', 'do-not-sell-link', 'email-unsubscribe', 'marketing-dialog'];
    expect(await writtenFor('demo-de-anna')).toEqual({
      written: channels,
      onRecord: ['demo-seed', ...channels].sort(),
    });
  });

  it('the newsletter sign-up without an account, on confirmation', async () => {
    const email = 'writer.reader@example.co.uk';
    const gb = { 'x-api-key': 'nordhem-gb-ecom' };
    const signUp = { email, lang: 'en-GB', consentLevelOne: true };
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/experience-api/newsletter-preferences/setLiteAccountInfo',
          headers: gb,
          payload: signUp,
        })
      ).statusCode,
    ).toBe(200);
    const token =
      new URL(
        /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec((await mailTo(email, /confirm/i)).textBody)?.[0] ??
          'http://invalid/',
      ).searchParams.get('token') ?? '';
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/experience-api/newsletter-preferences/confirm',
      headers: gb,
      payload: { token },
    });
    expect(confirmed.json()).toMatchObject({ errorCode: 0 });
    const [lite] = await server.database.query<{ uid: string }>('select uid from lite_accounts where email = $1', [
      email,
    ]);
    expect(await writtenFor(lite?.uid ?? '')).toEqual({ written: ['newsletter-form'], onRecord: ['newsletter-form'] });
  });
});
