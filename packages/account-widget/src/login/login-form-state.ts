import { isValidEmail } from '@shopfront/core';

export type LoginStep = 'editing' | 'submitting' | 'consent-needed' | 'consent-submitting' | 'redirecting' | 'failed';

export interface PendingConsent {
  readonly regToken: string;
  readonly missingConsents: readonly string[];
  readonly granted: readonly string[];
}

export interface LoginFormState {
  readonly step: LoginStep;
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
  /** The e-mail error shows once the field was left or the form submitted. */
  readonly emailTouched: boolean;
  readonly errorMessageKey: string | undefined;
  readonly consent: PendingConsent | undefined;
}

export type LoginFormAction =
  | { readonly type: 'email-changed'; readonly email: string }
  | { readonly type: 'email-left' }
  | { readonly type: 'password-changed'; readonly password: string }
  | { readonly type: 'remember-me-changed'; readonly rememberMe: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'consent-needed'; readonly regToken: string; readonly missingConsents: readonly string[] }
  | { readonly type: 'consent-toggled'; readonly consentId: string; readonly granted: boolean }
  | { readonly type: 'consent-submitted' }
  | { readonly type: 'redirecting' }
  | { readonly type: 'failed'; readonly messageKey: string };

export const initialLoginFormState: LoginFormState = {
  step: 'editing',
  email: '',
  password: '',
  rememberMe: false,
  emailTouched: false,
  errorMessageKey: undefined,
  consent: undefined,
};

/** docs/account-widget.md §5: both fields are required and the address must follow the e-mail rule. */
export function canSubmitLogin(state: LoginFormState): boolean {
  return (state.step === 'editing' || state.step === 'failed') && isValidEmail(state.email) && state.password.length > 0;
}

export function emailErrorKey(state: LoginFormState): string | undefined {
  if (!state.emailTouched) return undefined;
  if (state.email === '') return 'validation.required';
  return isValidEmail(state.email) ? undefined : 'validation.emailInvalid';
}

/** Continue is enabled only when every shown consent is ticked. */
export function canSubmitConsent(state: LoginFormState): boolean {
  return state.step === 'consent-needed' && state.consent !== undefined &&
    state.consent.missingConsents.every((id) => state.consent?.granted.includes(id));
}

export function loginFormReducer(state: LoginFormState, action: LoginFormAction): LoginFormState {
  switch (action.type) {
    case 'email-changed':
      return { ...state, email: action.email };
    case 'email-left':
      return { ...state, emailTouched: true };
    case 'password-changed':
      return { ...state, password: action.password };
    case 'remember-me-changed':
      return { ...state, rememberMe: action.rememberMe };
    case 'submitted':
      return canSubmitLogin(state) ? { ...state, step: 'submitting', errorMessageKey: undefined } : { ...state, emailTouched: true };
    case 'consent-needed':
      return { ...state, step: 'consent-needed', consent: { regToken: action.regToken, missingConsents: action.missingConsents, granted: [] } };
    case 'consent-toggled': {
      if (!state.consent) return state;
      const others = state.consent.granted.filter((id) => id !== action.consentId);
      return { ...state, consent: { ...state.consent, granted: action.granted ? [...others, action.consentId] : others } };
    }
    case 'consent-submitted':
      return canSubmitConsent(state) ? { ...state, step: 'consent-submitting', errorMessageKey: undefined } : state;
    case 'redirecting':
      return { ...state, step: 'redirecting' };
    case 'failed':
      // Back to the screen the user was on, with everything typed kept.
      return { ...state, step: state.consent ? 'consent-needed' : 'failed', errorMessageKey: action.messageKey };
    default:
      return action satisfies never;
  }
}
