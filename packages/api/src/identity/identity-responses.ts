import { type JsonSchema, arrayOf } from '../json-schema-check.ts';

/**
 * The identity provider's answers (CDC shape), one schema per method: the server serialises its answers with them
 * (`cdcResponses`), the browser checks them with the same objects (json-schema-check.ts). A property not named here is
 * not sent. Only `statusCode` and `errorCode` are required of every answer, the fields each client needs besides.
 */

const text = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const flag = { type: 'boolean' } as const;

/** The envelope of every CDC answer. */
const envelope = { callId: text, errorCode: integer, statusCode: integer, statusReason: text, time: text } as const;
const envelopeRequired = ['statusCode', 'errorCode'] as const;

/**
 * A refusal: any non-zero `errorCode`, with CDC's fields for what the client may do next (the regToken of a pending
 * login, the consents it misses, the fields that failed validation).
 */
export const cdcErrorResponse = {
  type: 'object',
  properties: {
    ...envelope,
    errorCode: { type: 'integer', not: { const: 0 } },
    errorMessage: text,
    errorDetails: text,
    validationErrors: arrayOf({
      type: 'object',
      properties: { errorCode: integer, fieldName: text, message: text },
      required: ['errorCode', 'fieldName', 'message'],
    }),
    regToken: text,
    missingRequiredFields: arrayOf(text),
    UID: text,
  },
  required: envelopeRequired,
} as const satisfies JsonSchema;

/** A successful answer carrying `properties`, of which `required` are always there. */
function cdcSuccess<const P extends Record<string, JsonSchema>, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required?: R,
) {
  return {
    type: 'object',
    properties: { ...envelope, ...properties },
    required: [...envelopeRequired, ...(required ?? [])],
  } as const satisfies JsonSchema;
}

/** A success that carries nothing but the envelope (logout, a reset mail, an unsubscribe). */
export const cdcEmptyResponse = cdcSuccess({});

/** The success schema(s) of a method as its route's `response`: CDC answers errors with HTTP 200 unless asked otherwise. */
export function cdcResponses<const Successes extends readonly JsonSchema[]>(...successes: Successes) {
  return {
    '2xx': { anyOf: [cdcErrorResponse, ...successes] },
    '4xx': cdcErrorResponse,
    '5xx': cdcErrorResponse,
  } as const;
}

const profile = { type: 'object', properties: { email: text, firstName: text, lastName: text, locale: text } } as const;

/** A completed login: the signed UID and the session the browser keeps (`expires_in` in seconds, as text). */
export const loginSuccessResponse = cdcSuccess(
  {
    UID: text,
    UIDSignature: text,
    signatureTimestamp: text,
    isActive: flag,
    isRegistered: flag,
    isVerified: flag,
    profile,
    /** CDC's free-form site data: the client hands it on to the shop's login as it came. */
    data: { type: 'object', properties: { clubMember: flag }, additionalProperties: true },
    preferences: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { isConsentGranted: flag, docVersion: text, lastConsentModified: text },
      },
    },
    userInfo: { type: 'object', properties: { UID: text, email: text, firstName: text, lastName: text, locale: text } },
    sessionInfo: {
      type: 'object',
      properties: { cookieName: text, cookieValue: text, expires_in: text },
      required: ['cookieName', 'cookieValue'],
    },
  },
  ['UID', 'UIDSignature', 'signatureTimestamp', 'sessionInfo'],
);

const publicKey = { const: 'public-key' } as const;
const userVerification = { enum: ['required', 'preferred', 'discouraged'] } as const;
const credentialDescriptors = arrayOf({
  type: 'object',
  properties: {
    id: text,
    type: publicKey,
    transports: arrayOf({ enum: ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] }),
  },
  required: ['id', 'type'],
});
const ceremonyExtensions = { type: 'object', properties: { credProps: flag } } as const;

/**
 * What a passkey registration starts with: WebAuthn's PublicKeyCredentialCreationOptionsJSON as
 * `@simplewebauthn/browser` takes it, and `token`, the handle of its challenge, which the verification sends back.
 */
export const fidoRegistrationOptionsResponse = cdcSuccess(
  {
    token: text,
    options: {
      type: 'object',
      properties: {
        challenge: text,
        rp: { type: 'object', properties: { name: text, id: text }, required: ['name'] },
        user: {
          type: 'object',
          properties: { id: text, name: text, displayName: text },
          required: ['id', 'name', 'displayName'],
        },
        pubKeyCredParams: arrayOf({
          type: 'object',
          properties: { alg: integer, type: publicKey },
          required: ['alg', 'type'],
        }),
        timeout: integer,
        excludeCredentials: credentialDescriptors,
        authenticatorSelection: {
          type: 'object',
          properties: {
            authenticatorAttachment: { enum: ['platform', 'cross-platform'] },
            requireResidentKey: flag,
            residentKey: { enum: ['required', 'preferred', 'discouraged'] },
            userVerification,
          },
        },
        attestation: { enum: ['none', 'indirect', 'direct', 'enterprise'] },
        extensions: ceremonyExtensions,
      },
      required: ['challenge', 'rp', 'user', 'pubKeyCredParams'],
    },
  },
  ['token', 'options'],
);

/** WebAuthn's PublicKeyCredentialRequestOptionsJSON: what the browser's `startAuthentication` takes. */
export const passkeyRequestOptionsSchema = {
  type: 'object',
  properties: {
    challenge: text,
    timeout: integer,
    rpId: text,
    allowCredentials: credentialDescriptors,
    userVerification,
    extensions: ceremonyExtensions,
  },
  required: ['challenge'],
} as const satisfies JsonSchema;

/** What a passkey login starts with: the request options and the challenge's handle. */
export const fidoAssertionOptionsResponse = cdcSuccess({ token: text, options: passkeyRequestOptionsSchema }, [
  'token',
  'options',
]);

export const fidoCredentialRegisteredResponse = cdcSuccess({ credentialId: text, deviceName: text }, [
  'credentialId',
  'deviceName',
]);

/** The account's passkeys, without key material; dates as ISO 8601 text, `lastUsedAt` absent before the first use. */
export const fidoCredentialsResponse = cdcSuccess(
  {
    credentials: arrayOf({
      type: 'object',
      properties: { credentialId: text, deviceName: text, createdAt: text, lastUsedAt: text, backedUp: flag },
      required: ['credentialId', 'deviceName', 'createdAt', 'backedUp'],
    }),
  },
  ['credentials'],
);

/** accounts.verifyEmail of a new address: the login changed. */
export const emailChangedResponse = cdcSuccess({ UID: text, emailChanged: { const: true }, email: text }, [
  'emailChanged',
  'email',
]);

export const passwordPoliciesResponse = cdcSuccess({
  passwordComplexity: {
    type: 'object',
    properties: { minLength: integer, minCharGroups: integer },
    required: ['minLength', 'minCharGroups'],
  },
  accountOptions: { type: 'object', properties: { loginIdentifiers: text, sendWelcomeEmail: flag } },
});

export const loginIdAvailabilityResponse = cdcSuccess({ isAvailable: flag });

const schemaFields = {
  type: 'object',
  properties: {
    fields: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { type: text, required: flag, format: text, currentDocVersion: text },
      },
    },
  },
  required: ['fields'],
} as const;

/** accounts.getSchema: the fields of a profile, its data and its consents (with the current document version). */
export const accountSchemaResponse = cdcSuccess({
  profileSchema: schemaFields,
  dataSchema: schemaFields,
  preferencesSchema: schemaFields,
});

export const registrationStartedResponse = cdcSuccess({ regToken: text });
