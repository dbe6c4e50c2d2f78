import type { NormalisedEmail } from '@shopfront/core';
import type { Queryable } from '../db/database.ts';
import { type SingleUsePurpose, revokeSingleUseTokens } from '../security/single-use-tokens.ts';
import { endAccountAccess } from './account-access.ts';
import { verificationLinkLifetimeSeconds } from './verification-mails.ts';

/** The two links of a change of e-mail: verify (to the new address) and cancel (to the old one). */
const emailChangeLinks: readonly SingleUsePurpose[] = ['email-change-verification', 'email-change-cancel'];

export interface PendingEmailChange {
  readonly uid: string;
  readonly market: string;
  /** The new address as the customer gave it (trimmed, case kept). */
  readonly newEmail: string;
  /** The same address as the account's key once the change completes. */
  readonly normalisedNewEmail: NormalisedEmail;
}

/**
 * Requested new addresses, in force once the link mailed to the new address is opened; the links themselves
 * (`email-change-verification`, `email-change-cancel`) are single-use tokens.
 */
export class PendingEmailChangeRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async pendingChangeOf(uid: string): Promise<PendingEmailChange | undefined> {
    const [row] = await this.database.query<PendingEmailChange>(
      `select uid, market, new_email as "newEmail", new_email_normalized as "normalisedNewEmail" from pending_email_changes where uid = $1 and expires_at > $2`,
      [uid, this.now()],
    );
    return row;
  }

  /**
   * Records the requested address until it is verified or cancelled. It replaces an earlier request, expired or
   * still pending; issuing its links then replaces the earlier request's links, so they no longer work.
   */
  async requestChange(change: PendingEmailChange): Promise<void> {
    await this.database.query(`delete from pending_email_changes where uid = $1`, [change.uid]);
    await this.database.query(
      `insert into pending_email_changes (uid, market, new_email, new_email_normalized, expires_at) values ($1, $2, $3, $4, $5)`,
      [
        change.uid,
        change.market,
        change.newEmail,
        change.normalisedNewEmail,
        new Date(this.now().getTime() + verificationLinkLifetimeSeconds * 1000),
      ],
    );
  }

  /**
   * The new address becomes the login, and in the same transaction every session, grant and token of the account
   * ends (a credential change); the cancel link of the old address goes with it.
   */
  async completeChange(transaction: Queryable, change: PendingEmailChange): Promise<void> {
    await transaction.query(`update accounts set email = $2, email_normalized = $3, updated_at = $4 where uid = $1`, [
      change.uid,
      change.newEmail,
      change.normalisedNewEmail,
      this.now(),
    ]);
    await transaction.query(`delete from pending_email_changes where uid = $1`, [change.uid]);
    await revokeSingleUseTokens(transaction, change.uid, emailChangeLinks);
    await endAccountAccess(transaction, change.uid);
  }

  /** Ends the pending change (by the old address's link or from the account): its links stop working. */
  async cancelChange(uid: string): Promise<void> {
    await this.database.query(`delete from pending_email_changes where uid = $1`, [uid]);
    await revokeSingleUseTokens(this.database, uid, emailChangeLinks);
  }
}
