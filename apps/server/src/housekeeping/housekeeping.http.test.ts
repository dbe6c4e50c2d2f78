import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { expiringRows, housekeepingLockKey, removeExpiredRows } from './housekeeping.ts';

const now = new Date('2026-11-24T12:00:00Z');
const past = new Date(now.getTime() - 60_000);
const future = new Date(now.getTime() + 60_000);

describe('housekeeping: expired rows go, live rows stay', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ HOUSEKEEPING_INTERVAL_SECONDS: '0' });
    await seedDemoData(server.database, server.config.markets, () => now);
  });
  afterAll(() => server.app.close());

  const count = async (table: string) =>
    (await server.database.query<{ rows: number }>(`select count(*)::int as rows from ${table}`))[0]?.rows ?? 0;

  /** One row of each expiring table, for the tag's account ('old': oliver, 'live': james) and expiry. */
  const rowOf: Readonly<
    Record<(typeof expiringRows)[number][0], (tag: string, uid: string, expiresAt: Date) => [string, unknown[]]>
  > = {
    oidc_payloads: (tag, _uid, expiresAt) => [
      `insert into oidc_payloads (model, id, payload, expires_at) values ('Session', $1, '{}'::jsonb, $2)`,
      [tag, expiresAt],
    ],
    shop_sessions: (tag, uid, expiresAt) => [
      `insert into shop_sessions (token_hash, uid, site_key, expires_at) values ($1, $2, 'gb', $3)`,
      [tag, uid, expiresAt],
    ],
    idp_sessions: (tag, uid, expiresAt) => [
      `insert into idp_sessions (token_hash, uid, api_key, expires_at) values ($1, $2, '4_nordhem_gb_web', $3)`,
      [tag, uid, expiresAt],
    ],
    experience_sessions: (tag, uid, expiresAt) => [
      `insert into experience_sessions (token_hash, uid, market, expires_at) values ($1, $2, 'GB', $3)`,
      [tag, uid, expiresAt],
    ],
    shop_csrf_tokens: (tag, _uid, expiresAt) => [
      `insert into shop_csrf_tokens (browser_hash, token, expires_at) values ($1, 'csrf', $2)`,
      [tag, expiresAt],
    ],
    single_use_tokens: (tag, uid, expiresAt) => [
      `insert into single_use_tokens (token_hash, purpose, subject, issued_at, expires_at) values ($1, 'password-reset', $2, $3, $4)`,
      [tag, uid, past, expiresAt],
    ],
    used_login_signatures: (tag, _uid, expiresAt) => [
      `insert into used_login_signatures (signature_hash, expires_at) values ($1, $2)`,
      [tag, expiresAt],
    ],
    pending_email_changes: (tag, uid, expiresAt) => [
      `insert into pending_email_changes (uid, market, new_email, new_email_normalized, expires_at) values ($1, 'GB', $2, $2, $3)`,
      [uid, `${tag}@example.co.uk`, expiresAt],
    ],
    device_grants: (tag, uid, expiresAt) => [
      `insert into device_grants (grant_id, uid, device_id, expires_at) values ($1, $2, 'device', $3)`,
      [tag, uid, expiresAt],
    ],
    login_locks: (tag, _uid, expiresAt) => [
      `insert into login_locks (market, email_normalized, scope, locked_until) values ('GB', $1, 'untrusted', $2)`,
      [tag, expiresAt],
    ],
  };

  it('deletes what has expired in every kind of table, and nothing else: the tables shrink', async () => {
    const db = server.database;
    for (const [tag, uid, expiresAt] of [
      ['old', 'demo-gb-oliver', past],
      ['live', 'demo-gb-james', future],
    ] as const) {
      for (const [table] of expiringRows) {
        const [sql, params] = rowOf[table](`${tag}-${table}`, uid, expiresAt);
        await db.query(sql, params);
      }
    }
    await db.query(
      `insert into rate_limit_counters (bucket, window_start, hits) values ('login:ip:1', $1, 3), ('login:ip:2', $2, 3)`,
      [new Date(now.getTime() - 2 * 24 * 3600_000), past],
    );
    await db.query(
      `insert into login_failures (market, email_normalized, scope, failed_at) values ('GB', 'a@example.co.uk', 'untrusted', $1), ('GB', 'a@example.co.uk', 'untrusted', $2)`,
      [new Date(now.getTime() - 3600_000), past],
    );
    const tables = [...expiringRows.map(([table]) => table), 'rate_limit_counters', 'login_failures'];
    const before = Object.fromEntries(
      await Promise.all(tables.map(async (table) => [table, await count(table)] as const)),
    );

    const removed = await removeExpiredRows(db, now, { failureWindowSeconds: 15 * 60 });
    for (const table of tables) {
      expect(removed?.[table], table).toBe(1);
      expect(await count(table), table).toBe((before[table] ?? 0) - 1);
    }
    expect(await db.query(`select 1 from shop_sessions where token_hash = 'live-shop_sessions'`)).toHaveLength(1);
  });

  it('one instance at a time: a run that finds the lock taken skips', async () => {
    const db = server.database;
    const concurrent = await db.transaction(async (holder) => {
      await holder.query(`select pg_advisory_xact_lock($1)`, [housekeepingLockKey]);
      // A second connection is needed to contend for the lock; PGlite has one, so this check runs on PostgreSQL only.
      return db.kind === 'postgres' ? removeExpiredRows(db, now, { failureWindowSeconds: 900 }) : 'skipped';
    });
    expect(concurrent === undefined || concurrent === 'skipped').toBe(true);
  });
});
