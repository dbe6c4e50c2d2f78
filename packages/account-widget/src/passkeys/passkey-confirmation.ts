import { WebAuthnError, browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { PasskeyLoginOptions } from '@shopfront/api';

/** How the browser answered a signed-in customer's passkey challenge. */
export type PasskeyConfirmation =
  /** The browser's AuthenticationResponseJSON, for the server to verify. */
  | { readonly kind: 'confirmed'; readonly assertion: object }
  /** The browser has no WebAuthn. */
  | { readonly kind: 'unsupported' }
  /** No passkey answered: the customer closed the prompt, or the device holds none of the account's. */
  | { readonly kind: 'cancelled' };

/** The browser's part of confirming with a passkey (`@simplewebauthn/browser`), loaded by `confirmWithPasskey`. */
export async function answerPasskeyChallenge(options: PasskeyLoginOptions): Promise<PasskeyConfirmation> {
  if (!browserSupportsWebAuthn()) return { kind: 'unsupported' };
  try {
    return { kind: 'confirmed', assertion: await startAuthentication({ optionsJSON: options }) };
  } catch (error) {
    if (error instanceof WebAuthnError || error instanceof DOMException) return { kind: 'cancelled' };
    throw error;
  }
}
