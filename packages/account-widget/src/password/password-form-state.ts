/**
 * The state of a form that sets a password (reset from the e-mailed link, change while signed in). An error exists
 * only in `failed`; every typed value is kept through `submitting` and `failed`, so nothing is lost when the server
 * refuses. Change password starts in `verifying` (the session is checked before the form shows).
 */
export type PasswordFormState<Fields extends Readonly<Record<string, string>>> =
  | { readonly step: 'verifying'; readonly fields: Fields }
  | { readonly step: 'editing'; readonly fields: Fields }
  | { readonly step: 'submitting'; readonly fields: Fields }
  | { readonly step: 'failed'; readonly fields: Fields; readonly errorKey: string }
  | { readonly step: 'succeeded' };

export type PasswordFormAction<Fields extends Readonly<Record<string, string>>> =
  | { readonly type: 'session-verified' }
  | { readonly type: 'field-changed'; readonly field: keyof Fields; readonly value: string }
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed'; readonly errorKey: string };

export function passwordFormReducer<Fields extends Readonly<Record<string, string>>>(
  state: PasswordFormState<Fields>,
  action: PasswordFormAction<Fields>,
): PasswordFormState<Fields> {
  switch (action.type) {
    case 'session-verified':
      return state.step === 'verifying' ? { step: 'editing', fields: state.fields } : state;
    case 'field-changed':
      return state.step === 'editing' || state.step === 'failed'
        ? { ...state, fields: { ...state.fields, [action.field]: action.value } }
        : state;
    case 'submitted':
      return state.step === 'editing' || state.step === 'failed' ? { step: 'submitting', fields: state.fields } : state;
    case 'succeeded':
      return state.step === 'submitting' ? { step: 'succeeded' } : state;
    case 'failed':
      return state.step === 'submitting' ? { step: 'failed', fields: state.fields, errorKey: action.errorKey } : state;
    default:
      return action satisfies never;
  }
}

/** The fields of a state that still has them (every step but `succeeded`). */
export function fieldsOf<Fields extends Readonly<Record<string, string>>>(
  state: PasswordFormState<Fields>,
  empty: Fields,
): Fields {
  return state.step === 'succeeded' ? empty : state.fields;
}

type NewPasswordFieldValues = { readonly newPassword: string; readonly confirmation: string };

/** The values and change handlers of `NewPasswordFields`. */
export interface NewPasswordFieldBindings {
  readonly newPassword: string;
  readonly confirmation: string;
  readonly onNewPasswordChange: (value: string) => void;
  readonly onConfirmationChange: (value: string) => void;
}

/** The props of `NewPasswordFields` for a password form whose fields include the new password and its confirmation. */
export function newPasswordFieldProps<Fields extends NewPasswordFieldValues>(
  fields: Fields,
  dispatch: (action: PasswordFormAction<Fields>) => void,
): NewPasswordFieldBindings {
  return {
    newPassword: fields.newPassword,
    confirmation: fields.confirmation,
    onNewPasswordChange: (value: string) => dispatch({ type: 'field-changed', field: 'newPassword', value }),
    onConfirmationChange: (value: string) => dispatch({ type: 'field-changed', field: 'confirmation', value }),
  };
}
