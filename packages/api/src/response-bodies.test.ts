import { describe, expect, it } from 'vitest';
import { testGlobals, testSiteConfig, testWidgetConfig } from '#test/widget-config.ts';
import type { FetchFunction } from './api-error.ts';
import * as api from './index.ts';

// Until a body is read or cancelled, Chromium keeps its request open and the page never becomes idle: every path of
// every client must leave each response it received with `bodyUsed`.

const host = testWidgetConfig.experienceApiHost;
const cdcOk = { statusCode: 200, errorCode: 0 };
const record = { consentLevelOne: true, consentLevelTwo: false, consentLevelThree: false, isAgreementAccepted: true };
const login = {
  UID: 'u1',
  UIDSignature: 's',
  signatureTimestamp: '1',
  profile: {},
  data: {},
  preferences: {},
  sessionInfo: { cookieName: 'c', cookieValue: 'v', expiresInSeconds: undefined },
};

/** Each client with what it answers when it succeeds; a process function is given the response, the others a fetch. */
type Client = readonly [
  call: (fetchFunction: FetchFunction, response: Response) => Promise<unknown>,
  successBody: unknown,
];

const clients: Record<string, Client> = {
  processAccountWidgetConfig: [(_fetch, response) => api.processAccountWidgetConfig(response), testWidgetConfig],
  loadAccountWidgetConfig: [
    (fetchFunction) => api.loadAccountWidgetConfig(fetchFunction, '/host-config'),
    testWidgetConfig,
  ],
  authProxyLogout: [(fetchFunction) => api.authProxyLogout(fetchFunction, '/auth-proxy', 'token'), {}],
  fetchSessionDuration: [
    (fetchFunction) => api.fetchSessionDuration(fetchFunction, testWidgetConfig),
    { cdcSessionDuration: 60 },
  ],
  fetchUser: [
    (fetchFunction) => api.fetchUser(fetchFunction, testWidgetConfig, 'en-GB'),
    { firstName: 'A', lastName: 'B', customerType: 'x', clubMember: false, userGroups: [] },
  ],
  requestEmailChange: [
    (fetchFunction) => api.requestEmailChange(fetchFunction, testWidgetConfig, 'new@example.com'),
    {},
  ],
  fetchPendingEmailChange: [
    (fetchFunction) => api.fetchPendingEmailChange(fetchFunction, testWidgetConfig),
    { pendingEmail: 'new@example.com' },
  ],
  cancelPendingEmailChange: [(fetchFunction) => api.cancelPendingEmailChange(fetchFunction, testWidgetConfig), {}],
  setClubMembership: [(fetchFunction) => api.setClubMembership(fetchFunction, testWidgetConfig, true), {}],
  fetchSignedInDevices: [(fetchFunction) => api.fetchSignedInDevices(fetchFunction, host), { devices: [] }],
  signOutDevice: [(fetchFunction) => api.signOutDevice(fetchFunction, host, 'device-1'), {}],
  signOutOtherDevices: [(fetchFunction) => api.signOutOtherDevices(fetchFunction, host), {}],
  requestAccountDeletion: [
    (fetchFunction) => api.requestAccountDeletion(fetchFunction, host, { password: 'password' }),
    { erasureAt: '2026-12-11T12:00:00.000Z' },
  ],
  startAccountDeletionPasskey: [
    (fetchFunction) => api.startAccountDeletionPasskey(fetchFunction, host),
    { token: 'challenge-handle', options: { challenge: 'c-1' } },
  ],
  processCartsResponse: [(_fetch, response) => api.processCartsResponse(response), { carts: [] }],
  processCartCountResponse: [(_fetch, response) => api.processCartCountResponse(response), { count: 1 }],
  fetchCarts: [(fetchFunction) => api.fetchCarts(fetchFunction, testWidgetConfig), { carts: [] }],
  fetchAnonymousCarts: [
    (fetchFunction) => api.fetchAnonymousCarts(fetchFunction, testWidgetConfig, 'guid'),
    { carts: [] },
  ],
  fetchCartCount: [(fetchFunction) => api.fetchCartCount(fetchFunction, testWidgetConfig), { count: 1 }],
  fetchAnonymousCartCount: [
    (fetchFunction) => api.fetchAnonymousCartCount(fetchFunction, testWidgetConfig, 'guid'),
    { count: 1 },
  ],
  addToCart: [
    (fetchFunction) => api.addToCart(fetchFunction, testWidgetConfig, 'customer', 'P1', 1),
    { quantityAdded: 1 },
  ],
  createAnonymousCart: [(fetchFunction) => api.createAnonymousCart(fetchFunction, testWidgetConfig), { guid: 'g' }],
  searchProducts: [(fetchFunction) => api.searchProducts(fetchFunction, testWidgetConfig, []), { products: [] }],
  processSiteConfigResponse: [(_fetch, response) => api.processSiteConfigResponse(response), testSiteConfig()],
  processDoNotSell: [(_fetch, response) => api.processDoNotSell(response), {}],
  processGlobalsResponse: [(_fetch, response) => api.processGlobalsResponse(response), testGlobals],
  fetchGlobals: [(fetchFunction) => api.fetchGlobals(fetchFunction, { country: 'GB', locale: 'en-GB' }), testGlobals],
  processDealersResponse: [(_fetch, response) => api.processDealersResponse(response), { dealers: [] }],
  fetchDealers: [
    (fetchFunction) => api.fetchDealers(fetchFunction, { country: 'GB', near: '', services: [] }),
    { dealers: [] },
  ],
  processAlternateLanguagesResponse: [
    (_fetch, response) => api.processAlternateLanguagesResponse(response),
    { currentHrefLang: 'en-GB', languages: [] },
  ],
  fetchAlternateLanguages: [
    (fetchFunction) => api.fetchAlternateLanguages(fetchFunction, 'http://localhost/gb/'),
    { currentHrefLang: 'en-GB', languages: [] },
  ],
  confirmNewsletterSubscription: [
    (fetchFunction) => api.confirmNewsletterSubscription(fetchFunction, testWidgetConfig, 'token'),
    {},
  ],
  signUpForNewsletter: [
    (fetchFunction) =>
      api.signUpForNewsletter(fetchFunction, testWidgetConfig, { email: 'a@example.com', lang: 'en-GB' }),
    {},
  ],
  fetchAccountInfo: [(fetchFunction) => api.fetchAccountInfo(fetchFunction, host, ['profile']), { UID: 'u1' }],
  setAccountInfo: [
    (fetchFunction) => api.setAccountInfo(fetchFunction, host, { lang: 'en-GB', context: 'account-dashboard' }),
    {},
  ],
  fetchMarketingConsent: [(fetchFunction) => api.fetchMarketingConsent(fetchFunction, host, 'u1'), record],
  saveMarketingConsent: [
    (fetchFunction) =>
      api.saveMarketingConsent(fetchFunction, host, { ...record, uid: 'u1', hasSingleConsent: false, lang: 'en-GB' }),
    record,
  ],
  changePassword: [(fetchFunction) => api.changePassword(fetchFunction, host, { password: 'a', newPassword: 'b' }), {}],
  createExperienceSession: [(fetchFunction) => api.createExperienceSession(fetchFunction, host, 'token'), {}],
  experienceLogout: [(fetchFunction) => api.experienceLogout(fetchFunction, host), {}],
  fetchExperienceSession: [
    (fetchFunction) => api.fetchExperienceSession(fetchFunction, host),
    { auth: { authenticated: true } },
  ],
  verifySession: [(fetchFunction) => api.verifySession(fetchFunction, host), { UID: 'u1' }],
  cancelEmailChange: [(fetchFunction) => api.cancelEmailChange(fetchFunction, testWidgetConfig, 'token'), cdcOk],
  cancelAccountDeletion: [
    (fetchFunction) => api.cancelAccountDeletion(fetchFunction, testWidgetConfig, 'token'),
    cdcOk,
  ],
  fetchConsentDocumentVersions: [
    (fetchFunction) => api.fetchConsentDocumentVersions(fetchFunction, testWidgetConfig),
    { ...cdcOk, preferencesSchema: { fields: {} } },
  ],
  isLoginIdAvailable: [
    (fetchFunction) => api.isLoginIdAvailable(fetchFunction, testWidgetConfig, 'a@example.com'),
    { ...cdcOk, isAvailable: true },
  ],
  register: [
    (fetchFunction) =>
      api.register(fetchFunction, testWidgetConfig, {
        email: 'a@example.com',
        password: 'p',
        firstName: 'A',
        lastName: 'B',
        lang: 'en-GB',
        grantedConsents: [],
        newsletter: false,
      }),
    { statusCode: 206, errorCode: 206002, regToken: 'r' },
  ],
  resendVerification: [
    (fetchFunction) => api.resendVerification(fetchFunction, testWidgetConfig, { email: 'a@example.com' }),
    cdcOk,
  ],
  verifyEmail: [
    (fetchFunction) => api.verifyEmail(fetchFunction, testWidgetConfig, 'token'),
    { ...cdcOk, emailChanged: true, email: 'new@example.com' },
  ],
  startPasskeyRegistration: [
    (fetchFunction) => api.startPasskeyRegistration(fetchFunction, testWidgetConfig),
    {
      ...cdcOk,
      token: 't',
      options: {
        challenge: 'c',
        rp: { name: 'n' },
        user: { id: 'u', name: 'n', displayName: 'd' },
        pubKeyCredParams: [],
      },
    },
  ],
  finishPasskeyRegistration: [
    (fetchFunction) => api.finishPasskeyRegistration(fetchFunction, testWidgetConfig, 't', {}),
    { ...cdcOk, credentialId: 'c', deviceName: 'Chrome on Linux' },
  ],
  startPasskeyLogin: [
    (fetchFunction) => api.startPasskeyLogin(fetchFunction, testWidgetConfig),
    { ...cdcOk, token: 't', options: { challenge: 'c' } },
  ],
  fetchPasskeys: [(fetchFunction) => api.fetchPasskeys(fetchFunction, testWidgetConfig), { ...cdcOk, credentials: [] }],
  removePasskey: [
    (fetchFunction) => api.removePasskey(fetchFunction, testWidgetConfig, { credentialId: 'c', password: 'p' }),
    cdcOk,
  ],
  fetchPasswordPolicy: [
    (fetchFunction) => api.fetchPasswordPolicy(fetchFunction, testWidgetConfig),
    { ...cdcOk, passwordComplexity: { minLength: 8, minCharGroups: 3 } },
  ],
  processCdcResponse: [(_fetch, response) => api.processCdcResponse(response), cdcOk],
  processLoginResponse: [
    (_fetch, response) => api.processLoginResponse(response),
    { statusCode: 206, errorCode: 206001, regToken: 'r', missingRequiredFields: [] },
  ],
  processTokenResponse: [
    (_fetch, response) => api.processTokenResponse(response),
    { access_token: 'a', token_type: 'Bearer', expires_in: 60 },
  ],
  processAuthenticationStatusResponse: [(_fetch, response) => api.processAuthenticationStatusResponse(response), {}],
  fetchCsrfToken: [(fetchFunction) => api.fetchCsrfToken(fetchFunction, '/gb'), { CSRFToken: 'c' }],
  shopLogin: [(fetchFunction) => api.shopLogin(fetchFunction, '/gb', 'c', login), {}],
  shopLogout: [(fetchFunction) => api.shopLogout(fetchFunction, '/gb'), {}],
};

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every answer a client may meet; each carries a body, since a response without one holds nothing open. */
const answers: readonly (readonly [string, (successBody: unknown) => Response])[] = [
  ['its success', (successBody) => json(successBody, 200)],
  ['a success of another shape', () => json({ unexpected: true }, 200)],
  ['a success that is not JSON', () => new Response('<html></html>', { status: 200 })],
  ['201 with a body', (successBody) => json(successBody, 201)],
  [
    '401 with a JSON body',
    () =>
      json(
        { error: 'unauthorized', errorCode: 'sap_401', errors: [{ type: 'UnauthorizedError', message: 'no' }] },
        401,
      ),
  ],
  [
    '404 with a JSON body',
    () => json({ error: 'not_found', message: 'Not Found', statusCode: 404, errorCode: 404 }, 404),
  ],
  ['500 with a text body', () => new Response('Internal Server Error', { status: 500 })],
  ['503 with an empty body', () => new Response('', { status: 503 })],
];

