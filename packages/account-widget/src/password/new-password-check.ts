import { type PasswordPolicy, type PasswordStrengthLevel, PasswordStrength, passwordStrength } from '@shopfront/core';

export interface NewPasswordCheck {
  /** The strength the meter shows: too weak for one of the most common passwords, whatever its groups. */
  readonly strength: PasswordStrengthLevel;
  /** One of the 1,000 most common passwords (the server refuses the ~49,000 of the full list). */
  readonly common: boolean;
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
  /** The common-password list, once loaded (it is fetched with the screen, not with the page). */
  isCommonPassword: ((password: string) => boolean) | undefined = undefined,
): NewPasswordCheck {
  const common = fields.newPassword !== '' && isCommonPassword !== undefined && isCommonPassword(fields.newPassword);
  const groupStrength = passwordStrength(fields.newPassword, policy);
  const strength = common && groupStrength > PasswordStrength.TooWeak ? PasswordStrength.TooWeak : groupStrength;
  const strongEnough = strength > PasswordStrength.TooWeak;
  const mismatch = fields.confirmation !== '' && fields.confirmation !== fields.newPassword;
  const sameAsCurrent =
    fields.current !== undefined && fields.newPassword !== '' && fields.newPassword === fields.current;
  const currentGiven = fields.current === undefined || fields.current !== '';
  return {
    strength,
    common,
    strongEnough,
    mismatch,
    sameAsCurrent,
    valid: currentGiven && strongEnough && fields.confirmation === fields.newPassword && !sameAsCurrent,
  };
}
