/**
 * docs/account-widget.md §8: identity-provider error codes (passed on as `sap_<code>`) and the flow errors of the widget,
 * mapped to the catalogue key of their text.
 */
const providerErrorMessages: Readonly<Record<number, string>> = {
  206002: 'error.accountPendingVerification',
  206006: 'error.emailPendingVerification',
  400028: 'error.emailPendingVerification',
  400003: 'error.emailExists',
  400050: 'error.credentialsUnavailable',
  403013: 'error.credentialsUnavailable',
  403035: 'error.credentialsUnavailable',
  400097: 'error.insecureBrowser',
  401030: 'error.passwordUsedBefore',
  403005: 'error.noAccount',
  403041: 'error.noAccount',
  403011: 'error.sessionExpired',
  403012: 'error.sessionExpired',
  403042: 'error.invalidCredentials',
  403043: 'error.invalidCredentials',
  403047: 'error.emailNotRegistered',
  403100: 'error.passwordUpdatePending',
  403025: 'error.resetLinkInvalid',
  403120: 'error.accountLocked',
  403048: 'error.tooManyAttempts',
};

/** `sap_403042` or `403042` → the catalogue key of its text; undefined for a code the catalogue does not know. */
export function providerErrorMessageKey(code: number | string): string | undefined {
  const numeric = typeof code === 'number' ? code : Number(String(code).replace(/^sap_/, ''));
  return providerErrorMessages[numeric];
}

/**
 * The text of a refused new password. The policy itself is checked before anything is sent, so the server's
 * validation error (400009) on a password screen is the common-password list.
 */
export function newPasswordErrorMessageKey(code: number | string): string | undefined {
  return Number(String(code).replace(/^sap_/, '')) === 400009
    ? 'error.passwordTooCommon'
    : providerErrorMessageKey(code);
}

/**
 * The text of a failed identity login (docs/account-widget.md §8): a known code has its own text; any other 403 is
 * "invalid e-mail or password"; any other status is the invalid-login error.
 */
export function loginErrorMessageKey(statusCode: number, errorCode: number): string {
  return providerErrorMessageKey(errorCode) ?? (statusCode === 403 ? 'error.invalidCredentials' : 'error.invalidLogin');
}

/** What a failed account call shows: a catalogue text, or the server's own message. */
export type AccountCallErrorText =
  { readonly kind: 'catalogue'; readonly messageKey: string } | { readonly kind: 'server'; readonly message: string };

/**
 * docs/account-widget.md §8, after setAccountInfo, getAccountInfo or getPolicies: a known code has its text; an
 * unknown code with status 400, 401 or 403 is unexpected; any other status shows the server's message if it sent one.
 */
export function accountCallErrorText(status: number, code: string, serverMessage?: string): AccountCallErrorText {
  const messageKey = providerErrorMessageKey(code);
  if (messageKey) return { kind: 'catalogue', messageKey };
  if (status === 400 || status === 401 || status === 403 || !serverMessage)
    return { kind: 'catalogue', messageKey: 'error.unexpectedTitle' };
  return { kind: 'server', message: serverMessage };
}
