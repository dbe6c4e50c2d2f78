import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSecondInstance, createSeededTestApp } from '#test/server/test-app.ts';
import { holdsWithinOneSecond } from '#test/server/within-one-second.ts';
import {
  TestBrowser,
  authorizationUrl,
  form,
  formBody,
  gbAuthorizationSetting,
  injectTransport,
  newPkce,
} from '../services/oauth/oauth-test-support.ts';

const apiKey = '4_nordhem_gb_web';
const password = 'Nordhem-Demo-2026';
const laptop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const phone =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36';
const json = { 'content-type': 'application/json' } as const;

describe('signed-in devices: listed, and signed out with everything they hold on every instance', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createSeededTestApp();
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second.app.close();
    await first.app.close();
  });

  /**
   * A browser's whole login as the widget makes it on GB: the identity provider's login (which gives the device cookie),
   * the shop's session, the OAuth code flow and the experience session opened with its access token.
   */
  async function signedInBrowser(
    email: string,
    userAgent: string,
    browser = new TestBrowser(injectTransport(first.app)),
  ) {
    const origin = first.config.publicOrigin;
    const { market, issuer, redirectUri } = gbAuthorizationSetting(first);
    const login = await browser.request({
      method: 'POST',
      url: `${origin}/idp/accounts.login`,
      headers: { ...form, 'user-agent': userAgent },
      body: formBody({ apiKey, loginID: email, password }),
    });
    const identity = JSON.parse(login.body);
    expect(identity.errorCode).toBe(0);
    browser.setCookie(identity.sessionInfo.cookieName, identity.sessionInfo.cookieValue);

    const csrf = JSON.parse((await browser.request({ method: 'GET', url: `${origin}/gb/e/csrf` })).body);
    const shopLogin = await browser.request({
      method: 'POST',
      url: `${origin}/gb/e/gigyaraas/login`,
      headers: { ...json, csrftoken: csrf.CSRFToken },
      body: JSON.stringify({
        gigyaData: {
          UID: identity.UID,
          UIDSignature: identity.UIDSignature,
          signatureTimestamp: identity.signatureTimestamp,
        },
      }),
    });
    expect(shopLogin.status).toBe(200);

    const pkce = newPkce();
    const { final } = await browser.navigate(
      authorizationUrl(issuer, {
        response_type: 'code',
        client_id: market.clientId,
        redirect_uri: redirectUri,
        scope: 'openid customer_data bpdata shop',
        state: 'devices',
        code_challenge: pkce.challenge,
        code_challenge_method: 'S256',
      }),
      issuer,
    );
    const code = final?.searchParams.get('code') ?? undefined;
    const tokenResponse = await browser.request({
      method: 'POST',
      url: `${issuer}/token`,
      headers: form,
      body: formBody({
        grant_type: 'authorization_code',
        code,
        code_verifier: pkce.verifier,
        redirect_uri: redirectUri,
        client_id: market.clientId,
      }),
    });
    const tokens: { access_token: string; refresh_token: string } = JSON.parse(tokenResponse.body);
    const session = await browser.request({
      method: 'POST',
      url: `${origin}/experience-api/session/token`,
      headers: json,
      body: JSON.stringify({ token: tokens.access_token }),
    });
    expect(session.status).toBe(200);
    return { browser, tokens, uid: String(identity.UID), loginToken: String(identity.sessionInfo.cookieValue) };
  }

  type SignedIn = Awaited<ReturnType<typeof signedInBrowser>>;

  /** The same browser's requests on another instance (its cookies go along). */
  function on(server: TestApp, { browser }: SignedIn): TestBrowser {
    const elsewhere = new TestBrowser(injectTransport(server.app));
    for (const [name, value] of browser.cookies) elsewhere.setCookie(name, value);
    return elsewhere;
  }

  async function devicesOf(browser: TestBrowser) {
    const response = await browser.request({
      method: 'GET',
      url: `${first.config.publicOrigin}/experience-api/devices`,
    });
    return { status: response.status, body: JSON.parse(response.body) };
  }

  /** What each of the browser's sessions and tokens answers on `server`: true where it still works. */
  async function access(server: TestApp, signedIn: SignedIn) {
    const browser = on(server, signedIn);
    const origin = first.config.publicOrigin;
    const { market, issuer } = gbAuthorizationSetting(first);
    const shop = await browser.request({ method: 'GET', url: `${origin}/gb/e/authentication/status` });
    const experience = await browser.request({
      method: 'POST',
      url: `${origin}/experience-api/cdc/accounts.session.verify`,
      headers: json,
      body: '{}',
    });
    const identity = await server.app.inject({
      method: 'POST',
      url: '/idp/accounts.setAccountInfo',
      headers: form,
      payload: formBody({ apiKey, login_token: signedIn.loginToken }),
    });
    const refresh = await server.app.inject({
      method: 'POST',
      url: `${new URL(issuer).pathname}/token`,
      headers: form,
      payload: formBody({
        grant_type: 'refresh_token',
        refresh_token: signedIn.tokens.refresh_token,
        client_id: market.clientId,
      }),
    });
    return {
      shop: shop.status === 200,
      experience: experience.status === 200,
      identity: identity.json().errorCode === 0,
      refreshToken: refresh.statusCode === 200,
    };
  }

  const everything = { shop: true, experience: true, identity: true, refreshToken: true };
  const nothing = { shop: false, experience: false, identity: false, refreshToken: false };

  it('lists the account’s devices with browser, platform, market and times, and marks the asking one', async () => {
    const onLaptop = await signedInBrowser('amelia.clarke@example.co.uk', laptop);
    const onPhone = await signedInBrowser('amelia.clarke@example.co.uk', phone);
    const listed = await devicesOf(onLaptop.browser);
    expect(listed.status).toBe(200);
    expect(listed.body.devices).toHaveLength(2);
    expect(listed.body.devices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'safari', platform: 'macos', market: 'GB', isCurrent: true }),
        expect.objectContaining({ browser: 'samsung-internet', platform: 'android', market: 'GB', isCurrent: false }),
      ]),
    );
    const [device] = listed.body.devices;
    expect(Date.parse(device.signedInAt)).not.toBeNaN();
    expect(Date.parse(device.lastActiveAt)).not.toBeNaN();
    expect((await devicesOf(onPhone.browser)).body.devices.filter((d: { isCurrent: boolean }) => d.isCurrent)).toEqual([
      expect.objectContaining({ browser: 'samsung-internet' }),
    ]);
    // Another account's devices are not this account's.
    const other = await signedInBrowser('oliver.bennett@example.co.uk', laptop);
    expect((await devicesOf(other.browser)).body.devices).toHaveLength(1);
  });

  it('a second login of the same browser is the same device, not a new one', async () => {
    const browser = new TestBrowser(injectTransport(first.app));
    await signedInBrowser('sophie.ward@example.co.uk', laptop, browser);
    await signedInBrowser('sophie.ward@example.co.uk', laptop, browser);
    expect((await devicesOf(browser)).body.devices).toHaveLength(1);
  });

  it('a device signed out on B loses its identity, shop and experience sessions and its tokens on A within a second', async () => {
    const email = 'james.wilson@example.co.uk';
    const onLaptop = await signedInBrowser(email, laptop);
    const onPhone = await signedInBrowser(email, phone);
    // Both instances have the phone's sessions cached.
    expect(await access(first, onPhone)).toEqual({ ...everything, refreshToken: true });
    expect(await access(second, onPhone)).toMatchObject({ shop: true, experience: true, identity: true });

    const phoneDevice = (await devicesOf(onLaptop.browser)).body.devices.find(
      (device: { isCurrent: boolean }) => !device.isCurrent,
    );
    const signOut = await on(second, onLaptop).request({
      method: 'POST',
      url: `${first.config.publicOrigin}/experience-api/devices/sign-out`,
      headers: json,
      body: JSON.stringify({ id: phoneDevice.id }),
    });
    expect(signOut.status).toBe(200);

    expect(
      await holdsWithinOneSecond(async () => JSON.stringify(await access(first, onPhone)) === JSON.stringify(nothing)),
    ).toBe(true);
    expect(await access(first, onLaptop)).toMatchObject({ shop: true, experience: true, identity: true });
    expect((await devicesOf(onLaptop.browser)).body.devices).toEqual([expect.objectContaining({ isCurrent: true })]);
  });

  it('signing out everywhere else keeps the asking device and ends the others', async () => {
    const email = 'harry.evans@example.co.uk';
    const onLaptop = await signedInBrowser(email, laptop);
    const onPhone = await signedInBrowser(email, phone);
    const onTablet = await signedInBrowser(email, phone);
    const response = await onLaptop.browser.request({
      method: 'POST',
      url: `${first.config.publicOrigin}/experience-api/devices/sign-out-others`,
      headers: json,
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(
      await holdsWithinOneSecond(async () => JSON.stringify(await access(second, onPhone)) === JSON.stringify(nothing)),
    ).toBe(true);
    expect(await access(second, onTablet)).toEqual(nothing);
    expect(await access(second, onLaptop)).toMatchObject({ shop: true, experience: true, identity: true });
    expect((await devicesOf(onLaptop.browser)).body.devices).toHaveLength(1);
  });

  it('refuses a device of another account, an unknown id and a request without a session, in the sap shape', async () => {
    const mine = await signedInBrowser('george.hall@example.co.uk', laptop);
    const theirs = await signedInBrowser('noah.price@example.co.uk', laptop);
    const [theirDevice] = (await devicesOf(theirs.browser)).body.devices;
    const signOut = (browser: TestBrowser, body: string) =>
      browser.request({
        method: 'POST',
        url: `${first.config.publicOrigin}/experience-api/devices/sign-out`,
        headers: json,
        body,
      });
    const foreign = await signOut(mine.browser, JSON.stringify({ id: theirDevice.id }));
    expect(foreign.status).toBe(400);
    expect(JSON.parse(foreign.body).errorCode).toBe('sap_400006');
    expect((await signOut(mine.browser, '{"id":""}')).status).toBe(400);
    expect((await signOut(mine.browser, '{"id":"x","more":1}')).status).toBe(400);
    expect((await devicesOf(theirs.browser)).body.devices).toHaveLength(1);
    const anonymous = await first.app.inject({ url: '/experience-api/devices' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('sap_403005');
  });
});
