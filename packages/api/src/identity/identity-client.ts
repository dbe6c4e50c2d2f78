import { ApiError, type FetchFunction, discardBody, readJson, send } from '../api-error.ts';
import { type JsonSchema, checkedCopy, safeCheck } from '../json-schema-check.ts';

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const anyRecord = { type: 'object', additionalProperties: true } as const;

/** The fields of every CDC answer; error fields are present when errorCode is not 0. */
const cdcFields = { statusCode: number, errorCode: number, errorMessage: text, errorDetails: text } as const;
const cdcRequired = ['statusCode', 'errorCode'] as const;

/** The identity provider's answer (CDC shape). */
const cdcResponseSchema = { type: 'object', properties: cdcFields, required: cdcRequired, additionalProperties: true } as const satisfies JsonSchema;

const profileSchema = { type: 'object', properties: { email: text, firstName: text, lastName: text }, additionalProperties: true } as const;

/** A completed login: the signed UID and the session the browser keeps (`expires_in` in seconds, as text). */
const loggedInSchema = {
  type: 'object',
  properties: {
    statusCode: { const: 200 },
    errorCode: { const: 0 },
    UID: text,
    UIDSignature: text,
    signatureTimestamp: text,
    profile: profileSchema,
    data: anyRecord,
    preferences: anyRecord,
    sessionInfo: { type: 'object', properties: { cookieName: text, cookieValue: text, expires_in: text }, required: ['cookieName', 'cookieValue'] },
  },
  required: ['statusCode', 'errorCode', 'UID', 'UIDSignature', 'signatureTimestamp', 'sessionInfo'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** A login stopped by missing consents: finish it with the regToken (docs/account-widget.md §4 step 3). */
const pendingRegistrationSchema = {
  type: 'object',
  properties: { statusCode: { const: 206 }, errorCode: number, regToken: text, missingRequiredFields: { type: 'array', items: text } },
  required: ['statusCode', 'errorCode', 'regToken', 'missingRequiredFields'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/**
 * A login refused because the account's address is not verified yet (206002): the regToken it carries, as in CDC,
 * lets `accounts.resendVerificationCode` send that account its link again without naming the address.
 */
const verificationPendingSchema = {
  type: 'object',
  properties: { statusCode: { const: 206 }, errorCode: { const: 206002 }, regToken: text },
  required: ['statusCode', 'errorCode', 'regToken'],
  additionalProperties: true,
} as const satisfies JsonSchema;

/** A refusal: any non-zero code. */
const refusedSchema = {
  type: 'object',
  properties: { ...cdcFields, errorCode: { type: 'number', not: { const: 0 } } },
  required: cdcRequired,
  additionalProperties: true,
} as const satisfies JsonSchema;

/** Every answer `accounts.login` (and `setAccountInfo` with a regToken) can give. */
export const loginResponseSchema = { anyOf: [loggedInSchema, pendingRegistrationSchema, verificationPendingSchema, refusedSchema] } as const satisfies JsonSchema;

/** The CDC answer extended with `properties`, optional all (a CDC error carries none of them). */
function cdcAnswerWith<const P extends Record<string, JsonSchema>>(properties: P) {
  return { type: 'object', properties: { ...cdcFields, ...properties }, required: cdcRequired, additionalProperties: true } as const satisfies JsonSchema;
}

/** A signed-in identity: what the shop login needs and what the widget keeps locally. */
export interface IdentityLogin {
  readonly UID: string;
  readonly UIDSignature: string;
  readonly signatureTimestamp: string;
  readonly profile: { readonly email?: string; readonly firstName?: string; readonly lastName?: string };
  readonly data: Readonly<Record<string, unknown>>;
  readonly preferences: Readonly<Record<string, unknown>>;
  /** The identity session: its cookie, and how long the server keeps it (seconds), when it said. */
  readonly sessionInfo: { readonly cookieName: string; readonly cookieValue: string; readonly expiresInSeconds: number | undefined };
}

/** The result of a login or of finishing a pending registration. */
export type IdentityLoginResult =
  | { readonly kind: 'logged-in'; readonly login: IdentityLogin }
  | { readonly kind: 'consent-needed'; readonly regToken: string; readonly missingFields: readonly string[] }
  | { readonly kind: 'verification-pending'; readonly regToken: string };

/** A CDC error: `code` is its numeric `errorCode` as text, `status` its `statusCode`; the catalogue maps the code. */
export class IdentityProviderError extends ApiError {
  override readonly name = 'IdentityProviderError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    readonly details: string,
  ) {
    super(String(errorCode), `identity provider error ${errorCode}`, statusCode);
  }
}

export interface IdentityEndpoint {
  readonly idpBaseUrl: string;
  readonly apiKey: string;
}

function post(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, method: string, form: Record<string, string>) {
  return send(fetchFunction, `${endpoint.idpBaseUrl}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ apiKey: endpoint.apiKey, httpStatusCodes: 'true', ...form }).toString(),
    credentials: 'include',
  });
}

function secondsOf(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return value !== undefined && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export async function processLoginResponse(response: Response): Promise<IdentityLoginResult> {
  const body = await readJson(response, (value) => safeCheck(loginResponseSchema, value));
  // Which member of the union answered: each is tried in turn, so every field below is already checked.
  const loggedIn = safeCheck(loggedInSchema, body);
  if (loggedIn.success) {
    const { UID, UIDSignature, signatureTimestamp, sessionInfo, profile, data, preferences } = loggedIn.data;
    return {
      kind: 'logged-in',
      login: {
        UID,
        UIDSignature,
        signatureTimestamp,
        profile: profile ?? {},
        data: data ?? {},
        preferences: preferences ?? {},
        sessionInfo: { cookieName: sessionInfo.cookieName, cookieValue: sessionInfo.cookieValue, expiresInSeconds: secondsOf(sessionInfo.expires_in) },
      },
    };
  }
  const pending = safeCheck(pendingRegistrationSchema, body);
  if (pending.success) return { kind: 'consent-needed', regToken: pending.data.regToken, missingFields: pending.data.missingRequiredFields };
  const unverified = safeCheck(verificationPendingSchema, body);
  if (unverified.success) return { kind: 'verification-pending', regToken: unverified.data.regToken };
  // The union matched, and neither of the others did: the refusal's check cannot fail.
  const refused = checkedCopy(body, refusedSchema);
  throw new IdentityProviderError(refused.statusCode, refused.errorCode, refused.errorDetails ?? '');
}

export function requestLogin(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  credentials: { loginID: string; password: string; sessionExpiration: number },
) {
  return post(fetchFunction, endpoint, 'accounts.login', {
    loginID: credentials.loginID,
    password: credentials.password,
    sessionExpiration: String(credentials.sessionExpiration),
    include: 'profile,data,preferences,missing-required-fields',
    includeUserInfo: 'true',
  });
}

/** Gives the missing consents of a pending registration; a complete registration answers like a login. */
export function requestFinishRegistration(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  regToken: string,
  grantedConsents: readonly string[],
) {
  const preferences = Object.fromEntries(grantedConsents.map((id) => [id, { isConsentGranted: true }]));
  return post(fetchFunction, endpoint, 'accounts.setAccountInfo', { regToken, preferences: JSON.stringify(preferences) });
}

export function requestIdentityLogout(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, session: { UID?: string; loginToken?: string }) {
  return post(fetchFunction, endpoint, 'accounts.logout', {
    ...(session.UID ? { UID: session.UID } : {}),
    ...(session.loginToken ? { login_token: session.loginToken } : {}),
  });
}

export async function processCdcResponse(response: Response): Promise<void> {
  const body = await readJson(response, (value) => safeCheck(cdcResponseSchema, value));
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
}

/** accounts.resetPassword, first form: mails a reset link to the address. */
export function requestPasswordResetMail(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, email: string) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { loginID: email, email });
}

/** accounts.resetPassword, second form: sets the new password with the token from the link. */
export function requestPasswordResetWithToken(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, token: string, newPassword: string) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { passwordResetToken: token, newPassword });
}

const policiesSchema = cdcAnswerWith({
  passwordComplexity: { type: 'object', properties: { minLength: number, minCharGroups: number }, required: ['minLength', 'minCharGroups'] },
});

export interface PasswordPolicyNumbers {
  readonly minLength: number;
  readonly minCharGroups: number;
}

/** accounts.getPolicies passwordComplexity; the spec's defaults where the server gives none. */
export async function fetchPasswordPolicy(fetchFunction: FetchFunction, endpoint: IdentityEndpoint): Promise<PasswordPolicyNumbers> {
  const response = await post(fetchFunction, endpoint, 'accounts.getPolicies', { sections: 'passwordComplexity', filter: 'full' });
  const body = await readJson(response, (value) => safeCheck(policiesSchema, value));
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
  return body.passwordComplexity ?? { minLength: 8, minCharGroups: 3 };
}

const schemaResponseSchema = cdcAnswerWith({
  preferencesSchema: {
    type: 'object',
    properties: {
      fields: {
        type: 'object',
        additionalProperties: { type: 'object', properties: { required: { type: 'boolean' }, currentDocVersion: text }, additionalProperties: true },
      },
    },
    required: ['fields'],
  },
});

/** accounts.getSchema: the current document version of each consent that has one (`{ 'terms-statement': '2.0' }`). */
export async function fetchConsentDocumentVersions(fetchFunction: FetchFunction, endpoint: IdentityEndpoint): Promise<Readonly<Record<string, string>>> {
  const response = await post(fetchFunction, endpoint, 'accounts.getSchema', {});
  const body = await readJson(response, (value) => safeCheck(schemaResponseSchema, value));
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
  return Object.fromEntries(
    Object.entries(body.preferencesSchema?.fields ?? {}).flatMap(([id, field]) => (field.currentDocVersion ? [[id, field.currentDocVersion]] : [])),
  );
}

/** accounts.unsubscribe: ends one subscription with the token of an unsubscribe link (no session needed). */
export function requestUnsubscribe(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, channelToken: string, subscriptionID: string) {
  return post(fetchFunction, endpoint, 'accounts.unsubscribe', { channelToken, subscriptionID });
}

const regTokenSchema = cdcAnswerWith({ regToken: text });

/** A registration as the form collects it (docs/account-widget.md §7 accounts.register). */
export interface Registration {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The locale the customer registered in: the verification mail comes in it. */
  readonly lang: string;
  /** Consent keys granted on the form, e.g. `terms-statement`, `privacy-statement`, `personalised-general`. */
  readonly grantedConsents: readonly string[];
  readonly newsletter: boolean;
  /** The US wording's declarations (US residency, 18 or over). */
  readonly usDeclarations?: boolean;
}

/**
 * accounts.initRegistration then accounts.register. A registration waiting for its e-mail to be verified is the
 * expected answer (206002): it resolves; any other refusal throws IdentityProviderError.
 */
export async function register(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, registration: Registration): Promise<void> {
  const started = await readJson(await post(fetchFunction, endpoint, 'accounts.initRegistration', {}), (value) => safeCheck(regTokenSchema, value));
  if (started.errorCode !== 0 || !started.regToken) throw new IdentityProviderError(started.statusCode, started.errorCode, started.errorDetails ?? '');
  const response = await post(fetchFunction, endpoint, 'accounts.register', {
    regToken: started.regToken,
    email: registration.email,
    password: registration.password,
    profile: JSON.stringify({ firstName: registration.firstName, lastName: registration.lastName }),
    preferences: JSON.stringify(Object.fromEntries(registration.grantedConsents.map((id) => [id, { isConsentGranted: true }]))),
    subscriptions: JSON.stringify({ newsletter: { email: { isSubscribed: registration.newsletter } } }),
    ...(registration.usDeclarations ? { data: JSON.stringify({ isUsResident: true, isAdult: true }) } : {}),
    lang: registration.lang,
    finalizeRegistration: 'true',
  });
  const body = await readJson(response, (value) => safeCheck(cdcResponseSchema, value));
  if (body.errorCode !== 206002) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
}

/**
 * accounts.resendVerificationCode: a fresh link to a registration that waits for it, named by its address (the same
 * answer for any address) or by the regToken of the login it refused.
 */
export async function resendVerification(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  registration: { readonly email: string } | { readonly regToken: string },
): Promise<void> {
  await processCdcResponse(await post(fetchFunction, endpoint, 'accounts.resendVerificationCode', { ...registration }));
}

const emailChangedSchema = {
  type: 'object',
  properties: { ...cdcFields, emailChanged: { const: true }, email: text },
  required: [...cdcRequired, 'emailChanged', 'email'],
  additionalProperties: true,
} as const satisfies JsonSchema;

export type EmailVerification = { readonly kind: 'registration-verified'; readonly result: IdentityLoginResult } | { readonly kind: 'email-changed'; readonly email: string };

/** accounts.verifyEmail with a mailed link's token: a verified registration answers like a login; a new address changes the login. */
export async function verifyEmail(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, token: string): Promise<EmailVerification> {
  const response = await post(fetchFunction, endpoint, 'accounts.verifyEmail', { token });
  const changed = safeCheck(emailChangedSchema, await response.clone().json().catch(() => undefined));
  if (changed.success) {
    await discardBody(response);
    return { kind: 'email-changed', email: changed.data.email };
  }
  return { kind: 'registration-verified', result: await processLoginResponse(response) };
}

/** accounts.cancelEmailChange with the token of the link mailed to the old address. */
export async function cancelEmailChange(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, token: string): Promise<void> {
  await processCdcResponse(await post(fetchFunction, endpoint, 'accounts.cancelEmailChange', { token }));
}

const availabilitySchema = cdcAnswerWith({ isAvailable: { type: 'boolean' } });

/** accounts.isAvailableLoginID: whether an address is still free (rate-limited: it reveals existence by design). */
export async function isLoginIdAvailable(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, loginID: string): Promise<boolean> {
  const body = await readJson(await post(fetchFunction, endpoint, 'accounts.isAvailableLoginID', { loginID }), (value) => safeCheck(availabilitySchema, value));
  if (body.errorCode !== 0 || body.isAvailable === undefined) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
  return body.isAvailable;
}
