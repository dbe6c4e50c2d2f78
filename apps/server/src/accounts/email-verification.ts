import type { NormalisedEmail } from '@shopfront/core';
import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';
import { endAccountAccess } from './account-access.ts';

export type VerificationPurpose = 'registration' | 'email-change' | 'email-change-cancel';

/** How long a mailed link works: a day to find it in the inbox, not a week for someone else to. */
export const verificationLinkLifetimeSeconds = 24 * 60 * 60;

export interface PendingEmailChange {
  readonly uid: string;
  readonly market: string;
  /** The new address as the customer gave it (trimmed, case kept). */
  readonly newEmail: string;
  /** The same address as the account's key once the change completes. */
  readonly normalisedNewEmail: NormalisedEmail;
}

/**
 * The links that prove an address: 256 random bits, only the hash stored, single use, expiring; a new link of a
 * purpose replaces the account's earlier one. And the pending e-mail changes they complete or cancel.
 */
export class EmailVerificationRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async issue(uid: string, purpose: VerificationPurpose): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    await this.database.query(`delete from email_verification_tokens where uid = $1 and purpose = $2`, [uid, purpose]);
    await this.database.query(
      `insert into email_verification_tokens (token_hash, uid, purpose, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [hashSessionToken(token), uid, purpose, now, new Date(now.getTime() + verificationLinkLifetimeSeconds * 1000)],
    );
    return token;
  }

  /** Uses the token up if it is valid for one of `purposes`; returns the account and what it was for. */
  async consume(token: string, purposes: readonly VerificationPurpose[]): Promise<{ readonly uid: string; readonly purpose: VerificationPurpose } | undefined> {
    const [row] = await this.database.query<{ uid: string; purpose: VerificationPurpose }>(
      `delete from email_verification_tokens where token_hash = $1 and expires_at > $2 and purpose = any($3::text[]) returning uid, purpose`,
      [hashSessionToken(token), this.now(), purposes],
    );
    return row;
  }

  /** Whether the account was sent a link of this purpose within the last `seconds`. */
  async sentWithin(uid: string, purpose: VerificationPurpose, seconds: number): Promise<boolean> {
    const rows = await this.database.query(`select 1 from email_verification_tokens where uid = $1 and purpose = $2 and created_at > $3`, [
      uid,
      purpose,
      new Date(this.now().getTime() - seconds * 1000),
    ]);
    return rows.length > 0;
  }

  async pendingChangeOf(uid: string): Promise<PendingEmailChange | undefined> {
    const [row] = await this.database.query<PendingEmailChange>(
      `select uid, market, new_email as "newEmail", new_email_normalized as "normalisedNewEmail" from pending_email_changes where uid = $1 and expires_at > $2`,
      [uid, this.now()],
    );
    return row;
  }

  /**
   * Records the requested address until it is verified or cancelled. It replaces an earlier request, expired or
   * still pending; `issue` then replaces that request's links, so they no longer work.
   */
  async requestChange(change: PendingEmailChange): Promise<void> {
    await this.database.query(`delete from pending_email_changes where uid = $1`, [change.uid]);
    await this.database.query(
      `insert into pending_email_changes (uid, market, new_email, new_email_normalized, expires_at) values ($1, $2, $3, $4, $5)`,
      [change.uid, change.market, change.newEmail, change.normalisedNewEmail, new Date(this.now().getTime() + verificationLinkLifetimeSeconds * 1000)],
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
    await transaction.query(`delete from email_verification_tokens where uid = $1 and purpose in ('email-change', 'email-change-cancel')`, [change.uid]);
    await endAccountAccess(transaction, change.uid);
  }

  /** Ends the pending change (by the old address's link or from the account): its links stop working. */
  async cancelChange(uid: string): Promise<void> {
    await this.database.query(`delete from pending_email_changes where uid = $1`, [uid]);
    await this.database.query(`delete from email_verification_tokens where uid = $1 and purpose in ('email-change', 'email-change-cancel')`, [uid]);
  }
}
