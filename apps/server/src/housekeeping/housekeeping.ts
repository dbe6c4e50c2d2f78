import { eraseDueAccounts, removeExpiredConsentProof } from '../accounts/account-erasure.ts';
import type { Database } from '../db/database.ts';

/** Tables whose rows end at a time of their own: a row past it is removed. */
export const expiringRows = [
  ['oidc_payloads', 'expires_at'],
  ['shop_sessions', 'expires_at'],
  ['idp_sessions', 'expires_at'],
  ['experience_sessions', 'expires_at'],
  ['shop_csrf_tokens', 'expires_at'],
  ['single_use_tokens', 'expires_at'],
  ['used_login_signatures', 'expires_at'],
  ['pending_email_changes', 'expires_at'],
  ['device_grants', 'expires_at'],
  ['login_locks', 'locked_until'],
] as const;

/** The longest window any rate limit counts over is an hour: a counter older than a day counts for nothing. */
const rateLimitRetentionSeconds = 24 * 3600;

/** The key of the advisory lock that makes one instance at a time do the clean-up. */
export const housekeepingLockKey = 0x5f_a0_57_0c;

export interface HousekeepingOptions {
  /** Failed logins older than the lockout window count for nothing. */
  readonly failureWindowSeconds: number;
}

/**
 * Deletes every expired row, in one transaction under a PostgreSQL advisory lock: when several instances run it at
 * once, one does the work and the others skip (`undefined`). Returns the rows removed per table.
 */
export async function removeExpiredRows(
  database: Database,
  now: Date,
  options: HousekeepingOptions,
): Promise<Record<string, number> | undefined> {
  return database.transaction(async (transaction) => {
    const [lock] = await transaction.query<{ acquired: boolean }>(`select pg_try_advisory_xact_lock($1) as acquired`, [
      housekeepingLockKey,
    ]);
    if (!lock?.acquired) return undefined;
    const removed: Record<string, number> = {};
    const remove = async (table: string, sql: string, cutoff: Date) => {
      const rows = await transaction.query(`${sql} returning 1`, [cutoff]);
      removed[table] = rows.length;
    };
    for (const [table, column] of expiringRows) await remove(table, `delete from ${table} where ${column} <= $1`, now);
    await remove(
      'rate_limit_counters',
      'delete from rate_limit_counters where window_start < $1',
      new Date(now.getTime() - rateLimitRetentionSeconds * 1000),
    );
    await remove(
      'login_failures',
      'delete from login_failures where failed_at < $1',
      new Date(now.getTime() - options.failureWindowSeconds * 1000),
    );
    removed['erased_accounts'] = await removeExpiredConsentProof(transaction, now);
    return removed;
  });
}

/**
 * Runs the clean-up every `intervalSeconds` until the returned function stops it (and waits for a run in progress):
 * expired rows, then the accounts whose deletion's grace period is over (docs/decisions/023-account-deletion.md).
 * A failure is reported and the next run tries again.
 */
export function scheduleHousekeeping(
  database: Database,
  clock: () => Date,
  options: HousekeepingOptions & {
    readonly intervalSeconds: number;
    /** The key of erased accounts' pseudonyms (`erasurePseudonymKey`). */
    readonly pseudonymKey: Buffer;
    readonly onError: (error: unknown) => void;
  },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = (async () => {
      await removeExpiredRows(database, clock(), options);
      await eraseDueAccounts(database, clock(), options.pseudonymKey);
    })().catch(options.onError);
  }, options.intervalSeconds * 1000);
  // The schedule alone must not keep the process alive.
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
