import { useReducer } from 'react';
import { loginFlowErrorMessageKey, trimEmail } from '@shopfront/core';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type {
  CheckboxBinding,
  DialogFormBindings,
  EmailFieldBinding,
  TextFieldBinding,
} from '../form/form-bindings.ts';
import { LoginFlowError } from './login-errors.ts';
import type { LoginFlowDependencies, LoginFlowOptions, LoginOutcome } from './login-flow.ts';
import {
  type LoginFormState,
  canSubmitConsent,
  canSubmitLogin,
  emailErrorKey,
  initialLoginFormState,
  loginFormReducer,
} from './login-form-state.ts';

/**
 * The flow (API clients, PKCE, response checks) is loaded on the first submit: showing the form needs none of it, so
 * a first open stays small (a failed load ends in the form's own error, like a failed request).
 */
const loadLoginFlow = () => import('./login-flow.ts');

/** The login form and its extra-consent step: `form` and `submit` are those of the step shown. */
export interface LoginFormBindings extends DialogFormBindings<LoginFormState> {
  readonly email: EmailFieldBinding;
  readonly password: TextFieldBinding;
  readonly rememberMe: CheckboxBinding;
  /** The box of one document on the extra-consent step. */
  readonly consentCheckbox: (consentId: string) => CheckboxBinding;
  /** Asks for the link of an account that waits for verification again. */
  readonly resend: { readonly onClick: () => void };
}

/** The catalogue text of a failed step: the flow names it; anything else (a chunk that did not load) is unknown. */
function failureMessageKey(error: unknown): string {
  return error instanceof LoginFlowError ? error.messageKey : loginFlowErrorMessageKey('unknown');
}

/** Connects the login form state to the login flow; returns the state and the props of its elements. */
export function useLoginForm(
  environment: Pick<DialogEnvironment, 'fetch' | 'config' | 'navigate'>,
  options: LoginFlowOptions,
): LoginFormBindings {
  const [state, dispatch] = useReducer(loginFormReducer, initialLoginFormState);
  // Built on submit, not on render: a page's dependencies may read the window in a getter, and a server renders the form.
  const flowDependencies = (): LoginFlowDependencies => ({ ...environment, ...options });
  const consentStep = state.step === 'consent-needed' || state.step === 'consent-submitting';

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
    dispatch({ type: 'failed', messageKey: failureMessageKey(error) });
  }

  function submitLogin() {
    if (!canSubmitLogin(state)) {
      dispatch({ type: 'submitted' });
      return;
    }
    dispatch({ type: 'submitted' });
    const credentials = { email: trimEmail(state.email), password: state.password, rememberMe: state.rememberMe };
    loadLoginFlow()
      .then((flow) => flow.logIn(flowDependencies(), credentials))
      .then(settle, fail);
  }

  function submitConsent() {
    if (state.step !== 'consent-needed' || !canSubmitConsent(state)) return;
    const { consent } = state;
    dispatch({ type: 'consent-submitted' });
    const pending = { regToken: consent.regToken, grantedConsents: consent.granted, rememberMe: state.rememberMe };
    loadLoginFlow()
      .then((flow) => flow.finishPendingLogin(flowDependencies(), pending))
      .then(settle, fail);
  }

  /** docs/rules.md account existence: the same status whether or not a mail went out; only a refusal (rate limit) differs. */
  function resendVerificationLink() {
    if (state.step !== 'verification-pending' || state.verification.resend.status === 'sending') return;
    const { regToken } = state.verification;
    dispatch({ type: 'resend-requested' });
    loadLoginFlow()
      .then((flow) => flow.resendVerificationLink(flowDependencies(), regToken))
      .then(
        () => dispatch({ type: 'resend-settled', refusalMessageKey: undefined }),
        (error: unknown) => dispatch({ type: 'resend-settled', refusalMessageKey: failureMessageKey(error) }),
      );
  }

  return {
    state,
    email: {
      value: state.email,
      errorKey: emailErrorKey(state),
      onChange: (email: string) => dispatch({ type: 'email-changed', email }),
      onBlur: () => dispatch({ type: 'email-left' }),
    },
    password: {
      value: state.password,
      onChange: (password: string) => dispatch({ type: 'password-changed', password }),
    },
    rememberMe: {
      checked: state.rememberMe,
      onChange: (rememberMe: boolean) => dispatch({ type: 'remember-me-changed', rememberMe }),
    },
    consentCheckbox: (consentId: string) => ({
      checked: consentStep ? state.consent.granted.includes(consentId) : false,
      onChange: (granted: boolean) => dispatch({ type: 'consent-toggled', consentId, granted }),
    }),
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (consentStep) submitConsent();
        else submitLogin();
      },
    },
    submit: {
      busy: state.step === 'submitting' || state.step === 'consent-submitting' || state.step === 'redirecting',
      disabled: consentStep ? !canSubmitConsent(state) : !canSubmitLogin(state),
    },
    resend: { onClick: resendVerificationLink },
  };
}
