import type { MarketingConsentRecord } from '@shopfront/core';
import { type FetchFunction, discardBody, readJson, send } from '../api-error.ts';
import { type FromSchema, safeCheck } from '../json-schema-check.ts';
import {
  type ConsentContext,
  type SetAccountInfoRequest,
  type SetFullAccountInfoRequest,
  type SetLiteAccountInfoRequest,
  type confirmNewsletterRoute,
  accountInfoSchema,
  marketingRecordSchema,
} from './account-contract.ts';
import { sapErrorSchema } from './experience-errors.ts';
import { ExperienceApiError } from './session-client.ts';

/** Throws the `sap_` code the experience API answered with, and its message for §8's "server's message". */
export async function failure(response: Response): Promise<never> {
  const parsed = safeCheck(sapErrorSchema, await response.json().catch(() => undefined));
  throw new ExperienceApiError(
    response.status,
    parsed.success ? parsed.data.errorCode : `http_${response.status}`,
    parsed.success ? parsed.data.errorMessage : undefined,
  );
}

function postJson(fetchFunction: FetchFunction, url: string, body: object): Promise<Response> {
  return send(fetchFunction, url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export type AccountInfo = FromSchema<typeof accountInfoSchema>;

/** Where a consent change was made; the server records it with the change. */
export type { ConsentContext };

export type AccountInfoSection = 'profile' | 'data' | 'preferences' | 'subscriptions';

/** CDC getAccountInfo of the signed-in customer, through the experience API. */
export async function fetchAccountInfo(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  include: readonly AccountInfoSection[],
): Promise<AccountInfo> {
  const response = await postJson(fetchFunction, `${experienceApiHost}cdc/accounts.getAccountInfo`, {
    include: include.join(','),
  });
  if (!response.ok) await failure(response);
  return readJson(response, (value) => safeCheck(accountInfoSchema, value));
}

/** A consent or birth-date change: the locale the customer saw the wording in and where it was made are always sent. */
export type AccountInfoUpdate = Omit<SetAccountInfoRequest, 'password' | 'newPassword'> &
  Required<Pick<SetAccountInfoRequest, 'lang' | 'context'>>;

/** CDC setAccountInfo of the signed-in customer: consents, subscriptions, birth date. */
export async function setAccountInfo(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  update: AccountInfoUpdate,
): Promise<void> {
  const response = await postJson(fetchFunction, `${experienceApiHost}cdc/accounts.setAccountInfo`, update);
  if (!response.ok) await failure(response);
  await discardBody(response);
}

function recordOnly(record: MarketingConsentRecord): MarketingConsentRecord {
  const { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted } = record;
  return { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted };
}

/** The marketing consent record of the signed-in customer (`GET newsletter-preferences/account`). */
export async function fetchMarketingConsent(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  uid: string,
): Promise<MarketingConsentRecord> {
  const response = await send(
    fetchFunction,
    `${experienceApiHost}newsletter-preferences/account?${new URLSearchParams({ uid })}`,
    { credentials: 'include' },
  );
  if (!response.ok) await failure(response);
  return recordOnly(await readJson(response, (value) => safeCheck(marketingRecordSchema, value)));
}

/** The record to save, with the account, the market's consent mode and the locale (the US declarations with a grant in the US). */
export type MarketingConsentSave = SetFullAccountInfoRequest & Required<Pick<SetFullAccountInfoRequest, 'lang'>>;

/** Saves the record (`POST newsletter-preferences/setFullAccountInfo`); answers the record as stored. */
export async function saveMarketingConsent(
  fetchFunction: FetchFunction,
  experienceApiHost: string,
  save: MarketingConsentSave,
): Promise<MarketingConsentRecord> {
  const response = await postJson(fetchFunction, `${experienceApiHost}newsletter-preferences/setFullAccountInfo`, save);
  if (!response.ok) await failure(response);
  return recordOnly(await readJson(response, (value) => safeCheck(marketingRecordSchema, value)));
}

/** The address of the customer's consent history (a JSON download). */
export function consentHistoryUrl(experienceApiHost: string): string {
  return `${experienceApiHost}consents/history`;
}

export interface NewsletterEndpoint {
  readonly experienceApiHost: string;
  readonly eComApiKey: string;
}

/** A sign-up from a newsletter form: level one is added on the way, the US declarations are required in the US. */
export type NewsletterSignUp = Omit<SetLiteAccountInfoRequest, 'consentLevelOne'>;

function postToNewsletter(
  fetchFunction: FetchFunction,
  endpoint: NewsletterEndpoint,
  path: string,
  body: SetLiteAccountInfoRequest | FromSchema<typeof confirmNewsletterRoute.body>,
): Promise<Response> {
  return send(fetchFunction, `${endpoint.experienceApiHost}newsletter-preferences/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': endpoint.eComApiKey },
    body: JSON.stringify(body),
  });
}

/** A newsletter sign-up without an account (`setLiteAccountInfo`): the address gets a link to confirm it. */
export async function signUpForNewsletter(
  fetchFunction: FetchFunction,
  endpoint: NewsletterEndpoint,
  signUp: NewsletterSignUp,
): Promise<void> {
  const response = await postToNewsletter(fetchFunction, endpoint, 'setLiteAccountInfo', {
    ...signUp,
    consentLevelOne: true,
  });
  if (!response.ok) await failure(response);
  await discardBody(response);
}

/** The confirmation link's token: the subscription starts now. */
export async function confirmNewsletterSubscription(
  fetchFunction: FetchFunction,
  endpoint: NewsletterEndpoint,
  token: string,
): Promise<void> {
  const response = await postToNewsletter(fetchFunction, endpoint, 'confirm', { token });
  if (!response.ok) await failure(response);
  await discardBody(response);
}
