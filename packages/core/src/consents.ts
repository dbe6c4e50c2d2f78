/**
 * The consent ids of the consent record (docs/rules.md consent keys, ADR 009), shared by the server's schemas, the
 * widget, the dashboard and the seed: CDC preferences (`preferences.<id>`), subscriptions (`subscriptions.<id>.email`)
 * and the US declarations.
 */
export const consentKey = {
  terms: 'terms-statement',
  privacy: 'privacy-statement',
  personalisedGeneral: 'personalised-general',
  personalisedTracking: 'personalised-tracking',
  personalisedIoT: 'personalised-IoT',
  clubMembership: 'club-membership',
  doNotSell: 'doNotSell',
  newsletter: 'newsletter',
  loyaltyNewsletter: 'loyaltyNewsletter',
  usResidency: 'us-residency',
  adult: 'age-18-or-over',
} as const;

/** The documents every account must have accepted at their current version. */
export const requiredDocumentIds = [consentKey.terms, consentKey.privacy] as const;
export type RequiredDocumentId = (typeof requiredDocumentIds)[number];

/** The marketing consent's personalisation flags, level one to three. */
export const personalisationConsentIds = [
  consentKey.personalisedGeneral,
  consentKey.personalisedTracking,
  consentKey.personalisedIoT,
] as const;

/** The preferences the customer's dialogs and dashboard set (Do Not Sell has its own route). */
export const dialogPreferenceIds = [
  ...personalisationConsentIds,
  ...requiredDocumentIds,
  consentKey.clubMembership,
] as const;
export type DialogPreferenceId = (typeof dialogPreferenceIds)[number];

export const preferenceIds = [...dialogPreferenceIds, consentKey.doNotSell] as const;

export const subscriptionIds = [consentKey.newsletter, consentKey.loyaltyNewsletter] as const;

/** What a US grant of marketing consent declares: resident in the United States, and 18 or older. */
export const declarationIds = [consentKey.usResidency, consentKey.adult] as const;

export const consentIds = [...preferenceIds, ...subscriptionIds, ...declarationIds] as const;
export type ConsentId = (typeof consentIds)[number];

/** Preferences (CDC `preferences.<id>`), subscriptions (`subscriptions.<id>.email`), and the US declarations. */
export type ConsentKind = 'preference' | 'subscription' | 'declaration';

export function isConsentId(value: string): value is ConsentId {
  return (consentIds as readonly string[]).includes(value);
}
