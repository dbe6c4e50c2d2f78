import { type FetchFunction, discardBody, httpError, send } from '../api-error.ts';

export type ShopSessionStatus = 'valid' | 'expired';

/** `GET <site prefix>/e/authentication/status`: 200 is a valid shop session, 401 an expired one. */
export function requestAuthenticationStatus(
  fetchFunction: FetchFunction,
  sitePathPrefix: string,
  signal?: AbortSignal,
) {
  return send(fetchFunction, `${sitePathPrefix}/e/authentication/status`, {
    credentials: 'include',
    signal: signal ?? null,
    headers: { accept: 'application/json' },
  });
}

export async function processAuthenticationStatusResponse(response: Response): Promise<ShopSessionStatus> {
  if (!response.ok && response.status !== 401) return httpError(response, 'authentication status');
  await discardBody(response);
  return response.ok ? 'valid' : 'expired';
}
