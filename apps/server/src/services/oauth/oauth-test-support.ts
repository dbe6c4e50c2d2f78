import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type TestApp, createTestApp } from '#test/server/test-app.ts';
import type { MarketConfig } from '../../config/market-config.ts';
import type { Queryable } from '../../db/database.ts';
import { identitySessionCookieName } from '@shopfront/api';

/** Test support for the *.http.test.ts files of this service (no test runner imports here). */

export interface HttpResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
  readonly body: string;
}

export interface HttpRequest {
  readonly method: 'GET' | 'POST' | 'OPTIONS';
  /** Absolute URL. */
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

export type Transport = (request: HttpRequest) => Promise<HttpResponse>;

/** app.inject() for absolute URLs of the app's public origin. */
export function injectTransport(app: FastifyInstance): Transport {
  return async ({ method, url, headers, body }) => {
    const target = new URL(url);
    const response = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: { ...headers },
      ...(body === undefined ? {} : { payload: body }),
    });
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };
}

/** Real HTTP against a listening server. */
export const fetchTransport: Transport = async ({ method, url, headers, body }) => {
  const response = await fetch(url, { method, headers, body, redirect: 'manual' });
  const collected: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    collected[name] = value;
  });
  const setCookies = response.headers.getSetCookie();
  if (setCookies.length > 0) collected['set-cookie'] = setCookies;
  return { status: response.status, headers: collected, body: await response.text() };
};

