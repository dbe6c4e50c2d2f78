import { authProxyExtraScopes, loginScopes } from '@shopfront/api';
import Provider, { type Account, type ClientMetadata, type ErrorOut } from 'oidc-provider';
import requestContextStorage from 'oidc-provider/lib/helpers/als.js';
import type { MarketConfig } from '../../config/market-config.ts';
import { DatabaseUnavailableError, type Queryable } from '../../db/database.ts';
import { createOidcAdapter } from './oidc-adapter.ts';
import { deriveProviderKeys } from './provider-keys.ts';

/** docs/account-widget.md §9: the identity provider's scopes, then the ones the auth proxy adds. */
export const supportedScopes: readonly string[] = `${loginScopes} ${authProxyExtraScopes}`.split(' ');

/** How long a grant (and the refresh tokens issued under it) lives. */
export const grantLifetimeSeconds = 14 * 24 * 60 * 60;

const lifetimes = {
  authorizationCode: 60,
  accessToken: 60 * 60,
  idToken: 60 * 60,
  refreshToken: 14 * 24 * 60 * 60,
  /** A grant is created per authorization; refresh tokens die with it. */
  grant: grantLifetimeSeconds,
  interaction: 10 * 60,
  /** The provider's own session is never read back (see oauth-plugin.ts); its rows only need to outlive one flow. */
  session: 10 * 60,
} as const;

export interface AuthorizationServerOptions {
  readonly database: Queryable;
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** `${publicOrigin}${basePath}` */
  readonly issuer: string;
  /** Where the plugin serves the interaction endpoint, e.g. /oauth. */
  readonly basePath: string;
  readonly cookieSecret: string;
  readonly clock: () => Date;
}

