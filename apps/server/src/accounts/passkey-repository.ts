import type { Queryable } from '../db/database.ts';

/** A passkey as the account's owner sees it: no key material. */
export interface PasskeySummary {
  readonly credentialId: string;
  readonly deviceName: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly backedUp: boolean;
}

/** What verifying an assertion needs of a stored passkey. */
export interface StoredPasskey {
  readonly credentialId: string;
  readonly uid: string;
  readonly rpId: string;
  /** COSE public key, base64url. */
  readonly publicKey: string;
  readonly signCount: number;
  readonly transports: string[];
}

export interface NewPasskey extends StoredPasskey {
  readonly backupEligible: boolean;
  readonly backedUp: boolean;
  readonly deviceName: string;
}

/** The WebAuthn credentials of accounts (migration 0015): public keys, counters, backup flags, device names. */
export class PasskeyRepository {
  constructor(
    private readonly database: Queryable,
    private readonly now: () => Date,
  ) {}

  /** Stores a new passkey; false when the credential id is registered already (to this or another account). */
  async add(passkey: NewPasskey): Promise<boolean> {
    const rows = await this.database.query(
      `insert into passkeys (credential_id, uid, rp_id, public_key, sign_count, transports, backup_eligible, backed_up,
         device_name, created_at)
       values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10)
       on conflict do nothing returning credential_id`,
      [
        passkey.credentialId,
        passkey.uid,
        passkey.rpId,
        passkey.publicKey,
        passkey.signCount,
        passkey.transports,
        passkey.backupEligible,
        passkey.backedUp,
        passkey.deviceName,
        this.now(),
      ],
    );
    return rows.length > 0;
  }

  async find(credentialId: string): Promise<StoredPasskey | undefined> {
    const [row] = await this.database.query<StoredPasskey>(
      `select credential_id as "credentialId", uid, rp_id as "rpId", public_key as "publicKey",
         sign_count::double precision as "signCount", transports
       from passkeys where credential_id = $1`,
      [credentialId],
    );
    return row;
  }

  async listOf(uid: string): Promise<PasskeySummary[]> {
    return this.database.query<PasskeySummary>(
      `select credential_id as "credentialId", device_name as "deviceName", created_at as "createdAt",
         last_used_at as "lastUsedAt", backed_up as "backedUp"
       from passkeys where uid = $1 order by created_at, credential_id`,
      [uid],
    );
  }

  /** The credential ids of the account's passkeys, so the browser does not register an authenticator twice. */
  async credentialIdsOf(uid: string): Promise<Pick<StoredPasskey, 'credentialId' | 'transports'>[]> {
    return this.database.query(`select credential_id as "credentialId", transports from passkeys where uid = $1`, [
      uid,
    ]);
  }

  /**
   * Records a login with the passkey: the authenticator's new counter and backup state, the time. Only a counter
   * that moved forward is taken (or a pair of zeros: authenticators without a counter), so of two concurrent logins
   * with one assertion only one is accepted.
   */
  async recordUse(credentialId: string, previousCount: number, signCount: number, backedUp: boolean): Promise<boolean> {
    const rows = await this.database.query(
      `update passkeys set sign_count = $3, backed_up = $4, last_used_at = $5
       where credential_id = $1 and sign_count = $2 returning credential_id`,
      [credentialId, previousCount, signCount, backedUp, this.now()],
    );
    return rows.length > 0;
  }

  /** Removes one passkey of the account; false when it has none of that id. */
  async remove(uid: string, credentialId: string): Promise<boolean> {
    const rows = await this.database.query(
      `delete from passkeys where uid = $1 and credential_id = $2 returning credential_id`,
      [uid, credentialId],
    );
    return rows.length > 0;
  }
}
