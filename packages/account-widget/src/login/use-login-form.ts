import { type FormEvent, useCallback, useReducer } from 'react';
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
    if (outcome.kind === 'consent-needed') {
      dispatch({ type: 'consent-needed', regToken: outcome.regToken, missingConsents: outcome.missingConsents });
    } else {
      dispatch({ type: 'redirecting' });
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

  /**
   * A server-rendered form can be typed into before its script runs (docs/decisions/013-server-rendering.md): what
   * its fields hold then is taken over, as if typed now.
   */
  const adoptTypedValues = useCallback((typed: { readonly email: string; readonly password: string }) => {
    if (typed.email !== '') dispatch({ type: 'email-changed', email: typed.email });
    if (typed.password !== '') dispatch({ type: 'password-changed', password: typed.password });
  }, []);

  return {
    state,
    adoptTypedValues,
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
  };
}
