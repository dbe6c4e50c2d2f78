import {
  type PasswordPolicy,
  type PasswordStrengthLevel,
  PasswordStrength,
  defaultPasswordPolicy,
} from '@shopfront/core';

const strengthTextKeys: Readonly<Record<PasswordStrengthLevel, string>> = {
  [PasswordStrength.TooShort]: 'password.strength.tooShort',
  [PasswordStrength.TooWeak]: 'password.strength.tooWeak',
  [PasswordStrength.Weak]: 'password.strength.weak',
  [PasswordStrength.Medium]: 'password.strength.medium',
  [PasswordStrength.Strong]: 'password.strength.strong',
  [PasswordStrength.VeryStrong]: 'password.strength.veryStrong',
};

export function strengthTextKey(level: PasswordStrengthLevel): string {
  return strengthTextKeys[level];
}

/** docs/account-widget.md §5: the too-weak message names the policy numbers; only the length when no groups are required. */
export function passwordRules(policy: PasswordPolicy | undefined): {
  key: string;
  values: { minLength: number; minCharGroups: number };
} {
  const values = {
    minLength: policy?.minLength ?? defaultPasswordPolicy.minLength,
    minCharGroups: policy?.minCharGroups ?? defaultPasswordPolicy.minCharGroups,
  };
  return { key: values.minCharGroups === 0 ? 'password.rulesLengthOnly' : 'password.rules', values };
}
