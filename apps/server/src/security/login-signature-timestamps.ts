import type { Queryable } from '../db/database.ts';
import { uidSignatureMaxLeadSeconds } from './uid-signature.ts';

/**
 * The timestamps the identity provider signs logins with. CDC's UIDSignature varies only with its timestamp, a number
 * of seconds, and the shop accepts each signed login once (LoginSignatureLedger): two logins of one account within the
 * same second would carry the same signature and the second would be refused. So every login of an account is signed
 * with a later timestamp than the one before it: the current second, or the second after the last one when that is
 * later (docs/decisions/006-sessions-and-cookies.md).
 */
export class LoginSignatureTimestamps {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /**
   * The account's next signature timestamp (atomic across instances: one row update). At most as far ahead of the clock
   * as the shop accepts: a burst of logins of one account that reaches that second gets it again, so in that burst
   * alone a shop login may meet `signature_used` — the identity login itself never fails for it (ADR 006).
   */
  async next(uid: string): Promise<string> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const [row] = await this.database.query<{ timestamp: string }>(
      `update accounts set last_signature_timestamp = least(greatest($2::bigint, last_signature_timestamp + 1), $3::bigint)
       where uid = $1
       returning last_signature_timestamp::text as timestamp`,
      [uid, nowSeconds, nowSeconds + uidSignatureMaxLeadSeconds],
    );
    return row?.timestamp ?? String(nowSeconds);
  }
}
