import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createSeededTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * What a careless or hostile client can send to every route of every service, and what it must get back: a 4xx in
 * the service's own error shape, no internals, and a server that still answers afterwards.
 */

const shapes = {
  cdc: z.looseObject({
    statusCode: z.number(),
    errorCode: z.number().check(z.refine((code) => code !== 0)),
    errorMessage: z.string(),
    errorDetails: z.string(),
  }),
  sap: z.looseObject({
    statusCode: z.number(),
    errorCode: z.string().check(z.regex(/^sap_\d+$/)),
    errorMessage: z.string(),
  }),
  oauth: z.looseObject({ error: z.string(), error_description: z.optional(z.string()) }),
  occ: z.looseObject({
    errors: z.array(z.looseObject({ type: z.string(), message: z.string() })).check(z.minLength(1)),
  }),
  plain: z.strictObject({ error: z.string(), message: z.string() }),
};
type ShapeName = keyof typeof shapes;

type Encoding = 'form' | 'json';

interface Route {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly shape: ShapeName;
  /** A body the route would accept (or at least parse); each string in it gets spoiled in turn. */
  readonly body?: Readonly<Record<string, unknown>>;
  readonly encoding?: Encoding;
  readonly headers?: Readonly<Record<string, string>>;
  /** RFC 7009 §2.2: revoking a token the server does not know is answered 200 with no body, not an error. */
  readonly unknownTokensAreAnsweredOk?: boolean;
}

interface Service {
  readonly name: string;
  readonly health: string;
  readonly routes: readonly Route[];
}

/** The routes that read a body: POSTs of one service's `shape` in one `encoding`. */
function postsOf(shape: ShapeName, encoding: Encoding) {
  return (
    url: string,
    body: Readonly<Record<string, unknown>>,
    more: Pick<Route, 'headers' | 'unknownTokensAreAnsweredOk'> = {},
  ): Route => ({ method: 'POST', url, shape, encoding, body, ...more });
}

/** CDC answers HTTP 200 with the status in the body unless asked for real statuses. */
const cdcPost = (method: string, fields: Readonly<Record<string, unknown>> = {}) =>
  postsOf('cdc', 'form')(`/idp/${method}?httpStatusCodes=true`, { apiKey: '4_nordhem_gb_web', ...fields });
const oauthPost = postsOf('oauth', 'form');
const sapPost = postsOf('sap', 'json');
const occPost = postsOf('occ', 'json');
const commerceKey = { 'x-api-key': 'nordhem-gb-ecom' };
const occBase = '/experience-api/occ/nordhem-gb';
const cartGuid = '00000000-0000-4000-8000-000000000000';

