import * as z from 'zod/mini';
import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';
import { loginScopes } from '../wire-contract.ts';


export interface AuthorizationRequest {
  readonly authBaseUrl: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly state: string;
  readonly codeChallenge: string;
}

export function authorizationUrl(request: AuthorizationRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    scope: loginScopes,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
  });
  return `${request.authBaseUrl}/auth?${query}`;
}

const tokenSchema = z.looseObject({
  access_token: z.optional(z.string()),
  token_type: z.optional(z.string()),
  expires_in: z.optional(z.number()),
  refresh_token: z.optional(z.string()),
  error: z.optional(z.string()),
  error_description: z.optional(z.string()),
});

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
  const body = await readJson(response, (value) => z.safeParse(tokenSchema, value));
  if (!response.ok || body.error || !body.access_token) {
    throw new OAuthError(body.error ?? 'server_error', body.error_description ?? '');
  }
  return { accessToken: body.access_token, expiresIn: body.expires_in };
}

export function requestCodeExchange(
  fetchFunction: FetchFunction,
  exchange: { authBaseUrl: string; clientId: string; redirectUri: string; code: string; codeVerifier: string },
) {
  return send(fetchFunction, `${exchange.authBaseUrl}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: exchange.code,
      redirect_uri: exchange.redirectUri,
      client_id: exchange.clientId,
      code_verifier: exchange.codeVerifier,
    }).toString(),
  });
}

export { ApiError };
