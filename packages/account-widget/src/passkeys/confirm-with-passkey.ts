import type { PasskeyLoginOptions } from '@shopfront/api';
import type { PasskeyConfirmation } from './passkey-confirmation.ts';

export type { PasskeyConfirmation } from './passkey-confirmation.ts';

/**
 * The browser's passkey prompt for a challenge naming the signed-in account's passkeys (a deletion's confirmation).
 * Its code and `@simplewebauthn/browser` load only when called.
 */
export async function confirmWithPasskey(options: PasskeyLoginOptions): Promise<PasskeyConfirmation> {
  const { answerPasskeyChallenge } = await import('./passkey-confirmation.ts');
  return answerPasskeyChallenge(options);
}
