import { isValidEmail, trimEmail } from '@shopfront/core';

export interface PendingConsent {
  readonly regToken: string;
  readonly missingConsents: readonly string[];
  readonly granted: readonly string[];
}

/** Asking for the verification link again: how it went (a refusal names its catalogue text). */
export type VerificationResend =
  { readonly status: 'idle' | 'sending' | 'sent' } | { readonly status: 'refused'; readonly messageKey: string };

/** A login refused because the account is not verified yet: the regToken that asks for its link again. */
export interface PendingVerification {
  readonly regToken: string;
  readonly resend: VerificationResend;
}

/** What the customer typed; kept through every step, so a failure loses nothing. */
interface Credentials {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
  /** The e-mail error shows once the field was left or the form submitted. */
  readonly emailTouched: boolean;
}

/**
 * The login form. An error exists only where it can be shown (after a failed login, or on the consent step after a
 * failed finish), and the consent step cannot exist without the regToken and the consents it asks for.
 */
export type LoginFormState = Credentials &
  (
    | {
        /** `passkey-submitting`: a passkey login under way (the browser's prompt, then the identity provider). */
        readonly step: 'editing' | 'submitting' | 'passkey-submitting' | 'redirecting';
        readonly errorMessageKey?: undefined;
        readonly consent?: undefined;
      }
    | { readonly step: 'failed'; readonly errorMessageKey: string; readonly consent?: undefined }
    | {
        readonly step: 'consent-needed';
        readonly consent: PendingConsent;
        readonly errorMessageKey: string | undefined;
      }
    | { readonly step: 'consent-submitting'; readonly consent: PendingConsent; readonly errorMessageKey?: undefined }
    | {
        readonly step: 'verification-pending';
        readonly verification: PendingVerification;
        readonly errorMessageKey?: undefined;
        readonly consent?: undefined;
      }
  );

export type LoginFormAction =
  | { readonly type: 'email-changed'; readonly email: string }
  | { readonly type: 'email-left' }
  | { readonly type: 'password-changed'; readonly password: string }
  | { readonly type: 'remember-me-changed'; readonly rememberMe: boolean }
  | { readonly type: 'submitted' }
  | { readonly type: 'passkey-started' }
  | { readonly type: 'passkey-abandoned' }
  | { readonly type: 'consent-needed'; readonly regToken: string; readonly missingConsents: readonly string[] }
  | { readonly type: 'consent-toggled'; readonly consentId: string; readonly granted: boolean }
  | { readonly type: 'consent-submitted' }
  | { readonly type: 'verification-pending'; readonly regToken: string }
  | { readonly type: 'resend-requested' }
  | { readonly type: 'resend-settled'; readonly refusalMessageKey: string | undefined }
  | { readonly type: 'redirecting' }
  | { readonly type: 'failed'; readonly messageKey: string };

export const initialLoginFormState: LoginFormState = {
  step: 'editing',
  email: '',
  password: '',
  rememberMe: false,
  emailTouched: false,
};

function credentialsOf(state: LoginFormState): Credentials {
  return {
    email: state.email,
    password: state.password,
    rememberMe: state.rememberMe,
    emailTouched: state.emailTouched,
  };
}

/** docs/account-widget.md §5: both fields are required and the address must follow the e-mail rule. */
export function canSubmitLogin(state: LoginFormState): boolean {
  return (
    (state.step === 'editing' || state.step === 'failed' || state.step === 'verification-pending') &&
    isValidEmail(trimEmail(state.email)) &&
    state.password.length > 0
  );
}

export function emailErrorKey(state: LoginFormState): string | undefined {
  if (!state.emailTouched) return undefined;
  if (state.email === '') return 'validation.required';
  return isValidEmail(trimEmail(state.email)) ? undefined : 'validation.emailInvalid';
}

/** A passkey login can start wherever a password login could be sent (the address and password do not matter). */
export function canStartPasskeyLogin(state: LoginFormState): boolean {
  return state.step === 'editing' || state.step === 'failed' || state.step === 'verification-pending';
}

/** Continue is enabled only when every shown consent is ticked. */
export function canSubmitConsent(state: LoginFormState): boolean {
  return (
    state.step === 'consent-needed' && state.consent.missingConsents.every((id) => state.consent.granted.includes(id))
  );
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
      return canSubmitLogin(state) ? { ...credentialsOf(state), step: 'submitting' } : { ...state, emailTouched: true };
    case 'passkey-started':
      return canStartPasskeyLogin(state) ? { ...credentialsOf(state), step: 'passkey-submitting' } : state;
    case 'passkey-abandoned':
      // The widget ended the ceremony (another one took its place): the form is as it was, without an error.
      return state.step === 'passkey-submitting' ? { ...credentialsOf(state), step: 'editing' } : state;
    case 'consent-needed':
      return {
        ...credentialsOf(state),
        step: 'consent-needed',
        consent: { regToken: action.regToken, missingConsents: action.missingConsents, granted: [] },
        errorMessageKey: undefined,
      };
    case 'consent-toggled': {
      if (state.step !== 'consent-needed') return state;
      const others = state.consent.granted.filter((id) => id !== action.consentId);
      return {
        ...state,
        consent: { ...state.consent, granted: action.granted ? [...others, action.consentId] : others },
      };
    }
    case 'consent-submitted':
      return state.step === 'consent-needed' && canSubmitConsent(state)
        ? { ...credentialsOf(state), step: 'consent-submitting', consent: state.consent }
        : state;
    case 'verification-pending':
      return state.step === 'submitting' || state.step === 'passkey-submitting'
        ? {
            ...credentialsOf(state),
            step: 'verification-pending',
            verification: { regToken: action.regToken, resend: { status: 'idle' } },
          }
        : state;
    case 'resend-requested':
      return state.step === 'verification-pending' && state.verification.resend.status !== 'sending'
        ? { ...state, verification: { ...state.verification, resend: { status: 'sending' } } }
        : state;
    case 'resend-settled': {
      if (state.step !== 'verification-pending' || state.verification.resend.status !== 'sending') return state;
      const resend: VerificationResend = action.refusalMessageKey
        ? { status: 'refused', messageKey: action.refusalMessageKey }
        : { status: 'sent' };
      return { ...state, verification: { ...state.verification, resend } };
    }
    case 'redirecting':
      return { ...credentialsOf(state), step: 'redirecting' };
    case 'failed':
      // Back to the screen the user was on, with everything typed kept.
      return state.step === 'consent-submitting' || state.step === 'consent-needed'
        ? {
            ...credentialsOf(state),
            step: 'consent-needed',
            consent: state.consent,
            errorMessageKey: action.messageKey,
          }
        : { ...credentialsOf(state), step: 'failed', errorMessageKey: action.messageKey };
    default:
      return action satisfies never;
  }
}
