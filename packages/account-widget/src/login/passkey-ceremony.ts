import {
  WebAuthnAbortService,
  WebAuthnError,
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
} from '@simplewebauthn/browser';
import { loginFlowErrorMessageKey } from '@shopfront/core';
import { startPasskeyLogin } from '@shopfront/api';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import { LoginFlowError } from './login-errors.ts';
import type { PasskeyAssertion } from './login-flow.ts';

/**
 * The browser's part of a passkey login, loaded only when one starts (a click, or a browser that offers passkeys in
 * the address field's autofill): `@simplewebauthn/browser` never weighs on a first open of the form.
 */

/** `button`: the browser's passkey prompt at once; `autofill`: passkeys offered in the address field (conditional UI). */
export type PasskeyPrompt = 'button' | 'autofill';

export const supportsPasskeyAutofill = browserSupportsWebAuthnAutofill;

/** Ends the ceremony under way, if any (its request then resolves to undefined). */
export function cancelPasskeyCeremony(): void {
  WebAuthnAbortService.cancelCeremony();
}

/**
 * The login challenge. A refusal the catalogue knows (the rate limit: too many attempts) shows its own text; anything
 * else is the unknown error.
 */
async function loginChallenge(environment: Pick<DialogEnvironment, 'fetch' | 'config'>) {
  try {
    return await startPasskeyLogin(environment.fetch, environment.config);
  } catch (cause) {
    throw new LoginFlowError('unknown', errorMessageKeyOf(cause, { fallback: loginFlowErrorMessageKey('unknown') }), {
      cause,
    });
  }
}

/**
 * Asks the identity provider for a login challenge and the browser for a passkey's answer to it. Undefined when the
 * ceremony was cancelled by the widget (the dialog closed, a password login or another ceremony started); a
 * LoginFlowError when the customer cancelled, no passkey answered, or the browser has no WebAuthn.
 */
export async function requestPasskeyAssertion(
  environment: Pick<DialogEnvironment, 'fetch' | 'config'>,
  prompt: PasskeyPrompt,
): Promise<PasskeyAssertion | undefined> {
  if (!browserSupportsWebAuthn())
    throw new LoginFlowError('passkey-unsupported', loginFlowErrorMessageKey('passkey-unsupported'));
  const { token, options } = await loginChallenge(environment);
  try {
    const assertion = await startAuthentication({ optionsJSON: options, useBrowserAutofill: prompt === 'autofill' });
    return { token, assertion };
  } catch (cause) {
    if (cause instanceof WebAuthnError && cause.code === 'ERROR_CEREMONY_ABORTED') return undefined;
    // NotAllowedError: the customer closed the prompt, it timed out, or the device holds no passkey for this shop.
    throw new LoginFlowError('passkey-cancelled', loginFlowErrorMessageKey('passkey-cancelled'), { cause });
  }
}
