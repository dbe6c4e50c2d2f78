import { useReducer } from 'react';
import { type PasswordPolicy, newPasswordErrorMessageKey } from '@shopfront/core';
import { changePassword } from '@shopfront/api';
import { rememberSignOut } from '@shopfront/api/browser';
import { errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings, TextFieldBinding } from '../form/form-bindings.ts';
import { useVerifiedSession } from '../form/use-verified-session.ts';
import { type NewPasswordCheck, checkNewPassword } from '../password/new-password-check.ts';
import { type NewPasswordFieldBindings, type PasswordFormState, fieldsOf, newPasswordFieldProps, passwordFormReducer } from '../password/password-form-state.ts';
import { useCommonPasswordCheck } from '../password/use-common-password-check.ts';
import { usePasswordPolicy } from '../password/use-password-policy.ts';

export interface ChangePasswordOptions {
  /** Where the customer goes after the change, signed out. */
  readonly homeUrl: string;
}

type ChangeFields = { readonly current: string; readonly newPassword: string; readonly confirmation: string };

export interface ChangePasswordBindings extends DialogFormBindings<PasswordFormState<ChangeFields>> {
  /** After the success panel: home, signed out (the panel's button, or closing the dialog). */
  readonly goHome: () => void;
  readonly currentPassword: TextFieldBinding;
  readonly newPasswordFields: NewPasswordFieldBindings & { readonly check: NewPasswordCheck; readonly policy: PasswordPolicy | undefined };
}

const noFields: ChangeFields = { current: '', newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ChangeFields> = { step: 'verifying', fields: noFields };

/** The identity provider's "invalid login" here means the current password was wrong: it gets its own words. */
const changePasswordErrorTexts = { codes: { sap_403042: 'error.wrongPassword' }, lookup: newPasswordErrorMessageKey };

/**
 * Change password (docs/account-widget.md §4): the session is verified first (invalid → the login page); success
 * shows its panel, ends every session (the server already has) and goes home.
 */
export function useChangePassword(environment: DialogEnvironment, { homeUrl }: ChangePasswordOptions): ChangePasswordBindings {
  const { fetch, config, navigate } = environment;
  const [state, dispatch] = useReducer(passwordFormReducer<ChangeFields>, initialState);
  const policy = usePasswordPolicy(environment);
  const fields = fieldsOf(state, noFields);
  const isCommonPassword = useCommonPasswordCheck();
  const check = checkNewPassword(fields, policy, isCommonPassword);

  useVerifiedSession(environment, { onVerified: () => dispatch({ type: 'session-verified' }) });

  async function send(passwords: { password: string; newPassword: string }) {
    try {
      await changePassword(fetch, config.experienceApiHost, passwords);
    } catch (error) {
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, changePasswordErrorTexts) });
      return;
    }
    // The server has already ended every session; the browser forgets its own before the panel shows.
    const { logout } = await import('../session/full-logout.ts');
    await logout(fetch, config);
    // The home page confirms the sign-out the change caused (docs/account-widget.md §4: logout, then home).
    rememberSignOut();
    dispatch({ type: 'succeeded' });
  }

  return {
    state,
    goHome: () => navigate(homeUrl),
    currentPassword: { value: fields.current, onChange: (value: string) => dispatch({ type: 'field-changed', field: 'current', value }) },
    newPasswordFields: { ...newPasswordFieldProps(fields, dispatch), check, policy },
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!check.valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void send({ password: fields.current, newPassword: fields.newPassword });
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.valid },
  };
}
