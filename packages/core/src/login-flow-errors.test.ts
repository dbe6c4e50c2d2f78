import { describe, expect, it } from 'vitest';
import { type LoginErrorKind, loginFlowErrorMessageKey } from './login-flow-errors.ts';

describe('loginFlowErrorMessageKey', () => {
  it.each<[LoginErrorKind, string]>([
    ['invalid-credentials', 'error.invalidCredentials'],
    ['provider-error', 'error.invalidLogin'],
    ['invalid-login', 'error.invalidLogin'],
    ['csrf-unavailable', 'error.csrfUnavailable'],
    ['web-login', 'error.webLogin'],
    ['session-create', 'error.sessionCreate'],
    ['passkey-cancelled', 'error.passkeyCancelled'],
    ['passkey-refused', 'error.passkeyRefused'],
    ['passkey-unsupported', 'error.passkeyUnsupported'],
    ['session-invalid-grant', 'error.unknown'],
    ['unknown', 'error.unknown'],
  ])('%s → %s', (kind, key) => {
    expect(loginFlowErrorMessageKey(kind)).toBe(key);
  });
});
