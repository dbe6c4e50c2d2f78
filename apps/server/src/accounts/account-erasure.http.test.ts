import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postIdentityForm } from '#test/server/identity-form.ts';
import { type TestApp, createSecondInstance, createTestApp, testSecrets } from '#test/server/test-app.ts';
import type { Queryable } from '../db/database.ts';
import { removeExpiredRows } from '../housekeeping/housekeeping.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import {
  consentProofRetentionDays,
  eraseDueAccounts,
  erasedAccountPseudonym,
  erasurePseudonymKey,
} from './account-erasure.ts';

const password = 'Nordhem-Demo-2026';
const dayMs = 24 * 3600 * 1000;
const pseudonymKey = erasurePseudonymKey(testSecrets.cookieSecret);

/** A demo account of GB, and what its rows are found by. */
interface AccountOfTest {
  readonly uid: string;
  readonly address: string;
  /** Its newsletter-only subscription of the same address (a lite account), and its cart. */
  readonly liteUid: string;
  readonly cartGuid: string;
}

function accountOfTest(name: string, address: string, cartGuid: string): AccountOfTest {
  return { uid: `demo-gb-${name}`, address, liteUid: `lite-gb-${name}`, cartGuid };
}

type Statement = readonly [sql: string, parameters: readonly unknown[]];

/**
 * What the erasure does to each table of the database (docs/decisions/023-account-deletion.md). `erased`: the rows of
 * the account (`rows`, a where clause) are gone after it; `seed` gives the account a row there first, so the check
 * has something to miss. `kept`: the pseudonymised consent record. `none`: the table holds no account data.
 * A table the database has and this list has not fails the test: a new table with account data needs its rule here
 * and in the erasure.
 */
type ErasureRule =
  | {
      readonly kind: 'erased';
      readonly rows: (account: AccountOfTest) => Statement;
      readonly seed: (account: AccountOfTest, now: Date) => readonly Statement[];
    }
  | { readonly kind: 'kept'; readonly why: string }
  | { readonly kind: 'none'; readonly why: string };

const future = (now: Date) => new Date(now.getTime() + dayMs);

