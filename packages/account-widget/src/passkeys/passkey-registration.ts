import { WebAuthnError, browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import {
  type FetchFunction,
  type IdentityEndpoint,
  IdentityProviderError,
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from '@shopfront/api';

/** How adding a passkey ended; a failure of the network or the server throws as every client's does. */
export type PasskeyAddition =
  | { readonly kind: 'added'; readonly deviceName: string }
  /** The browser has no WebAuthn. */
  | { readonly kind: 'unsupported' }
  /** No passkey was made: the customer cancelled, or the device holds one of this account already. */
  | { readonly kind: 'cancelled' }
  /** The identity provider refused it (the session ended, the challenge expired, the passkey is registered already). */
  | { readonly kind: 'refused'; readonly error: IdentityProviderError };

/** The browser's part of adding a passkey (`@simplewebauthn/browser`), loaded by `addPasskey` when it is used. */
export async function registerPasskey(
  fetchFunction: FetchFunction,
  endpoint: IdentityEndpoint,
): Promise<PasskeyAddition> {
  if (!browserSupportsWebAuthn()) return { kind: 'unsupported' };
  try {
    const { token, options } = await startPasskeyRegistration(fetchFunction, endpoint);
    const attestation = await startRegistration({ optionsJSON: options });
    const { deviceName } = await finishPasskeyRegistration(fetchFunction, endpoint, token, attestation);
    return { kind: 'added', deviceName };
  } catch (error) {
    // The customer closed the prompt, or this device's authenticator holds a passkey of the account already (the
    // library names the browser's DOMExceptions it knows, and passes on the others).
    if (error instanceof WebAuthnError || error instanceof DOMException) return { kind: 'cancelled' };
    if (error instanceof IdentityProviderError) return { kind: 'refused', error };
    throw error;
  }
}
