import type { Database } from '../db/database.ts';
import type { SignedInDevices } from '../devices/signed-in-devices.ts';
import { SingleUseTokens } from '../security/single-use-tokens.ts';
import { endAccountAccess } from './account-access.ts';

export interface DeletionRequest {
  readonly erasureAt: Date;
  /** The cancel link's token of a new request; undefined when a deletion was already pending (its link was mailed). */
  readonly cancelToken: string | undefined;
}

const dayMs = 24 * 3600 * 1000;

/**
 * Deletion requests of accounts (docs/decisions/023-account-deletion.md): recorded with their erasure time, cancelled
 * by the mailed link or a sign-in; the housekeeping job erases the account when the time has come
 * (`account-erasure.ts`).
 */
export class AccountDeletions {
  constructor(
    private readonly database: Database,
    private readonly now: () => Date,
    private readonly signedInDevices: SignedInDevices,
  ) {}

  /**
   * Records the request and, in the same transaction, ends every way into the account: its sessions and grants on
   * every device (announced on the revocation feed), reset and registration links. A pending deletion keeps its time.
   */
  async request(uid: string, graceDays: number): Promise<DeletionRequest> {
    const now = this.now();
    const { request, ended } = await this.database.transaction(async (transaction) => {
      const [recorded] = await transaction.query<{ erasureAt: Date }>(
        `insert into account_deletions (uid, requested_at, erasure_at) values ($1, $2, $3)
         on conflict (uid) do nothing returning erasure_at as "erasureAt"`,
        [uid, now, new Date(now.getTime() + graceDays * dayMs)],
      );
      await endAccountAccess(transaction, uid);
      const ended = await this.signedInDevices.endAll(transaction, uid);
      if (!recorded) {
        const [pending] = await transaction.query<{ erasureAt: Date }>(
          `select erasure_at as "erasureAt" from account_deletions where uid = $1`,
          [uid],
        );
        if (!pending) throw new Error('account deletion vanished while it was requested');
        return { request: { erasureAt: pending.erasureAt, cancelToken: undefined }, ended };
      }
      const ttlSeconds = Math.floor((recorded.erasureAt.getTime() - now.getTime()) / 1000);
      const cancelToken = await new SingleUseTokens(transaction, this.now).issue(
        'account-deletion-cancel',
        uid,
        ttlSeconds,
      );
      return { request: { erasureAt: recorded.erasureAt, cancelToken }, ended };
    });
    this.signedInDevices.forget(ended);
    return request;
  }

  /**
   * Cancels the account's pending deletion and ends its cancel link; false when none was pending. One statement:
   * every login asks.
   */
  async cancel(uid: string): Promise<boolean> {
    const [result] = await this.database.query<{ cancelled: number }>(
      `with cancelled as (delete from account_deletions where uid = $1 returning uid),
            links as (delete from single_use_tokens
                      where purpose = 'account-deletion-cancel' and subject in (select uid from cancelled))
       select count(*)::int as cancelled from cancelled`,
      [uid],
    );
    return (result?.cancelled ?? 0) > 0;
  }

  /** Cancels the deletion the mailed link names; the account's uid, or undefined for an unknown, used or late link. */
  async cancelByLink(token: string): Promise<string | undefined> {
    const link = await new SingleUseTokens(this.database, this.now).consume('account-deletion-cancel', token);
    if (!link) return undefined;
    return (await this.cancel(link.subject)) ? link.subject : undefined;
  }
}