/** One public client per market: authorization code + PKCE, refresh tokens, no client secret. */
function clientOf(market: MarketConfig): ClientMetadata {
  return {
    client_id: market.clientId,
    redirect_uris: [...market.redirectUris],
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
}

function originOf(uri: string): string | undefined {
  try {
    return new URL(uri).origin;
  } catch {
    return undefined;
  }
}

/**
 * RFC 6749 §4.1.2.1 / §5.2 body. oidc-provider answers a redirect_uri that is not registered with
 * `invalid_redirect_uri` (an RFC 7591 registration code); OAuth clients know it as invalid_request.
 */
function rfc6749ErrorBody(out: ErrorOut): { error: string; error_description?: string } {
  const error = out.error === 'invalid_redirect_uri' ? 'invalid_request' : out.error;
  return out.error_description === undefined ? { error } : { error, error_description: out.error_description };
}

/** RFC 6749 §4.1.2.1 and §5.2's answer while the database cannot be reached: try again later. */
export const temporarilyUnavailable = {
  error: 'temporarily_unavailable',
  error_description: 'the service is unavailable, try again later',
} as const;

/** oidc-provider answers any fault of ours 500 server_error: one of the database is a 503 the client may retry. */
function answerUnavailability(ctx: { status: number; body: unknown; type: string }, error: unknown): boolean {
  if (!(error instanceof DatabaseUnavailableError)) return false;
  ctx.type = 'application/json';
  ctx.status = 503;
  ctx.body = temporarilyUnavailable;
  return true;
}

function isErrorOut(body: unknown): body is ErrorOut {
  return typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string';
}

interface AccountRow {
  readonly uid: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

async function findAccount(database: Queryable, uid: string): Promise<Account | undefined> {
  const [row] = await database.query<AccountRow>(
    `select uid, email, first_name as "firstName", last_name as "lastName" from accounts where uid = $1`,
    [uid],
  );
  if (!row) return undefined;
  return {
    accountId: row.uid,
    // oidc-provider keeps only the claims of the granted scopes (the `claims` map below).
    claims: () => ({
      sub: row.uid,
      email: row.email,
      ...(row.firstName ? { given_name: row.firstName } : {}),
      ...(row.lastName ? { family_name: row.lastName } : {}),
    }),
  };
}

/**
 * oidc-provider runs each of its requests inside an AsyncLocalStorage so that configuration functions can be handed the
 * request (`ctx`) where it calls them from deep inside a model: token lifetimes, opaque-token length, extra token
 * claims, pairwise subjects, JWT access-token customizers. This configuration uses none of them as functions (numbers
 * for the lifetimes and the default token length, no extra claims, no pairwise subjects, opaque tokens only), so the
 * storage holds nothing anyone reads. Up to Node 22 AsyncLocalStorage is built on promise hooks: its first `run()`
 * switches them on for the whole process, for good, and after the first OAuth request every promise of every service
 * paid for them (≈ 7 µs of CPU per session check, docs/performance.md). There the callback is run without the storage.
 * Node 24 builds the storage on async context frames, which cost nothing measurable (the figures are in
 * docs/decisions/014-oidc-provider-request-context.md): the library runs as written. A configuration function added
 * later that needs `ctx` must be given it otherwise (a closure) as long as Node 22 is supported
 * (request-context-patch.test.ts fails when an option that would read `ctx` is a function).
 */
if (Number(process.versions.node.split('.')[0]) < 24) {
  requestContextStorage.run = (_store, callback, ...args) => callback(...args);
}

/**
 * node-oidc-provider configured as this shop's OAuth 2.0 authorization server: authorization code with
 * PKCE S256 only, opaque access tokens, refresh tokens, every artifact in PostgreSQL.
 */
export function createAuthorizationServer(options: AuthorizationServerOptions): Provider {
  const { database, markets, issuer, basePath } = options;
  const keys = deriveProviderKeys(options.cookieSecret);
  // Every navigation that carries these cookies starts on the shop's own site (the login dialog, the resume after the
  // interaction), so Strict loses nothing; Secure like every other cookie of the server, on http://localhost too
  // (sessions/session-cookie.ts). See docs/decisions/006-sessions-and-cookies.md.
  const cookieOptions = { httpOnly: true, sameSite: 'strict', secure: true, signed: true } as const;

  const provider = new Provider(issuer, {
    adapter: createOidcAdapter(database, options.clock),
    clients: [...markets.values()].map(clientOf),
    clientDefaults: { id_token_signed_response_alg: 'EdDSA' },
    enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys, long: cookieOptions, short: cookieOptions },
    responseTypes: ['code'],
    // The browsers are public clients: no client secrets, no signed client assertions.
    clientAuthMethods: ['none'],
    // RFC 7636 S256 (the only method oidc-provider v9 implements) on every authorization request.
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: supportedScopes,
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['given_name', 'family_name'],
      customer_data: ['given_name', 'family_name'],
    },
    findAccount: (_ctx, sub) => findAccount(database, sub),
    // Only what the shop's public clients use is switched on: code flow, PKCE, query response mode, refresh, revocation.
    features: {
      devInteractions: { enabled: false },
      dPoP: { enabled: false },
      pushedAuthorizationRequests: { enabled: false },
      introspection: { enabled: false },
      resourceIndicators: { enabled: false },
      // A public client may revoke only its own tokens (anything else is silently ignored, RFC 7009 §2.2).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: { enabled: false },
      userinfo: { enabled: true },
    },
    interactions: { url: (_ctx, interaction) => `${basePath}/interaction/${interaction.uid}` },
    // Refresh tokens without offline_access (the shop's scopes do not ask for it), independent of the
    // provider's browser session, which this server does not use to remember logins.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    clientBasedCORS: (_ctx, origin, client) => client.redirectUris.some((uri) => originOf(uri) === origin),
    renderError: (ctx, out, error) => {
      if (answerUnavailability(ctx, error)) return;
      ctx.type = 'application/json';
      ctx.body = rfc6749ErrorBody(out);
    },
    ttl: {
      AccessToken: lifetimes.accessToken,
      AuthorizationCode: lifetimes.authorizationCode,
      IdToken: lifetimes.idToken,
      RefreshToken: lifetimes.refreshToken,
      Grant: lifetimes.grant,
      Interaction: lifetimes.interaction,
      Session: lifetimes.session,
    },
  });

  // The plugin hands every request over with X-Forwarded-Proto/-Host set from the issuer: endpoint URLs
  // and the secure-cookie decision then follow the configured public origin, not the socket.
  provider.proxy = true;
  // Koa's cookie jar refuses to set a Secure cookie unless the request counts as secure (Koa passes request.secure to
  // `cookies`, which otherwise throws "Cannot send secure cookie over unencrypted connection"), and oidc-provider
  // builds its jar from this provider's request prototype (app.request). The browser's side of every request is a
  // secure context: https, or http://localhost, which browsers treat as secure. Only the cookie jars read `secure`;
  // endpoint URLs follow ctx.protocol, i.e. the X-Forwarded-Proto of the public origin.
  Object.defineProperty(provider.request, 'secure', { get: () => true });
  // The JSON endpoints (token, revocation, userinfo) set their error body themselves, then emit this, synchronously.
  provider.on('server_error', (ctx, error) => answerUnavailability(ctx, error));

  const marketOrigins = new Set([...markets.values()].flatMap((market) => market.redirectUris.map(originOf)));

  provider.use(async (ctx, next) => {
    // fragment and form_post are registered by oidc-provider itself; the clients use query only.
    const responseMode = ctx.query.response_mode;
    if (ctx.path === '/auth' && responseMode !== undefined && responseMode !== 'query') {
      ctx.status = 400;
      ctx.type = 'application/json';
      ctx.set('cache-control', 'no-store');
      ctx.body = { error: 'invalid_request', error_description: 'unsupported response_mode' };
      return;
    }
    await next();
    if (
      ctx.path === '/.well-known/openid-configuration' &&
      ctx.status === 200 &&
      typeof ctx.body === 'object' &&
      ctx.body !== null
    ) {
      ctx.body = { ...ctx.body, response_modes_supported: ['query'] };
    }
    // oidc-provider opens discovery and the JWKS to every origin; only the markets' shop pages call any of it.
    const allowedOrigin = ctx.res.getHeader('access-control-allow-origin');
    if (allowedOrigin !== undefined && !marketOrigins.has(ctx.get('origin'))) {
      for (const header of [
        'access-control-allow-origin',
        'access-control-allow-methods',
        'access-control-allow-headers',
        'access-control-expose-headers',
      ]) {
        ctx.res.removeHeader(header);
      }
    } else if (allowedOrigin === '*') {
      ctx.res.setHeader('access-control-allow-origin', ctx.get('origin'));
      ctx.res.setHeader('vary', 'Origin');
    }
    if (ctx.status === 404 && ctx.body === undefined) {
      ctx.type = 'application/json';
      ctx.body = { error: 'invalid_request', error_description: 'unknown endpoint' };
      ctx.status = 404;
    } else if (isErrorOut(ctx.body) && ctx.body.error === 'invalid_redirect_uri') {
      ctx.body = rfc6749ErrorBody(ctx.body);
    }
  });

  return provider;
}
