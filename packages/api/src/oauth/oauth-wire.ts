import type { JsonSchema } from '../json-schema-check.ts';

/**
 * The wire contract of the authorization server (node-oidc-provider under /oauth) and of the legacy auth proxy that
 * forwards to it: RFC 6749 requests and answers. The server declares these as its routes' schemas; the browser types
 * its requests by them and checks the token answer with `tokenResponse` (json-schema-check.ts).
 */

const text = { type: 'string' } as const;

/** RFC 6749 §5.2: every refusal of both services. */
export const oauthErrorResponse = {
  type: 'object',
  properties: { error: text, error_description: text },
  required: ['error'],
} as const satisfies JsonSchema;

/** RFC 6749 §5.1: the token endpoint's answer to a code exchange. */
export const tokenResponse = {
  type: 'object',
  properties: {
    access_token: text,
    token_type: text,
    expires_in: { type: 'number' },
    refresh_token: text,
    id_token: text,
    scope: text,
  },
  required: ['access_token', 'token_type'],
} as const satisfies JsonSchema;

/** What the token endpoint answers: a token, or a refusal. */
export const tokenEndpointResponse = { anyOf: [tokenResponse, oauthErrorResponse] } as const satisfies JsonSchema;

/** A redirect: no body, the Location header is the answer. */
export const redirectResponse = { description: 'a redirect; the Location header is the answer' } as const;

/** The authorization code flow's token request (RFC 6749 §4.1.3 with PKCE, RFC 7636 §4.5), form-encoded. */
export const codeExchangeRequestBody = {
  type: 'object',
  properties: {
    grant_type: { const: 'authorization_code' },
    code: { type: 'string', minLength: 1, maxLength: 500 },
    redirect_uri: { type: 'string', maxLength: 500 },
    client_id: { type: 'string', maxLength: 100 },
    code_verifier: { type: 'string', maxLength: 128 },
  },
  required: ['grant_type', 'code', 'redirect_uri', 'client_id', 'code_verifier'],
} as const;

/** The authorization request (RFC 6749 §4.1.1 with PKCE, RFC 7636 §4.3), in the query of `<oauth>/auth`. */
export const authorizationRequestQuery = {
  type: 'object',
  properties: {
    response_type: { const: 'code' },
    client_id: { type: 'string', maxLength: 100 },
    redirect_uri: { type: 'string', maxLength: 500 },
    scope: { type: 'string', maxLength: 500 },
    state: { type: 'string', maxLength: 500 },
    code_challenge: { type: 'string', maxLength: 128 },
    code_challenge_method: { const: 'S256' },
  },
  required: ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'],
} as const;

/** The interaction of an authorization request (`<oauth>/interaction/:uid`), named in the path. */
export const interactionParams = {
  type: 'object',
  properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['uid'],
} as const;

/**
 * What node-oidc-provider answers itself (its discovery document, keys, token and revocation answers, redirects of
 * the authorization endpoint): the route hands the request over, so Fastify serialises nothing; refusals are RFC 6749.
 */
export const authorizationServerResponses = {
  '2xx': { description: "node-oidc-provider's own answer (JSON)" },
  '3xx': redirectResponse,
  '4xx': oauthErrorResponse,
  '5xx': oauthErrorResponse,
} as const;

/** The legacy auth proxy's start of the flow (`<auth proxy>/authorize`): the proxy adds the PKCE pair and state. */
export const authProxyAuthorizeQuery = {
  type: 'object',
  properties: {
    client_id: { type: 'string', maxLength: 100 },
    response_type: { type: 'string', maxLength: 100 },
    scope: { type: 'string', maxLength: 500 },
    redirect_uri: { type: 'string', maxLength: 500 },
  },
  required: ['client_id', 'response_type', 'redirect_uri'],
} as const;

/** `<auth proxy>/token`: the code, redeemed with the verifier the proxy kept (its flow cookie names it). */
export const authProxyTokenRequestBody = {
  type: 'object',
  properties: {
    org: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    code: { type: 'string', minLength: 1, maxLength: 500 },
    grant_type: { const: 'authorization_code' },
    redirect_uri: { type: 'string', maxLength: 500 },
  },
  required: ['org', 'code', 'grant_type', 'redirect_uri'],
} as const;

export const authProxyLogoutResponse = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['logged-out'] } },
  required: ['status'],
} as const satisfies JsonSchema;
