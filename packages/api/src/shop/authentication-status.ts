import { ApiError, type FetchFunction, send } from '../api-error.ts';

export type ShopSessionStatus = 'valid' | 'expired';

/** `GET <site prefix>/e/authentication/status`: 200 is a valid shop session, 401 an expired one. */
export function requestAuthenticationStatus(fetchFunction: FetchFunction, sitePathPrefix: string, signal?: AbortSignal) {
  return send(fetchFunction, `${sitePathPrefix}/e/authentication/status`, {
    credentials: 'include',
    signal: signal ?? null,
    headers: { accept: 'application/json' },
  });
}

export function processAuthenticationStatusResponse(response: Response): ShopSessionStatus {
  if (response.ok) return 'valid';
  if (response.status === 401) return 'expired';
  throw new ApiError('http_error', `authentication status answered ${response.status}`, response.status);
}
