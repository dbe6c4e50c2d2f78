import type { LoginErrorKind } from '@shopfront/core';

/** A failed step of the login flow; `messageKey` is the catalogue text to show. */
export class LoginFlowError extends Error {
  override readonly name = 'LoginFlowError';
  constructor(
    readonly kind: LoginErrorKind,
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(`login failed: ${kind}`, options);
  }
}
