import { describe, expect, it } from 'vitest';
import { checkEmailChange } from '../change-email/change-email-state.ts';
import { canRequestReset, initialForgotPasswordState } from '../forgot-password/forgot-password-state.ts';
import { canSubmitLogin, emailErrorKey, initialLoginFormState } from '../login/login-form-state.ts';

/** Whether each screen that takes an address would send what was typed (docs/rules.md, "E-mail address"). */
const screens: Record<string, (typed: string) => boolean> = {
  login: (typed) => canSubmitLogin({ ...initialLoginFormState, email: typed, password: 'secret' }),
  'forgot password': (typed) => canRequestReset({ ...initialForgotPasswordState, email: typed }),
  'change e-mail': (typed) => checkEmailChange({ newEmail: typed, confirmEmail: typed }).ready,
};

const typings = [
  [' a@b.co', true],
  ['a@b.co ', true],
  ['\u00A0A@B.co\t', true],
  ['a@b.co', true],
  ['a @b.co', false],
  ['  ', false],
  ['a@b.co\u200B', false],
  ['a@b', false],
] as const;

describe('one trim policy on every screen that takes an address', () => {
  it.each(
    Object.keys(screens).flatMap((screen) => typings.map(([typed, accepted]) => [screen, typed, accepted] as const)),
  )('%s: %j accepted %s', (screen, typed, accepted) => {
    expect(screens[screen]?.(typed)).toBe(accepted);
  });

  it('the login names no error for an address with white space around it', () => {
    expect(emailErrorKey({ ...initialLoginFormState, email: ' a@b.co ', emailTouched: true })).toBeUndefined();
  });
});
