import { type FetchFunction, expectSuccessStatus, send } from '../api-error.ts';
import type { FromSchema } from '../json-schema-check.ts';
import type { authProxyAuthorizeQuery, authProxyTokenRequestBody } from '../oauth/oauth-wire.ts';
import { loginScopes } from '../wire-contract.ts';

/** The legacy proxy keeps the PKCE verifier itself: the browser only sends it there and back. */
export function authProxyAuthorizeUrl(request: {
  authProxyBaseUrl: string;
  clientId: string;
  redirectUri: string;
}): string {
  const query: FromSchema<typeof authProxyAuthorizeQuery> = {
    client_id: request.clientId,
    response_type: 'code',
    scope: loginScopes,
    redirect_uri: request.redirectUri,
  };
  return `${request.authProxyBaseUrl}/authorize?${new URLSearchParams(query)}`;
}

export function requestAuthProxyToken(
  fetchFunction: FetchFunction,
  exchange: { authProxyBaseUrl: string; org: string; code: string; redirectUri: string },
) {
  const form: FromSchema<typeof authProxyTokenRequestBody> = {
    org: exchange.org,
    code: exchange.code,
    grant_type: 'authorization_code',
    redirect_uri: exchange.redirectUri,
  };
  return send(fetchFunction, `${exchange.authProxyBaseUrl}/token`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

export async function authProxyLogout(
  fetchFunction: FetchFunction,
  authProxyBaseUrl: string,
  accessToken: string,
): Promise<void> {
  const response = await send(fetchFunction, `${authProxyBaseUrl}/logout`, {
    method: 'POST',
    credentials: 'include',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  await expectSuccessStatus(response, 'auth proxy logout');
}