const erasureRules: Readonly<Record<string, ErasureRule>> = {
  accounts: { kind: 'erased', rows: (a) => ['uid = $1', [a.uid]], seed: () => [] },
  account_deletions: { kind: 'erased', rows: (a) => ['uid = $1', [a.uid]], seed: () => [] },
  carts: {
    kind: 'erased',
    rows: (a) => ['owner_uid = $1', [a.uid]],
    seed: (a) => [
      [`insert into carts (guid, site_id, owner_uid) values ($1::uuid, 'nordhem-gb', $2)`, [a.cartGuid, a.uid]],
    ],
  },
  cart_entries: {
    kind: 'erased',
    rows: (a) => ['cart_guid = $1::uuid', [a.cartGuid]],
    seed: (a) => [
      [
        `insert into cart_entries (cart_guid, entry_number, product_code, quantity)
         select $1::uuid, 0, code, 1 from products order by code limit 1`,
        [a.cartGuid],
      ],
    ],
  },
  consent_events: { kind: 'kept', why: 'the consent record, pseudonymised: the proof of consent (Art. 7(1))' },
  erased_accounts: { kind: 'kept', why: 'the pseudonym and the erasure time of the kept consent record' },
  device_grants: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into device_grants (grant_id, uid, device_id, expires_at) values ($1, $2, 'device', $3)`,
        [`grant-${a.uid}`, a.uid, future(now)],
      ],
    ],
  },
  experience_sessions: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into experience_sessions (token_hash, uid, market, expires_at) values ($1, $2, 'GB', $3)`,
        [`xp-${a.uid}`, a.uid, future(now)],
      ],
    ],
  },
  idp_sessions: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into idp_sessions (token_hash, uid, api_key, expires_at) values ($1, $2, '4_nordhem_gb_web', $3)`,
        [`idp-${a.uid}`, a.uid, future(now)],
      ],
    ],
  },
  shop_sessions: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into shop_sessions (token_hash, uid, site_key, expires_at) values ($1, $2, 'gb', $3)`,
        [`shop-${a.uid}`, a.uid, future(now)],
      ],
    ],
  },
  lite_accounts: {
    kind: 'erased',
    rows: (a) => [`market = 'GB' and email_normalized = $1`, [a.address]],
    seed: (a, now) => [
      [
        `insert into lite_accounts (uid, market, email, email_normalized, locale, created_at) values ($1, 'GB', $2, $2, 'en-GB', $3)`,
        [a.liteUid, a.address, now],
      ],
    ],
  },
  login_failures: {
    kind: 'erased',
    rows: (a) => [`market = 'GB' and email_normalized = $1`, [a.address]],
    seed: (a, now) => [
      [`insert into login_failures (market, email_normalized, failed_at) values ('GB', $1, $2)`, [a.address, now]],
    ],
  },
  login_locks: {
    kind: 'erased',
    rows: (a) => [`market = 'GB' and email_normalized = $1`, [a.address]],
    seed: (a, now) => [
      [
        `insert into login_locks (market, email_normalized, scope, locked_until) values ('GB', $1, 'untrusted', $2)`,
        [a.address, future(now)],
      ],
    ],
  },
  mail_outbox: {
    kind: 'erased',
    rows: (a) => ['lower(recipient) = $1', [a.address]],
    seed: (a) => [
      [
        `insert into mail_outbox (recipient, sender, subject, text_body) values ($1, 'shop@example.com', 'Hello', 'Hello')`,
        [a.address],
      ],
    ],
  },
  oidc_payloads: {
    kind: 'erased',
    rows: (a) => [
      `payload->>'accountId' = $1 or grant_id = $2 or payload #>> '{result,login,accountId}' = $1`,
      [a.uid, `grant-${a.uid}`],
    ],
    seed: (a, now) => [
      [
        `insert into oidc_payloads (model, id, payload, grant_id, expires_at) values
           ('Grant', $2, json_build_object('accountId', $1::text), null, $3),
           ('RefreshToken', $2 || '-refresh', json_build_object('accountId', $1::text, 'grantId', $2::text), $2, $3),
           ('Interaction', $2 || '-interaction', json_build_object('result', json_build_object('login', json_build_object('accountId', $1::text))), null, $3)`,
        [a.uid, `grant-${a.uid}`, future(now)],
      ],
    ],
  },
  passkeys: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into passkeys (credential_id, uid, rp_id, public_key, sign_count, backup_eligible, backed_up, device_name, created_at)
         values ($1, $2, 'localhost', 'key', 0, true, true, 'Chrome on Linux', $3)`,
        [`credential-${a.uid}`, a.uid, now],
      ],
    ],
  },
  password_history: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [`insert into password_history (uid, password_hash, replaced_at) values ($1, 'an old hash', $2)`, [a.uid, now]],
    ],
  },
  pending_email_changes: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into pending_email_changes (uid, market, new_email, new_email_normalized, expires_at) values ($1, 'GB', $2, $2, $3)`,
        [a.uid, `new.${a.address}`, future(now)],
      ],
    ],
  },
  rate_limit_counters: {
    kind: 'erased',
    rows: (a) => ['strpos(bucket, $1) > 0 or strpos(bucket, $2) > 0', [a.uid, a.address]],
    seed: (a, now) => [
      [
        `insert into rate_limit_counters (bucket, window_start, hits) values ($1, $3, 1), ($2, $3, 1)`,
        [`new-device-notice:${a.uid}`, `reset:address:GB:${a.address}`, now],
      ],
    ],
  },
  signed_in_devices: {
    kind: 'erased',
    rows: (a) => ['uid = $1', [a.uid]],
    seed: (a, now) => [
      [
        `insert into signed_in_devices (id, uid, device_id, market, browser, platform, signed_in_at, last_active_at)
         values ($1, $2, 'device', 'GB', 'chrome', 'linux', $3, $3)`,
        [`device-${a.uid}`, a.uid, now],
      ],
    ],
  },
  single_use_tokens: {
    kind: 'erased',
    rows: (a) => ['subject = any($1::text[]) or lower(subject) = $2', [[a.uid, a.liteUid], a.address]],
    seed: (a, now) => [
      [
        `insert into single_use_tokens (token_hash, purpose, subject, payload, issued_at, expires_at) values
           ($1 || '-reset', 'password-reset', $1, null, $3, $4),
           ($1 || '-unsubscribe', 'unsubscribe', $5, '{"subscriptionId":"newsletter"}'::jsonb, $3, $4),
           ($1 || '-confirmation', 'newsletter-confirmation', $2, '{"market":"GB","locale":"en-GB","consents":{}}'::jsonb, $3, $4)`,
        [a.uid, a.address.toUpperCase(), now, future(now), a.liteUid],
      ],
    ],
  },
  products: { kind: 'none', why: 'the catalogue' },
  product_names: { kind: 'none', why: 'the catalogue' },
  dealers: { kind: 'none', why: 'the partner locator' },
  site_content: { kind: 'none', why: 'the shell’s content' },
  demo_secrets: { kind: 'none', why: 'keys of demo mode' },
  schema_migrations: { kind: 'none', why: 'the migrations applied' },
  shop_csrf_tokens: { kind: 'none', why: 'keyed by a hash of the browser, before any login' },
  used_login_signatures: { kind: 'none', why: 'one-way hashes of spent login signatures, expiring within minutes' },
};

