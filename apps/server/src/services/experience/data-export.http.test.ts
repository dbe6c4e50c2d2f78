import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import dataExportSchema from '@shopfront/api/data-export.schema.json' with { type: 'json' };
import { normaliseEmail } from '@shopfront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '#test/server/test-app.ts';
import { SoftwareAuthenticator } from '#test/server/software-authenticator.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';
import { dataExportRateLimit } from './data-export-routes.ts';

const apiKey = '4_nordhem_gb_web';
const password = 'Nordhem-Demo-2026';
const occ = '/experience-api/occ/nordhem-gb';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';

const customer = { uid: 'demo-gb-oliver', email: 'oliver.bennett@example.co.uk' };
const otherCustomer = { uid: 'demo-gb-james', email: 'james.wilson@example.co.uk' };

/**
 * Every table with a column that names an account (its uid, its address, or a subject that may be either) and what
 * the export does with it. A new table of account data fails the coverage test until it is added here: exported, or
 * left out with the reason docs/data-export.md gives.
 */
const accountDataTables: Readonly<Record<string, { readonly exported: true } | { readonly leftOut: string }>> = {
  accounts: { exported: true },
  consent_events: { exported: true },
  lite_accounts: { exported: true },
  pending_email_changes: { exported: true },
  passkeys: { exported: true },
  signed_in_devices: { exported: true },
  idp_sessions: { exported: true },
  shop_sessions: { exported: true },
  experience_sessions: { exported: true },
  carts: { exported: true },
  password_history: { leftOut: 'hashes of former passwords: secrets, and nothing a person can read' },
  single_use_tokens: { leftOut: 'hashes of the links in flight; the pending e-mail change they carry is exported' },
  device_grants: {
    leftOut: "OAuth grant ids, bearer secrets of the authorization server; the grant's device is exported",
  },
  oidc_payloads: { leftOut: "the authorization server's tokens, codes and grants: secrets; the sessions are exported" },
  login_failures: {
    leftOut: 'lockout counters kept 15 minutes (ADR 008), security data about guesses, not the customer',
  },
  login_locks: { leftOut: 'lockouts of 15 minutes (ADR 008), security data about guesses, not the customer' },
  mail_outbox: {
    leftOut: 'copies of mails kept only without an SMTP server (development); they carry single-use links',
  },
  account_deletions: {
    leftOut: 'a pending deletion signs the customer out and a sign-in cancels it (ADR 023): no export can find one',
  },
};

/** Column names that identify an account, by uid or by address. */
const accountColumns = ['uid', 'owner_uid', 'subject', 'email', 'email_normalized', 'new_email', 'recipient'];

