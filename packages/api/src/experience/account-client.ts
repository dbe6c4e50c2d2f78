import * as z from 'zod/mini';
import type { ClubConsentPayload, MarketingConsentRecord } from '@shopfront/core';
import { type FetchFunction, readJson, send } from '../api-error.ts';
import { ExperienceApiError } from './session-client.ts';

const sapErrorSchema = z.looseObject({ errorCode: z.string(), errorMessage: z.optional(z.string()) });

/** Throws the `sap_` code the experience API answered with, and its message for §8's "server's message". */
async function failure(response: Response): Promise<never> {
  const parsed = z.safeParse(sapErrorSchema, await response.json().catch(() => undefined));
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

const consentSchema = z.object({ isConsentGranted: z.boolean(), docVersion: z.optional(z.string()), lastConsentModified: z.optional(z.string()) });
const subscriptionSchema = z.object({ email: z.object({ isSubscribed: z.boolean(), lastUpdatedSubscriptionState: z.optional(z.string()) }) });

const accountInfoSchema = z.looseObject({
  UID: z.string(),
  profile: z.optional(
    z.looseObject({
      email: z.string(),
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      birthDay: z.optional(z.number()),
      birthMonth: z.optional(z.number()),
      birthYear: z.optional(z.number()),
    }),
  ),
  data: z.optional(z.looseObject({ clubMember: z.optional(z.boolean()) })),
  preferences: z.optional(z.record(z.string(), consentSchema)),
  subscriptions: z.optional(z.record(z.string(), subscriptionSchema)),
});

export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** Where a consent change was made; the server records it with the change. */
export type ConsentContext = 'marketing-dialog' | 'club-dialog' | 'profile-completion' | 'account-dashboard';

export type AccountInfoSection = 'profile' | 'data' | 'preferences' | 'subscriptions';

/** CDC getAccountInfo of the signed-in customer, through the experience API. */
export async function fetchAccountInfo(fetchFunction: FetchFunction, experienceApiHost: string, include: readonly AccountInfoSection[]): Promise<AccountInfo> {
  const response = await postJson(fetchFunction, `${experienceApiHost}cdc/accounts.getAccountInfo`, { include: include.join(',') });
  if (!response.ok) await failure(response);
  return readJson(response, (value) => z.safeParse(accountInfoSchema, value));
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
}

const marketingRecordSchema = z.object({
  consentLevelOne: z.boolean(),
  consentLevelTwo: z.boolean(),
  consentLevelThree: z.boolean(),
  isAgreementAccepted: z.boolean(),
});

function recordOnly(record: MarketingConsentRecord): MarketingConsentRecord {
  const { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted } = record;
  return { consentLevelOne, consentLevelTwo, consentLevelThree, isAgreementAccepted };
}

/** The marketing consent record of the signed-in customer (`GET newsletter-preferences/account`). */
export async function fetchMarketingConsent(fetchFunction: FetchFunction, experienceApiHost: string, uid: string): Promise<MarketingConsentRecord> {
  const response = await send(fetchFunction, `${experienceApiHost}newsletter-preferences/account?${new URLSearchParams({ uid })}`, { credentials: 'include' });
  if (!response.ok) await failure(response);
  return recordOnly(await readJson(response, (value) => z.safeParse(marketingRecordSchema, value)));
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
  return recordOnly(await readJson(response, (value) => z.safeParse(marketingRecordSchema, value)));
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
}

/** The confirmation link's token: the subscription starts now. */
export async function confirmNewsletterSubscription(fetchFunction: FetchFunction, endpoint: NewsletterEndpoint, token: string): Promise<void> {
  const response = await postToNewsletter(fetchFunction, endpoint, 'confirm', { token });
  if (!response.ok) await failure(response);
}
