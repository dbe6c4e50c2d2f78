import type { IncomingMessage } from 'node:http';
import { authorizationServerResponses, interactionParams } from '@shopfront/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { DatabaseUnavailableError } from '../../db/database.ts';
import { oauthShape } from '../../http/oauth-shape.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { answerErrorsIn } from '../../http/wire-shape.ts';
import { grantTypeLabel, type TokenRequestOutcome } from '../../metrics/server-metrics.ts';
import { registerHealthRoute } from '../health.ts';
import { createAuthorizationServer, temporarilyUnavailable } from './authorization-server.ts';
import { completeInteraction, sendJson } from './complete-interaction.ts';
import { logSafeError } from './log-safe-error.ts';
import { createOAuthTokens, type OAuthTokens } from './oauth-tokens.ts';
import { withoutCookies } from './request-cookies.ts';
import type { ResolveSignedInAccount, SignedInLogin } from './signed-in-account.ts';
import type { ServiceOptions } from '../../http/service-options.ts';

export type { AccessTokenInfo, OAuthTokens } from './oauth-tokens.ts';
export { grantLifetimeSeconds } from './authorization-server.ts';
export { createSignedInAccountResolver, type ResolveSignedInAccount, type SignedInLogin } from './signed-in-account.ts';

/** The issuer is `publicOrigin` plus the plugin's prefix. */
export interface OAuthPluginOptions extends ServiceOptions {
  readonly cookieSecret: string;
  readonly resolveSignedInAccount: ResolveSignedInAccount;
  /** Hears each grant the interaction issues, with its login (a grant lives `grantLifetimeSeconds`). */
  readonly onGrantIssued?: (grantId: string, login: SignedInLogin) => Promise<void>;
  /** Hears every token endpoint request's grant type (`other` beyond the known ones) and outcome (the metrics). */
  readonly onTokenRequest?: (grantType: string, outcome: TokenRequestOutcome) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Validates access tokens issued by the OAuth authorization server (for the experience API). */
    readonly oauthTokens: OAuthTokens;
  }
}

const defaultBasePath = '/oauth';

/** The provider is mounted as Koa's request listener: it reads the raw request itself. */
function handOver(
  request: FastifyRequest,
  reply: FastifyReply,
  basePath: string,
  publicIssuer: URL,
  sessionCookie: string,
): IncomingMessage {
  reply.hijack();
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  const url = raw.url ?? '/';
  // docs: Mounting oidc-provider (hapi, nest): the provider sees the path below its mount point.
  raw.originalUrl = url;
  raw.url = url.startsWith(basePath) ? url.slice(basePath.length) || '/' : url;
  if (!raw.url.startsWith('/')) raw.url = `/${raw.url}`;
  // URLs and cookie security follow the configured public origin; nothing the client sent is trusted.
  raw.headers['x-forwarded-proto'] = publicIssuer.protocol.slice(0, -1);
  raw.headers['x-forwarded-host'] = publicIssuer.host;
  delete raw.headers['x-forwarded-for'];
  // Logins are recognised from the identity provider's session on every authorization request (the
  // interaction), never from the provider's own session cookie: after a logout, or a login as someone
  // else, that cookie would otherwise still issue codes for the previous account.
  const cookie = withoutCookies(raw.headers.cookie, [sessionCookie]);
  if (cookie === undefined) delete raw.headers.cookie;
  else raw.headers.cookie = cookie;
  // The provider writes the response itself: onSend hooks never see it.
  reply.raw.setHeader('x-request-id', request.id);
  reply.raw.setHeader('x-content-type-options', 'nosniff');
  return raw;
}

const authorizationServerRoutes: TypedPlugin<OAuthPluginOptions> = async (app, options) => {
  const basePath = app.prefix;
  const issuer = `${options.publicOrigin.replace(/\/+$/, '')}${basePath}`;
  const publicIssuer = new URL(issuer);
  const provider = createAuthorizationServer({
    database: options.database,
    markets: options.markets,
    issuer,
    basePath,
    cookieSecret: options.cookieSecret,
    clock: options.clock,
  });
  // Errors only: oidc-provider's events carry tokens and codes in their payloads, so nothing else is logged.
  provider.on('server_error', (_ctx, error) => app.log.error({ err: logSafeError(error) }, 'oauth server error'));
  provider.on('error', (error) => app.log.error({ err: logSafeError(error) }, 'oauth request failed'));
  const { onTokenRequest } = options;
  if (onTokenRequest) {
    provider.on('grant.success', (ctx) => onTokenRequest(grantTypeLabel(ctx.oidc.params?.grant_type), 'issued'));
    provider.on('grant.error', (ctx) => onTokenRequest(grantTypeLabel(ctx.oidc.params?.grant_type), 'refused'));
  }
  const callback = provider.callback();
  const sessionCookie = provider.cookieName('session');
  const marketsByClientId = new Map([...options.markets.values()].map((market) => [market.clientId, market]));

  answerErrorsIn(app, oauthShape('oauth'));
  registerHealthRoute(app, 'oauth', options.database);

  // oidc-provider parses the bodies it accepts (the token and revocation forms) from the raw stream.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.get(
    '/interaction/:uid',
    { schema: { params: interactionParams, response: authorizationServerResponses }, exposeHeadRoute: false },
    async (request, reply) => {
      const raw = handOver(request, reply, basePath, publicIssuer, sessionCookie);
      const { uid } = request.params;
      try {
        await completeInteraction(
          {
            provider,
            marketsByClientId,
            resolveSignedInAccount: options.resolveSignedInAccount,
            ...(options.onGrantIssued ? { onGrantIssued: options.onGrantIssued } : {}),
            log: request.log,
          },
          raw,
          reply.raw,
          uid,
        );
      } catch (error) {
        request.log.error({ err: logSafeError(error) }, 'oauth interaction failed');
        if (reply.raw.headersSent) reply.raw.end();
        else if (error instanceof DatabaseUnavailableError) sendJson(reply.raw, 503, temporarilyUnavailable);
        else
          sendJson(reply.raw, 500, {
            error: 'server_error',
            error_description: 'the authorization request could not be completed',
          });
      }
    },
  );

  // Everything else under the base path is node-oidc-provider: /auth, /token, /token/revocation,
  // /.well-known/openid-configuration, /jwks, /me.
  app.all('/*', { schema: { response: authorizationServerResponses } }, async (request, reply) => {
    const raw = handOver(request, reply, basePath, publicIssuer, sessionCookie);
    await callback(raw, reply.raw);
  });
};

/**
 * OAuth 2.0 authorization server (authorization code + PKCE S256) on node-oidc-provider, under the
 * prefix it is registered with. Registered with fastify-plugin so `oauthTokens` is visible to the other
 * services; the routes themselves live in an encapsulated child with the prefix.
 */
export const oauthPlugin = fastifyPlugin<OAuthPluginOptions & { readonly prefix?: string }>(
  async (app, { prefix, ...options }) => {
    app.decorate('oauthTokens', createOAuthTokens(options.database, options.clock));
    await app.register(authorizationServerRoutes, { ...options, prefix: prefix ?? defaultBasePath });
  },
  { name: 'oauth', fastify: '5.x' },
);
