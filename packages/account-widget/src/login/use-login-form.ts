import { useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { loginFlowErrorMessageKey, trimEmail } from '@shopfront/core';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type {
  CheckboxBinding,
  DialogFormBindings,
  EmailFieldBinding,
  TextFieldBinding,
} from '../form/form-bindings.ts';
import { LoginFlowError } from './login-errors.ts';
import type { LoginFlowDependencies, LoginFlowOptions, LoginOutcome, PasskeyAssertion } from './login-flow.ts';
import { hasPasskeyHint } from './passkey-hint.ts';
import {
  type LoginFormState,
  canStartPasskeyLogin,
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

/** The passkey ceremony (`@simplewebauthn/browser`), loaded at a click or where the browser can offer passkeys in autofill. */
const loadPasskeyCeremony = () => import('./passkey-ceremony.ts');

/**
 * Whether to offer passkeys in the address field's autofill (conditional mediation): where the browser may support it
 * and has met passkeys of the shop (passkey-hint.ts), a cheap look before the ceremony's code loads and asks the browser.
 */
function mayOfferPasskeyAutofill(): boolean {
  return (
    typeof window !== 'undefined' &&
    'PublicKeyCredential' in window &&
    'isConditionalMediationAvailable' in window.PublicKeyCredential &&
    hasPasskeyHint()
  );
}

/** The login form and its extra-consent step: `form` and `submit` are those of the step shown. */
export interface LoginFormBindings extends DialogFormBindings<LoginFormState> {
  readonly email: EmailFieldBinding;
  readonly password: TextFieldBinding;
  readonly rememberMe: CheckboxBinding;
  /** The box of one document on the extra-consent step. */
  readonly consentCheckbox: (consentId: string) => CheckboxBinding;
  /** Asks for the link of an account that waits for verification again. */
  readonly resend: { readonly onClick: () => void };
  /** "Log in with a passkey": the browser's passkey prompt. */
  readonly passkey: { readonly onClick: () => void; readonly busy: boolean; readonly disabled: boolean };
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

  // Which passkey ceremony the form runs; undefined once the form is gone or a password login took over.
  const passkeyCeremony = useRef<'autofill' | 'button' | undefined>(undefined);

  function fail(error: unknown) {
    dispatch({ type: 'failed', messageKey: failureMessageKey(error) });
  }

  function logInWithPasskey(passkey: PasskeyAssertion | undefined) {
    if (!passkey) {
      dispatch({ type: 'passkey-abandoned' });
      return;
    }
    dispatch({ type: 'passkey-started' });
    // Remember me as ticked when the passkey answered (the reducer holds it, the handler's closure may be older).
    loadLoginFlow()
      .then((flow) => flow.logInWithPasskey(flowDependencies(), passkey, rememberMe.current))
      .then(settle, fail);
  }

  // Set once autofill has answered with a passkey: offered again after the server refused that passkey, the browser
  // would offer the same one, and an authenticator that answers without a touch would loop on it. The button stays.
  const autofillAnswered = useRef(false);

  /** Passkeys in the address field's autofill while the form waits for input; unavailable, it is just not offered. */
  function offerPasskeyAutofill() {
    if (autofillAnswered.current || !mayOfferPasskeyAutofill()) return;
    passkeyCeremony.current = 'autofill';
    loadPasskeyCeremony()
      .then(async (ceremony) => {
        if (passkeyCeremony.current !== 'autofill' || !(await ceremony.supportsPasskeyAutofill())) return undefined;
        return ceremony.requestPasskeyAssertion(environment, 'autofill');
      })
      .then(
        (passkey) => {
          if (!passkey || passkeyCeremony.current !== 'autofill') return;
          autofillAnswered.current = true;
          logInWithPasskey(passkey);
        },
        () => undefined,
      );
  }

  /** A password login or a closed form ends an autofill request (only where its code was loaded for it). */
  function endPasskeyAutofill() {
    if (passkeyCeremony.current !== 'autofill') return;
    passkeyCeremony.current = undefined;
    void loadPasskeyCeremony().then((ceremony) => ceremony.cancelPasskeyCeremony());
  }

  const rememberMe = useRef(state.rememberMe);
  rememberMe.current = state.rememberMe;

  // Offered again each time the form waits for input (after a failed login too), ended when it stops waiting.
  const waitsForInput = canStartPasskeyLogin(state);
  const offerAutofill = useEffectEvent(offerPasskeyAutofill);
  const endAutofill = useEffectEvent(endPasskeyAutofill);
  useEffect(() => {
    if (!waitsForInput) return undefined;
    offerAutofill();
    return () => endAutofill();
  }, [waitsForInput]);

  function startPasskeyLogin() {
    if (!canStartPasskeyLogin(state)) return;
    // The button's ceremony takes the place of the autofill request (the library aborts that one).
    passkeyCeremony.current = 'button';
    dispatch({ type: 'passkey-started' });
    loadPasskeyCeremony()
      .then((ceremony) => ceremony.requestPasskeyAssertion(environment, 'button'))
      .then(logInWithPasskey, fail);
  }

  function submitLogin() {
    if (!canSubmitLogin(state)) {
      dispatch({ type: 'submitted' });
      return;
    }
    endPasskeyAutofill();
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
    passkey: {
      onClick: startPasskeyLogin,
      busy: state.step === 'passkey-submitting',
      disabled: !canStartPasskeyLogin(state),
    },
  };
}
