import { codePointLength } from './code-points.ts';

export const PasswordStrength = {
  TooShort: -1,
  TooWeak: 0,
  Weak: 1,
  Medium: 2,
  Strong: 3,
  VeryStrong: 4,
} as const;

export type PasswordStrengthLevel = -1 | 0 | 1 | 2 | 3 | 4;

export interface PasswordPolicy {
  minLength?: number;
  minCharGroups?: number;
}

export const defaultPasswordPolicy: Readonly<Required<PasswordPolicy>> = { minLength: 8, minCharGroups: 3 };

const UPPERCASE = /^\p{Lu}$/u;
const LOWERCASE = /^\p{Ll}$/u;
const DIGIT = /^\p{Nd}$/u;

/** How many of the four groups (uppercase, lowercase, digit, other) occur, counting code points. */
export function countCharGroups(password: string): number {
  let hasUppercase = false;
  let hasLowercase = false;
  let hasDigit = false;
  let hasOther = false;
  for (const character of password) {
    if (UPPERCASE.test(character)) hasUppercase = true;
    else if (LOWERCASE.test(character)) hasLowercase = true;
    else if (DIGIT.test(character)) hasDigit = true;
    else hasOther = true;
  }
  return [hasUppercase, hasLowercase, hasDigit, hasOther].filter(Boolean).length;
}

// Index = number of groups. Zero groups only happens for an empty password that minLength 0 lets
// through; it is not even Weak.
const LEVEL_BY_GROUP_COUNT = [
  PasswordStrength.TooWeak,
  PasswordStrength.Weak,
  PasswordStrength.Medium,
  PasswordStrength.Strong,
  PasswordStrength.VeryStrong,
] as const;

// The server policy arrives over the wire; a missing or nonsensical number keeps the default.
function policyNumber(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

export function passwordStrength(password: string, policy?: PasswordPolicy): PasswordStrengthLevel {
  const minLength = policyNumber(policy?.minLength, defaultPasswordPolicy.minLength);
  const minCharGroups = policyNumber(policy?.minCharGroups, defaultPasswordPolicy.minCharGroups);

  if (codePointLength(password) < minLength) return PasswordStrength.TooShort;
  const groups = countCharGroups(password);
  if (groups < minCharGroups) return PasswordStrength.TooWeak;
  return LEVEL_BY_GROUP_COUNT[groups] ?? PasswordStrength.TooWeak;
}
