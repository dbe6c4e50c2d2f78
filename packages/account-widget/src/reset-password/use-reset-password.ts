import { newPasswordErrorMessageKey } from '@shopfront/core';
import { processCdcResponse, requestPasswordResetWithToken } from '@shopfront/api';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings } from '../form/form-bindings.ts';
import type { PasswordFormState } from '../password/password-form-state.ts';
import { type NewPasswordFormBindings, useNewPasswordForm } from '../password/use-new-password-form.ts';

export interface ResetPasswordOptions {
  /** The token of the e-mailed link. */
  readonly token: string;
}

type ResetFields = { readonly newPassword: string; readonly confirmation: string };

export interface ResetPasswordBindings extends DialogFormBindings<PasswordFormState<ResetFields>> {
  readonly newPasswordFields: NewPasswordFormBindings<ResetFields>['newPasswordFields'];
}

const noFields: ResetFields = { newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ResetFields> = { step: 'editing', fields: noFields };

/** Sets the new password with the link's token (`accounts.resetPassword`); returns the state and its elements' props. */
export function useResetPassword(
  environment: Pick<DialogEnvironment, 'fetch' | 'config'>,
  { token }: ResetPasswordOptions,
): ResetPasswordBindings {
  const { fetch, config } = environment;
  const { state, newPasswordFields, form, submit } = useNewPasswordForm(environment, {
    initialState,
    noFields,
    send: async ({ newPassword }) => {
      await processCdcResponse(await requestPasswordResetWithToken(fetch, config, token, newPassword));
    },
    errorTexts: { lookup: newPasswordErrorMessageKey },
  });
  return { state, newPasswordFields, form, submit };
}
