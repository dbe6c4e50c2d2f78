import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | undefined;

/** Letters only at both ends: `Password1!` → `password`, `!!Summer2026` → `summer`. */
const nonLettersAtTheEnds = /^\P{L}+|\P{L}+$/gu;

/**
 * Whether a password is one of the ~49,000 most common ones seen in breaches (zxcvbn-ts's common list), so that
 * guessing it takes a handful of tries whatever its character groups (NIST SP 800-63B §3.1.1.2). Compared without
 * case, and also with the digits and symbols people add at either end removed: `Password1!` is `password`.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  const normalized = password.normalize('NFKC').toLowerCase();
  const core = normalized.replace(nonLettersAtTheEnds, '');
  return commonPasswords.has(normalized) || (core.length > 0 && commonPasswords.has(core));
}
