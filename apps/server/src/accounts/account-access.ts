import type { Queryable } from '../db/database.ts';
import { type SingleUsePurpose, revokeSingleUseTokens } from '../security/single-use-tokens.ts';

/** Tables of sessions that carry an account's uid. */
const accountSessionTables = ['idp_sessions', 'shop_sessions', 'experience_sessions'] as const;

/** The single-use tokens that open an account (a reset link, a regToken), not those that only prove an address. */
const accountAccessTokens: readonly SingleUsePurpose[] = [
  'password-reset',
  'new-device-report',
  'registration-completion',
  'passkey-registration',
];

/**
 * Revokes one OAuth grant with everything issued under it (codes, access and refresh tokens). node-oidc-provider
 * refuses a token whose grant is gone, and the experience API's own token check does too.
 */
export async function revokeOAuthGrant(database: Queryable, grantId: string): Promise<void> {
  await database.query(`delete from oidc_payloads where grant_id = $1 or (model = 'Grant' and id = $1)`, [grantId]);
}

/**
 * Ends every way into an account: the sessions of every service, every OAuth grant with its tokens and the
 * authorization server's own sessions, and pending reset and registration tokens and passkey registrations. The
 * account's passkeys stay: they are credentials of their own, which the customer removes from the dashboard. Every credential change (password
 * reset or change, e-mail change) calls it inside the transaction that changes the credential.
 */
export async function endAccountAccess(transaction: Queryable, uid: string): Promise<void> {
  for (const table of accountSessionTables) {
    await transaction.query(`delete from ${table} where uid = $1`, [uid]);
  }
  await revokeSingleUseTokens(transaction, uid, accountAccessTokens);
  await transaction.query(
    `delete from oidc_payloads
     where grant_id in (select id from oidc_payloads where model = 'Grant' and payload->>'accountId' = $1)
        or (model in ('Grant', 'Session') and payload->>'accountId' = $1)`,
    [uid],
  );
}