function headerValues(value: string | string[] | number | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

export interface Hop {
  readonly url: string;
  readonly response: HttpResponse;
}

/** A browser: one cookie jar (paths ignored, so stale cookies are always sent) and redirects followed by hand. */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(private readonly transport: Transport) {}

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private remember(response: HttpResponse): void {
    for (const line of headerValues(response.headers['set-cookie'])) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some(
        (attribute) => /^\s*expires=.*1970/i.test(attribute) || /^\s*max-age=0\b/i.test(attribute),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.transport({
      ...request,
      headers: { accept: 'text/html,*/*', ...request.headers, ...(cookie ? { cookie } : {}) },
    });
    this.remember(response);
    return response;
  }

  /** GETs `url` and follows redirects while they stay inside `within` (an URL prefix); returns every hop. */
  async navigate(url: string, within: string): Promise<{ hops: Hop[]; final: URL | undefined }> {
    const hops: Hop[] = [];
    let next: string | undefined = url;
    while (next !== undefined && next.startsWith(within)) {
      if (hops.length > 10) throw new Error('too many redirects');
      const response = await this.request({ method: 'GET', url: next });
      hops.push({ url: next, response });
      const [location] = headerValues(response.headers.location);
      next =
        response.status >= 300 && response.status < 400 && location !== undefined
          ? new URL(location, next).href
          : undefined;
    }
    return { hops, final: next === undefined ? undefined : new URL(next) };
  }
}

export interface Pkce {
  readonly verifier: string;
  readonly challenge: string;
}

export function newPkce(): Pkce {
  const verifier = randomBytes(45).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

let accountCounter = 0;

/** An account of the market (the identity plugin's table) and, when asked, a live identity-provider session cookie. */
export async function seedAccount(
  database: Queryable,
  market: MarketConfig,
  names: { readonly firstName?: string; readonly lastName?: string } = {},
): Promise<{ uid: string; email: string }> {
  accountCounter += 1;
  const uid = `oauth-test-${randomBytes(6).toString('hex')}-${accountCounter}`;
  const email = `${uid}@example.com`;
  await database.query(
    `insert into accounts (uid, market, email, email_normalized, password_hash, first_name, last_name, locale)
     values ($1, $2, $3, $3, 'not-a-real-hash', $4, $5, 'en-GB')`,
    [uid, market.country, email, names.firstName ?? 'Ada', names.lastName ?? 'Lovelace'],
  );
  return { uid, email };
}

/** Signs the account in at the identity provider: the cookie name and value the browser then carries. */
export async function signIn(
  app: FastifyInstance,
  uid: string,
  market: MarketConfig,
): Promise<{ name: string; value: string }> {
  const value = await app.identitySessions.create(uid, market.apiKey, 3600);
  return { name: identitySessionCookieName(market.apiKey), value };
}

/** A browser (on `transport`, the app itself unless given) carrying the identity-provider session of a new account. */
export async function signedInBrowser(
  app: FastifyInstance,
  database: Queryable,
  market: MarketConfig,
  {
    names,
    transport = injectTransport(app),
  }: { readonly names?: Parameters<typeof seedAccount>[2]; readonly transport?: Transport } = {},
) {
  const account = await seedAccount(database, market, names);
  const cookie = await signIn(app, account.uid, market);
  const browser = new TestBrowser(transport);
  browser.setCookie(cookie.name, cookie.value);
  return { browser, account, cookie };
}

export function authorizationUrl(issuer: string, parameters: Readonly<Record<string, string | undefined>>): string {
  const url = new URL(`${issuer}/auth`);
  for (const [name, value] of Object.entries(parameters)) if (value !== undefined) url.searchParams.set(name, value);
  return url.href;
}

export const form = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export function formBody(fields: Readonly<Record<string, string | undefined>>): string {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  return body.toString();
}

/**
 * The whole code flow for an account already signed in at the identity provider (PKCE S256): the tokens a browser
 * holds after `/login/auth`.
 */
export async function issueTokens(
  app: FastifyInstance,
  database: Queryable,
  market: MarketConfig,
  uid: string,
  issuer: string,
  scope = 'openid customer_data bpdata shop',
): Promise<{ access_token: string; refresh_token: string }> {
  const browser = new TestBrowser(injectTransport(app));
  const cookie = await signIn(app, uid, market);
  browser.setCookie(cookie.name, cookie.value);
  const pkce = newPkce();
  const [redirectUri] = market.redirectUris;
  const { final } = await browser.navigate(
    authorizationUrl(issuer, {
      response_type: 'code',
      client_id: market.clientId,
      redirect_uri: redirectUri,
      scope,
      state: 'state-for-the-test',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }),
    issuer,
  );
  const code = final?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${final?.href ?? 'no redirect'}`);
  const response = await app.inject({
    method: 'POST',
    url: `${new URL(issuer).pathname}/token`,
    headers: form,
    payload: formBody({
      grant_type: 'authorization_code',
      code,
      code_verifier: pkce.verifier,
      redirect_uri: redirectUri,
      client_id: market.clientId,
    }),
  });
  if (response.statusCode !== 200) throw new Error(`token exchange failed: ${response.body}`);
  return response.json();
}

/** The GB market of a test app, its issuer and its first redirect URI: what most OAuth tests start from. */
export function gbAuthorizationSetting(server: {
  config: { markets: ReadonlyMap<string, MarketConfig>; publicOrigin: string; basePaths: { oauth: string } };
}) {
  const market = server.config.markets.get('GB');
  if (!market) throw new Error('GB market missing');
  const [redirectUri] = market.redirectUris;
  if (!redirectUri) throw new Error('GB has no redirect URI');
  return { market, issuer: `${server.config.publicOrigin}${server.config.basePaths.oauth}`, redirectUri };
}

/**
 * For one describe block: the whole server, opened before its tests and closed after them, with its GB authorization
 * setting. Its fields are read inside tests and hooks (they exist from the block's beforeAll on).
 */
export function gbTestAppForSuite() {
  let opened: (TestApp & ReturnType<typeof gbAuthorizationSetting>) | undefined;
  beforeAll(async () => {
    const server = await createTestApp();
    opened = { ...server, ...gbAuthorizationSetting(server) };
  });
  afterAll(() => opened?.app.close());
  const current = () => {
    if (!opened) throw new Error('the test app opens in beforeAll: read it inside a test or hook');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get market() {
      return current().market;
    },
    get issuer() {
      return current().issuer;
    },
  };
}
