import type { ClubConsentPayload, MarketingConsentRecord } from '@shopfront/core';
import { type FetchFunction, discardBody, readJson, send } from '../api-error.ts';
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';
import { ExperienceApiError } from './session-client.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const number = { type: 'number' } as const;

const sapErrorSchema = { type: 'object', properties: { errorCode: text, errorMessage: text }, required: ['errorCode'], additionalProperties: true } as const satisfies JsonSchema;

/** Throws the `sap_` code the experience API answered with, and its message for §8's "server's message". */
async function failure(response: Response): Promise<never> {
  const parsed = safeCheck(sapErrorSchema, await response.json().catch(() => undefined));
  throw new ExperienceApiError(response.status, parsed.success ? parsed.data.errorCode : `http_${response.status}`, parsed.success ? parsed.data.errorMessage : undefined);
}

function postJson(fetchFunction: FetchFunction, url: string, body: object): Promise<Response> {
  return send(fetchFunction, url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const consentSchema = {
  type: 'object',
  properties: { isConsentGranted: flag, docVersion: text, lastConsentModified: text },
  required: ['isConsentGranted'],
} as const satisfies JsonSchema;
const subscriptionSchema = {
  type: 'object',
  properties: { email: { type: 'object', properties: { isSubscribed: flag, lastUpdatedSubscriptionState: text }, required: ['isSubscribed'] } },
  required: ['email'],
} as const satisfies JsonSchema;

const accountInfoSchema = {
  type: 'object',
  properties: {
    UID: text,
    profile: {
      type: 'object',
      properties: { email: text, firstName: text, lastName: text, birthDay: number, birthMonth: number, birthYear: number },
      required: ['email'],
      additionalProperties: true,
    },
    data: { type: 'object', properties: { clubMember: flag }, additionalProperties: true },
    preferences: { type: 'object', additionalProperties: consentSchema },
    subscriptions: { type: 'object', additionalProperties: subscriptionSchema },
  },
  required: ['UID'],
  additionalProperties: true,
} as const satisfies JsonSchema;

export type AccountInfo = FromSchema<typeof accountInfoSchema>;

/** Where a consent change was made; the server records it with the change. */
export type ConsentContext = 'marketing-dialog' | 'club-dialog' | 'profile-completion' | 'account-dashboard';

export type AccountInfoSection = 'profile' | 'data' | 'preferences' | 'subscriptions';

/** CDC getAccountInfo of the signed-in customer, through the experience API. */
export async function fetchAccountInfo(fetchFunction: FetchFunction, experienceApiHost: string, include: readonly AccountInfoSection[]): Promise<AccountInfo> {
  const response = await postJson(fetchFunction, `${experienceApiHost}cdc/accounts.getAccountInfo`, { include: include.join(',') });
  if (!response.ok) await failure(response);
  return readJson(response, (value) => safeCheck(accountInfoSchema, value));
}

export interface AccountInfoUpdate {
  readonly preferences?: Readonly<Record<string, { readonly isConsentGranted: boolean }>>;
  readonly subscriptions?: Readonly<Record<string, { readonly email: { readonly isSubscribed: boolean } }>>;
  readonly profile?: { readonly birthDay: number; readonly birthMonth: number; readonly birthYear: number };
  /** The locale the customer saw the wording in. */
  readonly lang: string;
  readonly context: ConsentContext;
}

/** CDC setAccountInfo of the signed-in customer: consents, subscriptions, birth date. */
export async function setAccountInfo(fetchFunction: FetchFunction, experienceApiHost: string, update: AccountInfoUpdate | (ClubConsentPayload & Omit<AccountInfoUpdate, 'preferences' | 'subscriptions'>)): Promise<void> {
  const response = await postJson(fetchFunction, `${experienceApiHost}cdc/accounts.setAccountInfo`, update);
  if (!response.ok) await failure(response);
  await discardBody(response);
}

const marketingRecordSchema = {
  type: 'object',
  properties: { consentLevelOne: flag, consentLevelTwo: flag, consentLevelThree: flag, isAgreementAccepted: flag },
  required: ['consentLevelOne', 'consentLevelTwo', 'consentLevelThree', 'isAgreementAccepted'],
} as const satisfies JsonSchema;

function recordOnly(record: MarketingConsentRecord): MarketingConsentRecord {
  const { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted } = record;
  return { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted };
}

/** The marketing consent record of the signed-in customer (`GET newsletter-preferences/account`). */
export async function fetchMarketingConsent(fetchFunction: FetchFunction, experienceApiHost: string, uid: string): Promise<MarketingConsentRecord> {
  const response = await send(fetchFunction, `${experienceApiHost}newsletter-preferences/account?${new URLSearchParams({ uid })}`, { credentials: 'include' });
  if (!response.ok) await failure(response);
  return recordOnly(await readJson(response, (value) => safeCheck(marketingRecordSchema, value)));
}

export interface MarketingConsentSave extends MarketingConsentRecord {
  readonly uid: string;
  readonly hasSingleConsent: boolean;
  readonly lang: string;
  /** The US wording's declarations; required with a grant in the US. */
  readonly isUsResident?: boolean;
  readonly isAdult?: boolean;
}

/** Saves the record (`POST newsletter-preferences/setFullAccountInfo`); answers the record as stored. */
export async function saveMarketingConsent(fetchFunction: FetchFunction, experienceApiHost: string, save: MarketingConsentSave): Promise<MarketingConsentRecord> {
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

export interface NewsletterSignUp {
  readonly email: string;
  readonly lang: string;
  readonly isAgreementAccepted?: boolean;
  /** The US wording's declarations, required in the US. */
  readonly isUsResident?: boolean;
  readonly isAdult?: boolean;
}

function postToNewsletter(fetchFunction: FetchFunction, endpoint: NewsletterEndpoint, path: string, body: object): Promise<Response> {
  return send(fetchFunction, `${endpoint.experienceApiHost}newsletter-preferences/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': endpoint.eComApiKey },
    body: JSON.stringify(body),
  });
}

/** A newsletter sign-up without an account (`setLiteAccountInfo`): the address gets a link to confirm it. */
export async function signUpForNewsletter(fetchFunction: FetchFunction, endpoint: NewsletterEndpoint, signUp: NewsletterSignUp): Promise<void> {
  const response = await postToNewsletter(fetchFunction, endpoint, 'setLiteAccountInfo', { ...signUp, consentLevelOne: true });
  if (!response.ok) await failure(response);
  await discardBody(response);
}

/** The confirmation link's token: the subscription starts now. */
export async function confirmNewsletterSubscription(fetchFunction: FetchFunction, endpoint: NewsletterEndpoint, token: string): Promise<void> {
  const response = await postToNewsletter(fetchFunction, endpoint, 'confirm', { token });
  if (!response.ok) await failure(response);
  await discardBody(response);
}