const services: readonly Service[] = [
  {
    name: 'identity',
    health: '/idp/health',
    routes: [
      cdcPost('accounts.login', { loginID: 'a@example.com', password: 'x', sessionExpiration: 0 }),
      cdcPost('accounts.setAccountInfo', { regToken: 'x', preferences: '{}' }),
      cdcPost('accounts.logout', { UID: 'x' }),
      cdcPost('accounts.resetPassword', { loginID: 'a@example.com' }),
      cdcPost('accounts.getPolicies', { sections: 'passwordComplexity' }),
      cdcPost('accounts.isAvailableLoginID', { loginID: 'a@example.com' }),
      cdcPost('accounts.getSchema'),
      cdcPost('accounts.unsubscribe', { channelToken: 'abc', subscriptionID: 'newsletter' }),
    ],
  },
  {
    name: 'oauth',
    health: '/oauth/health',
    routes: [
      oauthPost('/oauth/token', {
        grant_type: 'authorization_code',
        code: 'abc',
        client_id: 'nordhem-gb-web',
        code_verifier: 'v',
        redirect_uri: 'http://localhost:8080/gb/login/auth',
      }),
      oauthPost('/oauth/token', { grant_type: 'refresh_token', refresh_token: 'abc', client_id: 'nordhem-gb-web' }),
      oauthPost(
        '/oauth/token/revocation',
        { token: 'abc', client_id: 'nordhem-gb-web' },
        { unknownTokensAreAnsweredOk: true },
      ),
      {
        method: 'GET',
        url: '/oauth/auth?client_id=nordhem-gb-web&response_type=code&state=s&scope=openid',
        shape: 'oauth',
      },
      { method: 'GET', url: '/oauth/interaction/abc', shape: 'oauth' },
    ],
  },
  {
    name: 'auth proxy',
    health: '/auth-proxy/health',
    routes: [
      oauthPost('/auth-proxy/token', { org: 'CH', code: 'abc', grant_type: 'authorization_code', redirect_uri: 'x' }),
      oauthPost('/auth-proxy/logout', { reason: 'x' }, { headers: { authorization: 'Bearer abc' } }),
      {
        method: 'GET',
        url: '/auth-proxy/authorize?client_id=nordhem-ch-web&response_type=code&redirect_uri=x',
        shape: 'oauth',
      },
    ],
  },
  {
    name: 'shop',
    health: '/gb/e/health',
    routes: [
      postsOf('plain', 'json')(
        '/gb/e/gigyaraas/login',
        { gigyaData: { UID: 'x', UIDSignature: 'y', signatureTimestamp: '1', profile: { firstName: 'A' }, data: {} } },
        { headers: { csrftoken: 'abc' } },
      ),
      { method: 'GET', url: '/gb/e/csrf?x=a', shape: 'plain' },
      { method: 'GET', url: '/gb/e/authentication/status?x=a', shape: 'plain' },
      postsOf('plain', 'form')(
        '/gb/newsletter/sign-up',
        { email: 'a@example.com' },
        { headers: { origin: 'http://localhost:8080' } },
      ),
    ],
  },
  {
    name: 'experience',
    health: '/experience-api/health',
    routes: [
      sapPost('/experience-api/session/token', { token: 'abc' }),
      sapPost('/experience-api/cdc/accounts.setAccountInfo', { password: 'a', newPassword: 'b' }),
      sapPost('/experience-api/cdc/accounts.setAccountInfo', {
        preferences: { 'terms-statement': { isConsentGranted: true } },
        lang: 'en-GB',
        context: 'marketing-dialog',
      }),
      sapPost('/experience-api/cdc/accounts.setAccountInfo', {
        profile: { birthDay: 1, birthMonth: 1, birthYear: 1990 },
        lang: 'en-GB',
        context: 'club-dialog',
      }),
      sapPost('/experience-api/cdc/accounts.getAccountInfo', { include: 'profile' }),
      { method: 'GET', url: '/experience-api/newsletter-preferences/account?uid=abc', shape: 'sap' },
      sapPost('/experience-api/newsletter-preferences/setFullAccountInfo', {
        uid: 'abc',
        consentLevelOne: true,
        consentLevelTwo: false,
        consentLevelThree: false,
        isAgreementAccepted: true,
        hasSingleConsent: false,
        lang: 'en-GB',
      }),
      sapPost(
        '/experience-api/newsletter-preferences/setLiteAccountInfo',
        { email: 'a@example.com', lang: 'en-GB', consentLevelOne: true },
        { headers: commerceKey },
      ),
      sapPost('/experience-api/newsletter-preferences/confirm', { token: 'abc' }, { headers: commerceKey }),
      { method: 'GET', url: '/experience-api/consents/history?x=a', shape: 'sap' },
      postsOf('plain', 'json')('/experience-api/alternate-languages', { sourceURL: 'http://localhost:8080/gb/' }),
      { method: 'GET', url: '/experience-api/v0/config?country=GB&locale=en-GB', shape: 'plain' },
      { method: 'GET', url: '/experience-api/v0/config/globals?country=GB&locale=en-GB', shape: 'plain' },
      { method: 'GET', url: '/experience-api/v0/dealers?country=GB&near=London&services=repair', shape: 'plain' },
      sapPost('/experience-api/privacy/do-not-sell', {}),
    ],
  },
  {
    name: 'commerce',
    health: '/experience-api/occ/health',
    routes: [
      occPost(
        `${occBase}/anonymousCarts/entries?cartGuid=${cartGuid}`,
        { product: { code: 'NH-KETTLE-01' }, quantity: 1 },
        { headers: commerceKey },
      ),
      occPost(
        `${occBase}/carts/entries?fields=BASIC`,
        { product: { code: 'NH-KETTLE-01' }, quantity: 1 },
        { headers: commerceKey },
      ),
      {
        method: 'GET',
        url: `${occBase}/anonymousCarts/entries/count?cartGuid=${cartGuid}&fields=BASIC`,
        shape: 'occ',
        headers: commerceKey,
      },
      {
        method: 'GET',
        url: `${occBase}/carts?fields=DEFAULT&cartType=WEBSHOP&lang=en_GB`,
        shape: 'occ',
        headers: commerceKey,
      },
      {
        method: 'GET',
        url: `${occBase}/products/search?query=:relevance:allCategories:ovens&lang=en_GB&pageSize=20`,
        shape: 'occ',
        headers: commerceKey,
      },
      occPost(`${occBase}/`, { clubMember: true }, { headers: commerceKey }),
    ],
  },
];

interface Payload {
  readonly name: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Buffer;
  /** Replaces the route's path (path attacks). */
  readonly url?: string;
  /** A number out of every bound: only a validation error (400) will do, not the 4xx of a later check. */
  readonly numberOutOfBounds?: boolean;
}

