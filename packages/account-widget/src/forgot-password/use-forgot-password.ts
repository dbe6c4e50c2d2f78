import { useReducer } from 'react';
import { processCdcResponse, requestPasswordResetMail } from '@shopfront/api';
import { trimEmail } from '@shopfront/core';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings, EmailFieldBinding } from '../form/form-bindings.ts';
import {
  type ForgotPasswordState,
  canRequestReset,
  forgotPasswordEmailErrorKey,
  forgotPasswordReducer,
  initialForgotPasswordState,
} from './forgot-password-state.ts';

export interface ForgotPasswordBindings extends DialogFormBindings<ForgotPasswordState> {
  readonly email: EmailFieldBinding;
}

/** Connects the forgot-password state to `accounts.resetPassword`; returns the state and its elements' props. */
export function useForgotPassword({
  fetch,
  config,
}: Pick<DialogEnvironment, 'fetch' | 'config'>): ForgotPasswordBindings {
  const [state, dispatch] = useReducer(forgotPasswordReducer, initialForgotPasswordState);

  async function request(email: string) {
    try {
      await processCdcResponse(await requestPasswordResetMail(fetch, config, email));
      dispatch({ type: 'received' });
    } catch (error) {
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error) });
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
      onSubmit: (event) => {
        event.preventDefault();
        const send = canRequestReset(state);
        dispatch({ type: 'submitted' });
        if (send) void request(trimEmail(state.email));
      },
    },
    submit: { busy: state.step === 'submitting', disabled: trimEmail(state.email) === '' },
  };
}
