import { defaultPasswordPolicy } from '@shopfront/core';
import { type FetchFunction, discardBody, readJson } from '../api-error.ts';
import { type FromSchema, type JsonSchema, checkedCopy, safeCheck } from '../json-schema-check.ts';
import {
  type IdentityEndpoint,
  IdentityProviderError,
  postIdentityMethod as post,
  readCdcAnswer,
  refusalIn,
} from './cdc-call.ts';
import {
  accountSchemaResponse,
  cdcEmptyResponse,
  cdcErrorResponse,
  emailChangedResponse,
  loginIdAvailabilityResponse,
  loginSuccessResponse,
  passwordPoliciesResponse,
  registrationStartedResponse,
} from './identity-responses.ts';

export { IdentityProviderError, type IdentityEndpoint } from './cdc-call.ts';

/** A login stopped by missing consents (206001): finish it with the regToken (docs/account-widget.md §4 step 3). */
const pendingRegistrationSchema = {
  ...cdcErrorResponse,
  properties: { ...cdcErrorResponse.properties, statusCode: { const: 206 }, errorCode: { const: 206001 } },
  required: ['statusCode', 'errorCode', 'regToken', 'missingRequiredFields'],
} as const satisfies JsonSchema;

/**
 * A login refused because the account's address is not verified yet (206002): the regToken it carries, as in CDC,
 * lets `accounts.resendVerificationCode` send that account its link again without naming the address.
 */
const verificationPendingSchema = {
  ...cdcErrorResponse,
  properties: { ...cdcErrorResponse.properties, statusCode: { const: 206 }, errorCode: { const: 206002 } },
  required: ['statusCode', 'errorCode', 'regToken'],
} as const satisfies JsonSchema;

/** Every answer `accounts.login` (and `setAccountInfo` with a regToken) can give. */
const loginResponseSchema = { anyOf: [cdcErrorResponse, loginSuccessResponse] } as const satisfies JsonSchema;

/** A signed-in identity: what the shop login needs and what the widget keeps locally. */
type LoginSuccess = FromSchema<typeof loginSuccessResponse>;

export interface IdentityLogin extends Readonly<Pick<LoginSuccess, 'UID' | 'UIDSignature' | 'signatureTimestamp'>> {
  readonly profile: Readonly<NonNullable<LoginSuccess['profile']>>;
  readonly data: Readonly<NonNullable<LoginSuccess['data']>>;
  readonly preferences: Readonly<NonNullable<LoginSuccess['preferences']>>;
  /** The identity session: its cookie, and how long the server keeps it (seconds), when it said. */
  readonly sessionInfo: {
    readonly cookieName: string;
    readonly cookieValue: string;
    readonly expiresInSeconds: number | undefined;
  };
}

/** The result of a login or of finishing a pending registration. */
export type IdentityLoginResult =
  | { readonly kind: 'logged-in'; readonly login: IdentityLogin }
  | { readonly kind: 'consent-needed'; readonly regToken: string; readonly missingFields: readonly string[] }
  | { readonly kind: 'verification-pending'; readonly regToken: string };

function secondsOf(value: string | undefined): number | undefined {
  const seconds = Number(value);
  return value !== undefined && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

export async function processLoginResponse(response: Response): Promise<IdentityLoginResult> {
  const body = await readJson(response, (value) => safeCheck(loginResponseSchema, value));
  // Which member of the union answered: each is tried in turn, so every field below is already checked.
  const loggedIn = safeCheck(loginSuccessResponse, body);
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
        sessionInfo: {
          cookieName: sessionInfo.cookieName,
          cookieValue: sessionInfo.cookieValue,
          expiresInSeconds: secondsOf(sessionInfo.expires_in),
        },
      },
    };
  }
  const pending = safeCheck(pendingRegistrationSchema, body);
  if (pending.success)
    return {
      kind: 'consent-needed',
      regToken: pending.data.regToken,
      missingFields: pending.data.missingRequiredFields,
    };
  const unverified = safeCheck(verificationPendingSchema, body);
  if (unverified.success) return { kind: 'verification-pending', regToken: unverified.data.regToken };
  // The union matched, and neither of the others did: the refusal's check cannot fail.
  const refused = checkedCopy(body, cdcErrorResponse);
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
  return post(fetchFunction, endpoint, 'accounts.setAccountInfo', {
    regToken,
    preferences: JSON.stringify(preferences),
  });
}

export function requestIdentityLogout(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  session: { UID?: string; loginToken?: string },
) {
  return post(fetchFunction, endpoint, 'accounts.logout', {
    ...(session.UID ? { UID: session.UID } : {}),
    ...(session.loginToken ? { login_token: session.loginToken } : {}),
  });
}

export async function processCdcResponse(response: Response): Promise<void> {
  await readCdcAnswer(response, cdcEmptyResponse);
}

/** accounts.resetPassword, first form: mails a reset link to the address. */
export function requestPasswordResetMail(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, email: string) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { loginID: email, email });
}

/** accounts.resetPassword, second form: sets the new password with the token from the link. */
export function requestPasswordResetWithToken(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  token: string,
  newPassword: string,
) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { passwordResetToken: token, newPassword });
}

