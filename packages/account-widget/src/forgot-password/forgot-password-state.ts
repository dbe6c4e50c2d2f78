import { isValidEmail, trimEmail } from '@shopfront/core';

/**
 * The forgot-password form. An error exists only in the `failed` step, and the address the customer typed is kept
 * through every step (the received notice names it).
 */
export type ForgotPasswordState =
  | { readonly step: 'editing'; readonly email: string; readonly emailLeft: boolean }
  | { readonly step: 'submitting'; readonly email: string; readonly emailLeft: boolean }
  | { readonly step: 'failed'; readonly email: string; readonly emailLeft: boolean; readonly errorKey: string }
  | { readonly step: 'received'; readonly email: string };

export type ForgotPasswordAction =
  | { readonly type: 'email-changed'; readonly email: string }
  | { readonly type: 'email-left' }
  | { readonly type: 'submitted' }
  | { readonly type: 'received' }
  | { readonly type: 'failed'; readonly errorKey: string };

export const initialForgotPasswordState: ForgotPasswordState = { step: 'editing', email: '', emailLeft: false };

/** Submit is disabled without an address; an address that breaks the e-mail rule is named, not sent. */
export function canRequestReset(state: ForgotPasswordState): boolean {
  return (state.step === 'editing' || state.step === 'failed') && isValidEmail(trimEmail(state.email));
}

export function forgotPasswordEmailErrorKey(state: ForgotPasswordState): string | undefined {
  if (state.step === 'received' || !state.emailLeft || state.email === '') return undefined;
  return isValidEmail(trimEmail(state.email)) ? undefined : 'validation.emailInvalid';
}

export function forgotPasswordReducer(state: ForgotPasswordState, action: ForgotPasswordAction): ForgotPasswordState {
  switch (action.type) {
    case 'email-changed':
      return state.step === 'received' || state.step === 'submitting' ? state : { ...state, email: action.email };
    case 'email-left':
      return state.step === 'received' ? state : { ...state, emailLeft: true };
    case 'submitted':
      if (state.step === 'received') return state;
      return canRequestReset(state)
        ? { step: 'submitting', email: state.email, emailLeft: state.emailLeft }
        : { ...state, emailLeft: true };
    case 'received':
      return state.step === 'submitting' ? { step: 'received', email: state.email } : state;
    case 'failed':
      return state.step === 'submitting'
        ? { step: 'failed', email: state.email, emailLeft: state.emailLeft, errorKey: action.errorKey }
        : state;
    default:
      return action satisfies never;
  }
}
