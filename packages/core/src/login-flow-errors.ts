// Apart from the provider's error table (error-catalogue.ts): the login form needs only these, the table comes with
// the login flow.
export type LoginErrorKind =
  | 'invalid-credentials'
  | 'provider-error'
  | 'invalid-login'
  | 'csrf-unavailable'
  | 'web-login'
  | 'session-create'
  | 'session-invalid-grant'
  /** No passkey was used: the customer cancelled, or the device holds none for this shop (WebAuthn tells them apart for nobody). */
  | 'passkey-cancelled'
  /** The identity provider refused the passkey: not (or no longer) registered, or its challenge expired. */
  | 'passkey-refused'
  | 'passkey-unsupported'
  | 'unknown';

export function loginFlowErrorMessageKey(kind: LoginErrorKind): string {
  switch (kind) {
    case 'invalid-credentials':
      return 'error.invalidCredentials';
    case 'provider-error':
    case 'invalid-login':
      return 'error.invalidLogin';
    case 'csrf-unavailable':
      return 'error.csrfUnavailable';
    case 'web-login':
      return 'error.webLogin';
    case 'session-create':
      return 'error.sessionCreate';
    case 'passkey-cancelled':
      return 'error.passkeyCancelled';
    case 'passkey-refused':
      return 'error.passkeyRefused';
    case 'passkey-unsupported':
      return 'error.passkeyUnsupported';
    case 'session-invalid-grant':
    case 'unknown':
      return 'error.unknown';
    default:
      return kind satisfies never;
  }
}
