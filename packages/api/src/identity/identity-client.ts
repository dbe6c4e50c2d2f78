import * as z from 'zod/mini';
import { ApiError, type FetchFunction, readJson, send } from '../api-error.ts';

/** The identity provider's answer (CDC shape); error fields are present when errorCode is not 0. */
const cdcResponseSchema = z.looseObject({
  statusCode: z.number(),
  errorCode: z.number(),
  errorMessage: z.optional(z.string()),
  errorDetails: z.optional(z.string()),
});

const loginResponseSchema = z.looseObject({
  ...cdcResponseSchema.shape,
  UID: z.optional(z.string()),
  UIDSignature: z.optional(z.string()),
  signatureTimestamp: z.optional(z.string()),
  profile: z.optional(z.looseObject({ email: z.optional(z.string()), firstName: z.optional(z.string()), lastName: z.optional(z.string()) })),
  data: z.optional(z.record(z.string(), z.unknown())),
  preferences: z.optional(z.record(z.string(), z.unknown())),
  sessionInfo: z.optional(z.object({ cookieName: z.string(), cookieValue: z.string() })),
  regToken: z.optional(z.string()),
  missingRequiredFields: z.optional(z.array(z.string())),
});

export type CdcLoginResponse = z.infer<typeof loginResponseSchema>;

/** A signed-in identity: what the shop login needs and what the widget keeps locally. */
export interface IdentityLogin {
  readonly UID: string;
  readonly UIDSignature: string;
  readonly signatureTimestamp: string;
  readonly profile: { readonly email?: string; readonly firstName?: string; readonly lastName?: string };
  readonly data: Readonly<Record<string, unknown>>;
  readonly preferences: Readonly<Record<string, unknown>>;
  readonly sessionInfo: { readonly cookieName: string; readonly cookieValue: string };
}

/** The result of a login or of finishing a pending registration. */
export type IdentityLoginResult =
  | { readonly kind: 'logged-in'; readonly login: IdentityLogin }
  | { readonly kind: 'consent-needed'; readonly regToken: string; readonly missingFields: readonly string[] };

/** A CDC error with its numeric code; the catalogue maps `sap_<code>`. */
export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError';
  constructor(
    readonly statusCode: number,
    readonly errorCode: number,
    readonly details: string,
  ) {
    super(`identity provider error ${errorCode}`);
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

export async function processLoginResponse(response: Response): Promise<IdentityLoginResult> {
  const body = await readJson(response, (value) => z.safeParse(loginResponseSchema, value));
  if (body.statusCode === 206 && body.regToken) {
    return { kind: 'consent-needed', regToken: body.regToken, missingFields: body.missingRequiredFields ?? [] };
  }
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
  const { UID, UIDSignature, signatureTimestamp, sessionInfo } = body;
  if (!UID || !UIDSignature || !signatureTimestamp || !sessionInfo) {
    throw new ApiError('invalid_response', 'login answered without a signed UID and session', response.status);
  }
  return {
    kind: 'logged-in',
    login: { UID, UIDSignature, signatureTimestamp, sessionInfo, profile: body.profile ?? {}, data: body.data ?? {}, preferences: body.preferences ?? {} },
  };
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
  const body = await readJson(response, (value) => z.safeParse(cdcResponseSchema, value));
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
}

/** `preferences.terms-statement.isConsentGranted` → `terms-statement`. */
export function consentIdOfMissingField(field: string): string | undefined {
  return /^preferences\.([A-Za-z0-9-]+)\.isConsentGranted$/.exec(field)?.[1];
}

/** accounts.resetPassword, first form: mails a reset link to the address. */
export function requestPasswordResetMail(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, email: string) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { loginID: email, email });
}

/** accounts.resetPassword, second form: sets the new password with the token from the link. */
export function requestPasswordResetWithToken(fetchFunction: FetchFunction, endpoint: IdentityEndpoint, token: string, newPassword: string) {
  return post(fetchFunction, endpoint, 'accounts.resetPassword', { passwordResetToken: token, newPassword });
}

const policiesSchema = z.looseObject({
  ...cdcResponseSchema.shape,
  passwordComplexity: z.optional(z.object({ minLength: z.number(), minCharGroups: z.number() })),
});

export interface PasswordPolicyNumbers {
  readonly minLength: number;
  readonly minCharGroups: number;
}

/** accounts.getPolicies passwordComplexity; the spec's defaults where the server gives none. */
export async function fetchPasswordPolicy(fetchFunction: FetchFunction, endpoint: IdentityEndpoint): Promise<PasswordPolicyNumbers> {
  const response = await post(fetchFunction, endpoint, 'accounts.getPolicies', { sections: 'passwordComplexity', filter: 'full' });
  const body = await readJson(response, (value) => z.safeParse(policiesSchema, value));
  if (body.errorCode !== 0) throw new IdentityProviderError(body.statusCode, body.errorCode, body.errorDetails ?? '');
  return body.passwordComplexity ?? { minLength: 8, minCharGroups: 3 };
}
