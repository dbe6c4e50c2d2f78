import { isValidEmail, trimEmail } from '@shopfront/core';

export interface ChangeEmailFields {
  readonly newEmail: string;
  readonly confirmEmail: string;
}

/** What the form holds, and the address of a change that already waits for its link (the new request replaces it). */
type Editable = {
  readonly fields: ChangeEmailFields;
  readonly touched: ReadonlySet<keyof ChangeEmailFields>;
  readonly pendingEmail: string | undefined;
};

export type ChangeEmailState =
  | { readonly step: 'verifying' }
  | ({ readonly step: 'editing' | 'submitting' | 'cancelling' } & Editable)
  | ({ readonly step: 'failed'; readonly errorKey: string } & Editable)
  | { readonly step: 'requested'; readonly newEmail: string }
  | { readonly step: 'cancelled' };

export type ChangeEmailAction =
  | { readonly type: 'session-verified'; readonly pendingEmail: string | undefined }
  | { readonly type: 'field-changed'; readonly field: keyof ChangeEmailFields; readonly value: string }
  | { readonly type: 'field-left'; readonly field: keyof ChangeEmailFields }
  | { readonly type: 'submitted' }
  | { readonly type: 'cancel-requested' }
  | { readonly type: 'failed'; readonly errorKey: string }
  | { readonly type: 'requested' }
  | { readonly type: 'cancelled' };

export const initialChangeEmailState: ChangeEmailState = { step: 'verifying' };

/** docs/account-widget.md §5 change e-mail: a valid address, confirmed identically. */
export function checkEmailChange(fields: ChangeEmailFields) {
  const newEmail = trimEmail(fields.newEmail);
  const valid = isValidEmail(newEmail);
  const matches = trimEmail(fields.confirmEmail) === newEmail;
  return { valid, matches, ready: valid && matches };
}

function editableOf(state: ChangeEmailState): Editable | undefined {
  return state.step === 'editing' ||
    state.step === 'failed' ||
    state.step === 'submitting' ||
    state.step === 'cancelling'
    ? { fields: state.fields, touched: state.touched, pendingEmail: state.pendingEmail }
    : undefined;
}

export function changeEmailReducer(state: ChangeEmailState, action: ChangeEmailAction): ChangeEmailState {
  const editable = editableOf(state);
  const idle = state.step === 'editing' || state.step === 'failed';
  switch (action.type) {
    case 'session-verified':
      return state.step === 'verifying'
        ? {
            step: 'editing',
            fields: { newEmail: '', confirmEmail: '' },
            touched: new Set(),
            pendingEmail: action.pendingEmail,
          }
        : state;
    case 'field-changed':
      return idle && editable
        ? { ...editable, step: 'editing', fields: { ...editable.fields, [action.field]: action.value } }
        : state;
    case 'field-left':
      return idle ? { ...state, touched: new Set([...state.touched, action.field]) } : state;
    case 'submitted':
      return idle && editable && checkEmailChange(editable.fields).ready ? { ...editable, step: 'submitting' } : state;
    case 'cancel-requested':
      return idle && editable?.pendingEmail !== undefined ? { ...editable, step: 'cancelling' } : state;
    case 'failed':
      // Back to the form with everything typed kept (and the pending change as it was).
      return (state.step === 'submitting' || state.step === 'cancelling') && editable
        ? { ...editable, step: 'failed', errorKey: action.errorKey }
        : state;
    case 'requested':
      return state.step === 'submitting' ? { step: 'requested', newEmail: trimEmail(state.fields.newEmail) } : state;
    case 'cancelled':
      return state.step === 'cancelling' ? { step: 'cancelled' } : state;
    default:
      return action satisfies never;
  }
}