const clientSource = /^(async )?function \w+\((fetch|fetchFunction)\b/;
/** `requestX(fetch, …)` hands its response on to a process function, which the table covers. */
const rawRequestSource = /^function request\w+\(/;

describe('every client reads or discards every body it receives', () => {
  it('covers every exported process function and every client that takes a fetch and answers more than the response', () => {
    const exported = Object.entries(api)
      .filter(
        ([name, value]) =>
          typeof value === 'function' &&
          !rawRequestSource.test(String(value)) &&
          (name.startsWith('process') || clientSource.test(String(value))),
      )
      .map(([name]) => name);
    expect(Object.keys(clients).sort()).toEqual(exported.sort());
  });

  const cases = Object.entries(clients).flatMap(([name, client]) =>
    answers.map(([answer, respond]) => [name, answer, client, respond] as const),
  );
  it.each(cases)('%s, given %s', async (_name, _answer, [call, successBody], respond) => {
    const responses: Response[] = [];
    const fetchFunction: FetchFunction = async () => {
      const response = respond(successBody);
      responses.push(response);
      return response;
    };
    const first = respond(successBody);
    responses.push(first);
    await call(fetchFunction, first).catch(() => undefined);
    // The response handed to a client that takes a fetch is not its own: only the ones it fetched count then.
    const received = responses.length > 1 ? responses.slice(1) : responses;
    expect(received.map((response) => response.bodyUsed)).toEqual(received.map(() => true));
  });
});
