import { describe, expect, it } from 'vitest';
import {
  type LoginFormAction,
  type LoginFormState,
  type PendingVerification,
  canStartPasskeyLogin,
  canSubmitConsent,
  canSubmitLogin,
  emailErrorKey,
  initialLoginFormState,
  loginFormReducer,
} from './login-form-state.ts';

function run(...actions: LoginFormAction[]): LoginFormState {
  return actions.reduce(loginFormReducer, initialLoginFormState);
}

const filled: LoginFormAction[] = [
  { type: 'email-changed', email: 'oliver.bennett@example.co.uk' },
  { type: 'password-changed', password: 'secret' },
];

describe('login form state', () => {
  it.each<[string, LoginFormAction[], PendingVerification]>([
    [
      'refused as unverified',
      [{ type: 'verification-pending', regToken: 'reg-1' }],
      { regToken: 'reg-1', resend: { status: 'idle' } },
    ],
    [
      'asking for the link',
      [{ type: 'verification-pending', regToken: 'reg-1' }, { type: 'resend-requested' }],
      { regToken: 'reg-1', resend: { status: 'sending' } },
    ],
    [
      'told it is on its way',
      [
        { type: 'verification-pending', regToken: 'reg-1' },
        { type: 'resend-requested' },
        { type: 'resend-settled', refusalMessageKey: undefined },
      ],
      { regToken: 'reg-1', resend: { status: 'sent' } },
    ],
    [
      'refused by the rate limit',
      [
        { type: 'verification-pending', regToken: 'reg-1' },
        { type: 'resend-requested' },
        { type: 'resend-settled', refusalMessageKey: 'error.tooManyAttempts' },
      ],
      { regToken: 'reg-1', resend: { status: 'refused', messageKey: 'error.tooManyAttempts' } },
    ],
    [
      'settled without asking',
      [
        { type: 'verification-pending', regToken: 'reg-1' },
        { type: 'resend-settled', refusalMessageKey: undefined },
      ],
      { regToken: 'reg-1', resend: { status: 'idle' } },
    ],
  ])('an unverified account, %s, keeps what was typed', (_case, actions, verification) => {
    const state = run(...filled, { type: 'submitted' }, ...actions);
    expect(state.step === 'verification-pending' ? state.verification : undefined).toEqual(verification);
    expect(state.email).toBe('oliver.bennett@example.co.uk');
    expect(state.password).toBe('secret');
  });

  it.each<[string, LoginFormAction[], boolean]>([
    ['empty', [], false],
    ['only an e-mail', [filled[0] as LoginFormAction], false],
    ['only a password', [filled[1] as LoginFormAction], false],
    ['both', filled, true],
    ['an invalid e-mail', [{ type: 'email-changed', email: 'oliver@' }, filled[1] as LoginFormAction], false],
    ['while submitting', [...filled, { type: 'submitted' }], false],
    [
      'after a failure',
      [...filled, { type: 'submitted' }, { type: 'failed', messageKey: 'error.invalidCredentials' }],
      true,
    ],
    [
      'after a refusal of an unverified account',
      [...filled, { type: 'submitted' }, { type: 'verification-pending', regToken: 'reg-1' }],
      true,
    ],
  ])('can submit with %s: %s', (_case, actions, expected) => {
    expect(canSubmitLogin(run(...actions))).toBe(expected);
  });

  it.each<[string, LoginFormAction[], string | undefined]>([
    ['untouched', [{ type: 'email-changed', email: 'x' }], undefined],
    ['left empty', [{ type: 'email-left' }], 'validation.required'],
    ['left invalid', [{ type: 'email-changed', email: 'a b@c.de' }, { type: 'email-left' }], 'validation.emailInvalid'],
    ['left valid', [{ type: 'email-changed', email: 'a@c.de' }, { type: 'email-left' }], undefined],
    ['submitted empty', [{ type: 'submitted' }], 'validation.required'],
  ])('e-mail error when %s', (_case, actions, expected) => {
    expect(emailErrorKey(run(...actions))).toBe(expected);
  });

  it('keeps what was typed when the login fails, and shows the error until the next submit', () => {
    const failed = run(
      ...filled,
      { type: 'remember-me-changed', rememberMe: true },
      { type: 'submitted' },
      { type: 'failed', messageKey: 'error.invalidCredentials' },
    );
    expect(failed).toMatchObject({
      step: 'failed',
      email: 'oliver.bennett@example.co.uk',
      password: 'secret',
      rememberMe: true,
      errorMessageKey: 'error.invalidCredentials',
    });
    const again = loginFormReducer(failed, { type: 'submitted' });
    expect(again.step).toBe('submitting');
    expect(again.errorMessageKey).toBeUndefined();
  });

  it('asks for every missing consent before Continue, and stays on the consent screen when finishing fails', () => {
    const consent = run(
      ...filled,
      { type: 'submitted' },
      { type: 'consent-needed', regToken: 'r', missingConsents: ['terms-statement', 'privacy-statement'] },
    );
    expect(consent.step).toBe('consent-needed');
    expect(canSubmitConsent(consent)).toBe(false);
    const one = loginFormReducer(consent, { type: 'consent-toggled', consentId: 'terms-statement', granted: true });
    expect(canSubmitConsent(one)).toBe(false);
    expect(loginFormReducer(one, { type: 'consent-submitted' }).step).toBe('consent-needed');
    const both = loginFormReducer(one, { type: 'consent-toggled', consentId: 'privacy-statement', granted: true });
    expect(canSubmitConsent(both)).toBe(true);
    const unticked = loginFormReducer(both, {
      type: 'consent-toggled',
      consentId: 'privacy-statement',
      granted: false,
    });
    expect(canSubmitConsent(unticked)).toBe(false);
    const submitting = loginFormReducer(both, { type: 'consent-submitted' });
    expect(submitting.step).toBe('consent-submitting');
    expect(loginFormReducer(submitting, { type: 'failed', messageKey: 'error.unknown' })).toMatchObject({
      step: 'consent-needed',
      errorMessageKey: 'error.unknown',
    });
  });

  it.each<[string, LoginFormAction[], Partial<LoginFormState>]>([
    ['starts from the empty form', [{ type: 'passkey-started' }], { step: 'passkey-submitting', email: '' }],
    [
      'keeps what was typed when the customer cancels',
      [...filled, { type: 'passkey-started' }, { type: 'failed', messageKey: 'error.passkeyCancelled' }],
      { step: 'failed', errorMessageKey: 'error.passkeyCancelled', password: 'secret' },
    ],
    [
      'goes back to editing, without an error, when the widget ends the ceremony',
      [...filled, { type: 'passkey-started' }, { type: 'passkey-abandoned' }],
      { step: 'editing', email: 'oliver.bennett@example.co.uk' },
    ],
    [
      'is not started twice, nor during a password login',
      [...filled, { type: 'submitted' }, { type: 'passkey-started' }],
      { step: 'submitting' },
    ],
    [
      'may end on the consent step',
      [{ type: 'passkey-started' }, { type: 'consent-needed', regToken: 'r', missingConsents: ['terms-statement'] }],
      { step: 'consent-needed' },
    ],
    [
      'may end at an unverified account',
      [{ type: 'passkey-started' }, { type: 'verification-pending', regToken: 'r' }],
      { step: 'verification-pending' },
    ],
  ])('a passkey login %s', (_case, actions, expected) => {
    const state = run(...actions);
    expect(state).toMatchObject(expected);
    if (state.step === 'editing') expect(state.errorMessageKey).toBeUndefined();
  });

  it.each<[string, LoginFormAction[], boolean]>([
    ['an empty form', [], true],
    ['a failed login', [...filled, { type: 'submitted' }, { type: 'failed', messageKey: 'error.unknown' }], true],
    ['a password login under way', [...filled, { type: 'submitted' }], false],
    ['a passkey login under way', [{ type: 'passkey-started' }], false],
  ])('a passkey login can start from %s: %s', (_case, actions, expected) => {
    expect(canStartPasskeyLogin(run(...actions))).toBe(expected);
  });
});