function encode(body: Readonly<Record<string, unknown>>, encoding: Encoding): Payload['body'] {
  if (encoding === 'json') return JSON.stringify(body);
  return new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString();
}

const contentTypes = { form: 'application/x-www-form-urlencoded', json: 'application/json' } as const;

/** Every string of the body, one at a time, with `poison` inside it. */
function poisonedStrings(body: Readonly<Record<string, unknown>>, poison: string): Readonly<Record<string, unknown>>[] {
  const variants: Readonly<Record<string, unknown>>[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') variants.push({ ...body, [key]: `a${poison}b` });
    else if (value && typeof value === 'object') {
      for (const inner of poisonedStrings(value as Readonly<Record<string, unknown>>, poison))
        variants.push({ ...body, [key]: inner });
    }
  }
  return variants;
}

/**
 * What no numeric field may take, as text (a query value, a form field, a JSON string: Fastify's ajv coerces each to
 * a number) and as a JSON number: infinite, not a number, not whole, or beyond any sane bound; and below 1 when the
 * field's example is 1 or more (an example of 0 or less says the field takes such values: accounts.login's
 * sessionExpiration). The numeric fields are the numbers of each route's example body and the digit-only values of
 * its query.
 */
const numbersOutOfBounds = [
  '1e999',
  '-1e999',
  'Infinity',
  '-Infinity',
  'NaN',
  '1.5',
  '99999999999',
  '-99999999999',
  '1e308',
];
const jsonNumbersOutOfBounds = ['1e999', '-1e999', '1.5', '99999999999', '-99999999999', '1e308'];
const belowOne = ['-1', '0'];
const rawNumberMarker = '\u0000raw number\u0000';

function outOfBoundsFor(example: number, numbers: readonly string[]): readonly string[] {
  return example >= 1 ? [...numbers, ...belowOne] : numbers;
}

/** Every number of the body, one at a time, replaced by each of what `replacementsFor` gives for its example. */
function replacedNumbers(
  body: Readonly<Record<string, unknown>>,
  replacementsFor: (example: number) => readonly string[],
  as: (number: string) => unknown,
): { readonly body: Readonly<Record<string, unknown>>; readonly number: string }[] {
  const variants: { body: Readonly<Record<string, unknown>>; number: string }[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'number') {
      for (const number of replacementsFor(value)) variants.push({ body: { ...body, [key]: as(number) }, number });
    } else if (value && typeof value === 'object') {
      for (const inner of replacedNumbers(value as Readonly<Record<string, unknown>>, replacementsFor, as)) {
        variants.push({ body: { ...body, [key]: inner.body }, number: inner.number });
      }
    }
  }
  return variants;
}

function numericQueryPayloads(route: Route): Payload[] {
  const [path = '', query = ''] = route.url.split('?');
  const pairs = query.split('&');
  return pairs.flatMap((pair, index) => {
    const [name = '', value = ''] = pair.split('=');
    if (!/^\d+$/.test(value)) return [];
    return outOfBoundsFor(Number(value), numbersOutOfBounds).map((number): Payload => ({
      name: `${name}=${number} in the query`,
      headers: {},
      url: `${path}?${pairs.map((other, otherIndex) => (otherIndex === index ? `${name}=${encodeURIComponent(number)}` : other)).join('&')}`,
      numberOutOfBounds: true,
    }));
  });
}

function numericBodyPayloads(body: Readonly<Record<string, unknown>>, encoding: Encoding): Payload[] {
  const headers = { 'content-type': contentTypes[encoding] };
  const asText = replacedNumbers(
    body,
    (example) => outOfBoundsFor(example, numbersOutOfBounds),
    (number) => number,
  ).map((variant): Payload => ({
    name: `"${variant.number}" for a number`,
    headers,
    body: encode(variant.body, encoding),
    numberOutOfBounds: true,
  }));
  if (encoding !== 'json') return asText;
  const asNumbers = replacedNumbers(
    body,
    (example) => outOfBoundsFor(example, jsonNumbersOutOfBounds),
    () => rawNumberMarker,
  ).map((variant): Payload => ({
    name: `${variant.number} for a number`,
    headers,
    body: JSON.stringify(variant.body).replace(JSON.stringify(rawNumberMarker), variant.number),
    numberOutOfBounds: true,
  }));
  return [...asText, ...asNumbers];
}

