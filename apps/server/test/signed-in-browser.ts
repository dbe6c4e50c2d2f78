import type { TestApp } from './test-app.ts';
import {
  TestBrowser,
  authorizationUrl,
  form,
  formBody,
  gbAuthorizationSetting,
  injectTransport,
  newPkce,
} from '../src/services/oauth/oauth-test-support.ts';

const apiKey = '4_nordhem_gb_web';
const json = { 'content-type': 'application/json' } as const;

/**
 * A browser's whole login as the widget makes it on GB: the identity provider's login (which gives the device cookie),
 * the shop's session, the OAuth code flow and the experience session opened with its access token.
 */
export async function signedInBrowser(
  server: TestApp,
  email: string,
  password: string,
  userAgent: string,
  browser = new TestBrowser(injectTransport(server.app)),
) {
  const origin = server.config.publicOrigin;
  const { market, issuer, redirectUri } = gbAuthorizationSetting(server);
  const login = await browser.request({
    method: 'POST',
    url: `${origin}/idp/accounts.login`,
    headers: { ...form, 'user-agent': userAgent },
    body: formBody({ apiKey, loginID: email, password }),
  });
  const identity = JSON.parse(login.body);
  if (identity.errorCode !== 0) throw new Error(`login failed: ${login.body}`);
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
  if (shopLogin.status !== 200) throw new Error(`shop login failed: ${shopLogin.body}`);

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
  if (session.status !== 200) throw new Error(`experience session failed: ${session.body}`);
  return { browser, tokens, uid: String(identity.UID), loginToken: String(identity.sessionInfo.cookieValue) };
}

export type SignedInBrowser = Awaited<ReturnType<typeof signedInBrowser>>;

/** The same browser's requests on another instance (its cookies go along). */
export function browserOn(server: TestApp, { browser }: SignedInBrowser): TestBrowser {
  const elsewhere = new TestBrowser(injectTransport(server.app));
  for (const [name, value] of browser.cookies) elsewhere.setCookie(name, value);
  return elsewhere;
}

/** What each of the browser's sessions and tokens answers on `server`: true where it still works. */
export async function accessOf(server: TestApp, signedIn: SignedInBrowser) {
  const browser = browserOn(server, signedIn);
  const origin = server.config.publicOrigin;
  const { market, issuer } = gbAuthorizationSetting(server);
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

export const fullAccess = { shop: true, experience: true, identity: true, refreshToken: true } as const;
export const noAccess = { shop: false, experience: false, identity: false, refreshToken: false } as const;
