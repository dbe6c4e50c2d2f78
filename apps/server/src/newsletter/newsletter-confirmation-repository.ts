import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';

/** A confirmation link is for the inbox of today, not of next month. */
export const confirmationLinkLifetimeSeconds = 7 * 24 * 3600;

export interface PendingSubscription {
  readonly market: string;
  readonly email: string;
  readonly locale: string;
  /** What the form asked for, recorded only once the address confirms. */
  readonly consents: { readonly isAgreementAccepted: boolean; readonly isUsResident: boolean; readonly isAdult: boolean };
}

/** Double opt-in tokens of subscriptions without an account: 256 random bits, only the hash stored, single use. */
export class NewsletterConfirmationRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  async issue(subscription: PendingSubscription): Promise<string> {
    const token = newSessionToken();
    await this.database.query(
      `insert into newsletter_confirmations (token_hash, market, email, locale, consents, expires_at) values ($1, $2, $3, $4, $5::jsonb, $6)`,
      [
        hashSessionToken(token),
        subscription.market,
        subscription.email,
        subscription.locale,
        JSON.stringify(subscription.consents),
        new Date(this.now().getTime() + confirmationLinkLifetimeSeconds * 1000),
      ],
    );
    return token;
  }

  async consume(token: string): Promise<PendingSubscription | undefined> {
    const [row] = await this.database.query<PendingSubscription>(
      `delete from newsletter_confirmations where token_hash = $1 and expires_at > $2 returning market, email, locale, consents`,
      [hashSessionToken(token), this.now()],
    );
    return row;
  }
}
