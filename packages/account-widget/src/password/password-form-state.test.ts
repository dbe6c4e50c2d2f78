import { describe, expect, it } from 'vitest';
import {
  type PasswordFormAction,
  type PasswordFormState,
  fieldsOf,
  passwordFormReducer,
} from './password-form-state.ts';

type Fields = { readonly current: string; readonly newPassword: string };
const typed: Fields = { current: 'old-one', newPassword: 'New-Password-1' };
const editing: PasswordFormState<Fields> = { step: 'editing', fields: typed };
const submitting: PasswordFormState<Fields> = { step: 'submitting', fields: typed };
const failed: PasswordFormState<Fields> = { step: 'failed', fields: typed, errorKey: 'error.passwordUsedBefore' };

describe('passwordFormReducer', () => {
  it.each<[string, PasswordFormState<Fields>, PasswordFormAction<Fields>, PasswordFormState<Fields>]>([
    ['a verified session shows the form', { step: 'verifying', fields: typed }, { type: 'session-verified' }, editing],
    [
      'no typing before the session is verified',
      { step: 'verifying', fields: typed },
      { type: 'field-changed', field: 'current', value: 'x' },
      { step: 'verifying', fields: typed },
    ],
    [
      'typing changes one field',
      editing,
      { type: 'field-changed', field: 'newPassword', value: 'Other-2' },
      { step: 'editing', fields: { ...typed, newPassword: 'Other-2' } },
    ],
    ['submitting keeps the fields', editing, { type: 'submitted' }, submitting],
    ['a second submit while sending changes nothing', submitting, { type: 'submitted' }, submitting],
    [
      'typing while sending changes nothing',
      submitting,
      { type: 'field-changed', field: 'current', value: 'x' },
      submitting,
    ],
    [
      'a refusal keeps every field and carries its text',
      submitting,
      { type: 'failed', errorKey: 'error.passwordUsedBefore' },
      failed,
    ],
    [
      'after a refusal the fields can be corrected',
      failed,
      { type: 'field-changed', field: 'newPassword', value: 'Third-3' },
      { ...failed, fields: { ...typed, newPassword: 'Third-3' } },
    ],
    ['after a refusal it can be sent again', failed, { type: 'submitted' }, submitting],
    ['success forgets the passwords', submitting, { type: 'succeeded' }, { step: 'succeeded' }],
    [
      'a late refusal after success changes nothing',
      { step: 'succeeded' },
      { type: 'failed', errorKey: 'error.unknown' },
      { step: 'succeeded' },
    ],
    ['success only follows a submit', editing, { type: 'succeeded' }, editing],
  ])('%s', (_case, state, action, expected) => {
    expect(passwordFormReducer(state, action)).toEqual(expected);
  });

  it('reads empty fields once the form has succeeded', () => {
    const empty = { current: '', newPassword: '' };
    expect(fieldsOf({ step: 'succeeded' }, empty)).toBe(empty);
    expect(fieldsOf(failed, empty)).toBe(typed);
  });
});
