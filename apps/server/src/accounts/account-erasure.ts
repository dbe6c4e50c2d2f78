import { createHmac } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { endAccountAccess } from './account-access.ts';

/** How long an erased account's pseudonymised consent record is kept: the regular limitation period (ADR 023). */
export const consentProofRetentionDays = 3 * 365;

/** The key of the pseudonyms, derived from the cookie secret so that no setting of its own is needed. */
export function erasurePseudonymKey(cookieSecret: string): Buffer {
  return createHmac('sha256', cookieSecret).update('shopfront: erased account pseudonym').digest();
}

/** What an erased account's consent record is kept under: found again from the market and the address, nothing else. */
export function erasedAccountPseudonym(key: Buffer, market: string, emailNormalized: string): string {
  return `erased:${createHmac('sha256', key).update(`${market}\n${emailNormalized}`).digest('base64url')}`;
}

interface DueAccount {
  readonly uid: string;
  readonly market: string;
  readonly emailNormalized: string;
}

/**
 * Erases one account in the caller's transaction (the table of ADR 023): its consent record, and that of a
 * newsletter-only subscription of its address in its market, is kept under the pseudonym; everything else that names
 * the account or the address goes. Deleting the account row takes its request and every row with a foreign key to it.
 */
async function eraseAccount(transaction: Queryable, account: DueAccount, pseudonym: string, now: Date): Promise<void> {
  const { uid, market, emailNormalized } = account;
  const lite = await transaction.query<{ uid: string }>(
    `delete from lite_accounts where market = $1 and email_normalized = $2 returning uid`,
    [market, emailNormalized],
  );
  const subjects = [uid, ...lite.map((row) => row.uid)];
  await transaction.query(`update consent_events set uid = $2 where uid = any($1::text[])`, [subjects, pseudonym]);
  await transaction.query(
    `insert into erased_accounts (pseudonym, market, erased_at) values ($1, $2, $3)
     on conflict (pseudonym) do update set erased_at = excluded.erased_at`,
    [pseudonym, market, now],
  );
  await endAccountAccess(transaction, uid);
  await transaction.query(
    `delete from oidc_payloads where payload->>'accountId' = $1 or payload #>> '{result,login,accountId}' = $1`,
    [uid],
  );
  await transaction.query(
    `delete from single_use_tokens
     where subject = any($1::text[])
        or (purpose = 'newsletter-confirmation' and lower(trim(subject)) = $2 and payload->>'market' = $3)`,
    [subjects, emailNormalized, market],
  );
  for (const table of ['login_failures', 'login_locks'])
    await transaction.query(`delete from ${table} where market = $1 and email_normalized = $2`, [
      market,
      emailNormalized,
    ]);
  await transaction.query(
    `delete from rate_limit_counters where strpos(bucket, $1) > 0 or strpos(lower(bucket), $2) > 0`,
    [uid, emailNormalized],
  );
  await transaction.query(`delete from accounts where uid = $1`, [uid]);
  // The demo outbox stands in for the mail server: its copies go unless the address still has an account elsewhere.
  await transaction.query(
    `delete from mail_outbox where lower(trim(recipient)) = $1
       and not exists (select 1 from accounts where email_normalized = $1)
       and not exists (select 1 from lite_accounts where email_normalized = $1)`,
    [emailNormalized],
  );
}

/**
 * Erases every account whose erasure time has passed, one transaction per account. Each takes its request row with
 * `for update skip locked`: instances running at once share the accounts out and never erase one twice, and an
 * erased account's request is gone with it, so a later run finds nothing. An account whose erasure fails is rolled
 * back and left for the next run, after the others; the failures are thrown together at the end. Returns how many
 * this run erased.
 */
export async function eraseDueAccounts(database: Database, now: Date, pseudonymKey: Buffer): Promise<number> {
  let erased = 0;
  const failed: string[] = [];
  const failures: unknown[] = [];
  for (;;) {
    let taken: string | undefined;
    try {
      taken = await database.transaction(async (transaction) => {
        const [due] = await transaction.query<DueAccount>(
          `select d.uid, a.market, a.email_normalized as "emailNormalized"
           from account_deletions d join accounts a on a.uid = d.uid
           where d.erasure_at <= $1 and d.uid <> all($2::text[])
           order by d.erasure_at
           limit 1
           for update of d skip locked`,
          [now, failed],
        );
        if (!due) return undefined;
        taken = due.uid;
        const pseudonym = erasedAccountPseudonym(pseudonymKey, due.market, due.emailNormalized);
        await eraseAccount(transaction, due, pseudonym, now);
        return due.uid;
      });
    } catch (error) {
      if (taken === undefined) throw error;
      failed.push(taken);
      failures.push(error);
      continue;
    }
    if (taken === undefined) break;
    erased += 1;
  }
  if (failures.length > 0) throw new AggregateError(failures, `erasure failed for ${failures.length} account(s)`);
  return erased;
}

/** Deletes the consent record of accounts erased longer ago than the retention period, in the caller's transaction. */
export async function removeExpiredConsentProof(transaction: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - consentProofRetentionDays * 24 * 3600 * 1000);
  const expired = await transaction.query<{ pseudonym: string }>(
    `delete from erased_accounts where erased_at < $1 returning pseudonym`,
    [cutoff],
  );
  if (expired.length === 0) return 0;
  await transaction.query(`delete from consent_events where uid = any($1::text[])`, [
    expired.map((row) => row.pseudonym),
  ]);
  return expired.length;
}
