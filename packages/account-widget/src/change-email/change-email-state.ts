import { isValidEmail } from '@shopfront/core';

export interface ChangeEmailFields {
  readonly newEmail: string;
  readonly confirmEmail: string;
}

type Editable = { readonly fields: ChangeEmailFields; readonly touched: ReadonlySet<keyof ChangeEmailFields> };

export type ChangeEmailState =
  | { readonly step: 'verifying' }
  | ({ readonly step: 'editing' | 'submitting' } & Editable)
  | ({ readonly step: 'failed'; readonly errorKey: string } & Editable)
  | { readonly step: 'requested'; readonly newEmail: string };

export type ChangeEmailAction =
  | { readonly type: 'session-verified' }
  | { readonly type: 'field-changed'; readonly field: keyof ChangeEmailFields; readonly value: string }
  | { readonly type: 'field-left'; readonly field: keyof ChangeEmailFields }
  | { readonly type: 'submitted' }
  | { readonly type: 'failed'; readonly errorKey: string }
  | { readonly type: 'requested' };

export const initialChangeEmailState: ChangeEmailState = { step: 'verifying' };

/** docs/account-widget.md §5 change e-mail: a valid address, confirmed identically. */
export function checkEmailChange(fields: ChangeEmailFields) {
  const newEmail = fields.newEmail.trim();
  const valid = isValidEmail(newEmail);
  const matches = fields.confirmEmail.trim() === newEmail;
  return { valid, matches, ready: valid && matches };
}

export function changeEmailReducer(state: ChangeEmailState, action: ChangeEmailAction): ChangeEmailState {
  switch (action.type) {
    case 'session-verified':
      return state.step === 'verifying' ? { step: 'editing', fields: { newEmail: '', confirmEmail: '' }, touched: new Set() } : state;
    case 'field-changed':
      return state.step === 'editing' || state.step === 'failed'
        ? { step: 'editing', fields: { ...state.fields, [action.field]: action.value }, touched: state.touched }
        : state;
    case 'field-left':
      return state.step === 'editing' || state.step === 'failed' ? { ...state, touched: new Set([...state.touched, action.field]) } : state;
    case 'submitted':
      return (state.step === 'editing' || state.step === 'failed') && checkEmailChange(state.fields).ready
        ? { step: 'submitting', fields: state.fields, touched: state.touched }
        : state;
    case 'failed':
      return state.step === 'submitting' ? { step: 'failed', fields: state.fields, touched: state.touched, errorKey: action.errorKey } : state;
    case 'requested':
      return state.step === 'submitting' ? { step: 'requested', newEmail: state.fields.newEmail.trim() } : state;
    default:
      return action satisfies never;
  }
}