/** The account's own consent events and its lite account's: what is kept under the pseudonym. */
async function consentEventsOf(database: Queryable, account: AccountOfTest): Promise<number> {
  const [row] = await database.query<{ events: number }>(
    `select count(*)::int as events from consent_events where uid = any($1::text[])`,
    [[account.uid, account.liteUid]],
  );
  return row?.events ?? 0;
}

async function countRows(database: Queryable, table: string, [where, parameters]: Statement): Promise<number> {
  const [row] = await database.query<{ rows: number }>(
    `select count(*)::int as rows from ${table} where ${where}`,
    parameters,
  );
  return row?.rows ?? 0;
}

async function seedEveryTable(database: Queryable, account: AccountOfTest, now: Date): Promise<void> {
  for (const rule of Object.values(erasureRules)) {
    if (rule.kind !== 'erased') continue;
    for (const [sql, parameters] of rule.seed(account, now)) await database.query(sql, parameters);
  }
  await database.query(
    `insert into consent_events (uid, consent_id, kind, is_granted, doc_version, locale, market, channel, recorded_at)
     values ($1, 'newsletter', 'subscription', true, '1.0', 'en-GB', 'GB', 'newsletter-form', $3),
            ($2, 'newsletter', 'subscription', true, '1.0', 'en-GB', 'GB', 'newsletter-form', $3)`,
    [account.uid, account.liteUid, now],
  );
}

