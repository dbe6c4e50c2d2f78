import { type FetchFunction, expectSuccessStatus, send } from '../api-error.ts';
import { defaultExperienceApiHost } from './experience-request.ts';

/**
 * `POST <experience API>privacy/do-not-sell` (US: the footer's Do Not Sell My Information button): records the
 * opt-out for the visitor (a cookie) and, when signed in, for the account. JSON `{}` with credentials; 204 on success.
 */
export function requestDoNotSell(
  fetchFunction: FetchFunction,
  experienceApiHost: string = defaultExperienceApiHost,
  signal?: AbortSignal,
): Promise<Response> {
  return send(fetchFunction, `${experienceApiHost}privacy/do-not-sell`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: signal ?? null,
  });
}

/** Resolves when the opt-out was recorded (any 2xx); ApiError `http_error` with the status otherwise. */
export function processDoNotSell(response: Response): Promise<void> {
  return expectSuccessStatus(response, 'do-not-sell');
}
