import { type PasswordPolicy, type PasswordStrengthLevel, PasswordStrength, passwordStrength } from '@shopfront/core';

export interface NewPasswordCheck {
  readonly strength: PasswordStrengthLevel;
  readonly strongEnough: boolean;
  /** The confirmation is filled and differs. */
  readonly mismatch: boolean;
  /** Change password only: the new one equals the current one. */
  readonly sameAsCurrent: boolean;
  /** Every rule passes: the form may be sent. */
  readonly valid: boolean;
}

/** docs/account-widget.md §5 change-password and reset rules for a new password and its confirmation. */
export function checkNewPassword(
  fields: { readonly newPassword: string; readonly confirmation: string; readonly current?: string },
  policy: PasswordPolicy | undefined,
): NewPasswordCheck {
  const strength = passwordStrength(fields.newPassword, policy);
  const strongEnough = strength > PasswordStrength.TooWeak;
  const mismatch = fields.confirmation !== '' && fields.confirmation !== fields.newPassword;
  const sameAsCurrent = fields.current !== undefined && fields.newPassword !== '' && fields.newPassword === fields.current;
  const currentGiven = fields.current === undefined || fields.current !== '';
  return {
    strength,
    strongEnough,
    mismatch,
    sameAsCurrent,
    valid: currentGiven && strongEnough && fields.confirmation === fields.newPassword && !sameAsCurrent,
  };
}
