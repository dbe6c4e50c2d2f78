import {
  ApiError,
  type FetchFunction,
  discardBody,
  expectSuccessStatus,
  httpError,
  readJson,
  send,
} from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import type { SetAccountInfoRequest } from './account-contract.ts';
import { sapErrorSchema } from './experience-errors.ts';
import { type sessionTokenRoute, sessionStateSchema, verifiedSessionSchema } from './session-contract.ts';

/** An experience API refusal: `code` is the `sap_<code>` it passed on, or `http_<status>`; `serverMessage` its text. */
export class ExperienceApiError extends ApiError {
  override readonly name = 'ExperienceApiError';
  constructor(
    override readonly status: number,
    code: string,
    readonly serverMessage?: string,
  ) {
    super(code, `experience API: ${code}`, status);
  }
}

async function failure(response: Response): Promise<never> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = safeCheck(sapErrorSchema, body);
  throw new ExperienceApiError(response.status, parsed.success ? parsed.data.errorCode : `http_${response.status}`);
}

/** Creates the experience-API session from the access token of the code exchange. */
export async function createExperienceSession(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  accessToken: string,
): Promise<void> {
  const response = await send(fetchFunction, `${experienceApiHost}session/token`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: accessToken } satisfies FromSchema<typeof sessionTokenRoute.body>),
  });
  if (!response.ok) await failure(response);
  await discardBody(response);
}

export async function fetchExperienceSession(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  signal?: AbortSignal,
): Promise<boolean> {
  const response = await send(fetchFunction, `${experienceApiHost}session`, {
    credentials: 'include',
    signal: signal ?? null,
  });
  if (!response.ok) return httpError(response, 'session');
  return (await readJson(response, (value) => safeCheck(sessionStateSchema, value))).auth.authenticated;
}

export async function experienceLogout(fetchFunction: FetchFunction, experienceApiHost: string): Promise<void> {
  const response = await send(fetchFunction, `${experienceApiHost}session/logout`, { credentials: 'include' });
  await expectSuccessStatus(response, 'session logout');
}

export type SessionVerification = { readonly kind: 'valid'; readonly uid: string } | { readonly kind: 'invalid' };

/** docs/account-widget.md §6: every account call first verifies the session; 401 means the user must log in again. */
export async function verifySession(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
): Promise<SessionVerification> {
  const response = await send(fetchFunction, `${experienceApiHost}cdc/accounts.session.verify`, {
    method: 'POST',
    credentials: 'include',
  });
  if (response.status === 401) {
    await discardBody(response);
    return { kind: 'invalid' };
  }
  if (!response.ok) await failure(response);
  const body = await readJson(response, (value) => safeCheck(verifiedSessionSchema, value));
  return { kind: 'valid', uid: body.UID };
}

/** Change password of the signed-in customer; a refusal throws ExperienceApiError with its `sap_` code. */
export async function changePassword(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  passwords: Required<Pick<SetAccountInfoRequest, 'password' | 'newPassword'>>,
): Promise<void> {
  const response = await send(fetchFunction, `${experienceApiHost}cdc/accounts.setAccountInfo`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(passwords),
  });
  if (!response.ok) await failure(response);
  await discardBody(response);
}
