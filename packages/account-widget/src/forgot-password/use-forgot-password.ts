import { type FormEvent, useReducer } from 'react';
import { providerErrorMessageKey } from '@shopfront/core';
import { type AccountWidgetConfig, type FetchFunction, IdentityProviderError, processCdcResponse, requestPasswordResetMail } from '@shopfront/api';
import { canRequestReset, forgotPasswordEmailErrorKey, forgotPasswordReducer, initialForgotPasswordState } from './forgot-password-state.ts';

export interface ForgotPasswordDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
}

/** Connects the forgot-password state to `accounts.resetPassword`; returns the state and its elements' props. */
export function useForgotPassword({ fetch, config }: ForgotPasswordDependencies) {
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPasswordState);

  async function request(email: string) {
    try {
      await processCdcResponse(await requestPasswordResetMail(fetch, config, email));
      dispatch({ type: 'received' });
    } catch (error) {
      const errorKey = (error instanceof IdentityProviderError && providerErrorMessageKey(error.errorCode)) || 'error.unknown';
      dispatch({ type: 'failed', errorKey });
    }
  }

  return {
    state,
    email: {
      value: state.email,
      errorKey: forgotPasswordEmailErrorKey(state),
      onChange: (email: string) => dispatch({ type: 'email-changed', email }),
      onBlur: () => dispatch({ type: 'email-left' }),
    },
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        const send = canRequestReset(state);
        dispatch({ type: 'submitted' });
        if (send) void request(state.email.trim());
      },
    },
    submit: { busy: state.step === 'submitting', disabled: state.email.trim() === '' },
  };
}
