import type { Queryable } from '../db/database.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import { uidSignatureMaxAgeSeconds } from './uid-signature.ts';

/**
 * Signed logins the shop has accepted. A (UID, timestamp, signature) triple is valid for its whole age window, so
 * without this record whoever saw one could open further sessions with it; now it opens exactly one.
 */
export class LoginSignatureLedger {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Records the signed login; false when it was used before. Atomic across instances (primary key). */
  async claim(login: { uid: string; timestamp: string; signature: string }): Promise<boolean> {
    const key = hashSessionToken(`${login.uid}\n${login.timestamp}\n${login.signature}`);
    // Kept a little past the window the signature itself is accepted in (clock skew included).
    const expiresAt = new Date(this.now().getTime() + (uidSignatureMaxAgeSeconds + 60) * 1000);
    const rows = await this.database.query(
      `insert into used_login_signatures (signature_hash, expires_at) values ($1, $2) on conflict do nothing returning signature_hash`,
      [key, expiresAt],
    );
    return rows.length === 1;
  }
}