function payloadsFor(route: Route): Payload[] {
  const [path = ''] = route.url.split('?');
  const pathAttacks: Payload[] = [
    { name: 'a bad percent-encoding in the path', headers: {}, url: `${path}%E0%A4%A` },
    { name: 'a 3 KB path segment', headers: {}, url: `${path.replace(/\/[^/]*$/, '')}/${'a'.repeat(3 * 1024)}` },
    { name: 'a NUL in the query', headers: {}, url: `${path}?${route.url.split('?')[1] ?? 'x=1'}&x=a%00b` },
  ];
  if (route.method === 'GET') {
    const query = route.url.split('?')[1] ?? '';
    const poisonedQueries = query
      .split('&')
      .map((pair, index, pairs) =>
        pairs.map((other, otherIndex) => (otherIndex === index ? `${other}%00` : other)).join('&'),
      )
      .map((poisoned, index): Payload => ({
        name: `a NUL in query parameter ${index + 1}`,
        headers: {},
        url: `${path}?${poisoned}`,
      }));
    return [...pathAttacks, ...poisonedQueries, ...numericQueryPayloads(route)];
  }
  const body = route.body ?? {};
  const encoding = route.encoding ?? 'json';
  const typed = (name: string, bodyText: Payload['body'], contentType: string = contentTypes[encoding]): Payload => ({
    name,
    headers: { 'content-type': contentType },
    body: bodyText,
  });
  return [
    ...pathAttacks,
    typed('invalid JSON', '{"a":', 'application/json'),
    typed('an empty JSON body', '', 'application/json'),
    typed('XML', '<?xml version="1.0"?><login><a>1</a></login>', 'application/xml'),
    typed(
      'multipart',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
    ),
    typed('an unknown content type', 'a=1', 'application/x-unknown'),
    typed('a 2 MB body', encode({ ...body, padding: 'a'.repeat(2 * 1024 * 1024) }, encoding)),
    typed('a __proto__ key', '{"__proto__": {"polluted": true}, "a": 1}', 'application/json'),
    typed('a constructor key', '{"constructor": {"prototype": {"polluted": true}}}', 'application/json'),
    ...numericBodyPayloads(body, encoding),
    ...poisonedStrings(body, '\u0000').map((poisoned, index) =>
      typed(`a NUL in string ${index + 1}`, encode(poisoned, encoding)),
    ),
    ...poisonedStrings(body, '\u0007').map((poisoned, index) =>
      typed(`a BEL in string ${index + 1}`, encode(poisoned, encoding)),
    ),
    ...poisonedStrings(body, '\u009B').map((poisoned, index) =>
      typed(`a C1 control in string ${index + 1}`, encode(poisoned, encoding)),
    ),
  ];
}

/** What no error body may contain: stack frames, SQL, driver messages, Fastify's internal codes. */
const internals =
  /\bat .+\(.+:\d+:\d+\)|stack|select |insert |invalid byte sequence|syntax for type|FST_|TypeError|ReferenceError/i;

describe('malformed input to every route of every service', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createSeededTestApp();
  });
  afterAll(() => server.app.close());

  for (const service of services) {
    const cases = service.routes.flatMap((route) => payloadsFor(route).map((payload) => ({ route, payload })));
    it(`${service.name}: ${cases.length} malformed requests to ${service.routes.length} routes each get a 4xx in the service's shape`, async () => {
      const failures: string[] = [];
      for (const { route, payload } of cases) {
        const response = await server.app.inject({
          method: route.method,
          url: payload.url ?? route.url,
          headers: { ...route.headers, ...payload.headers },
          ...(payload.body === undefined ? {} : { payload: payload.body }),
        });
        const label = `${route.method} ${route.url.split('?')[0]} with ${payload.name}`;
        if (route.unknownTokensAreAnsweredOk && response.statusCode === 200 && response.body === '') continue;
        let body: unknown;
        try {
          body = response.json();
        } catch {
          failures.push(`${label}: not JSON (${response.statusCode}): ${response.body.slice(0, 120)}`);
          continue;
        }
        // Routes under the same prefix may word errors in the service's other shape (experience: sap or plain).
        const shapeMatches =
          z.safeParse(shapes[route.shape], body).success ||
          (z.safeParse(shapes.plain, body).success && route.shape === 'sap');
        if (response.statusCode < 400 || response.statusCode >= 500)
          failures.push(`${label}: status ${response.statusCode}: ${response.body.slice(0, 160)}`);
        else if (payload.numberOutOfBounds && response.statusCode !== 400)
          failures.push(`${label}: status ${response.statusCode}, not refused by validation`);
        else if (!shapeMatches)
          failures.push(`${label}: not in the ${route.shape} shape: ${response.body.slice(0, 160)}`);
        else if (internals.test(response.body))
          failures.push(`${label}: internals in the body: ${response.body.slice(0, 160)}`);
        else if (response.headers['x-content-type-options'] !== 'nosniff') failures.push(`${label}: no nosniff header`);
      }
      expect(failures).toEqual([]);
      const health = await server.app.inject({ url: service.health });
      expect(health.statusCode).toBe(200);
    });
  }
});
