import type { Database } from '../../db/database.ts';
import { normalizeEmail } from '../../accounts/account-repository.ts';

export const lockoutPolicy = { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

/**
 * Failed-login bookkeeping (DECISIONS.md): 5 failures for one address within 15 minutes lock it for 15 minutes.
 * Counted per address whether or not an account exists, so the lock itself reveals nothing.
 */
export class LoginGuard {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
  ) {}

  async isLocked(market: string, email: string): Promise<boolean> {
    const rows = await this.database.query(
      `select 1 from account_locks where market = $1 and email_normalized = $2 and locked_until > $3`,
      [market, normalizeEmail(email), this.now()],
    );
    return rows.length > 0;
  }

  /** Records a failure; returns true when it locks the address. */
  async recordFailure(market: string, email: string): Promise<boolean> {
    const address = normalizeEmail(email);
    const now = this.now();
    return this.database.transaction(async (transaction) => {
      await transaction.query(`insert into login_failures (market, email_normalized, failed_at) values ($1, $2, $3)`, [market, address, now]);
      const [row] = await transaction.query<{ failures: number }>(
        `select count(*)::integer as failures from login_failures
         where market = $1 and email_normalized = $2 and failed_at > $3`,
        [market, address, new Date(now.getTime() - lockoutPolicy.windowSeconds * 1000)],
      );
      if ((row?.failures ?? 0) < lockoutPolicy.maxFailures) return false;
      await transaction.query(
        `insert into account_locks (market, email_normalized, locked_until) values ($1, $2, $3)
         on conflict (market, email_normalized) do update set locked_until = excluded.locked_until`,
        [market, address, new Date(now.getTime() + lockoutPolicy.lockSeconds * 1000)],
      );
      await transaction.query(`delete from login_failures where market = $1 and email_normalized = $2`, [market, address]);
      return true;
    });
  }

  async recordSuccess(market: string, email: string): Promise<void> {
    await this.database.query(`delete from login_failures where market = $1 and email_normalized = $2`, [market, normalizeEmail(email)]);
  }
}
