import { useReducer } from 'react';
import { type PasswordPolicy, newPasswordErrorMessageKey } from '@shopfront/core';
import { processCdcResponse, requestPasswordResetWithToken } from '@shopfront/api';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings } from '../form/form-bindings.ts';
import { type NewPasswordCheck, checkNewPassword } from '../password/new-password-check.ts';
import { type NewPasswordFieldBindings, type PasswordFormState, fieldsOf, newPasswordFieldProps, passwordFormReducer } from '../password/password-form-state.ts';
import { useCommonPasswordCheck } from '../password/use-common-password-check.ts';
import { usePasswordPolicy } from '../password/use-password-policy.ts';

export interface ResetPasswordOptions {
  /** The token of the e-mailed link. */
  readonly token: string;
}

type ResetFields = { readonly newPassword: string; readonly confirmation: string };

export interface ResetPasswordBindings extends DialogFormBindings<PasswordFormState<ResetFields>> {
  readonly newPasswordFields: NewPasswordFieldBindings & { readonly check: NewPasswordCheck; readonly policy: PasswordPolicy | undefined };
}

const noFields: ResetFields = { newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ResetFields> = { step: 'editing', fields: noFields };

/** Sets the new password with the link's token (`accounts.resetPassword`); returns the state and its elements' props. */
export function useResetPassword(environment: Pick<DialogEnvironment, 'fetch' | 'config'>, { token }: ResetPasswordOptions): ResetPasswordBindings {
  const { fetch, config } = environment;
  const [state, dispatch] = useReducer(passwordFormReducer<ResetFields>, initialState);
  const policy = usePasswordPolicy(environment);
  const fields = fieldsOf(state, noFields);
  const isCommonPassword = useCommonPasswordCheck();
  const check = checkNewPassword(fields, policy, isCommonPassword);

  async function send(newPassword: string) {
    try {
      await processCdcResponse(await requestPasswordResetWithToken(fetch, config, token, newPassword));
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, { lookup: newPasswordErrorMessageKey }) });
    }
  }

  return {
    state,
    newPasswordFields: { ...newPasswordFieldProps(fields, dispatch), check, policy },
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!check.valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void send(fields.newPassword);
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.valid },
  };
}
