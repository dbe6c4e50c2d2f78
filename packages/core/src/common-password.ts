import { mostCommonPasswords } from './most-common-passwords.ts';

/** Letters only at both ends: `Password1!` → `password`, `!!Summer2026` → `summer`. */
const nonLettersAtTheEnds = /^\P{L}+|\P{L}+$/gu;

/** The forms a password is looked up in: without case, and without the digits and symbols added at either end. */
function lookupForms(password: string): string[] {
  const normalized = password.normalize('NFKC').toLowerCase();
  const core = normalized.replace(nonLettersAtTheEnds, '');
  return core.length > 0 && core !== normalized ? [normalized, core] : [normalized];
}

/**
 * Whether a password is on a list of common ones (lower case), so that guessing it takes a handful of tries whatever
 * its character groups (NIST SP 800-63B §3.1.1.2). Compared without case, and also with the digits and symbols people
 * add at either end removed: `Password1!` is `password`. The browser's list and the server's full one
 * (`@shopfront/core/server`) are both looked up this way.
 */
export function isListedPassword(list: ReadonlySet<string>, password: string): boolean {
  return lookupForms(password).some((form) => list.has(form));
}

let mostCommon: ReadonlySet<string> | undefined;

/** The check against the 1,000 most common passwords only: the browser's early warning, a few KiB. */
export function isAmongMostCommonPasswords(password: string): boolean {
  mostCommon ??= new Set(mostCommonPasswords);
  return isListedPassword(mostCommon, password);
}
