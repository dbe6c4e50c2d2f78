import { consentKey, dialogPreferenceIds, subscriptionIds } from '@shopfront/core';
import { boundedInteger } from '../bounded-integer.ts';
import { type FromSchema, type JsonSchema, arrayOf } from '../json-schema-check.ts';
import { sapErrorResponses } from './experience-errors.ts';
import { sapOkProperties, sapOkSchema } from './session-contract.ts';

const text = { type: 'string' } as const;
const flag = { type: 'boolean' } as const;
const number = { type: 'number' } as const;
const locale = { type: 'string', pattern: '^[a-z]{2}-[A-Z]{2}$' } as const;
const uid = { type: 'string', minLength: 1, maxLength: 100 } as const;
/** The answers of a call that reports only its success. */
const sapOkResponses = { 200: sapOkSchema, ...sapErrorResponses } as const;

/** Where a change was made, stored with it in the consent record. */
export const consentContexts = ['marketing-dialog', 'club-dialog', 'profile-completion', 'account-dashboard'] as const;
export type ConsentContext = (typeof consentContexts)[number];

const grant = {
  type: 'object',
  properties: { isConsentGranted: flag },
  required: ['isConsentGranted'],
  additionalProperties: false,
} as const;
const subscription = {
  type: 'object',
  properties: {
    email: {
      type: 'object',
      properties: { isSubscribed: flag },
      required: ['isSubscribed'],
      additionalProperties: false,
    },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

/**
 * CDC setAccountInfo for the signed-in customer: either a password change (`password` and `newPassword`), or
 * consents, subscriptions and the birth date, recorded with the context they were given in.
 */
export const setAccountInfoBody = {
  type: 'object',
  properties: {
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    newPassword: { type: 'string', minLength: 1, maxLength: 1024 },
    profile: {
      type: 'object',
      // Pure for the bundler: a browser that only takes the body's type drops the schema.
      properties: {
        birthDay: /* @__PURE__ */ boundedInteger(1, 31),
        birthMonth: /* @__PURE__ */ boundedInteger(1, 12),
        birthYear: /* @__PURE__ */ boundedInteger(1000, 9999),
      },
      required: ['birthDay', 'birthMonth', 'birthYear'],
      additionalProperties: false,
    },
    preferences: {
      type: 'object',
      properties: {
        [consentKey.personalisedGeneral]: grant,
        [consentKey.personalisedTracking]: grant,
        [consentKey.personalisedIoT]: grant,
        [consentKey.terms]: grant,
        [consentKey.privacy]: grant,
        [consentKey.clubMembership]: grant,
      },
      additionalProperties: false,
      propertyNames: { enum: dialogPreferenceIds },
    },
    subscriptions: {
      type: 'object',
      properties: { [consentKey.newsletter]: subscription, [consentKey.loyaltyNewsletter]: subscription },
      additionalProperties: false,
      propertyNames: { enum: subscriptionIds },
    },
    lang: locale,
    context: { type: 'string', enum: consentContexts },
  },
  propertyNames: { enum: ['password', 'newPassword', 'profile', 'preferences', 'subscriptions', 'lang', 'context'] },
} as const;

export type SetAccountInfoRequest = FromSchema<typeof setAccountInfoBody>;

const consentSchema = {
  type: 'object',
  properties: { isConsentGranted: flag, docVersion: text, lastConsentModified: text },
  required: ['isConsentGranted'],
} as const satisfies JsonSchema;
const subscriptionStateSchema = {
  type: 'object',
  properties: {
    email: {
      type: 'object',
      properties: { isSubscribed: flag, lastUpdatedSubscriptionState: text },
      required: ['isSubscribed'],
    },
  },
  required: ['email'],
} as const satisfies JsonSchema;

/** CDC getAccountInfo: the sections asked for with `include`. */
export const accountInfoSchema = {
  type: 'object',
  properties: {
    ...sapOkProperties,
    UID: text,
    profile: {
      type: 'object',
      properties: {
        email: text,
        firstName: text,
        lastName: text,
        locale: text,
        birthDay: number,
        birthMonth: number,
        birthYear: number,
      },
      required: ['email'],
      additionalProperties: true,
    },
    data: { type: 'object', properties: { clubMember: flag }, additionalProperties: true },
    preferences: { type: 'object', additionalProperties: consentSchema },
    subscriptions: { type: 'object', additionalProperties: subscriptionStateSchema },
  },
  required: ['UID'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** `POST cdc/accounts.getAccountInfo`. */
export const getAccountInfoRoute = {
  body: { type: 'object', properties: { include: { type: 'string', maxLength: 200 } }, additionalProperties: false },
  response: { 200: accountInfoSchema, ...sapErrorResponses },
} as const;

/** `POST cdc/accounts.setAccountInfo`. */
export const setAccountInfoRoute = {
  body: setAccountInfoBody,
  response: sapOkResponses,
} as const;

const marketingRecordProperties = {
  consentLevelOne: flag,
  consentLevelTwo: flag,
  consentLevelThree: flag,
  isAgreementAccepted: flag,
} as const;

/** The marketing consent record (docs/account-widget.md §7) of the account `uid`. */
export const marketingRecordSchema = {
  type: 'object',
  properties: { ...sapOkProperties, uid: text, ...marketingRecordProperties },
  required: ['consentLevelOne', 'consentLevelTwo', 'consentLevelThree', 'isAgreementAccepted'],
} as const satisfies JsonSchema;

/** The answers of a call on the marketing record: the record as stored. */
const marketingRecordResponses = { 200: marketingRecordSchema, ...sapErrorResponses } as const;

/** `GET newsletter-preferences/account?uid=…`: the signed-in customer's own record. */
export const marketingRecordRoute = {
  querystring: { type: 'object', properties: { uid }, required: ['uid'] },
  response: marketingRecordResponses,
} as const;

const setFullAccountInfoRequired = [
  'uid',
  'consentLevelOne',
  'consentLevelTwo',
  'consentLevelThree',
  'isAgreementAccepted',
  'hasSingleConsent',
] as const;

/** `POST newsletter-preferences/setFullAccountInfo`: answers the record as stored. */
export const setFullAccountInfoRoute = {
  body: {
    type: 'object',
    properties: {
      uid,
      ...marketingRecordProperties,
      hasSingleConsent: flag,
      /** The US consent's declarations: resident in the United States, and 18 or older. */
      isUsResident: flag,
      isAdult: flag,
      lang: locale,
    },
    required: setFullAccountInfoRequired,
    // Fastify strips unknown properties silently; a field we do not know must be refused instead.
    propertyNames: {
      enum: [...setFullAccountInfoRequired, 'isUsResident', 'isAdult', 'lang'],
    },
  },
  response: marketingRecordResponses,
} as const;

export type SetFullAccountInfoRequest = FromSchema<typeof setFullAccountInfoRoute.body>;

/** `GET consents/history`: every grant and withdrawal on record, oldest first, as a download. */
export const consentHistoryRoute = {
  response: {
    200: {
      type: 'object',
      properties: {
        UID: text,
        email: text,
        events: arrayOf({
          type: 'object',
          properties: {
            consentId: text,
            kind: { enum: ['preference', 'subscription', 'declaration'] },
            isGranted: flag,
            docVersion: text,
            locale: text,
            market: text,
            channel: text,
            recordedAt: text,
          },
          required: ['consentId', 'kind', 'isGranted', 'docVersion', 'locale', 'market', 'channel', 'recordedAt'],
        }),
      },
      required: ['UID', 'email', 'events'],
    },
    ...sapErrorResponses,
  },
} as const;

/**
 * `POST newsletter-preferences/setLiteAccountInfo` (with the market's `x-api-key`): mails a confirmation link. A
 * newsletter form subscribes, so level one is the only answer it can send.
 */
export const setLiteAccountInfoRoute = {
  body: {
    type: 'object',
    properties: {
      email: { type: 'string', minLength: 1, maxLength: 254 },
      lang: locale,
      consentLevelOne: { type: 'boolean', enum: [true] },
      isAgreementAccepted: flag,
      isUsResident: flag,
      isAdult: flag,
    },
    required: ['email', 'lang', 'consentLevelOne'],
    propertyNames: { enum: ['email', 'lang', 'consentLevelOne', 'isAgreementAccepted', 'isUsResident', 'isAdult'] },
  },
  response: sapOkResponses,
} as const;

export type SetLiteAccountInfoRequest = FromSchema<typeof setLiteAccountInfoRoute.body>;

/** `POST newsletter-preferences/confirm`: the confirmation link's token starts the subscription. */
export const confirmNewsletterRoute = {
  body: {
    type: 'object',
    properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['token'],
  },
  response: sapOkResponses,
} as const;

/** `POST privacy/do-not-sell`: the footer's button sends an empty JSON object (nothing else is accepted); 204. */
export const doNotSellRoute = {
  body: { type: 'object', maxProperties: 0 },
  response: { 204: { description: 'The opt-out is recorded; no body' }, ...sapErrorResponses },
} as const;
