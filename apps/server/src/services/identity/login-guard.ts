import type { NormalisedEmail } from '@shopfront/core';
import type { Database } from '../../db/database.ts';
import type { LockoutPolicy } from '../../config/app-config.ts';

/** Who is trying: a device that proved an earlier login, or a source address with no such proof. */
export type LoginAttempt =
  | { readonly kind: 'trusted-device'; readonly deviceId: string }
  | { readonly kind: 'untrusted'; readonly source: string };

interface Scope {
  readonly name: string;
  readonly maxFailures: number;
}

/**
 * The scopes a failure counts in (docs/decisions/008-lockout-device-cookies.md). A browser that logged in to the
 * account before (it shows the device cookie) has its own budget; every other browser is counted per source address,
 * and all of them together against a higher bound, so guessing stays slow while the owner is not locked out by
 * strangers. The figures are configuration (LOCKOUT_*).
 */
function scopesOf(attempt: LoginAttempt, lockoutPolicy: LockoutPolicy): Scope[] {
  switch (attempt.kind) {
    case 'trusted-device':
      return [{ name: `device:${attempt.deviceId}`, maxFailures: lockoutPolicy.maxFailuresPerScope }];
    case 'untrusted':
      return [
        { name: `source:${attempt.source}`, maxFailures: lockoutPolicy.maxFailuresPerScope },
        { name: 'untrusted', maxFailures: lockoutPolicy.maxUntrustedFailures },
      ];
    default:
      return attempt satisfies never;
  }
}

/**
 * Failed-login bookkeeping. Counted per address whether or not an account exists, so a lock reveals nothing.
 */
export class LoginGuard {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
    private readonly policy: LockoutPolicy,
  ) {}

  async isLocked(market: string, email: NormalisedEmail, attempt: LoginAttempt): Promise<boolean> {
    const rows = await this.database.query(
      `select 1 from login_locks where market = $1 and email_normalized = $2 and scope = any($3) and locked_until > $4`,
      [market, email, scopesOf(attempt, this.policy).map((scope) => scope.name), this.now()],
    );
    return rows.length > 0;
  }

  /** Records a failure in every scope of the attempt; true when that locks this attempt's scope. */
  async recordFailure(market: string, address: NormalisedEmail, attempt: LoginAttempt): Promise<boolean> {
    const now = this.now();
    const windowStart = new Date(now.getTime() - this.policy.windowSeconds * 1000);
    return this.database.transaction(async (transaction) => {
      let locked = false;
      for (const scope of scopesOf(attempt, this.policy)) {
        await transaction.query(
          `insert into login_failures (market, email_normalized, scope, failed_at) values ($1, $2, $3, $4)`,
          [market, address, scope.name, now],
        );
        const [row] = await transaction.query<{ failures: number }>(
          `select count(*)::integer as failures from login_failures
           where market = $1 and email_normalized = $2 and scope = $3 and failed_at > $4`,
          [market, address, scope.name, windowStart],
        );
        if ((row?.failures ?? 0) < scope.maxFailures) continue;
        await transaction.query(
          `insert into login_locks (market, email_normalized, scope, locked_until) values ($1, $2, $3, $4)
           on conflict (market, email_normalized, scope) do update set locked_until = excluded.locked_until`,
          [market, address, scope.name, new Date(now.getTime() + this.policy.lockSeconds * 1000)],
        );
        await transaction.query(
          `delete from login_failures where market = $1 and email_normalized = $2 and scope = $3`,
          [market, address, scope.name],
        );
        locked = true;
      }
      return locked;
    });
  }

  /** A successful login forgets the failures of its own scopes (not those of other sources). */
  async recordSuccess(market: string, email: NormalisedEmail, attempt: LoginAttempt): Promise<void> {
    await this.database.query(
      `delete from login_failures where market = $1 and email_normalized = $2 and scope = any($3)`,
      [market, email, scopesOf(attempt, this.policy).map((scope) => scope.name)],
    );
  }
}
