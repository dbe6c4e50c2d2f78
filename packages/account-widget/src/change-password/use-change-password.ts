import { newPasswordErrorMessageKey } from '@shopfront/core';
import { changePassword } from '@shopfront/api';
import { rememberSignOut } from '@shopfront/api/browser';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings, TextFieldBinding } from '../form/form-bindings.ts';
import { useVerifiedSession } from '../form/use-verified-session.ts';
import type { PasswordFormState } from '../password/password-form-state.ts';
import { type NewPasswordFormBindings, useNewPasswordForm } from '../password/use-new-password-form.ts';

export interface ChangePasswordOptions {
  /** Where the customer goes after the change, signed out. */
  readonly homeUrl: string;
}

type ChangeFields = { readonly current: string; readonly newPassword: string; readonly confirmation: string };

export interface ChangePasswordBindings extends DialogFormBindings<PasswordFormState<ChangeFields>> {
  /** After the success panel: home, signed out (the panel's button, or closing the dialog). */
  readonly goHome: () => void;
  readonly currentPassword: TextFieldBinding;
  readonly newPasswordFields: NewPasswordFormBindings<ChangeFields>['newPasswordFields'];
}

const noFields: ChangeFields = { current: '', newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ChangeFields> = { step: 'verifying', fields: noFields };

/** The identity provider's "invalid login" here means the current password was wrong: it gets its own words. */
const changePasswordErrorTexts = { codes: { sap_403042: 'error.wrongPassword' }, lookup: newPasswordErrorMessageKey };

/**
 * Change password (docs/account-widget.md §4): the session is verified first (invalid → the login page); success
 * shows its panel, ends every session (the server already has) and goes home.
 */
export function useChangePassword(
  environment: DialogEnvironment,
  { homeUrl }: ChangePasswordOptions,
): ChangePasswordBindings {
  const { fetch, config, navigate } = environment;
  const { state, fields, dispatch, newPasswordFields, form, submit } = useNewPasswordForm(environment, {
    initialState,
    noFields,
    send: async ({ current, newPassword }) => {
      await changePassword(fetch, config.experienceApiHost, { password: current, newPassword });
    },
    errorTexts: changePasswordErrorTexts,
    afterSuccess: async () => {
      // The server has already ended every session; the browser forgets its own before the panel shows.
      const { logout } = await import('../session/full-logout.ts');
      await logout(fetch, config);
      // The home page confirms the sign-out the change caused (docs/account-widget.md §4: logout, then home).
      rememberSignOut();
    },
  });

  useVerifiedSession(environment, { onVerified: () => dispatch({ type: 'session-verified' }) });

  return {
    state,
    goHome: () => navigate(homeUrl),
    currentPassword: {
      value: fields.current,
      onChange: (value: string) => dispatch({ type: 'field-changed', field: 'current', value }),
    },
    newPasswordFields,
    form,
    submit,
  };
}
