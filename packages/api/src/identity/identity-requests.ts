import { subscriptionIds } from '@shopfront/core';
import { boundedInteger } from '../bounded-integer.ts';
import type { FromSchema } from '../json-schema-check.ts';

/**
 * The form bodies of the identity provider's CDC methods (form-encoded POSTs, every field text as CDC's REST API takes
 * it): the server validates each method's body against its schema here, the browser client builds its forms typed by
 * them (`import type`: none of this reaches the browser bundle).
 */

/** Every CDC form field is text. */
const cdcFormField = { type: 'string', maxLength: 4096 } as const;
/** What every CDC method takes besides its own fields. */
const commonFields = {
  apiKey: { type: 'string', maxLength: 200 },
  httpStatusCodes: cdcFormField,
  format: cdcFormField,
} as const;

export const loginRequestBody = {
  type: 'object',
  properties: {
    ...commonFields,
    loginID: cdcFormField,
    password: cdcFormField,
    sessionExpiration: boundedInteger(-2, 2_147_483_647),
    include: cdcFormField,
    includeUserInfo: cdcFormField,
    targetEnv: cdcFormField,
  },
  required: ['apiKey', 'loginID', 'password'],
} as const;

export const setAccountInfoRequestBody = {
  type: 'object',
  properties: {
    ...commonFields,
    regToken: cdcFormField,
    login_token: cdcFormField,
    preferences: cdcFormField,
    include: cdcFormField,
  },
  required: ['apiKey'],
} as const;

/** The passkey methods of a signed-in customer name their session as accounts.logout does. */
const sessionFields = { ...commonFields, login_token: cdcFormField } as const;

/** initRegisterCredentials and getCredentials: nothing but the session. */
export const fidoSessionRequestBody = {
  type: 'object',
  properties: sessionFields,
  required: ['apiKey'],
} as const;

/** `token`: the handle of the challenge the options carried; `attestation`: the browser's RegistrationResponseJSON. */
export const fidoRegisterCredentialsRequestBody = {
  type: 'object',
  properties: { ...sessionFields, token: cdcFormField, attestation: { type: 'string', maxLength: 65_536 } },
  required: ['apiKey', 'token', 'attestation'],
} as const;

export const fidoGetAssertionOptionsRequestBody = {
  type: 'object',
  properties: commonFields,
  required: ['apiKey'],
} as const;

/** `authenticatorAssertion`: the browser's AuthenticationResponseJSON; the rest as accounts.login takes it. */
export const fidoVerifyAssertionRequestBody = {
  type: 'object',
  properties: {
    ...commonFields,
    token: cdcFormField,
    authenticatorAssertion: { type: 'string', maxLength: 65_536 },
    sessionExpiration: boundedInteger(-2, 2_147_483_647),
    include: cdcFormField,
    includeUserInfo: cdcFormField,
    targetEnv: cdcFormField,
  },
  required: ['apiKey', 'token', 'authenticatorAssertion'],
} as const;

/** Removing a passkey asks for the account's password again (a re-authentication). */
export const fidoRemoveCredentialRequestBody = {
  type: 'object',
  properties: { ...sessionFields, credentialId: cdcFormField, password: cdcFormField },
  required: ['apiKey', 'credentialId', 'password'],
} as const;

export const logoutRequestBody = {
  type: 'object',
  properties: { ...commonFields, UID: cdcFormField, login_token: cdcFormField },
  required: ['apiKey'],
} as const;

export const resetPasswordRequestBody = {
  type: 'object',
  properties: {
    ...commonFields,
    loginID: cdcFormField,
    email: cdcFormField,
    passwordResetToken: cdcFormField,
    newPassword: cdcFormField,
    lang: cdcFormField,
  },
  required: ['apiKey'],
} as const;

export const getPoliciesRequestBody = {
  type: 'object',
  properties: { ...commonFields, sections: cdcFormField, filter: cdcFormField },
  required: ['apiKey'],
} as const;

export const isAvailableLoginIdRequestBody = {
  type: 'object',
  properties: { ...commonFields, loginID: cdcFormField },
  required: ['apiKey', 'loginID'],
} as const;

export const getSchemaRequestBody = { type: 'object', properties: commonFields, required: ['apiKey'] } as const;

