import type { FetchFunction, IdentityEndpoint } from '@shopfront/api';
import type { PasskeyAddition } from './passkey-registration.ts';

export type { PasskeyAddition } from './passkey-registration.ts';

/**
 * Adds a passkey to the signed-in customer's account (the identity session's cookie): the identity provider's
 * options, the browser's prompt, the verification. Its code and `@simplewebauthn/browser` load only when called.
 */
export async function addPasskey(fetchFunction: FetchFunction, endpoint: IdentityEndpoint): Promise<PasskeyAddition> {
  const { registerPasskey } = await import('./passkey-registration.ts');
  return registerPasskey(fetchFunction, endpoint);
}
