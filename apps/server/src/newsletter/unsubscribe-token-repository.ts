import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';

/** Marketing mail stays in inboxes for months; its unsubscribe link must outlive it (RFC 8058 asks for it to work). */
export const unsubscribeLinkLifetimeSeconds = 180 * 24 * 3600;

export interface UnsubscribeTarget {
  readonly uid: string;
  readonly subscriptionId: string;
}

/** Tokens of unsubscribe links: 256 random bits, only the hash stored, one account and one subscription each. */
export class UnsubscribeTokenRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async issue(target: UnsubscribeTarget): Promise<string> {
    const token = newSessionToken();
    await this.database.query(`insert into unsubscribe_tokens (token_hash, uid, subscription_id, expires_at) values ($1, $2, $3, $4)`, [
      hashSessionToken(token),
      target.uid,
      target.subscriptionId,
      new Date(this.now().getTime() + unsubscribeLinkLifetimeSeconds * 1000),
    ]);
    return token;
  }

  /** Uses the token up if it is valid for that subscription; returns whose it was. */
  async consume(token: string, subscriptionId: string): Promise<UnsubscribeTarget | undefined> {
    const [row] = await this.database.query<UnsubscribeTarget>(
      `delete from unsubscribe_tokens where token_hash = $1 and subscription_id = $2 and expires_at > $3
       returning uid, subscription_id as "subscriptionId"`,
      [hashSessionToken(token), subscriptionId, this.now()],
    );
    return row;
  }
}
