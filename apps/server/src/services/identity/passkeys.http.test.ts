import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/server/test-app.ts';
import { type Ceremony, SoftwareAuthenticator } from '#test/server/software-authenticator.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';
import { passkeyChallengeLifetimeSeconds } from '../../accounts/passkey-assertions.ts';

const gb = '4_nordhem_gb_web';
const ch = '4_nordhem_ch_web';
const password = 'Nordhem-Demo-2026';
const chromeOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Options {
  readonly token: string;
  readonly options: { readonly challenge: string; readonly rp?: { readonly id: string }; readonly rpId?: string };
}

describe('passkeys (accounts.auth.fido.*)', () => {
  let server: TestApp;
  let origin: string;
  let now = new Date('2026-11-22T09:00:00Z');
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  beforeAll(async () => {
    server = await createTestApp({}, () => now);
    await seedDemoData(server.database, server.config.markets, () => new Date());
    origin = new URL(server.config.publicOrigin).origin;
  });
  // A new rate-limit window for every test.
  beforeEach(() => advance(3600));
  afterAll(() => server.app.close());

  async function call(method: string, form: Record<string, string>, apiKey = gb) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/idp/${method}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': chromeOnWindows },
      payload: new URLSearchParams({ apiKey, httpStatusCodes: 'true', ...form }).toString(),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function signIn(loginID: string, apiKey = gb): Promise<string> {
    const { body } = await call('accounts.login', { loginID, password }, apiKey);
    expect(body).toMatchObject({ errorCode: 0 });
    return body.sessionInfo.cookieValue;
  }

  async function options(method: string, form: Record<string, string>, apiKey = gb): Promise<Options> {
    const { body } = await call(method, form, apiKey);
    expect(body).toMatchObject({ errorCode: 0 });
    return body;
  }

  /** Signs in, asks for registration options and answers them with `authenticator` (as `ceremony` changes them). */
  async function register(
    authenticator: SoftwareAuthenticator,
    loginID: string,
    apiKey = gb,
    ceremony: Partial<Ceremony> = {},
  ) {
    const login_token = await signIn(loginID, apiKey);
    const started = await options('accounts.auth.fido.initRegisterCredentials', { login_token }, apiKey);
    const attestation = authenticator.register({
      origin,
      rpId: started.options.rp?.id ?? '',
      challenge: started.options.challenge,
      ...ceremony,
    });
    const result = await call(
      'accounts.auth.fido.registerCredentials',
      { login_token, token: started.token, attestation: JSON.stringify(attestation) },
      apiKey,
    );
    return { ...result, login_token };
  }

  async function assertionOptions(apiKey = gb) {
    return options('accounts.auth.fido.getAssertionOptions', {}, apiKey);
  }

  function verify(started: Options, assertion: object, apiKey = gb) {
    return call(
      'accounts.auth.fido.verifyAssertion',
      { token: started.token, authenticatorAssertion: JSON.stringify(assertion), include: 'preferences' },
      apiKey,
    );
  }

  async function logInWith(authenticator: SoftwareAuthenticator, apiKey = gb, ceremony: Partial<Ceremony> = {}) {
    const started = await assertionOptions(apiKey);
    const assertion = authenticator.authenticate({
      origin,
      rpId: started.options.rpId ?? '',
      challenge: started.options.challenge,
      ...ceremony,
    });
    return verify(started, assertion, apiKey);
  }

  async function storedPasskey(credentialId: string) {
    const [row] = await server.database.query<{ signCount: number; lastUsedAt: Date | null; backedUp: boolean }>(
      `select sign_count::double precision as "signCount", last_used_at as "lastUsedAt", backed_up as "backedUp"
       from passkeys where credential_id = $1`,
      [credentialId],
    );
    return row;
  }

  it('registers a passkey for the market host, named after the browser, and lists it without key material', async () => {
    const authenticator = new SoftwareAuthenticator();
    const registered = await register(authenticator, 'oliver.bennett@example.co.uk');
    expect(registered.body).toMatchObject({
      errorCode: 0,
      credentialId: authenticator.credentialId,
      deviceName: 'Chrome on Windows',
    });
    const listed = await call('accounts.auth.fido.getCredentials', { login_token: registered.login_token });
    expect(listed.body.credentials).toEqual([
      {
        credentialId: authenticator.credentialId,
        deviceName: 'Chrome on Windows',
        createdAt: now.toISOString(),
        backedUp: true,
      },
    ]);
    const [stored] = await server.database.query<{ rpId: string; transports: string[]; backupEligible: boolean }>(
      `select rp_id as "rpId", transports, backup_eligible as "backupEligible" from passkeys where credential_id = $1`,
      [authenticator.credentialId],
    );
    expect(stored).toEqual({
      rpId: new URL(origin).hostname,
      transports: ['internal', 'hybrid'],
      backupEligible: true,
    });
  });

  it('logs in with the passkey as with the password: the same signed UID, session and profile; the counter kept', async () => {
    const authenticator = new SoftwareAuthenticator();
    await register(authenticator, 'oliver.bennett@example.co.uk');
    const passwordLogin = await call('accounts.login', {
      loginID: 'oliver.bennett@example.co.uk',
      password,
      include: 'preferences',
    });

    const first = await logInWith(authenticator);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(Object.keys(passwordLogin.body).sort());
    expect(first.body).toMatchObject({ errorCode: 0, UID: 'demo-gb-oliver', profile: passwordLogin.body.profile });
    expect(await storedPasskey(authenticator.credentialId)).toEqual({ signCount: 1, lastUsedAt: now, backedUp: true });
    // The identity session it opened is a real one: it lists the passkeys.
    const listed = await call('accounts.auth.fido.getCredentials', { login_token: first.body.sessionInfo.cookieValue });
    expect(listed.body.credentials).toContainEqual(
      expect.objectContaining({ credentialId: authenticator.credentialId, lastUsedAt: now.toISOString() }),
    );

    advance(60);
    expect((await logInWith(authenticator)).body).toMatchObject({ errorCode: 0 });
    expect(await storedPasskey(authenticator.credentialId)).toMatchObject({ signCount: 2 });
  });

  it('ends in the consent step as a password login does when the account misses a consent', async () => {
    const authenticator = new SoftwareAuthenticator();
    // Grace's terms are outdated: her password login stops at 206001, so her session here is made directly.
    const passwordLogin = await call('accounts.login', { loginID: 'grace.hughes@example.co.uk', password });
    expect(passwordLogin.body).toMatchObject({ errorCode: 206001 });
    const token = await server.app.identitySessions.create('demo-gb-grace', gb, 600);
    const started = await options('accounts.auth.fido.initRegisterCredentials', { login_token: token });
    const attestation = authenticator.register({
      origin,
      rpId: started.options.rp?.id ?? '',
      challenge: started.options.challenge,
    });
    expect(
      (
        await call('accounts.auth.fido.registerCredentials', {
          login_token: token,
          token: started.token,
          attestation: JSON.stringify(attestation),
        })
      ).body,
    ).toMatchObject({ errorCode: 0 });

    const { body } = await logInWith(authenticator);
    expect(body).toMatchObject({
      errorCode: 206001,
      UID: 'demo-gb-grace',
      missingRequiredFields: passwordLogin.body.missingRequiredFields,
      regToken: expect.any(String),
    });
  });

  it('refuses a replayed challenge: one assertion logs in once, even from a passkey without a counter', async () => {
    const authenticator = new SoftwareAuthenticator({ countsSignatures: false });
    await register(authenticator, 'oliver.bennett@example.co.uk');
    const started = await assertionOptions();
    const assertion = authenticator.authenticate({
      origin,
      rpId: started.options.rpId ?? '',
      challenge: started.options.challenge,
    });
    expect((await verify(started, assertion)).body).toMatchObject({ errorCode: 0 });
    const replayed = await verify(started, assertion);
    expect(replayed).toMatchObject({ status: 403, body: { errorCode: 403042 } });
  });

  it('refuses an expired challenge, for a login and for a registration', async () => {
    const authenticator = new SoftwareAuthenticator();
    const login_token = await signIn('oliver.bennett@example.co.uk');
    const registration = await options('accounts.auth.fido.initRegisterCredentials', { login_token });
    advance(passkeyChallengeLifetimeSeconds + 1);
    const late = await call('accounts.auth.fido.registerCredentials', {
      login_token,
      token: registration.token,
      attestation: JSON.stringify(
        authenticator.register({
          origin,
          rpId: registration.options.rp?.id ?? '',
          challenge: registration.options.challenge,
        }),
      ),
    });
    expect(late).toMatchObject({ status: 403, body: { errorCode: 403005 } });

    expect((await register(authenticator, 'oliver.bennett@example.co.uk')).body).toMatchObject({ errorCode: 0 });
    const started = await assertionOptions();
    advance(passkeyChallengeLifetimeSeconds + 1);
    const assertion = authenticator.authenticate({
      origin,
      rpId: started.options.rpId ?? '',
      challenge: started.options.challenge,
    });
    expect(await verify(started, assertion)).toMatchObject({ status: 403, body: { errorCode: 403042 } });
  });

  it('refuses a passkey answered for another origin or another RP id, and one without user verification', async () => {
    const elsewhere = new SoftwareAuthenticator();
    expect(
      (await register(elsewhere, 'oliver.bennett@example.co.uk', gb, { origin: 'https://nordhem.example.net' })).status,
    ).toBe(403);
    expect((await register(elsewhere, 'oliver.bennett@example.co.uk', gb, { rpId: 'example.net' })).status).toBe(403);
    expect((await register(elsewhere, 'oliver.bennett@example.co.uk', gb, { userVerified: false })).status).toBe(403);
    expect(
      await server.database.query(`select 1 from passkeys where credential_id = $1`, [elsewhere.credentialId]),
    ).toEqual([]);

    const authenticator = new SoftwareAuthenticator();
    await register(authenticator, 'oliver.bennett@example.co.uk');
    for (const ceremony of [
      { origin: 'https://nordhem.example.net' },
      { rpId: 'example.net' },
      { userVerified: false },
    ]) {
      expect(await logInWith(authenticator, gb, ceremony)).toMatchObject({ status: 403, body: { errorCode: 403042 } });
    }
    expect(await storedPasskey(authenticator.credentialId)).toMatchObject({ signCount: 0, lastUsedAt: null });
  });

  it('refuses an assertion whose counter went back (a cloned authenticator)', async () => {
    const authenticator = new SoftwareAuthenticator();
    await register(authenticator, 'oliver.bennett@example.co.uk');
    authenticator.setSignCount(4);
    expect((await logInWith(authenticator)).body).toMatchObject({ errorCode: 0 });
    expect(await storedPasskey(authenticator.credentialId)).toMatchObject({ signCount: 5 });
    authenticator.setSignCount(1);
    expect(await logInWith(authenticator)).toMatchObject({ status: 403, body: { errorCode: 403042 } });
    expect(await storedPasskey(authenticator.credentialId)).toMatchObject({ signCount: 5 });
  });

  it("logs in on the auth proxy's market (CH) too, and a GB passkey does not open a CH login", async () => {
    const authenticator = new SoftwareAuthenticator();
    expect((await register(authenticator, 'lukas.meier@example.ch', ch)).body).toMatchObject({ errorCode: 0 });
    expect((await logInWith(authenticator, ch)).body).toMatchObject({ errorCode: 0, UID: 'demo-ch-lukas' });

    const british = new SoftwareAuthenticator();
    await register(british, 'oliver.bennett@example.co.uk');
    expect(await logInWith(british, ch)).toMatchObject({ status: 403, body: { errorCode: 403042 } });
  });

  it('removes a passkey only with the password, after which it no longer logs in', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { login_token } = await register(authenticator, 'oliver.bennett@example.co.uk');
    const credentialId = authenticator.credentialId;
    const wrong = await call('accounts.auth.fido.removeCredential', { login_token, credentialId, password: 'guess' });
    expect(wrong).toMatchObject({ status: 403, body: { errorCode: 403042 } });
    expect(await storedPasskey(credentialId)).toBeDefined();
    const withoutSession = await call('accounts.auth.fido.removeCredential', { credentialId, password });
    expect(withoutSession).toMatchObject({ status: 403, body: { errorCode: 403005 } });

    expect(
      (await call('accounts.auth.fido.removeCredential', { login_token, credentialId, password })).body,
    ).toMatchObject({ errorCode: 0 });
    expect(await storedPasskey(credentialId)).toBeUndefined();
    expect(await logInWith(authenticator)).toMatchObject({ status: 403, body: { errorCode: 403042 } });
    const again = await call('accounts.auth.fido.removeCredential', { login_token, credentialId, password });
    expect(again).toMatchObject({ status: 400, body: { errorCode: 400006 } });
  });

  it("answers malformed credentials with 400 in CDC's shape, and registration without a session with 403", async () => {
    const login_token = await signIn('oliver.bennett@example.co.uk');
    const started = await options('accounts.auth.fido.initRegisterCredentials', { login_token });
    for (const attestation of ['not json', '{"id":"x"}', JSON.stringify({ id: '!', rawId: 1 })]) {
      const answer = await call('accounts.auth.fido.registerCredentials', {
        login_token,
        token: started.token,
        attestation,
      });
      expect(answer).toMatchObject({ status: 400, body: { errorCode: 400006 } });
    }
    const assertion = await call('accounts.auth.fido.verifyAssertion', {
      token: 'x',
      authenticatorAssertion: '[]',
    });
    expect(assertion).toMatchObject({ status: 400, body: { errorCode: 400006 } });
    const anonymous = await call('accounts.auth.fido.initRegisterCredentials', {});
    expect(anonymous).toMatchObject({ status: 403, body: { errorCode: 403005 } });
  });

  // Last: Oliver's password changes here.
  it('keeps the passkeys through a password reset, and ends a registration begun before it', async () => {
    const authenticator = new SoftwareAuthenticator();
    const { login_token } = await register(authenticator, 'oliver.bennett@example.co.uk');
    const pending = await options('accounts.auth.fido.initRegisterCredentials', { login_token });
    const resetToken = await server.app.singleUseTokens.issue('password-reset', 'demo-gb-oliver', 3600);
    const reset = await call('accounts.resetPassword', {
      passwordResetToken: resetToken,
      newPassword: 'After-Reset-2027!',
    });
    expect(reset.body).toMatchObject({ errorCode: 0 });
    const stillPending = await server.database.query(
      `select 1 from single_use_tokens where purpose = 'passkey-registration' and subject = 'demo-gb-oliver'`,
    );
    expect(pending.token).toEqual(expect.any(String));
    expect(stillPending).toEqual([]);
    // The customer is told which passkeys the new password left in place.
    await server.app.mailer.whenIdle();
    const [mail] = await server.database.query<{ subject: string; text: string }>(
      `select subject, text_body as text from mail_outbox where recipient = $1 order by created_at desc`,
      ['oliver.bennett@example.co.uk'],
    );
    const names = (await server.app.passkeys.listOf('demo-gb-oliver')).map((passkey) => `- ${passkey.deviceName}`);
    expect(mail?.subject).toBe('The password of your Nordhem account was changed');
    expect(mail?.text).toContain(`Your passkeys were not changed and still let you log in.`);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(mail?.text).toContain(name);
    expect((await logInWith(authenticator)).body).toMatchObject({ errorCode: 0, UID: 'demo-gb-oliver' });
  });
});