export const initRegistrationRequestBody = {
  type: 'object',
  properties: { ...commonFields, isLite: cdcFormField },
  required: ['apiKey'],
} as const;

/** accounts.register: `profile`, `preferences`, `subscriptions` and `data` are JSON objects in form fields, as in CDC. */
export const registerRequestBody = {
  type: 'object',
  properties: {
    ...commonFields,
    regToken: cdcFormField,
    email: cdcFormField,
    password: cdcFormField,
    profile: cdcFormField,
    preferences: cdcFormField,
    subscriptions: cdcFormField,
    data: cdcFormField,
    lang: cdcFormField,
    finalizeRegistration: cdcFormField,
  },
  required: ['apiKey', 'regToken', 'email', 'password', 'lang'],
} as const;

export const resendVerificationRequestBody = {
  type: 'object',
  properties: { ...commonFields, email: cdcFormField, loginID: cdcFormField, regToken: cdcFormField },
  required: ['apiKey'],
} as const;

/** accounts.verifyEmail, accounts.cancelEmailChange and accounts.cancelAccountDeletion: the token of a mailed link. */
export const verificationTokenRequestBody = {
  type: 'object',
  properties: { ...commonFields, token: cdcFormField },
  required: ['apiKey', 'token'],
} as const;

/**
 * accounts.unsubscribe, from the unsubscribe page (form fields) or a mail client's RFC 8058 one-click POST (the link's
 * fields in the query, `List-Unsubscribe=One-Click` as the body).
 */
const unsubscribeFields = {
  apiKey: { type: 'string', maxLength: 200 },
  channelToken: { type: 'string', minLength: 1, maxLength: 200 },
  subscriptionID: { type: 'string', enum: subscriptionIds },
} as const;
export const unsubscribeRequestBody = {
  type: 'object',
  properties: { ...commonFields, ...unsubscribeFields, 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
} as const;
export const unsubscribeRequestQuery = {
  type: 'object',
  properties: { ...unsubscribeFields, httpStatusCodes: cdcFormField },
} as const;

/** The body schema of each CDC method, by its name on the wire. */
export const identityRequestBodies = {
  'accounts.login': loginRequestBody,
  'accounts.setAccountInfo': setAccountInfoRequestBody,
  'accounts.logout': logoutRequestBody,
  'accounts.resetPassword': resetPasswordRequestBody,
  'accounts.getPolicies': getPoliciesRequestBody,
  'accounts.isAvailableLoginID': isAvailableLoginIdRequestBody,
  'accounts.getSchema': getSchemaRequestBody,
  'accounts.initRegistration': initRegistrationRequestBody,
  'accounts.register': registerRequestBody,
  'accounts.resendVerificationCode': resendVerificationRequestBody,
  'accounts.verifyEmail': verificationTokenRequestBody,
  'accounts.cancelEmailChange': verificationTokenRequestBody,
  'accounts.cancelAccountDeletion': verificationTokenRequestBody,
  'accounts.unsubscribe': unsubscribeRequestBody,
  'accounts.auth.fido.initRegisterCredentials': fidoSessionRequestBody,
  'accounts.auth.fido.registerCredentials': fidoRegisterCredentialsRequestBody,
  'accounts.auth.fido.getAssertionOptions': fidoGetAssertionOptionsRequestBody,
  'accounts.auth.fido.verifyAssertion': fidoVerifyAssertionRequestBody,
  'accounts.auth.fido.getCredentials': fidoSessionRequestBody,
  'accounts.auth.fido.removeCredential': fidoRemoveCredentialRequestBody,
} as const;

export type IdentityMethod = keyof typeof identityRequestBodies;

/** The fields the client adds to every form itself (its endpoint's apiKey, and the real HTTP status). */
type CommonField = keyof typeof commonFields;

/** A body as a form carries it: every value as text (the server checks what it must be), the common fields left out. */
type FormOf<Body> = { [Field in keyof Body as Field extends CommonField ? never : Field]: string };

/** The form a client sends to `method`. */
export type IdentityForm<Method extends IdentityMethod> = FormOf<FromSchema<(typeof identityRequestBodies)[Method]>>;
