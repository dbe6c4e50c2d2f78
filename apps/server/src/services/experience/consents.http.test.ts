import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from '#test/server/form-post.ts';
import { demoApiKey, postIdentityForm } from '#test/server/identity-form.ts';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

const everyLevel = { consentLevelOne: true, consentLevelTwo: true, consentLevelThree: true, isAgreementAccepted: true };
const levelOneOnly = {
  consentLevelOne: true,
  consentLevelTwo: false,
  consentLevelThree: false,
  isAgreementAccepted: true,
};
const nothing = {
  consentLevelOne: false,
  consentLevelTwo: false,
  consentLevelThree: false,
  isAgreementAccepted: false,
};

describe('consents of the signed-in customer (experience API)', () => {
  let server: TestApp;
  beforeAll(async () => {
    // Poland runs the single-consent variant here, as a market would by configuration.
    const marketConfig = join(mkdtempSync(join(tmpdir(), 'shopfront-consents-')), 'markets.json');
    writeFileSync(
      marketConfig,
      JSON.stringify({ PL: { features: { singleConsent: true, multiLevelConsent: false } } }),
    );
    server = await createTestApp({ MARKET_CONFIG: marketConfig });
    await seedDemoData(server.database, server.config.markets, () => new Date());
  });
  afterAll(() => server.app.close());

  async function sessionOf(uid: string, market: string): Promise<string> {
    return server.app.experienceSessions.create({ uid, market, grantId: null }, new Date(Date.now() + 3600_000));
  }

  function post(session: string | undefined, path: string, payload: object) {
    return server.app.inject({
      method: 'POST',
      url: `/experience-api/${path}`,
      headers: session ? { cookie: `xp_session=${session}` } : {},
      payload,
    });
  }

  function get(session: string | undefined, path: string) {
    return server.app.inject({
      method: 'GET',
      url: `/experience-api/${path}`,
      headers: session ? { cookie: `xp_session=${session}` } : {},
    });
  }

  function saveRecord(session: string, uid: string, record: object, extra: object = {}) {
    return post(session, 'newsletter-preferences/setFullAccountInfo', {
      uid,
      hasSingleConsent: false,
      ...record,
      ...extra,
    });
  }

  describe('the marketing consent record', () => {
    it('saves every level, reads it back, and keeps each change in the history', async () => {
      const session = await sessionOf('demo-gb-oliver', 'GB');
      expect((await get(session, 'newsletter-preferences/account?uid=demo-gb-oliver')).json()).toEqual({
        uid: 'demo-gb-oliver',
        ...nothing,
        isAgreementAccepted: true,
      });

      const saved = await saveRecord(session, 'demo-gb-oliver', everyLevel, { lang: 'en-GB' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ errorCode: 0, ...everyLevel });
      expect((await get(session, 'newsletter-preferences/account?uid=demo-gb-oliver')).json()).toEqual({
        uid: 'demo-gb-oliver',
        ...everyLevel,
      });

      // The identity provider's flags behind it, in CDC shape.
      const info = (
        await post(session, 'cdc/accounts.getAccountInfo', { include: 'preferences,subscriptions' })
      ).json();
      expect(info.preferences).toMatchObject({
        'personalised-general': { isConsentGranted: true, docVersion: '1.0' },
        'personalised-tracking': { isConsentGranted: true },
        'personalised-IoT': { isConsentGranted: true },
        'terms-statement': { isConsentGranted: true, docVersion: '2.0' },
      });
      expect(info.subscriptions).toMatchObject({ newsletter: { email: { isSubscribed: true } } });

      // Unticking level one withdraws everything that needs it.
      expect(
        (await saveRecord(session, 'demo-gb-oliver', { ...nothing, isAgreementAccepted: true })).json(),
      ).toMatchObject({ consentLevelTwo: false });
      const history = await get(session, 'consents/history');
      expect(history.headers['content-disposition']).toBe('attachment; filename="consent-history.json"');
      const events = history.json().events as {
        consentId: string;
        isGranted: boolean;
        channel: string;
        locale: string;
        market: string;
      }[];
      expect(events.filter((event) => event.consentId === 'personalised-IoT').map((event) => event.isGranted)).toEqual([
        true,
        false,
      ]);
      expect(events.find((event) => event.consentId === 'newsletter')).toMatchObject({
        channel: 'marketing-dialog',
        locale: 'en-GB',
        market: 'GB',
      });
    });

    it.each([
      ['level two without level one', { ...nothing, consentLevelTwo: true }, 'consentLevelTwo'],
      [
        'level three without level one',
        { ...nothing, consentLevelThree: true, isAgreementAccepted: true },
        'consentLevelThree',
      ],
    ])('refuses %s with a CDC validation error and changes nothing', async (_case, record, fieldName) => {
      const session = await sessionOf('demo-gb-james', 'GB');
      const before = (await get(session, 'consents/history')).json().events.length;
      const refused = await saveRecord(session, 'demo-gb-james', record);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errorCode: 'sap_400009', validationErrors: [{ fieldName }] });
      expect((await get(session, 'consents/history')).json().events).toHaveLength(before);
    });

    it('single consent: level one also grants tracking, higher levels are refused, and the toggle must match', async () => {
      const session = await sessionOf('demo-pl-zofia', 'PL');
      const asSingle = { hasSingleConsent: true };
      expect((await saveRecord(session, 'demo-pl-zofia', levelOneOnly)).json()).toMatchObject({
        errorCode: 'sap_400009',
        validationErrors: [{ fieldName: 'hasSingleConsent' }],
      });
      expect((await saveRecord(session, 'demo-pl-zofia', everyLevel, asSingle)).json()).toMatchObject({
        errorCode: 'sap_400009',
        validationErrors: [{ fieldName: 'consentLevelTwo' }],
      });
      expect((await saveRecord(session, 'demo-pl-zofia', levelOneOnly, asSingle)).json()).toMatchObject({
        errorCode: 0,
        ...levelOneOnly,
      });
      const info = (await post(session, 'cdc/accounts.getAccountInfo', { include: 'preferences' })).json();
      expect(info.preferences['personalised-tracking']).toMatchObject({ isConsentGranted: true });
      expect(info.preferences['personalised-IoT']).toMatchObject({ isConsentGranted: false });
    });

    it('US: a grant needs US residency and an age of 18 or over, both recorded; a withdrawal needs neither', async () => {
      const session = await sessionOf('demo-us-emily', 'US');
      for (const declarations of [
        {},
        { isUsResident: true },
        { isAdult: true },
        { isUsResident: true, isAdult: false },
      ]) {
        const refused = await saveRecord(session, 'demo-us-emily', levelOneOnly, declarations);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ errorCode: 'sap_400009' });
      }
      expect(
        (await saveRecord(session, 'demo-us-emily', everyLevel, { isUsResident: true, isAdult: true })).json(),
      ).toMatchObject({
        errorCode: 'sap_400009',
        validationErrors: [{ fieldName: 'consentLevelTwo' }],
      });
      expect(
        (await saveRecord(session, 'demo-us-emily', levelOneOnly, { isUsResident: true, isAdult: true })).json(),
      ).toMatchObject({ errorCode: 0, ...levelOneOnly });
      const declarations = (await get(session, 'consents/history'))
        .json()
        .events.filter((event: { kind: string }) => event.kind === 'declaration');
      expect(declarations.map((event: { consentId: string }) => event.consentId).sort()).toEqual([
        'age-18-or-over',
        'us-residency',
      ]);
      expect(
        (await saveRecord(session, 'demo-us-emily', { ...nothing, isAgreementAccepted: true })).json(),
      ).toMatchObject({ errorCode: 0, consentLevelOne: false });
    });

    it.each([
      ['no session', undefined, 'newsletter-preferences/account?uid=demo-gb-amelia', 401, 'sap_403005'],
      ['another customer', 'demo-gb-oliver', 'newsletter-preferences/account?uid=demo-gb-amelia', 403, 'sap_403005'],
      ['no uid', 'demo-gb-amelia', 'newsletter-preferences/account', 400, 'sap_400002'],
    ])('reading: refuses %s', async (_case, sessionUid, path, status, code) => {
      const response = await get(sessionUid ? await sessionOf(sessionUid, 'GB') : undefined, path);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ errorCode: code });
    });

    it.each([
      ['another customer’s uid', { uid: 'demo-gb-oliver', ...levelOneOnly, hasSingleConsent: false }, 403],
      [
        'a level as a string',
        { uid: 'demo-gb-amelia', ...levelOneOnly, consentLevelOne: 'yes', hasSingleConsent: false },
        400,
      ],
      [
        'an unknown field',
        { uid: 'demo-gb-amelia', ...levelOneOnly, hasSingleConsent: false, consentLevelFour: true },
        400,
      ],
      [
        'a language of another market',
        { uid: 'demo-gb-amelia', ...levelOneOnly, hasSingleConsent: false, lang: 'de-DE' },
        400,
      ],
      ['no hasSingleConsent', { uid: 'demo-gb-amelia', ...levelOneOnly }, 400],
    ])('saving: refuses %s in the service shape', async (_case, payload, status) => {
      const response = await post(
        await sessionOf('demo-gb-amelia', 'GB'),
        'newsletter-preferences/setFullAccountInfo',
        payload,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json().errorCode).toMatch(/^sap_4/);
    });
  });

  describe('setAccountInfo and getAccountInfo', () => {
    it('records the club consents and the birth date, and reads them back', async () => {
      const session = await sessionOf('demo-de-anna', 'DE');
      const saved = await post(session, 'cdc/accounts.setAccountInfo', {
        preferences: {
          'club-membership': { isConsentGranted: true },
          'personalised-general': { isConsentGranted: true },
        },
        subscriptions: { loyaltyNewsletter: { email: { isSubscribed: true } } },
        profile: { birthDay: 29, birthMonth: 2, birthYear: 1988 },
        lang: 'de-DE',
        context: 'club-dialog',
      });
      expect(saved.json()).toMatchObject({ statusCode: 200, errorCode: 0 });
      const info = (
        await post(session, 'cdc/accounts.getAccountInfo', { include: 'profile,data,preferences,subscriptions' })
      ).json();
      expect(info).toMatchObject({
        UID: 'demo-de-anna',
        profile: { email: 'anna.schneider@example.de', birthDay: 29, birthMonth: 2, birthYear: 1988 },
        preferences: { 'club-membership': { isConsentGranted: true, docVersion: '1.0' } },
        subscriptions: { loyaltyNewsletter: { email: { isSubscribed: true } } },
      });
      const events = (await get(session, 'consents/history')).json().events;
      expect(events).toContainEqual(
        expect.objectContaining({
          consentId: 'club-membership',
          channel: 'club-dialog',
          locale: 'de-DE',
          market: 'DE',
        }),
      );
    });

    it('a repeat of what is on record adds nothing to the history', async () => {
      const session = await sessionOf('demo-be-camille', 'BE');
      const payload = {
        preferences: { 'personalised-general': { isConsentGranted: true } },
        context: 'account-dashboard',
      };
      await post(session, 'cdc/accounts.setAccountInfo', payload);
      const count = (await get(session, 'consents/history')).json().events.length;
      await post(session, 'cdc/accounts.setAccountInfo', payload);
      expect((await get(session, 'consents/history')).json().events).toHaveLength(count);
    });

    it.each([
      ['an impossible birth date', { profile: { birthDay: 31, birthMonth: 2, birthYear: 1990 } }, 'sap_400009'],
      ['a birth date in the future', { profile: { birthDay: 1, birthMonth: 1, birthYear: 2999 } }, 'sap_400009'],
      ['an age over 120', { profile: { birthDay: 1, birthMonth: 1, birthYear: 1850 } }, 'sap_400009'],
      [
        'an unknown consent key',
        { preferences: { 'personalised-everything': { isConsentGranted: true } } },
        'sap_400006',
      ],
      ['a consent without its flag', { preferences: { 'terms-statement': {} } }, 'sap_400002'],
      ['half a password change', { password: 'Nordhem-Demo-2026' }, 'sap_400002'],
      ['an unknown context', { preferences: {}, context: 'somewhere' }, 'sap_400006'],
    ])('refuses %s with a 400', async (_case, payload, code) => {
      const response = await post(await sessionOf('demo-gb-amelia', 'GB'), 'cdc/accounts.setAccountInfo', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: code });
    });

    it('answers 401 without a session, for every account route', async () => {
      for (const path of ['cdc/accounts.getAccountInfo', 'cdc/accounts.setAccountInfo']) {
        expect((await post(undefined, path, {})).statusCode).toBe(401);
      }
      expect((await get(undefined, 'consents/history')).statusCode).toBe(401);
    });
  });

  describe('the welcome newsletter and its unsubscribe link (RFC 8058)', () => {
    async function welcomeMailTo(email: string) {
      await server.app.mailer.whenIdle();
      const [mail] = (await server.app.outbox.list()).filter((message) => message.recipient === email);
      if (!mail) throw new Error(`no mail to ${email}`);
      return mail;
    }

    it('a new subscription is welcomed in the account’s language, and one click without a session ends it, once', async () => {
      const session = await sessionOf('demo-de-anna', 'DE');
      await saveRecord(session, 'demo-de-anna', levelOneOnly);
      const mail = await welcomeMailTo('anna.schneider@example.de');
      expect(mail.subject).toBe('Willkommen beim Nordhem-Newsletter');
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
      expect(oneClick.pathname).toBe('/idp/accounts.unsubscribe');
      // The body's link is the confirmation page of the account's own site, with the same token.
      const page = new URL(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/.exec(mail.textBody)?.[0] ?? '');
      expect(page.pathname).toBe('/de/newsletter/unsubscribe');
      expect(page.searchParams.get('channelToken')).toBe(oneClick.searchParams.get('channelToken'));

      // Exactly what an RFC 8058 sender posts: the header's address and the one-click body, nothing else.
      const unsubscribe = () =>
        server.app.inject({
          method: 'POST',
          url: `${oneClick.pathname}${oneClick.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const done = await unsubscribe();
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ errorCode: 0 });
      const info = (await post(session, 'cdc/accounts.getAccountInfo', { include: 'subscriptions' })).json();
      expect(info.subscriptions.newsletter.email.isSubscribed).toBe(false);
      const history = (await get(session, 'consents/history')).json().events;
      expect(history.at(-1)).toMatchObject({ consentId: 'newsletter', isGranted: false, channel: 'email-unsubscribe' });

      // Single use, and a sender that judges by the status sees the second one fail.
      const used = await unsubscribe();
      expect(used.statusCode).toBe(400);
      expect(used.json()).toMatchObject({ errorCode: 400006 });
    });

    it.each([
      ['an unknown token', { channelToken: 'not-a-token', subscriptionID: 'newsletter' }, 400006],
      ['no token', { subscriptionID: 'newsletter' }, 400002],
      ['an unknown subscription', { channelToken: 'x', subscriptionID: 'everything' }, 400006],
    ])('refuses %s', async (_case, fields, errorCode) => {
      const response = await postIdentityForm(server.app, 'accounts.unsubscribe', fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode });
    });

    it('a token only ends the subscription it was issued for', async () => {
      const session = await sessionOf('demo-ch-lukas', 'CH');
      await saveRecord(session, 'demo-ch-lukas', levelOneOnly);
      const mail = await welcomeMailTo('lukas.meier@example.ch');
      const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')?.[1] ?? '');
      oneClick.searchParams.set('subscriptionID', 'loyaltyNewsletter');
      const response = await server.app.inject({
        method: 'POST',
        url: `${oneClick.pathname}${oneClick.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: 400006 });
    });

    it.each([
      ['an unknown token', { channelToken: 'not-a-token', subscriptionID: 'newsletter' }, 400, 400006],
      ['no token', { subscriptionID: 'newsletter' }, 400, 400002],
      ['an unknown subscription', { channelToken: 'x', subscriptionID: 'everything' }, 400, 400006],
      ['an unknown apiKey', { channelToken: 'x', subscriptionID: 'newsletter', apiKey: 'nobody' }, 400, 400093],
    ])(
      'answers a one-click POST with %s with a 4xx status (RFC 8058 senders read no body)',
      async (_case, fields, statusCode, errorCode) => {
        const query = new URLSearchParams({ apiKey: '4_nordhem_gb_web', ...fields });
        const response = await server.app.inject({
          method: 'POST',
          url: `/idp/accounts.unsubscribe?${query}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(statusCode);
        expect(response.json()).toMatchObject({ errorCode });
      },
    );

    it('keeps the CDC envelope (HTTP 200) for a form post that did not ask for HTTP status codes', async () => {
      const response = await postForm(server.app, '/idp/accounts.unsubscribe', {
        apiKey: demoApiKey,
        channelToken: 'not-a-token',
        subscriptionID: 'newsletter',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 400, errorCode: 400006 });
    });
  });

  it('the consent record is append-only in the database itself', async () => {
    await expect(server.database.query(`update consent_events set is_granted = true`)).rejects.toThrow(/append-only/);
  });
});
