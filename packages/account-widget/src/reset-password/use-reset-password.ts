import { type FormEvent, useReducer } from 'react';
import { newPasswordErrorMessageKey } from '@shopfront/core';
import { type AccountWidgetConfig, type FetchFunction, IdentityProviderError, processCdcResponse, requestPasswordResetWithToken } from '@shopfront/api';
import { checkNewPassword } from '../password/new-password-check.ts';
import { type PasswordFormState, fieldsOf, newPasswordFieldProps, passwordFormReducer } from '../password/password-form-state.ts';
import { useCommonPasswordCheck } from '../password/use-common-password-check.ts';
import { usePasswordPolicy } from '../password/use-password-policy.ts';

export interface ResetPasswordDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  /** The token of the e-mailed link. */
  readonly token: string;
}

type ResetFields = { readonly newPassword: string; readonly confirmation: string };

const noFields: ResetFields = { newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ResetFields> = { step: 'editing', fields: noFields };

/** Sets the new password with the link's token (`accounts.resetPassword`); returns the state and its elements' props. */
export function useResetPassword({ fetch, config, token }: ResetPasswordDependencies) {
  const [state, dispatch] = useReducer(passwordFormReducer<ResetFields>, initialState);
  const policy = usePasswordPolicy(fetch, config);
  const fields = fieldsOf(state, noFields);
  const isCommonPassword = useCommonPasswordCheck();
  const check = checkNewPassword(fields, policy, isCommonPassword);

  async function send(newPassword: string) {
    try {
      await processCdcResponse(await requestPasswordResetWithToken(fetch, config, token, newPassword));
      dispatch({ type: 'succeeded' });
    } catch (error) {
      dispatch({ type: 'failed', errorKey: (error instanceof IdentityProviderError && newPasswordErrorMessageKey(error.errorCode)) || 'error.unknown' });
    }
  }

  return {
    state,
    policy,
    check,
    newPasswordFields: { ...newPasswordFieldProps(fields, dispatch), check, policy },
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        if (!check.valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void send(fields.newPassword);
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.valid },
  };
}
