import { occLangOf } from '@shopfront/core';
import { ApiError, type FetchFunction, discardBody, readJson, send } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import {
  type addEntryBody,
  type clubMembershipBody,
  type emailChangeBody,
  globalSettingsSchema,
  occErrorSchema,
  pendingEmailChangeSchema,
  userSchema,
} from './commerce-contract.ts';

export interface CommerceEndpoint {
  readonly commerceApiBaseUrl: string;
  readonly siteId: string;
  readonly eComApiKey: string;
}

/** The commerce API of one site in one language (the `lang=language_COUNTRY` of every call). */
export interface CommerceSiteEndpoint extends CommerceEndpoint {
  /** BCP 47, e.g. `fr-BE`; sent as `lang=fr_BE`. */
  readonly locale: string;
}

/** docs/site-shell.md §8: a failed commerce call raises an error carrying the response's data message. */
/** A commerce (OCC) refusal: `code` is the OCC error type (or `http_<status>`), the message the response's. */
export class CommerceApiError extends ApiError {
  override readonly name = 'CommerceApiError';
  constructor(
    override readonly status: number,
    message: string,
    code = `http_${status}`,
  ) {
    super(code, message, status);
  }
}

/** docs/site-shell.md §8: a failed call raises an error carrying the response's message (and its OCC type as the code). */
export async function commerceFailure(response: Response): Promise<never> {
  const body = safeCheck(occErrorSchema, await response.json().catch(() => undefined));
  const first = body.success ? body.data.errors[0] : undefined;
  // An identity-provider refusal passed on by OCC carries its `sap_` code as the reason: that is the code to branch on.
  throw new CommerceApiError(
    response.status,
    first?.message ?? `HTTP ${response.status}`,
    first?.reason ?? first?.type ?? `http_${response.status}`,
  );
}

/**
 * docs/site-shell.md §7: the site's commerce base, the API key header, credentials included, `lang=language_COUNTRY`;
 * a GET unless a body to POST is given.
 */
export function requestCommerce(
  fetchFunction: FetchFunction,
  endpoint: CommerceSiteEndpoint,
  path: string,
  query: Record<string, string>,
  signal: AbortSignal | undefined,
  postBody?: FromSchema<typeof addEntryBody> | Record<never, never>,
): Promise<Response> {
  const search = new URLSearchParams({ ...query, lang: occLangOf(endpoint.locale) });
  const headers: Record<string, string> = { 'x-api-key': endpoint.eComApiKey };
  if (postBody !== undefined) headers['content-type'] = 'application/json';
  return send(fetchFunction, `${endpoint.commerceApiBaseUrl}${endpoint.siteId}/${path}?${search}`, {
    credentials: 'include',
    headers,
    signal: signal ?? null,
    ...(postBody === undefined ? {} : { method: 'POST', body: JSON.stringify(postBody) }),
  });
}

async function get<T>(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
  path: string,
  validate: Parameters<typeof readJson<T>>[1],
  signal?: AbortSignal,
): Promise<T> {
  const response = await send(fetchFunction, `${endpoint.commerceApiBaseUrl}${endpoint.siteId}/${path}`, {
    credentials: 'include',
    headers: { 'x-api-key': endpoint.eComApiKey },
    signal: signal ?? null,
  });
  if (!response.ok) await commerceFailure(response);
  return readJson(response, validate);
}

/** A call to the site's `path` that answers nothing to read; `body`, when there is one, goes as JSON. */
async function change(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
  path: string,
  method: 'POST' | 'DELETE',
  body?: object,
): Promise<void> {
  const apiKey = { 'x-api-key': endpoint.eComApiKey };
  const response = await send(fetchFunction, `${endpoint.commerceApiBaseUrl}${endpoint.siteId}/${path}`, {
    method,
    credentials: 'include',
    ...(body === undefined
      ? { headers: apiKey }
      : { headers: { ...apiKey, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) await commerceFailure(response);
  await discardBody(response);
}

/** docs/account-widget.md §9: 3600 s when the global settings give none. */
export const defaultSessionDurationSeconds = 3600;

export async function fetchSessionDuration(fetchFunction: FetchFunction, endpoint: CommerceEndpoint): Promise<number> {
  try {
    return (
      (await get(fetchFunction, endpoint, 'global-settings', (value) => safeCheck(globalSettingsSchema, value)))
        .cdcSessionDuration ?? defaultSessionDurationSeconds
    );
  } catch (error) {
    if (error instanceof ApiError || error instanceof CommerceApiError) return defaultSessionDurationSeconds;
    throw error;
  }
}

export type CommerceUser = FromSchema<typeof userSchema>;

export function fetchUser(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
  locale: string,
  signal?: AbortSignal,
): Promise<CommerceUser> {
  const query = new URLSearchParams({ fields: 'FULL', lang: occLangOf(locale) });
  return get(fetchFunction, endpoint, `user?${query}`, (value) => safeCheck(userSchema, value), signal);
}

/** Joins (or leaves) the loyalty club: `POST occ/{brand}-{country}/` with the membership flag. */
export async function setClubMembership(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
  clubMember: boolean,
): Promise<void> {
  await change(fetchFunction, endpoint, '', 'POST', { clubMember } satisfies FromSchema<typeof clubMembershipBody>);
}

/** The new login address that waits for its link (`GET occ/{brand}-{country}/email`), or undefined. */
export async function fetchPendingEmailChange(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
): Promise<string | undefined> {
  return (await get(fetchFunction, endpoint, 'email', (value) => safeCheck(pendingEmailChangeSchema, value)))
    .pendingEmail;
}

/** Cancels the change of login address that waits for its link (`DELETE occ/{brand}-{country}/email`): its links stop working. */
export async function cancelPendingEmailChange(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
): Promise<void> {
  await change(fetchFunction, endpoint, 'email', 'DELETE');
}

/**
 * Asks for a new login address (`POST occ/{brand}-{country}/email`): it becomes the login once the link mailed to it
 * is opened, and replaces a change that still waits.
 */
export async function requestEmailChange(
  fetchFunction: FetchFunction,
  endpoint: CommerceEndpoint,
  newEmail: string,
): Promise<void> {
  await change(fetchFunction, endpoint, 'email', 'POST', { newEmail } satisfies FromSchema<typeof emailChangeBody>);
}
