import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSecondInstance, createTestApp } from '#test/server/test-app.ts';
import { postIdentityForm } from '#test/server/identity-form.ts';
import { accessOf, fullAccess, noAccess, signedInBrowser } from '#test/server/signed-in-browser.ts';
import { SoftwareAuthenticator } from '#test/server/software-authenticator.ts';
import { holdsWithinOneSecond } from '#test/server/within-one-second.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { passkeyChallengeLifetimeSeconds } from './passkey-assertions.ts';

const password = 'Nordhem-Demo-2026';
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const dayMs = 24 * 3600 * 1000;

describe('account deletion: request, grace period, cancel (docs/decisions/023-account-deletion.md)', () => {
  let first: TestApp;
  let second: TestApp;
  /** How far the first instance's clock runs ahead of the real one (a challenge that has expired). */
  let clockAheadMs = 0;
  beforeAll(async () => {
    first = await createTestApp({ HOUSEKEEPING_INTERVAL_SECONDS: '0' }, () => new Date(Date.now() + clockAheadMs));
    await seedDemoData(first.database, first.config.markets, () => new Date());
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  function requestDeletion(cookie: string | undefined, payload: unknown) {
    return first.app.inject({
      method: 'POST',
      url: '/experience-api/account/deletion',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(payload),
    });
  }

  async function experienceCookie(uid: string): Promise<string> {
    const token = await first.app.experienceSessions.create(
      { uid, market: 'GB', grantId: null },
      new Date(Date.now() + 3600_000),
    );
    return `xp_session=${token}`;
  }

  async function pendingDeletion(uid: string) {
    return first.database.query<{ erasureAt: Date }>(
      `select erasure_at as "erasureAt" from account_deletions where uid = $1`,
      [uid],
    );
  }

  async function mailsTo(address: string) {
    await first.app.mailer.whenIdle();
    return (await first.app.outbox.list()).filter((message) => message.recipient === address);
  }

  async function cancelTokenMailedTo(address: string): Promise<string> {
    const mail = (await mailsTo(address)).find((message) => message.subject === 'Your Nordhem account will be deleted');
    const link = /https?:\/\/\S+\/gb\/e\/cancel-account-deletion\?token=\S+/.exec(mail?.textBody ?? '')?.[0];
    return new URL(link ?? 'http://invalid/').searchParams.get('token') ?? '';
  }

  const cancelByLink = (token: string) => postIdentityForm(first.app, 'accounts.cancelAccountDeletion', { token });

  it.each([
    ['no session', false, { password }, 401, 'sap_403005'],
    ['a wrong password', true, { password: 'Not-The-Password-1' }, 403, 'sap_403042'],
    ['no password', true, {}, 400, 'sap_400002'],
    ['an empty password', true, { password: '' }, 400, 'sap_400006'],
    ['a password longer than any password', true, { password: 'x'.repeat(1025) }, 400, 'sap_400006'],
  ])('refuses %s in the sap shape and records nothing', async (_case, signedIn, body, status, code) => {
    const uid = 'demo-gb-isla';
    const response = await requestDeletion(signedIn ? await experienceCookie(uid) : undefined, body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode: code });
    expect(await pendingDeletion(uid)).toEqual([]);
  });

  it('ends every session and grant of every device on every instance within a second, answers the erasure time and mails the cancel link', async () => {
    const email = 'harry.evans@example.co.uk';
    const onLaptop = await signedInBrowser(first, email, password, browserAgent);
    const onPhone = await signedInBrowser(first, email, password, browserAgent);
    // The second instance has the phone's sessions cached.
    expect(await accessOf(second, onPhone)).toMatchObject({ shop: true, experience: true, identity: true });

    const before = Date.now();
    const response = await onLaptop.browser.request({
      method: 'POST',
      url: `${first.config.publicOrigin}/experience-api/account/deletion`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(response.status).toBe(200);
    const { erasureAt } = JSON.parse(response.body);
    // GB's grace period: 14 days (accountDeletionGraceDays).
    expect(Date.parse(erasureAt) - before).toBeGreaterThanOrEqual(14 * dayMs);
    expect(Date.parse(erasureAt) - Date.now()).toBeLessThanOrEqual(14 * dayMs);
    expect(String(response.headers['set-cookie'])).toMatch(/xp_session=;/);

    for (const signedIn of [onLaptop, onPhone]) {
      expect(
        await holdsWithinOneSecond(
          async () => JSON.stringify(await accessOf(second, signedIn)) === JSON.stringify(noAccess),
        ),
      ).toBe(true);
      expect(await accessOf(first, signedIn)).toEqual(noAccess);
    }
    expect(
      await first.database.query(
        `select 1 from signed_in_devices where uid = $1 union all select 1 from device_grants where uid = $1`,
        [onLaptop.uid],
      ),
    ).toEqual([]);
    expect(await pendingDeletion(onLaptop.uid)).toHaveLength(1);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Nordhem account will be deleted');
    expect(await cancelTokenMailedTo(email)).not.toBe('');
  });

  it('the mailed link cancels once: the account works again, and a second use or a made-up token is 400006', async () => {
    const email = 'noah.price@example.co.uk';
    const uid = 'demo-gb-noah';
    expect((await requestDeletion(await experienceCookie(uid), { password })).statusCode).toBe(200);
    // Asking again while the deletion is pending keeps its time and sends no second link.
    const [pending] = await pendingDeletion(uid);
    const again = await requestDeletion(await experienceCookie(uid), { password });
    expect(again.json().erasureAt).toBe(pending?.erasureAt.toISOString());
    expect(await mailsTo(email)).toHaveLength(1);

    const token = await cancelTokenMailedTo(email);
    const cancelled = await cancelByLink(token);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ errorCode: 0 });
    expect(await pendingDeletion(uid)).toEqual([]);
    expect((await mailsTo(email)).map((message) => message.subject)).toContain(
      'Your Nordhem account will not be deleted',
    );

    for (const refused of [token, 'not-a-real-token']) {
      const answer = await cancelByLink(refused);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ errorCode: 400006 });
    }
    expect((await cancelByLink('')).statusCode).toBe(400);

    const signedIn = await signedInBrowser(first, email, password, browserAgent);
    expect(await accessOf(first, signedIn)).toEqual(fullAccess);
  });

  it('signing in during the grace period cancels the deletion and says so by mail; the old link no longer works', async () => {
    const email = 'george.hall@example.co.uk';
    const uid = 'demo-gb-george';
    expect((await requestDeletion(await experienceCookie(uid), { password })).statusCode).toBe(200);
    const token = await cancelTokenMailedTo(email);

    const login = await postIdentityForm(first.app, 'accounts.login', { loginID: email, password });
    expect(login.json()).toMatchObject({ errorCode: 0, UID: uid });
    expect(await pendingDeletion(uid)).toEqual([]);
    expect((await mailsTo(email)).map((message) => message.subject).sort()).toEqual([
      'Your Nordhem account will be deleted',
      'Your Nordhem account will not be deleted',
    ]);
    expect((await cancelByLink(token)).statusCode).toBe(400);
  });

  it('a link of another market’s shop is refused and stays usable on its own', async () => {
    const email = 'sophie.ward@example.co.uk';
    expect((await requestDeletion(await experienceCookie('demo-gb-sophie'), { password })).statusCode).toBe(200);
    const token = await cancelTokenMailedTo(email);
    const elsewhere = await first.app.inject({
      method: 'POST',
      url: '/idp/accounts.cancelAccountDeletion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ apiKey: '4_nordhem_de_web', token, httpStatusCodes: 'true' }).toString(),
    });
    expect(elsewhere.statusCode).toBe(400);
    expect((await cancelByLink(token)).statusCode).toBe(200);
  });

  describe('confirmed with a passkey of the account', () => {
    interface DeletionChallenge {
      readonly token: string;
      readonly options: {
        readonly challenge: string;
        readonly rpId: string;
        readonly userVerification: string;
        readonly allowCredentials: readonly { readonly id: string }[];
      };
    }

    /** Adds a passkey to the account as the dashboard does: signed in, registration options, the attestation. */
    async function addPasskey(email: string): Promise<SoftwareAuthenticator> {
      const authenticator = new SoftwareAuthenticator();
      const login = await postIdentityForm(first.app, 'accounts.login', { loginID: email, password });
      const login_token: string = login.json().sessionInfo.cookieValue;
      const started = (
        await postIdentityForm(first.app, 'accounts.auth.fido.initRegisterCredentials', { login_token })
      ).json();
      const attestation = authenticator.register({
        origin: new URL(first.config.publicOrigin).origin,
        rpId: started.options.rp.id,
        challenge: started.options.challenge,
      });
      const registered = await postIdentityForm(first.app, 'accounts.auth.fido.registerCredentials', {
        login_token,
        token: started.token,
        attestation: JSON.stringify(attestation),
      });
      expect(registered.json()).toMatchObject({ errorCode: 0, credentialId: authenticator.credentialId });
      return authenticator;
    }

    async function deletionChallenge(cookie: string) {
      const response = await first.app.inject({
        method: 'POST',
        url: '/experience-api/account/deletion/passkey-options',
        headers: { cookie },
      });
      return { status: response.statusCode, body: response.json() };
    }

    async function startedDeletion(uid: string): Promise<{ cookie: string; started: DeletionChallenge }> {
      const cookie = await experienceCookie(uid);
      const { status, body } = await deletionChallenge(cookie);
      expect(status).toBe(200);
      return { cookie, started: body };
    }

    function answer(authenticator: SoftwareAuthenticator, started: DeletionChallenge, userVerified = true) {
      return authenticator.authenticate({
        origin: new URL(first.config.publicOrigin).origin,
        rpId: started.options.rpId,
        challenge: started.options.challenge,
        userVerified,
      });
    }

    async function storedPasskey(credentialId: string) {
      const [row] = await first.database.query<{ signCount: number; lastUsedAt: Date | null }>(
        `select sign_count::double precision as "signCount", last_used_at as "lastUsedAt"
         from passkeys where credential_id = $1`,
        [credentialId],
      );
      return row;
    }

    let olivers: SoftwareAuthenticator;
    let jamess: SoftwareAuthenticator;
    let amelias: SoftwareAuthenticator;
    beforeAll(async () => {
      olivers = await addPasskey('oliver.bennett@example.co.uk');
      jamess = await addPasskey('james.wilson@example.co.uk');
      amelias = await addPasskey('amelia.clarke@example.co.uk');
    });

    it('deletes the account: the challenge names only its passkeys and asks for user verification; the counter is stored; a replay is refused', async () => {
      const uid = 'demo-gb-oliver';
      const { cookie, started } = await startedDeletion(uid);
      expect(started.options.allowCredentials.map((credential) => credential.id)).toEqual([olivers.credentialId]);
      expect(started.options.userVerification).toBe('required');
      expect(started.options.rpId).toBe(new URL(first.config.publicOrigin).hostname);

      const body = { passkey: { token: started.token, assertion: answer(olivers, started) } };
      const response = await requestDeletion(cookie, body);
      expect(response.statusCode).toBe(200);
      const [pending] = await pendingDeletion(uid);
      expect(response.json().erasureAt).toBe(pending?.erasureAt.toISOString());
      expect(String(response.headers['set-cookie'])).toMatch(/xp_session=;/);
      expect(await storedPasskey(olivers.credentialId)).toMatchObject({ signCount: 1, lastUsedAt: expect.any(Date) });
      expect((await mailsTo('oliver.bennett@example.co.uk')).map((mail) => mail.subject)).toContain(
        'Your Nordhem account will be deleted',
      );

      const replayed = await requestDeletion(await experienceCookie(uid), body);
      expect(replayed.statusCode).toBe(403);
      expect(replayed.json()).toMatchObject({ errorCode: 'sap_403042' });
      expect(await storedPasskey(olivers.credentialId)).toMatchObject({ signCount: 1 });
    });

    it('refuses another account’s passkey, even answering this account’s challenge, and records nothing', async () => {
      const { cookie, started } = await startedDeletion('demo-gb-amelia');
      const response = await requestDeletion(cookie, {
        passkey: { token: started.token, assertion: answer(jamess, started) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'sap_403042' });
      expect(await pendingDeletion('demo-gb-amelia')).toEqual([]);
      expect(await storedPasskey(jamess.credentialId)).toMatchObject({ signCount: 0, lastUsedAt: null });
    });

    it('refuses a challenge issued to another account', async () => {
      const { started } = await startedDeletion('demo-gb-james');
      const response = await requestDeletion(await experienceCookie('demo-gb-amelia'), {
        passkey: { token: started.token, assertion: answer(amelias, started) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'sap_403042' });
      expect(await pendingDeletion('demo-gb-amelia')).toEqual([]);
    });

    it('refuses an expired challenge', async () => {
      const { cookie, started } = await startedDeletion('demo-gb-amelia');
      clockAheadMs = (passkeyChallengeLifetimeSeconds + 1) * 1000;
      try {
        const response = await requestDeletion(cookie, {
          passkey: { token: started.token, assertion: answer(amelias, started) },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ errorCode: 'sap_403042' });
      } finally {
        clockAheadMs = 0;
      }
      expect(await pendingDeletion('demo-gb-amelia')).toEqual([]);
    });

    it('refuses a login challenge (not bound to the account) and an assertion without user verification', async () => {
      const cookie = await experienceCookie('demo-gb-amelia');
      const login = (await postIdentityForm(first.app, 'accounts.auth.fido.getAssertionOptions', {})).json();
      const withLoginChallenge = await requestDeletion(cookie, {
        passkey: { token: login.token, assertion: answer(amelias, login) },
      });
      expect(withLoginChallenge.statusCode).toBe(403);
      expect(withLoginChallenge.json()).toMatchObject({ errorCode: 'sap_403042' });

      const { started } = await startedDeletion('demo-gb-amelia');
      const unverified = await requestDeletion(cookie, {
        passkey: { token: started.token, assertion: answer(amelias, started, false) },
      });
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json()).toMatchObject({ errorCode: 'sap_403042' });
      expect(await pendingDeletion('demo-gb-amelia')).toEqual([]);
    });

    it.each([
      ['a malformed assertion', { passkey: { token: 'handle', assertion: { id: 'not base64url!' } } }, 'sap_400006'],
      ['a passkey without its challenge', { passkey: { assertion: {} } }, 'sap_400002'],
      ['both a password and a passkey', { password, passkey: { token: 'handle', assertion: {} } }, 'sap_400006'],
    ])('refuses %s with 400 in the sap shape', async (_case, body, code) => {
      const response = await requestDeletion(await experienceCookie('demo-gb-amelia'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errorCode: code });
      expect(await pendingDeletion('demo-gb-amelia')).toEqual([]);
    });

    it('limits the challenges per account as the deletion requests are', async () => {
      const cookie = await experienceCookie('demo-gb-james');
      const { limit } = first.config.rateLimits.changePassword;
      const statuses: number[] = [];
      for (let asked = 0; asked <= limit; asked += 1) statuses.push((await deletionChallenge(cookie)).status);
      expect(statuses).toContain(200);
      expect(statuses.at(-1)).toBe(429);
      expect((await deletionChallenge(cookie)).body).toMatchObject({ errorCode: 'sap_403048' });
    });

    it('offers no passkey challenge to an account without passkeys, nor without a session', async () => {
      const withoutPasskeys = await deletionChallenge(await experienceCookie('demo-gb-isla'));
      expect(withoutPasskeys).toMatchObject({ status: 400, body: { errorCode: 'sap_400006' } });
      const response = await first.app.inject({
        method: 'POST',
        url: '/experience-api/account/deletion/passkey-options',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 'sap_403005' });
    });
  });
});
