import { useReducer } from 'react';
import type { Dispatch } from 'react';
import type { PasswordPolicy } from '@shopfront/core';
import { type ErrorTextOverrides, errorMessageKeyOf } from '../account-call-error.ts';
import type { DialogEnvironment } from '../environment/dialog-environment.ts';
import type { DialogFormBindings } from '../form/form-bindings.ts';
import { type NewPasswordCheck, checkNewPassword } from './new-password-check.ts';
import {
  type NewPasswordFieldBindings,
  type PasswordFormAction,
  type PasswordFormState,
  fieldsOf,
  newPasswordFieldProps,
  passwordFormReducer,
} from './password-form-state.ts';
import { useCommonPasswordCheck } from './use-common-password-check.ts';
import { usePasswordPolicy } from './use-password-policy.ts';

type NewPasswordFormFields = { readonly newPassword: string; readonly confirmation: string; readonly current?: string };

interface NewPasswordFormOptions<Fields extends NewPasswordFormFields> {
  readonly initialState: PasswordFormState<Fields>;
  /** The fields of the `succeeded` state, which keeps none. */
  readonly noFields: Fields;
  /** The call that sets the password; what it throws becomes the `failed` state's text. */
  readonly send: (fields: Fields) => Promise<void>;
  readonly errorTexts: ErrorTextOverrides;
  /** Runs after the call succeeded, before the success shows. */
  readonly afterSuccess?: () => Promise<void>;
}

export interface NewPasswordFormBindings<Fields extends NewPasswordFormFields> extends DialogFormBindings<
  PasswordFormState<Fields>
> {
  readonly fields: Fields;
  readonly dispatch: Dispatch<PasswordFormAction<Fields>>;
  readonly newPasswordFields: NewPasswordFieldBindings & {
    readonly check: NewPasswordCheck;
    readonly policy: PasswordPolicy | undefined;
  };
}

/**
 * A form that sets a new password (reset from the e-mailed link, change while signed in): the market's policy and the
 * common-password list check the fields, and a valid form is sent once while no call is under way.
 */
export function useNewPasswordForm<Fields extends NewPasswordFormFields & Readonly<Record<string, string>>>(
  environment: Pick<DialogEnvironment, 'fetch' | 'config'>,
  { initialState, noFields, send, errorTexts, afterSuccess }: NewPasswordFormOptions<Fields>,
): NewPasswordFormBindings<Fields> {
  const [state, dispatch] = useReducer(passwordFormReducer<Fields>, initialState);
  const policy = usePasswordPolicy(environment);
  const fields = fieldsOf(state, noFields);
  const isCommonPassword = useCommonPasswordCheck();
  const check = checkNewPassword(fields, policy, isCommonPassword);

  async function submitFields(submitted: Fields) {
    try {
      await send(submitted);
    } catch (error) {
      dispatch({ type: 'failed', errorKey: errorMessageKeyOf(error, errorTexts) });
      return;
    }
    await afterSuccess?.();
    dispatch({ type: 'succeeded' });
  }

  return {
    state,
    fields,
    dispatch,
    newPasswordFields: { ...newPasswordFieldProps(fields, dispatch), check, policy },
    form: {
      onSubmit: (event) => {
        event.preventDefault();
        if (!check.valid || state.step === 'submitting') return;
        dispatch({ type: 'submitted' });
        void submitFields(fields);
      },
    },
    submit: { busy: state.step === 'submitting', disabled: !check.valid },
  };
}
