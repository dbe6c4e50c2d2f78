import { type FormEvent, useReducer } from 'react';
import { newPasswordErrorMessageKey } from '@shopfront/core';
import { type AccountWidgetConfig, ExperienceApiError, type FetchFunction, changePassword } from '@shopfront/api';
import { rememberSignOut } from '@shopfront/api/browser';
import { useVerifiedSession } from '../form/use-verified-session.ts';
import { checkNewPassword } from '../password/new-password-check.ts';
import { type PasswordFormState, fieldsOf, newPasswordFieldProps, passwordFormReducer } from '../password/password-form-state.ts';
import { useCommonPasswordCheck } from '../password/use-common-password-check.ts';
import { usePasswordPolicy } from '../password/use-password-policy.ts';

export interface ChangePasswordDependencies {
  readonly fetch: FetchFunction;
  readonly config: AccountWidgetConfig;
  /** Leaves the page: to the login page when the session is gone, home after the change. */
  readonly navigate: (url: string) => void;
  readonly loginUrl: string;
  readonly homeUrl: string;
}

type ChangeFields = { readonly current: string; readonly newPassword: string; readonly confirmation: string };

const noFields: ChangeFields = { current: '', newPassword: '', confirmation: '' };
const initialState: PasswordFormState<ChangeFields> = { step: 'verifying', fields: noFields };

/** The identity provider's "invalid login" here means the current password was wrong: it gets its own words. */
function changePasswordErrorKey(error: unknown): string {
  if (!(error instanceof ExperienceApiError)) return 'error.unknown';
  if (error.code === 'sap_403042') return 'error.wrongPassword';
  return newPasswordErrorMessageKey(error.code) ?? 'error.unknown';
}

/**
 * Change password (docs/account-widget.md §4): the session is verified first (invalid → the login page); success
 * shows its panel, ends every session (the server already has) and goes home.
 */
export function useChangePassword({ fetch, config, navigate, loginUrl, homeUrl }: ChangePasswordDependencies) {
  const [state, dispatch] = useReducer(passwordFormReducer<ChangeFields>, initialState);
  const policy = usePasswordPolicy(fetch, config);
  const fields = fieldsOf(state, noFields);
  const isCommonPassword = useCommonPasswordCheck();
  const check = checkNewPassword(fields, policy, isCommonPassword);

  useVerifiedSession({ fetch, config, navigate, loginUrl }, () => dispatch({ type: 'session-verified' }));

  async function send(passwords: { password: string; newPassword: string }) {
    try {
      await changePassword(fetch, config.experienceApiHost, passwords);
    } catch (error) {
      dispatch({ type: 'failed', errorKey: changePasswordErrorKey(error) });
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
    /** After the success panel: home, signed out (the panel's button, or closing the dialog). */
    goHome: () => navigate(homeUrl),
    currentPassword: { value: fields.current, onChange: (value: string) => dispatch({ type: 'field-changed', field: 'current', value }) },
    newPasswordFields: { ...newPasswordFieldProps(fields, dispatch), check, policy },
    form: {
      onSubmit: (event: FormEvent) => {
        event.preventDefault();
        if (!check.valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void send({ password: fields.current, newPassword: fields.newPassword });
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.valid },
  };
}
