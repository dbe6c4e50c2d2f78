import type { Queryable } from '../db/database.ts';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.ts';

/** What a token of each purpose carries besides its subject (`null`: nothing). The subject is named per purpose. */
export interface SingleUseTokenPayloads {
  /** The mailed reset link; subject: the account's uid. */
  readonly 'password-reset': null;
  /** The link of the new-device notice ("this was not me"): it sets a new password as a reset link does; subject: the uid. */
  readonly 'new-device-report': null;
  /** The regToken of a login blocked by missing consents; subject: the account's uid. */
  readonly 'registration-completion': { readonly apiKey: string; readonly sessionExpiration: number };
  /** The mailed link that verifies a new account; subject: its uid. */
  readonly 'registration-verification': null;
  /** The link mailed to a requested new address; subject: the account's uid. */
  readonly 'email-change-verification': null;
  /** The link mailed to the old address that cancels a change; subject: the account's uid. */
  readonly 'email-change-cancel': null;
  /** The unsubscribe link of a marketing mail; subject: the account's uid. */
  readonly unsubscribe: { readonly subscriptionId: string };
  /** The double opt-in of a sign-up without an account; subject: the address as typed. What the form asked for. */
  readonly 'newsletter-confirmation': {
    readonly market: string;
    readonly locale: string;
    readonly consents: {
      readonly isAgreementAccepted: boolean;
      readonly isUsResident: boolean;
      readonly isAdult: boolean;
    };
  };
  /** The auth proxy's flow cookie between /authorize and /token; subject: the OAuth client id. */
  readonly 'auth-proxy-flow': { readonly redirectUri: string; readonly codeVerifier: string };
  /** The challenge of a passkey registration; subject: the signed-in account's uid. */
  readonly 'passkey-registration': { readonly apiKey: string; readonly challenge: string };
  /** The challenge of a passkey login, before anyone is known; subject: the market's apiKey. */
  readonly 'passkey-authentication': { readonly challenge: string };
  /** The challenge of a signed-in customer's confirmation with a passkey (a deletion); subject: the account's uid. */
  readonly 'passkey-reauthentication': { readonly apiKey: string; readonly challenge: string };
  /** The link of a deletion's confirmation mail, which cancels it until the erasure; subject: the account's uid. */
  readonly 'account-deletion-cancel': null;
}

export type SingleUsePurpose = keyof SingleUseTokenPayloads;

export interface SingleUseToken<P extends SingleUsePurpose> {
  readonly subject: string;
  readonly payload: SingleUseTokenPayloads[P];
}

/** The payload argument of `issue`: none for a purpose that carries nothing. */
type PayloadArgument<P extends SingleUsePurpose> = SingleUseTokenPayloads[P] extends null
  ? []
  : [payload: SingleUseTokenPayloads[P]];

/** Purposes of which a subject holds one live token at most: a new one ends the earlier ones. */
const replacedByNewer: ReadonlySet<SingleUsePurpose> = new Set<SingleUsePurpose>([
  'password-reset',
  'registration-verification',
  'email-change-verification',
  'email-change-cancel',
]);

/**
 * Every secret the server mails or hands to a browser for one use: 256 random bits (base64url), only their SHA-256
 * kept, in one table with the purpose, the subject it names, an optional payload and the expiry. A token works for
 * its own purpose only, never after its expiry, and `consume` hands it out once, atomically across instances.
 */
export class SingleUseTokens {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /** A new token for `subject`, valid for `ttlSeconds`; the clear token is returned and never stored. */
  async issue<P extends SingleUsePurpose>(
    purpose: P,
    subject: string,
    ttlSeconds: number,
    ...[payload]: PayloadArgument<P>
  ): Promise<string> {
    const token = newSessionToken();
    const now = this.now();
    // One statement, so a concurrent issue cannot leave two live tokens of a purpose that keeps one.
    await this.database.query(
      `with replaced as (delete from single_use_tokens where $6 and purpose = $2 and subject = $3)
       insert into single_use_tokens (token_hash, purpose, subject, payload, issued_at, expires_at) values ($1, $2, $3, $4::jsonb, $5, $7)`,
      [
        hashSessionToken(token),
        purpose,
        subject,
        payload === undefined ? null : JSON.stringify(payload),
        now,
        replacedByNewer.has(purpose),
        new Date(now.getTime() + ttlSeconds * 1000),
      ],
    );
    return token;
  }

  /**
   * Uses the token up and returns what it names, exactly once: never for another purpose, never after its expiry.
   * With `matching`, a token whose payload differs stays unused (an unsubscribe link of another subscription).
   */
  async consume<P extends SingleUsePurpose>(
    purpose: P,
    token: string,
    matching?: Partial<SingleUseTokenPayloads[P]>,
  ): Promise<SingleUseToken<P> | undefined> {
    const [row] = await this.database.query<SingleUseToken<P>>(
      `delete from single_use_tokens
       where token_hash = $1 and purpose = $2 and expires_at > $3 and ($4::jsonb is null or payload @> $4::jsonb)
       returning subject, payload`,
      [hashSessionToken(token), purpose, this.now(), matching === undefined ? null : JSON.stringify(matching)],
    );
    return row;
  }

  /**
   * What a live token names, leaving it unused: for a use that completes later (a reset link until its new password
   * is accepted, a regToken until every consent is given); that completion consumes or revokes it.
   */
  async find<P extends SingleUsePurpose>(purpose: P, token: string): Promise<SingleUseToken<P> | undefined> {
    const [row] = await this.database.query<SingleUseToken<P>>(
      `select subject, payload from single_use_tokens where token_hash = $1 and purpose = $2 and expires_at > $3`,
      [hashSessionToken(token), purpose, this.now()],
    );
    return row;
  }

  /** Whether `subject` was issued a token of `purpose` within the last `seconds` that is still live (a resend cooldown). */
  async issuedWithin(purpose: SingleUsePurpose, subject: string, seconds: number): Promise<boolean> {
    const now = this.now();
    const rows = await this.database.query(
      `select 1 from single_use_tokens where purpose = $1 and subject = $2 and expires_at > $3 and issued_at > $4`,
      [purpose, subject, now, new Date(now.getTime() - seconds * 1000)],
    );
    return rows.length > 0;
  }

  /** Ends every token of these purposes that names `subject`. */
  async revoke(subject: string, purposes: readonly SingleUsePurpose[]): Promise<void> {
    await revokeSingleUseTokens(this.database, subject, purposes);
  }
}

/** `SingleUseTokens.revoke` inside a caller's transaction (a credential change ends its subject's tokens with it). */
export async function revokeSingleUseTokens(
  transaction: Queryable,
  subject: string,
  purposes: readonly SingleUsePurpose[],
): Promise<void> {
  await transaction.query(`delete from single_use_tokens where subject = $1 and purpose = any($2::text[])`, [
    subject,
    purposes,
  ]);
}