describe('the data export (GDPR Art. 15 and 20, experience API)', () => {
  let server: TestApp;
  let experienceSession: string;
  const loginTokens: string[] = [];
  const deviceCookies: string[] = [];
  let authenticator: SoftwareAuthenticator;

  function cookieHeader(session: string) {
    return { cookie: `xp_session=${session}` };
  }

  async function login(userAgent: string) {
    const response = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      payload: new URLSearchParams({ apiKey, httpStatusCodes: 'true', loginID: customer.email, password }).toString(),
    });
    const body = response.json();
    expect(body).toMatchObject({ errorCode: 0 });
    loginTokens.push(body.sessionInfo.cookieValue);
    const device = response.cookies.find((cookie) => cookie.name === 'idp_device');
    if (device) deviceCookies.push(device.value);
    return String(body.sessionInfo.cookieValue);
  }

  async function identity(method: string, form: Record<string, string>) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': laptop },
      payload: new URLSearchParams({ apiKey, httpStatusCodes: 'true', ...form }).toString(),
    });
    const body = response.json();
    expect(body).toMatchObject({ errorCode: 0 });
    return body;
  }

  function download(path: string, session: string | null = experienceSession) {
    return server.app.inject({
      method: 'GET',
      url: `/experience-api/account/${path}`,
      headers: session ? cookieHeader(session) : {},
    });
  }

  beforeAll(async () => {
    server = await createSeededTestApp();
    // Two devices: a laptop and a phone, each with its own identity session.
    const loginToken = await login(laptop);
    await login(phone);
    // A passkey, made through the identity provider's ceremony.
    authenticator = new SoftwareAuthenticator();
    const started = await identity('accounts.auth.fido.initRegisterCredentials', { login_token: loginToken });
    const attestation = authenticator.register({
      origin: new URL(server.config.publicOrigin).origin,
      rpId: started.options.rp.id,
      challenge: started.options.challenge,
    });
    await identity('accounts.auth.fido.registerCredentials', {
      login_token: loginToken,
      token: started.token,
      attestation: JSON.stringify(attestation),
    });
    experienceSession = await server.app.experienceSessions.create(
      { uid: customer.uid, market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    const headers = { ...cookieHeader(experienceSession), 'x-api-key': 'nordhem-gb-ecom' };
    // Consents and the newsletter, the club, and a change of e-mail waiting for its link; the seed gave a cart.
    const record = await server.app.inject({
      method: 'POST',
      url: '/experience-api/newsletter-preferences/setFullAccountInfo',
      headers: cookieHeader(experienceSession),
      payload: {
        uid: customer.uid,
        hasSingleConsent: false,
        consentLevelOne: true,
        consentLevelTwo: true,
        consentLevelThree: false,
        isAgreementAccepted: true,
        lang: 'en-GB',
      },
    });
    expect(record.statusCode).toBe(200);
    const club = await server.app.inject({ method: 'POST', url: `${occ}/`, headers, payload: { clubMember: true } });
    expect(club.statusCode).toBe(200);
    const change = await server.app.inject({
      method: 'POST',
      url: `${occ}/email`,
      headers,
      payload: { newEmail: 'Oliver.New@example.co.uk' },
    });
    expect(change.statusCode).toBeLessThan(300);
    // The other customer has data of their own, which must not appear.
    await server.app.inject({
      method: 'POST',
      url: `${occ}/`,
      headers: {
        ...cookieHeader(
          await server.app.experienceSessions.create(
            { uid: otherCustomer.uid, market: 'GB', grantId: null },
            new Date(Date.now() + 3600_000),
          ),
        ),
        'x-api-key': 'nordhem-gb-ecom',
      },
      payload: { clubMember: true },
    });
  });
  afterAll(() => server.app.close());

  it('is a dated JSON attachment, never cached, valid against its JSON Schema (ajv, strict)', async () => {
    const response = await download('data-export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="shopfront-data-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(dataExportSchema);
    const exported: unknown = response.json();
    expect(validate(exported) ? [] : validate.errors).toEqual([]);
  });

  it('holds every area of the account: profile, login, consents, club, newsletter, passkeys, devices, sessions, carts', async () => {
    const exported = (await download('data-export')).json();
    expect(exported).toMatchObject({
      schemaVersion: 1,
      market: 'GB',
      profile: { uid: customer.uid, market: 'GB', firstName: 'Oliver', lastName: 'Bennett', locale: 'en-GB' },
      loginIdentifiers: {
        email: customer.email,
        isEmailVerified: true,
        emailChanges: [{ newEmail: 'Oliver.New@example.co.uk', status: 'pending' }],
      },
      club: { isMember: true },
      newsletterSubscriptions: [
        { subscriptionId: 'newsletter', source: 'account', email: customer.email, isSubscribed: true },
      ],
      passkeys: [{ name: 'Safari on macOS', backupEligible: true, backedUp: true, lastUsedAt: null }],
    });
    expect(Date.parse(exported.generatedAt)).toBeGreaterThan(Date.now() - 60_000);

    const granted = (events: { consentId: string; isGranted: boolean }[]) =>
      events.filter((event) => event.isGranted).map((event) => event.consentId);
    expect(granted(exported.consents.current)).toEqual(
      expect.arrayContaining(['newsletter', 'personalised-general', 'personalised-tracking', 'terms-statement']),
    );
    expect(exported.consents.record.length).toBeGreaterThanOrEqual(exported.consents.current.length);
    expect(exported.consents.record).toContainEqual(
      expect.objectContaining({
        consentId: 'newsletter',
        isGranted: true,
        channel: 'marketing-dialog',
        locale: 'en-GB',
      }),
    );

    expect(exported.devices).toEqual([
      expect.objectContaining({ browser: 'safari', platform: 'macos', market: 'GB' }),
      expect.objectContaining({ browser: 'samsung-internet', platform: 'android', market: 'GB' }),
    ]);
    const deviceIds = exported.devices.map((device: { id: string }) => device.id);
    const identitySessions = exported.sessions.filter((session: { service: string }) => session.service === 'identity');
    expect(identitySessions.map((session: { deviceId: string }) => session.deviceId).sort()).toEqual(deviceIds.sort());
    expect(exported.sessions).toContainEqual(expect.objectContaining({ service: 'experience', deviceId: null }));

    expect(exported.carts).toEqual([
      expect.objectContaining({
        site: 'nordhem-gb',
        type: 'WEBSHOP',
        entries: [
          expect.objectContaining({ entryNumber: 0, quantity: 1 }),
          expect.objectContaining({ entryNumber: 1, quantity: 2 }),
        ],
      }),
    ]);
  });

  it("holds no secret (password hash, token, token hash, public key, credential id, device cookie) and no other customer's data", async () => {
    const text = (await download('data-export')).body;
    const [account] = await server.database.query<{ passwordHash: string }>(
      `select password_hash as "passwordHash" from accounts where uid = $1`,
      [customer.uid],
    );
    const secretRows = await server.database.query<{ secret: string }>(
      `select token_hash as secret from idp_sessions where uid = $1
       union all select token_hash from experience_sessions where uid = $1
       union all select token_hash from single_use_tokens where subject = $1
       union all select public_key from passkeys where uid = $1
       union all select credential_id from passkeys where uid = $1
       union all select device_id from signed_in_devices where uid = $1`,
      [customer.uid],
    );
    const secrets = [
      account?.passwordHash,
      ...secretRows.map((row) => row.secret),
      ...loginTokens,
      ...deviceCookies,
      experienceSession,
      hashSessionToken(experienceSession),
      authenticator.credentialId,
    ];
    expect(secretRows.length).toBeGreaterThanOrEqual(7);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(String(secret));
    }
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain(otherCustomer.uid);
    expect(text).not.toContain(otherCustomer.email);
  });

  it('exports a newsletter subscribed without an account by the same address in the same market', async () => {
    const subscriber = await server.app.liteAccounts.findOrCreate(
      {
        market: 'GB',
        email: 'Oliver.Bennett@example.co.uk',
        normalisedEmail: normaliseEmail('Oliver.Bennett@example.co.uk'),
        locale: 'en-GB',
      },
      new Date(),
    );
    await server.database.query(
      `insert into consent_events (uid, consent_id, kind, is_granted, doc_version, locale, market, channel, recorded_at)
       values ($1, 'loyaltyNewsletter', 'subscription', true, '1.0', 'en-GB', 'GB', 'newsletter-form', now())`,
      [subscriber.uid],
    );
    const exported = (await download('data-export')).json();
    expect(exported.newsletterSubscriptions).toContainEqual(
      expect.objectContaining({
        subscriptionId: 'loyaltyNewsletter',
        source: 'newsletter-only',
        email: 'Oliver.Bennett@example.co.uk',
        isSubscribed: true,
      }),
    );
    // The account's own consent record stays the account's.
    expect(exported.consents.record).not.toContainEqual(expect.objectContaining({ consentId: 'loyaltyNewsletter' }));
  });

  it('gives the consent record as a spreadsheet CSV: BOM, header row, one row per event, a dated attachment', async () => {
    const exported = (await download('data-export')).json();
    const response = await download('data-export/consent-record.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="shopfront-consent-record-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.rawPayload.subarray(3).toString('utf8').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('recordedAt,consentId,kind,isGranted,docVersion,locale,market,channel');
    const first = exported.consents.record[0];
    expect(lines[1]).toBe(
      [
        first.recordedAt,
        first.consentId,
        first.kind,
        first.isGranted,
        first.docVersion,
        first.locale,
        first.market,
        first.channel,
      ].join(','),
    );
    expect(lines).toHaveLength(exported.consents.record.length + 2);
  });

  it.each(['data-export', 'data-export/consent-record.csv'])(
    'refuses %s without a session: 401 in the experience error shape',
    async (path) => {
      for (const session of [null, 'not-a-session']) {
        const response = await download(path, session);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, errorCode: 'sap_403005' });
        expect(response.headers['content-disposition']).toBeUndefined();
      }
    },
  );

  it('limits the downloads of an account per hour: 429 in the experience error shape', async () => {
    const session = await server.app.experienceSessions.create(
      { uid: 'demo-gb-amelia', market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    const statuses: number[] = [];
    for (let download_ = 0; download_ <= dataExportRateLimit.limit; download_++) {
      statuses.push(
        (await download(download_ % 2 ? 'data-export' : 'data-export/consent-record.csv', session)).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await download('data-export', session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'sap_403048' });
  });

  it('covers every table that holds account data: exported, or left out with a reason', async () => {
    const tables = await server.database.query<{ table: string }>(
      `select distinct table_name as table from information_schema.columns
       where table_schema = current_schema() and column_name = any($1::text[]) order by 1`,
      [accountColumns],
    );
    expect(tables.map(({ table }) => table).sort()).toEqual(Object.keys(accountDataTables).sort());
  });
});
