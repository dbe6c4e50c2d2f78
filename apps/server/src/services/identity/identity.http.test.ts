import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, createTestApp, testSecrets, type TestApp } from '#test/server/test-app.ts';

const apiKey = '4_nordhem_gb_web';
const oliver = { loginID: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026' };

describe('identity provider (CDC REST style)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  function call(method: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return server.app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }

  /** A call with httpStatusCodes=true answers its status twice, over HTTP and in the body; returns the body. */
  function expectAnswer(response: Awaited<ReturnType<typeof call>>, statusCode: number, fields: object) {
    expect(response.statusCode).toBe(statusCode);
    const body = response.json();
    expect(body).toMatchObject({ statusCode, ...fields });
    return body;
  }

  describe('accounts.login', () => {
    it('logs in with a signed UID and a glt_ session, and never returns the password or its hash', async () => {
      const response = await call('accounts.login', {
        apiKey,
        ...oliver,
        sessionExpiration: '3600',
        include: 'profile,data,preferences,missing-required-fields',
        includeUserInfo: 'true',
        httpStatusCodes: 'true',
      });
      const body = expectAnswer(response, 200, {
        errorCode: 0,
        UID: 'demo-gb-oliver',
        profile: { email: oliver.loginID, firstName: 'Oliver', lastName: 'Bennett' },
        preferences: { 'terms-statement': { isConsentGranted: true, docVersion: '2.0' } },
        sessionInfo: { cookieName: `glt_${apiKey}`, cookieValue: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
      });
      const expectedSignature = createHmac('sha1', Buffer.from(testSecrets.partnerSecret, 'base64'))
        .update(`${body.signatureTimestamp}_${body.UID}`)
        .digest('base64');
      expect(body.UIDSignature).toBe(expectedSignature);
      expect(Math.abs(Number(body.signatureTimestamp) - Date.now() / 1000)).toBeLessThan(5);
      expect(response.body).not.toContain(oliver.password);
      expect(response.body).not.toContain('$argon2id');
    });

    it('treats the address case-insensitively', async () => {
      const response = await call('accounts.login', {
        apiKey,
        loginID: oliver.loginID.toUpperCase(),
        password: oliver.password,
      });
      expect(response.json()).toMatchObject({ errorCode: 0, UID: 'demo-gb-oliver' });
    });

    it.each([
      ['a wrong password', { loginID: oliver.loginID, password: 'Wrong-Password-1' }],
      ['an unknown account', { loginID: 'nobody@example.co.uk', password: oliver.password }],
      ['an account of another market', { loginID: 'anna.schneider@example.de', password: oliver.password }],
    ])('answers %s with 403042 and no session', async (_case, credentials) => {
      const response = await call('accounts.login', { apiKey, ...credentials, httpStatusCodes: 'true' });
      const body = expectAnswer(response, 403, { errorCode: 403042, errorMessage: 'Invalid LoginID' });
      expect(body).not.toHaveProperty('sessionInfo');
    });

    it('puts the status in the body with HTTP 200 unless httpStatusCodes is true', async () => {
      const response = await call('accounts.login', { apiKey, loginID: oliver.loginID, password: 'nope' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 403, errorCode: 403042 });
    });

    it('locks an address after 5 failures in 15 minutes, even for the right password, and the same for unknown addresses', async () => {
      for (const loginID of ['emily.carter@example.com', 'ghost@example.com']) {
        const market = { apiKey: '4_nordhem_us_web' };
        for (let attempt = 1; attempt <= 4; attempt += 1) {
          expect((await call('accounts.login', { ...market, loginID, password: 'wrong' })).json().errorCode).toBe(
            403042,
          );
        }
        expect((await call('accounts.login', { ...market, loginID, password: 'wrong' })).json().errorCode).toBe(403120);
        const rightPassword = await call('accounts.login', { ...market, loginID, password: 'Nordhem-Demo-2026' });
        expect(rightPassword.json()).toMatchObject({ errorCode: 403120, errorMessage: 'Account temporarily locked' });
      }
    });

    it.each([
      ['an unknown apiKey', { apiKey: '4_unknown_key', ...oliver }, 400093],
      ['a missing apiKey', { ...oliver }, 400002],
      ['a missing password', { apiKey, loginID: oliver.loginID }, 400002],
    ])('answers %s with a CDC error', async (_case, form, errorCode) => {
      const response = await call('accounts.login', form as Record<string, string>);
      expect(response.json()).toMatchObject({
        errorCode,
        errorMessage: expect.any(String),
        errorDetails: expect.any(String),
      });
    });
  });

  describe('pending registration (outdated terms of use)', () => {
    const grace = { loginID: 'grace.hughes@example.co.uk', password: 'Nordhem-Demo-2026' };

    it('answers 206 with the missing consent and a regToken, and finishes the login once it is given', async () => {
      const pending = await call('accounts.login', { apiKey, ...grace, httpStatusCodes: 'true' });
      const body = expectAnswer(pending, 206, {
        errorCode: 206001,
        errorMessage: 'Account Pending Registration',
        missingRequiredFields: ['preferences.terms-statement.isConsentGranted'],
        regToken: expect.any(String),
      });
      expect(body).not.toHaveProperty('sessionInfo');

      const refused = await call('accounts.setAccountInfo', { apiKey, regToken: body.regToken, preferences: '{}' });
      expect(refused.json()).toMatchObject({
        errorCode: 206001,
        missingRequiredFields: ['preferences.terms-statement.isConsentGranted'],
      });

      const finished = await call('accounts.setAccountInfo', {
        apiKey,
        regToken: body.regToken,
        preferences: JSON.stringify({ 'terms-statement': { isConsentGranted: true } }),
      });
      expect(finished.json()).toMatchObject({
        errorCode: 0,
        UID: 'demo-gb-grace',
        sessionInfo: { cookieName: `glt_${apiKey}` },
      });
      // The record keeps the outdated grant and adds the new one, with where it was given.
      const history = await server.database.query<{ docVersion: string; channel: string }>(
        `select doc_version as "docVersion", channel from consent_events where uid = 'demo-gb-grace' and consent_id = 'terms-statement' order by id`,
      );
      expect(history).toEqual([
        { docVersion: '1.0', channel: 'demo-seed' },
        { docVersion: '2.0', channel: 'profile-completion' },
      ]);

      const reused = await call('accounts.setAccountInfo', { apiKey, regToken: body.regToken, preferences: '{}' });
      expect(reused.json()).toMatchObject({ errorCode: 403002 });
      expect((await call('accounts.login', { apiKey, ...grace })).json()).toMatchObject({ errorCode: 0 });
    });

    it.each([
      ['an unknown regToken', { regToken: 'nope', preferences: '{}' }, 403002],
      ['preferences that are not JSON', { regToken: 'nope', preferences: '{' }, 400006],
      ['neither regToken nor login_token', { preferences: '{}' }, 403005],
    ])('refuses %s', async (_case, form, errorCode) => {
      expect((await call('accounts.setAccountInfo', { apiKey, ...form })).json()).toMatchObject({ errorCode });
    });
  });

  it('ends the glt_ session on accounts.logout', async () => {
    const login = (await call('accounts.login', { apiKey, ...oliver })).json();
    const token: string = login.sessionInfo.cookieValue;
    const count = async () =>
      (await server.database.query('select 1 from idp_sessions where uid = $1', ['demo-gb-oliver'])).length;
    const before = await count();
    expect((await call('accounts.logout', { apiKey, UID: 'demo-gb-oliver', login_token: token })).json()).toMatchObject(
      { errorCode: 0 },
    );
    expect(await count()).toBe(before - 1);
  });

  it('serves the market password policy, the schema and login-id availability', async () => {
    expect(
      (await call('accounts.getPolicies', { apiKey, sections: 'passwordComplexity', filter: 'full' })).json(),
    ).toMatchObject({
      errorCode: 0,
      passwordComplexity: { minLength: 8, minCharGroups: 3 },
    });
    expect((await call('accounts.getSchema', { apiKey })).json()).toMatchObject({
      preferencesSchema: { fields: { 'terms-statement': { required: true, currentDocVersion: '2.0' } } },
    });
    expect((await call('accounts.isAvailableLoginID', { apiKey, loginID: oliver.loginID })).json()).toMatchObject({
      isAvailable: false,
    });
    expect((await call('accounts.isAvailableLoginID', { apiKey, loginID: 'new@example.co.uk' })).json()).toMatchObject({
      isAvailable: true,
    });
  });
});

describe('identity provider rate limit', () => {
  it('refuses more logins a minute from one address than the limit', async () => {
    const frozenAtStartOfMinute = new Date('2026-11-22T10:00:00Z');
    const server = await createTestApp({}, () => frozenAtStartOfMinute);
    try {
      const attempt = () =>
        server.app.inject({
          method: 'POST',
          url: '/idp/accounts.login',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            apiKey,
            loginID: `someone${Math.random()}@example.com`,
            password: 'x',
          }).toString(),
        });
      for (let index = 0; index < server.config.rateLimits.login.limit; index += 1)
        expect((await attempt()).json().errorCode).toBe(403042);
      expect((await attempt()).json()).toMatchObject({ errorCode: 403048, statusCode: 429 });
    } finally {
      await server.app.close();
    }
  });
});
