import {
  authProxyAuthorizeQuery,
  authProxyExtraScopes,
  authProxyLogoutResponse,
  authProxyTokenRequestBody,
  loginScopes,
  oauthErrorResponse,
  redirectResponse,
  checkedCopy,
  tokenEndpointResponse,
  tokenResponse,
} from '@shopfront/api';
import { createPkcePair, createState } from '@shopfront/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MarketConfig } from '../../config/market-config.ts';
import { oauthError } from '../../http/oauth-shape.ts';
import { fieldOf } from '../../http/request-fields.ts';
import type { TypedPlugin } from '../../http/typed-plugin.ts';
import { sessionCookieOptions } from '../../sessions/session-cookie.ts';

export interface ProxyRoutesOptions {
  readonly markets: ReadonlyMap<string, MarketConfig>;
  /** Where the authorization server is mounted on this server, e.g. /oauth. */
  readonly oauthBasePath: string;
  readonly publicOrigin: string;
}

const authProxyFlowCookieName = 'auth_proxy_flow';
/** docs/account-widget.md §9: the auth proxy adds its scopes to the login scopes. */
const proxyScopes = `${loginScopes} ${authProxyExtraScopes}`;

const refusals = { '4xx': oauthErrorResponse, '5xx': oauthErrorResponse } as const;

/**
 * RFC 6749 §5.2: a grant type the endpoint does not serve is answered `unsupported_grant_type` whatever else the request
 * lacks, as the authorization server's own token endpoint does; the schema's checks of the other fields come after.
 */
function refuseUnsupportedGrantType(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  const grantType = fieldOf(request.body, 'grant_type');
  done(
    typeof grantType === 'string' && grantType !== 'authorization_code'
      ? oauthError(400, 'unsupported_grant_type', 'Only grant_type=authorization_code is supported')
      : undefined,
  );
}

/** A flow is the few minutes of one sign-in in the browser. */
const flowLifetimeSeconds = 10 * 60;

/**
 * The proxied code flow: `authorize` starts it with a verifier the proxy keeps (a flow cookie names it), `token`
 * redeems the code with that verifier, `logout` revokes the access token.
 */
export const proxyRoutes: TypedPlugin<ProxyRoutesOptions> = async (app, { markets, oauthBasePath, publicOrigin }) => {
  const { singleUseTokens } = app;
  const marketsByClientId = new Map([...markets.values()].map((market) => [market.clientId, market]));
  const cookieDomain = new URL(publicOrigin).hostname;

  app.get(
    '/authorize',
    { schema: { querystring: authProxyAuthorizeQuery, response: { 303: redirectResponse, ...refusals } } },
    async (request, reply) => {
      const market = marketsByClientId.get(request.query.client_id);
      if (!market) throw oauthError(400, 'invalid_client', 'Unknown client');
      if (!market.redirectUris.includes(request.query.redirect_uri)) {
        throw oauthError(400, 'invalid_request', 'redirect_uri is not registered for this client');
      }
      // RFC 6749 §4.1.2.1 and §5.2 name a value the server does not support apart from a malformed request.
      if (request.query.response_type !== 'code')
        throw oauthError(400, 'unsupported_response_type', 'Only response_type=code is supported');
      const { verifier, challenge } = await createPkcePair();
      const flowId = await singleUseTokens.issue('auth-proxy-flow', market.clientId, flowLifetimeSeconds, {
        redirectUri: request.query.redirect_uri,
        codeVerifier: verifier,
      });
      reply.setCookie(authProxyFlowCookieName, flowId, sessionCookieOptions(cookieDomain));
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: market.clientId,
        redirect_uri: request.query.redirect_uri,
        scope: proxyScopes,
        state: createState(),
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return reply.redirect(`${oauthBasePath}/auth?${query}`, 303);
    },
  );

  app.post(
    '/token',
    {
      schema: { body: authProxyTokenRequestBody, response: { 200: tokenResponse, ...refusals } },
      preValidation: refuseUnsupportedGrantType,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const flowId = request.cookies[authProxyFlowCookieName];
      const taken = flowId ? await singleUseTokens.consume('auth-proxy-flow', flowId) : undefined;
      const flow = taken && { clientId: taken.subject, ...taken.payload };
      reply.clearCookie(authProxyFlowCookieName, sessionCookieOptions(cookieDomain));
      const market = flow && marketsByClientId.get(flow.clientId);
      if (!flow || !market) throw oauthError(400, 'invalid_grant', 'No authorization in progress for this browser');
      if (market.country !== request.body.org.toUpperCase() || flow.redirectUri !== request.body.redirect_uri) {
        throw oauthError(400, 'invalid_grant', 'org or redirect_uri does not match the authorization');
      }
      const exchange = await app.inject({
        method: 'POST',
        url: `${oauthBasePath}/token`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'authorization_code',
          code: request.body.code,
          redirect_uri: flow.redirectUri,
          client_id: flow.clientId,
          code_verifier: flow.codeVerifier,
        }).toString(),
      });
      // The authorization server's answer (a token, or its RFC 6749 refusal), checked against the contract it passes on.
      return reply
        .code(exchange.statusCode)
        .type('application/json')
        .send(checkedCopy(exchange.json(), tokenEndpointResponse));
    },
  );

  app.post('/logout', { schema: { response: { 200: authProxyLogoutResponse, ...refusals } } }, async (request) => {
    const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw oauthError(401, 'invalid_token', 'A bearer token is required');
    const accessToken = await app.oauthTokens.findAccessToken(token);
    if (accessToken) {
      await app.inject({
        method: 'POST',
        url: `${oauthBasePath}/token/revocation`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          token,
          token_type_hint: 'access_token',
          client_id: accessToken.clientId,
        }).toString(),
      });
    }
    return { status: 'logged-out' as const };
  });
};
