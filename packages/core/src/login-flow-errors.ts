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
    case 'session-invalid-grant':
    case 'unknown':
      return 'error.unknown';
    default:
      return kind satisfies never;
  }
}