export type PasswordPolicyNumbers = Readonly<
  NonNullable<FromSchema<typeof passwordPoliciesResponse>['passwordComplexity']>
>;

/** accounts.getPolicies passwordComplexity; the spec's defaults where the server gives none. */
export async function fetchPasswordPolicy(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
): Promise<PasswordPolicyNumbers> {
  const response = await post(fetchFunction, endpoint, 'accounts.getPolicies', {
    sections: 'passwordComplexity',
    filter: 'full',
  });
  return (await readCdcAnswer(response, passwordPoliciesResponse)).passwordComplexity ?? { ...defaultPasswordPolicy };
}

/** accounts.getSchema: the current document version of each consent that has one (`{ 'terms-statement': '2.0' }`). */
export async function fetchConsentDocumentVersions(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
): Promise<Readonly<Record<string, string>>> {
  const body = await readCdcAnswer(
    await post(fetchFunction, endpoint, 'accounts.getSchema', {}),
    accountSchemaResponse,
  );
  return Object.fromEntries(
    Object.entries(body.preferencesSchema?.fields ?? {}).flatMap(([id, field]) =>
      field.currentDocVersion ? [[id, field.currentDocVersion]] : [],
    ),
  );
}

/** accounts.unsubscribe: ends one subscription with the token of an unsubscribe link (no session needed). */
export function requestUnsubscribe(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  channelToken: string,
  subscriptionID: string,
) {
  return post(fetchFunction, endpoint, 'accounts.unsubscribe', { channelToken, subscriptionID });
}

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

/** Any CDC answer: a refusal, or a success whose fields the caller does not need. */
const cdcAnswerSchema = { anyOf: [cdcErrorResponse, cdcEmptyResponse] } as const satisfies JsonSchema;

/**
 * accounts.initRegistration then accounts.register. A registration waiting for its e-mail to be verified is the
 * expected answer (206002): it resolves; any other refusal throws IdentityProviderError.
 */
export async function register(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  registration: Registration,
): Promise<void> {
  const started = await readCdcAnswer(
    await post(fetchFunction, endpoint, 'accounts.initRegistration', {}),
    registrationStartedResponse,
  );
  if (!started.regToken) throw new IdentityProviderError(started.statusCode, started.errorCode, '');
  const response = await post(fetchFunction, endpoint, 'accounts.register', {
    regToken: started.regToken,
    email: registration.email,
    password: registration.password,
    profile: JSON.stringify({ firstName: registration.firstName, lastName: registration.lastName }),
    preferences: JSON.stringify(
      Object.fromEntries(registration.grantedConsents.map((id) => [id, { isConsentGranted: true }])),
    ),
    subscriptions: JSON.stringify({ newsletter: { email: { isSubscribed: registration.newsletter } } }),
    ...(registration.usDeclarations ? { data: JSON.stringify({ isUsResident: true, isAdult: true }) } : {}),
    lang: registration.lang,
    finalizeRegistration: 'true',
  });
  const body = await readJson(response, (value) => safeCheck(cdcAnswerSchema, value));
  if (body.errorCode !== 206002)
    throw refusalIn(body) ?? new IdentityProviderError(body.statusCode, body.errorCode, '');
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

export type EmailVerification =
  | { readonly kind: 'registration-verified'; readonly result: IdentityLoginResult }
  | { readonly kind: 'email-changed'; readonly email: string };

/** accounts.verifyEmail with a mailed link's token: a verified registration answers like a login; a new address changes the login. */
export async function verifyEmail(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  token: string,
): Promise<EmailVerification> {
  const response = await post(fetchFunction, endpoint, 'accounts.verifyEmail', { token });
  const changed = safeCheck(
    emailChangedResponse,
    await response
      .clone()
      .json()
      .catch(() => undefined),
  );
  if (changed.success) {
    await discardBody(response);
    return { kind: 'email-changed', email: changed.data.email };
  }
  return { kind: 'registration-verified', result: await processLoginResponse(response) };
}

/** accounts.cancelEmailChange with the token of the link mailed to the old address. */
export async function cancelEmailChange(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  token: string,
): Promise<void> {
  await processCdcResponse(await post(fetchFunction, endpoint, 'accounts.cancelEmailChange', { token }));
}

/** accounts.cancelAccountDeletion with the token of the link in the deletion's confirmation mail. */
export async function cancelAccountDeletion(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  token: string,
): Promise<void> {
  await processCdcResponse(await post(fetchFunction, endpoint, 'accounts.cancelAccountDeletion', { token }));
}

/** accounts.isAvailableLoginID: whether an address is still free (rate-limited: it reveals existence by design). */
export async function isLoginIdAvailable(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  loginID: string,
): Promise<boolean> {
  const body = await readCdcAnswer(
    await post(fetchFunction, endpoint, 'accounts.isAvailableLoginID', { loginID }),
    loginIdAvailabilityResponse,
  );
  if (body.isAvailable === undefined) throw new IdentityProviderError(body.statusCode, body.errorCode, '');
  return body.isAvailable;
}
