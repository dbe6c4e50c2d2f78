import { dictionary } from '@zxcvbn-ts/language-common';
import { isListedPassword } from './common-password.ts';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether a password is one of the ~49,000 most common ones seen in breaches (zxcvbn-ts's common list), looked up as
 * `isListedPassword` does. The list is large (1.9 MB installed, about 180 KiB compressed): only the server uses it.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return isListedPassword(commonPasswords, password);
}
