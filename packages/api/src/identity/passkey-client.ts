import type { FetchFunction } from '../api-error.ts';
import type { FromSchema } from '../json-schema-check.ts';
import { type IdentityEndpoint, postIdentityMethod as post, readCdcAnswer } from './cdc-call.ts';
import {
  cdcEmptyResponse,
  fidoAssertionOptionsResponse,
  fidoCredentialRegisteredResponse,
  fidoCredentialsResponse,
  fidoRegistrationOptionsResponse,
} from './identity-responses.ts';

/** A passkey ceremony's start: the options for `@simplewebauthn/browser` and the handle of their challenge. */
export interface PasskeyCeremony<Options> {
  readonly token: string;
  readonly options: Options;
}

export type PasskeyRegistrationOptions = FromSchema<typeof fidoRegistrationOptionsResponse>['options'];
export type PasskeyLoginOptions = FromSchema<typeof fidoAssertionOptionsResponse>['options'];
export type Passkey = FromSchema<typeof fidoCredentialsResponse>['credentials'][number];

/** accounts.auth.fido.initRegisterCredentials: a signed-in customer (the session cookie) starts adding a passkey. */
export async function startPasskeyRegistration(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
): Promise<PasskeyCeremony<PasskeyRegistrationOptions>> {
  const response = await post(fetchFunction, endpoint, 'accounts.auth.fido.initRegisterCredentials', {});
  const { token, options } = await readCdcAnswer(response, fidoRegistrationOptionsResponse);
  return { token, options };
}

/** accounts.auth.fido.registerCredentials: the browser's RegistrationResponseJSON; answers the passkey's device name. */
export async function finishPasskeyRegistration(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  token: string,
  attestation: object,
): Promise<{ readonly credentialId: string; readonly deviceName: string }> {
  const response = await post(fetchFunction, endpoint, 'accounts.auth.fido.registerCredentials', {
    token,
    attestation: JSON.stringify(attestation),
  });
  const { credentialId, deviceName } = await readCdcAnswer(response, fidoCredentialRegisteredResponse);
  return { credentialId, deviceName };
}

/** accounts.auth.fido.getAssertionOptions: anyone starts a passkey login (no address: the browser offers its passkeys). */
export async function startPasskeyLogin(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
): Promise<PasskeyCeremony<PasskeyLoginOptions>> {
  const response = await post(fetchFunction, endpoint, 'accounts.auth.fido.getAssertionOptions', {});
  const { token, options } = await readCdcAnswer(response, fidoAssertionOptionsResponse);
  return { token, options };
}

/** accounts.auth.fido.verifyAssertion: answers as accounts.login does (processLoginResponse). */
export function requestPasskeyLogin(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  assertion: { token: string; authenticatorAssertion: object; sessionExpiration: number },
) {
  return post(fetchFunction, endpoint, 'accounts.auth.fido.verifyAssertion', {
    token: assertion.token,
    authenticatorAssertion: JSON.stringify(assertion.authenticatorAssertion),
    sessionExpiration: String(assertion.sessionExpiration),
    include: 'profile,data,preferences,missing-required-fields',
    includeUserInfo: 'true',
  });
}

/** accounts.auth.fido.getCredentials: the signed-in customer's passkeys, oldest first as the server lists them. */
export async function fetchPasskeys(fetchFunction: FetchFunction, endpoint: IdentityEndpoint): Promise<Passkey[]> {
  const response = await post(fetchFunction, endpoint, 'accounts.auth.fido.getCredentials', {});
  return (await readCdcAnswer(response, fidoCredentialsResponse)).credentials;
}

/** accounts.auth.fido.removeCredential: re-authenticated with the account's password in the same request. */
export async function removePasskey(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
  removal: { readonly credentialId: string; readonly password: string },
): Promise<void> {
  const response = await post(fetchFunction, endpoint, 'accounts.auth.fido.removeCredential', { ...removal });
  await readCdcAnswer(response, cdcEmptyResponse);
}