describe('account erasure after the grace period: every table, once, on any number of instances', () => {
  let server: TestApp;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  beforeAll(async () => {
    server = await createTestApp({ HOUSEKEEPING_INTERVAL_SECONDS: '0' }, clock);
    await seedDemoData(server.database, server.config.markets, clock);
  });
  afterAll(() => server.app.close());

  async function requestDeletion(uid: string) {
    const session = await server.app.experienceSessions.create(
      { uid, market: 'GB', grantId: null },
      new Date(clock().getTime() + 3600_000),
    );
    const response = await server.app.inject({
      method: 'POST',
      url: '/experience-api/account/deletion',
      headers: { 'content-type': 'application/json', cookie: `xp_session=${session}` },
      payload: JSON.stringify({ password }),
    });
    expect(response.statusCode).toBe(200);
    await server.app.mailer.whenIdle();
  }

  it('leaves no row of the account in any table but the pseudonymised consent record; other accounts keep theirs; the address registers again', async () => {
    const db = server.database;
    const erased = accountOfTest('oliver', 'oliver.bennett@example.co.uk', '00000000-0000-4000-8000-00000000e001');
    const bystander = accountOfTest('james', 'james.wilson@example.co.uk', '00000000-0000-4000-8000-00000000e002');
    await requestDeletion(erased.uid);
    // Rows in every table, also those the request ended: the erasure must not count on it.
    for (const account of [erased, bystander]) await seedEveryTable(db, account, clock());

    const tables = (
      await db.query<{ name: string }>(
        `select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      )
    ).map((row) => row.name);
    expect(
      tables.filter((table) => !(table in erasureRules)),
      'tables without an erasure rule: add one to erasureRules and to the erasure (account-erasure.ts)',
    ).toEqual([]);
    expect(Object.keys(erasureRules).filter((table) => !tables.includes(table))).toEqual([]);

    const erasedRules = Object.entries(erasureRules).flatMap(([table, rule]) =>
      rule.kind === 'erased' ? [[table, rule] as const] : [],
    );
    const bystanderBefore: Record<string, number> = {};
    for (const [table, rule] of erasedRules) {
      expect(
        await countRows(db, table, rule.rows(erased)),
        `${table} has a row of the account to erase`,
      ).toBeGreaterThan(0);
      bystanderBefore[table] = await countRows(db, table, rule.rows(bystander));
    }
    const consentEvents = await consentEventsOf(db, erased);
    const bystanderConsentEvents = await consentEventsOf(db, bystander);

    // Within the grace period nothing happens.
    offsetMs = 13 * dayMs;
    expect(await eraseDueAccounts(db, clock(), pseudonymKey)).toBe(0);
    expect(await countRows(db, 'accounts', ['uid = $1', [erased.uid]])).toBe(1);

    offsetMs = 14 * dayMs + 60_000;
    expect(await eraseDueAccounts(db, clock(), pseudonymKey)).toBe(1);

    for (const [table, rule] of erasedRules) {
      expect(await countRows(db, table, rule.rows(erased)), `${table} after the erasure`).toBe(0);
      expect(await countRows(db, table, rule.rows(bystander)), `${table} of another account`).toBe(
        bystanderBefore[table],
      );
    }
    // No row of any table still names the account: its uid, address or lite account appear nowhere.
    for (const table of tables) {
      for (const needle of [erased.uid, erased.address, erased.liteUid]) {
        const [found] = await db.query<{ rows: number }>(
          `select count(*)::int as rows from ${table} t where strpos(lower(t::text), $1) > 0`,
          [needle],
        );
        expect(found?.rows, `${table} names ${needle}`).toBe(0);
      }
    }
    // What is kept: the consent record, whole, under the pseudonym of the market and address.
    const pseudonym = erasedAccountPseudonym(pseudonymKey, 'GB', erased.address);
    expect(await countRows(db, 'consent_events', ['uid = $1', [pseudonym]])).toBe(consentEvents);
    expect(await countRows(db, 'erased_accounts', ['pseudonym = $1', [pseudonym]])).toBe(1);
    expect(await consentEventsOf(db, bystander)).toBe(bystanderConsentEvents);
    // The record stays append-only for any other change.
    await expect(db.query(`update consent_events set is_granted = false where uid = $1`, [pseudonym])).rejects.toThrow(
      /append-only/,
    );

    // Idempotent: a second run finds nothing to do.
    expect(await eraseDueAccounts(db, clock(), pseudonymKey)).toBe(0);

    // The address is free: registering it starts a new account (a verification link, not the "you have an account"
    // notice), which gets a new uid.
    const regToken = (await postIdentityForm(server.app, 'accounts.initRegistration', {})).json().regToken as string;
    const registered = await postIdentityForm(server.app, 'accounts.register', {
      regToken,
      email: erased.address,
      password: 'Fjord-Breeze-77',
      profile: JSON.stringify({ firstName: 'Oliver', lastName: 'Bennett' }),
      preferences: JSON.stringify({
        'terms-statement': { isConsentGranted: true },
        'privacy-statement': { isConsentGranted: true },
      }),
      lang: 'en-GB',
      finalizeRegistration: 'true',
    });
    expect(registered.json()).toMatchObject({ errorCode: 206002 });
    const [account] = await db.query<{ uid: string }>(`select uid from accounts where email_normalized = $1`, [
      erased.address,
    ]);
    expect(account?.uid).toBeDefined();
    expect(account?.uid).not.toBe(erased.uid);
    await server.app.mailer.whenIdle();
    expect(
      (await server.app.outbox.list()).filter((mail) => mail.recipient === erased.address).map((mail) => mail.subject),
    ).toEqual(['Confirm your e-mail address for your Nordhem account']);
  });

  it('two instances erasing at once share the due accounts out: each is erased once, no run fails', async () => {
    const second = await createSecondInstance(server);
    try {
      const due = ['demo-gb-amelia', 'demo-gb-sophie', 'demo-gb-harry', 'demo-gb-isla'];
      offsetMs = 0;
      for (const uid of due) await requestDeletion(uid);
      offsetMs = 14 * dayMs + 60_000;
      const runs = await Promise.all([
        eraseDueAccounts(server.database, clock(), pseudonymKey),
        eraseDueAccounts(second.database, clock(), pseudonymKey),
        eraseDueAccounts(server.database, clock(), pseudonymKey),
      ]);
      expect(runs.reduce((sum, erased) => sum + erased, 0)).toBe(due.length);
      expect(await server.database.query(`select 1 from accounts where uid = any($1::text[])`, [due])).toEqual([]);
      expect(await server.database.query(`select 1 from account_deletions`)).toEqual([]);
    } finally {
      await second.app.close();
    }
  });

  it('an account whose erasure fails stays for the next run and holds up no other', async () => {
    const db = server.database;
    offsetMs = 0;
    await requestDeletion('demo-gb-lily');
    await requestDeletion('demo-gb-grace');
    // Lily's request is the older one, so a run would take her account first.
    await db.query(
      `update account_deletions set erasure_at = erasure_at - interval '1 minute' where uid = 'demo-gb-lily'`,
    );
    await db.exec(`
      create function refuse_erasure_of_lily() returns trigger language plpgsql as $$
      begin
        if old.uid = 'demo-gb-lily' then raise exception 'erasure refused for this test'; end if;
        return old;
      end;
      $$;
      create trigger refuse_erasure_of_lily before delete on accounts
        for each row execute function refuse_erasure_of_lily();
    `);
    try {
      offsetMs = 14 * dayMs + 60_000;
      await expect(eraseDueAccounts(db, clock(), pseudonymKey)).rejects.toThrow(/erasure failed for 1 account/);
      expect(await countRows(db, 'accounts', ['uid = any($1::text[])', [['demo-gb-lily', 'demo-gb-grace']]])).toBe(1);
      // Rolled back whole: Lily's consent record still names her.
      expect(await countRows(db, 'consent_events', ['uid = $1', ['demo-gb-lily']])).toBeGreaterThan(0);
    } finally {
      await db.exec(`drop trigger refuse_erasure_of_lily on accounts; drop function refuse_erasure_of_lily();`);
    }
    expect(await eraseDueAccounts(db, clock(), pseudonymKey)).toBe(1);
    expect(await countRows(db, 'accounts', ['uid = $1', ['demo-gb-lily']])).toBe(0);
  });

  it('the kept consent record goes when its retention period is over', async () => {
    const pseudonym = erasedAccountPseudonym(pseudonymKey, 'GB', 'oliver.bennett@example.co.uk');
    const retentionEnd = (
      await server.database.query<{ erasedAt: Date }>(
        `select erased_at as "erasedAt" from erased_accounts where pseudonym = $1`,
        [pseudonym],
      )
    )[0]?.erasedAt;
    if (!retentionEnd) throw new Error('the first test erases oliver');
    const end = new Date(retentionEnd.getTime() + consentProofRetentionDays * dayMs);
    await removeExpiredRows(server.database, new Date(end.getTime() - 60_000), { failureWindowSeconds: 900 });
    expect(await countRows(server.database, 'consent_events', ['uid = $1', [pseudonym]])).toBeGreaterThan(0);
    await removeExpiredRows(server.database, new Date(end.getTime() + 60_000), { failureWindowSeconds: 900 });
    expect(await countRows(server.database, 'consent_events', ['uid = $1', [pseudonym]])).toBe(0);
    expect(await countRows(server.database, 'erased_accounts', ['pseudonym = $1', [pseudonym]])).toBe(0);
  });
});

describe('the housekeeping schedule erases a due account by itself', () => {
  it('takes the account once its grace period is over', async () => {
    let offsetMs = 0;
    const server = await createTestApp({ HOUSEKEEPING_INTERVAL_SECONDS: '1' }, () => new Date(Date.now() + offsetMs));
    try {
      await seedDemoData(server.database, server.config.markets, () => new Date());
      const session = await server.app.experienceSessions.create(
        { uid: 'demo-gb-oliver', market: 'GB', grantId: null },
        new Date(Date.now() + 3600_000),
      );
      const response = await server.app.inject({
        method: 'POST',
        url: '/experience-api/account/deletion',
        headers: { 'content-type': 'application/json', cookie: `xp_session=${session}` },
        payload: JSON.stringify({ password }),
      });
      expect(response.statusCode).toBe(200);
      offsetMs = 14 * dayMs + 60_000;
      const erased = async () =>
        (await server.database.query(`select 1 from accounts where uid = 'demo-gb-oliver'`)).length === 0;
      const deadline = Date.now() + 5000;
      while (!(await erased()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await erased()).toBe(true);
      const pseudonym = erasedAccountPseudonym(pseudonymKey, 'GB', 'oliver.bennett@example.co.uk');
      expect(await countRows(server.database, 'erased_accounts', ['pseudonym = $1', [pseudonym]])).toBe(1);
    } finally {
      await server.app.close();
    }
  });
});
