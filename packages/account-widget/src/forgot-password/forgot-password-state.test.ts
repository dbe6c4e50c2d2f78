import { describe, expect, it } from 'vitest';
import {
  type ForgotPasswordAction,
  type ForgotPasswordState,
  canRequestReset,
  forgotPasswordEmailErrorKey,
  forgotPasswordReducer,
  initialForgotPasswordState,
} from './forgot-password-state.ts';

const typed = (email: string): ForgotPasswordState => ({ step: 'editing', email, emailLeft: true });
const submitting: ForgotPasswordState = { step: 'submitting', email: 'ada@example.com', emailLeft: true };
const failed: ForgotPasswordState = {
  step: 'failed',
  email: 'ada@example.com',
  emailLeft: true,
  errorKey: 'error.emailNotRegistered',
};
const received: ForgotPasswordState = { step: 'received', email: 'ada@example.com' };

describe('forgotPasswordReducer', () => {
  it.each<[string, ForgotPasswordState, ForgotPasswordAction, ForgotPasswordState]>([
    [
      'typing keeps the step',
      initialForgotPasswordState,
      { type: 'email-changed', email: 'a' },
      { step: 'editing', email: 'a', emailLeft: false },
    ],
    ['leaving the field shows its error from then on', typed('a'), { type: 'email-left' }, typed('a')],
    ['a valid address is sent', typed('ada@example.com'), { type: 'submitted' }, submitting],
    [
      'an invalid address is not sent, and named',
      { step: 'editing', email: 'ada@', emailLeft: false },
      { type: 'submitted' },
      typed('ada@'),
    ],
    [
      'a refusal keeps the address and carries its text',
      submitting,
      { type: 'failed', errorKey: 'error.emailNotRegistered' },
      failed,
    ],
    ['success keeps the address for the notice', submitting, { type: 'received' }, received],
    [
      'after a refusal the address can be corrected',
      failed,
      { type: 'email-changed', email: 'ada@example.org' },
      { ...failed, email: 'ada@example.org' },
    ],
    ['after a refusal it can be sent again', failed, { type: 'submitted' }, submitting],
    ['typing while sending changes nothing', submitting, { type: 'email-changed', email: 'x' }, submitting],
    [
      'a late answer after the notice changes nothing',
      received,
      { type: 'failed', errorKey: 'error.unknown' },
      received,
    ],
    ['the notice stays', received, { type: 'submitted' }, received],
  ])('%s', (_case, state, action, expected) => {
    expect(forgotPasswordReducer(state, action)).toEqual(expected);
  });
});

describe('forgot-password rules', () => {
  it.each<[ForgotPasswordState, boolean]>([
    [initialForgotPasswordState, false],
    [typed('ada@'), false],
    [typed(' ada@example.com '), true],
    [submitting, false],
    [failed, true],
    [received, false],
  ])('may request a link from %j: %s', (state, expected) => {
    expect(canRequestReset(state)).toBe(expected);
  });

  it.each<[ForgotPasswordState, string | undefined]>([
    [{ step: 'editing', email: 'ada@', emailLeft: false }, undefined],
    [typed('ada@'), 'validation.emailInvalid'],
    [typed(''), undefined],
    [typed('ada@example.com'), undefined],
  ])('names the e-mail error of %j: %s', (state, expected) => {
    expect(forgotPasswordEmailErrorKey(state)).toBe(expected);
  });
});
