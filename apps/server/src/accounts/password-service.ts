import { PasswordStrength, passwordStrength } from '@shopfront/core';
import { isCommonPassword } from '@shopfront/core/server';
import type { Database } from '../db/database.ts';
import { endAccountAccess } from './account-access.ts';
import type { Account } from './account-repository.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';

/** A new password must differ from the current one and from this many before it. */
const rememberedPasswords = 3;

export type PasswordChangeResult = 'changed' | 'too-weak' | 'too-common' | 'used-before';

/**
 * Sets an account's password under the market policy and the history rule and, in the same transaction, ends every
 * session, OAuth grant and pending token of the account: whoever had access before no longer has it. The customer is
 * then told (`notifyChanged`: the mail that names the passkeys the change left in place).
 */
export class PasswordService {
  constructor(
    private readonly database: Database,
    private readonly notifyChanged: (account: Account) => Promise<void>,
  ) {}

  async change(
    account: Account,
    newPassword: string,
    policy: { minLength: number; minCharGroups: number },
  ): Promise<PasswordChangeResult> {
    if (passwordStrength(newPassword, policy) <= PasswordStrength.TooWeak) return 'too-weak';
    if (isCommonPassword(newPassword)) return 'too-common';
    const history = await this.database.query<{ passwordHash: string }>(
      `select password_hash as "passwordHash" from password_history where uid = $1 order by replaced_at desc limit $2`,
      [account.uid, rememberedPasswords],
    );
    for (const hash of [account.passwordHash, ...history.map((row) => row.passwordHash)]) {
      if (await verifyPassword(hash, newPassword)) return 'used-before';
    }
    const newHash = await hashPassword(newPassword);
    await this.database.transaction(async (transaction) => {
      await transaction.query(`insert into password_history (uid, password_hash) values ($1, $2)`, [
        account.uid,
        account.passwordHash,
      ]);
      await transaction.query(`update accounts set password_hash = $2, updated_at = now() where uid = $1`, [
        account.uid,
        newHash,
      ]);
      await endAccountAccess(transaction, account.uid);
    });
    await this.notifyChanged(account);
    return 'changed';
  }
}
