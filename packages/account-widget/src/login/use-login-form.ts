import { type FormEvent, useReducer } from 'react';
import { loginFlowErrorMessageKey } from '@shopfront/core';
import { LoginFlowError } from './login-errors.ts';
import type { LoginFlowDependencies, LoginOutcome } from './login-flow.ts';
import { canSubmitConsent, canSubmitLogin, emailErrorKey, initialLoginFormState, loginFormReducer } from './login-form-state.ts';

/**
 * The flow (API clients, PKCE, response checks) is loaded on the first submit: showing the form needs none of it, so
 * a first open stays small (a failed load ends in the form's own error, like a failed request).
 */
const loadLoginFlow = () => import('./login-flow.ts');

/** Connects the login form state to the login flow; returns the state and the props of its elements. */
export function useLoginForm(dependencies: LoginFlowDependencies) {
  const [state, dispatch] = useReducer(loginFormReducer, initialLoginFormState);

  function settle(outcome: LoginOutcome) {
    switch (outcome.kind) {
      case 'consent-needed':
        dispatch({ type: 'consent-needed', regToken: outcome.regToken, missingConsents: outcome.missingConsents });
        return;
      case 'verification-pending':
        dispatch({ type: 'verification-pending', regToken: outcome.regToken });
        return;
      case 'redirecting':
        dispatch({ type: 'redirecting' });
        return;
      default:
        outcome satisfies never;
    }
  }

  function fail(error: unknown) {
    dispatch({ type: 'failed', messageKey: error instanceof LoginFlowError ? error.messageKey : loginFlowErrorMessageKey('unknown') });
  }

  function submitLogin(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitLogin(state)) {
      dispatch({ type: 'submitted' });
      return;
    }
    dispatch({ type: 'submitted' });
    const credentials = { email: state.email.trim(), password: state.password, rememberMe: state.rememberMe };
    loadLoginFlow()
      .then((flow) => flow.logIn(dependencies, credentials))
      .then(settle, fail);
  }

  function submitConsent(event: FormEvent) {
    event.preventDefault();
    if (state.step !== 'consent-needed' || !canSubmitConsent(state)) return;
    const { consent } = state;
    dispatch({ type: 'consent-submitted' });
    const pending = { regToken: consent.regToken, grantedConsents: consent.granted, rememberMe: state.rememberMe };
    loadLoginFlow()
      .then((flow) => flow.finishPendingLogin(dependencies, pending))
      .then(settle, fail);
  }

  /** docs/rules.md account existence: the same status whether or not a mail went out; only a refusal (rate limit) differs. */
  function resendVerificationLink() {
    if (state.step !== 'verification-pending' || state.verification.resend.status === 'sending') return;
    const { regToken } = state.verification;
    dispatch({ type: 'resend-requested' });
    loadLoginFlow()
      .then((flow) => flow.resendVerificationLink(dependencies, regToken))
      .then(
        () => dispatch({ type: 'resend-settled', refusalMessageKey: undefined }),
        (error: unknown) =>
          dispatch({ type: 'resend-settled', refusalMessageKey: error instanceof LoginFlowError ? error.messageKey : loginFlowErrorMessageKey('unknown') }),
      );
  }

  return {
    state,
    emailErrorKey: emailErrorKey(state),
    canSubmitLogin: canSubmitLogin(state),
    canSubmitConsent: canSubmitConsent(state),
    busy: state.step === 'submitting' || state.step === 'consent-submitting' || state.step === 'redirecting',
    email: {
      value: state.email,
      onChange: (email: string) => dispatch({ type: 'email-changed', email }),
      onBlur: () => dispatch({ type: 'email-left' }),
    },
    password: { value: state.password, onChange: (password: string) => dispatch({ type: 'password-changed', password }) },
    rememberMe: { checked: state.rememberMe, onChange: (rememberMe: boolean) => dispatch({ type: 'remember-me-changed', rememberMe }) },
    consentCheckbox: (consentId: string) => ({
      checked: state.step === 'consent-needed' || state.step === 'consent-submitting' ? state.consent.granted.includes(consentId) : false,
      onChange: (granted: boolean) => dispatch({ type: 'consent-toggled', consentId, granted }),
    }),
    submitLogin,
    submitConsent,
    resendVerificationLink,
  };
}
