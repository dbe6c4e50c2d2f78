import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';
import { loginScopes } from '../wire-contract.ts';
import {
  type authorizationRequestQuery,
  type codeExchangeRequestBody,
  oauthErrorResponse,
  tokenResponse,
} from './oauth-wire.ts';

export interface AuthorizationRequest {
  readonly authBaseUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
}

export function authorizationUrl(request: AuthorizationRequest): string {
  const query: FromSchema<typeof authorizationRequestQuery> = {
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: loginScopes,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  };
  return `${request.authBaseUrl}/auth?${new URLSearchParams(query)}`;
}

/** The token endpoint's answer, a token or a refusal: read as one object, whichever fields it has. */
const tokenOrRefusalSchema = {
  type: 'object',
  properties: { ...tokenResponse.properties, ...oauthErrorResponse.properties },
} as const satisfies JsonSchema;

export interface TokenSet {
  readonly accessToken: string;
  readonly expiresIn: number | undefined;
}

/** An RFC 6749 §5.2 error from the token endpoint, e.g. `invalid_grant`. */
/** An RFC 6749 token-endpoint error: `code` is its `error`, `description` its `error_description`. */
export class OAuthError extends ApiError {
  override readonly name = 'OAuthError';
  constructor(
    code: string,
    readonly description: string,
    status?: number,
  ) {
    super(code, `token endpoint: ${code}`, status);
  }
}

export async function processTokenResponse(response: Response): Promise<TokenSet> {
  const body = await readJson(response, (value) => safeCheck(tokenOrRefusalSchema, value));
  if (!response.ok || body.error || !body.access_token) {
    throw new OAuthError(body.error ?? 'server_error', body.error_description ?? '');
  }
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

export function requestCodeExchange(
  fetchFunction: FetchFunction,
  exchange: { authBaseUrl: string; clientId: string; redirectUri: string; code: string; codeVerifier: string },
) {
  const form: FromSchema<typeof codeExchangeRequestBody> = {
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUri,
    client_id: exchange.clientId,
    code_verifier: exchange.codeVerifier,
  };
  return send(fetchFunction, `${exchange.authBaseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}
