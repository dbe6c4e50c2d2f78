import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { housekeepingLockKey, removeExpiredRows } from './housekeeping.ts';

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

  const count = async (table: string) => (await server.database.query<{ rows: number }>(`select count(*)::int as rows from ${table}`))[0]?.rows ?? 0;

  it('deletes what has expired in every kind of table, and nothing else', async () => {
    const db = server.database;
    for (const [tag, expiresAt] of [['old', past], ['live', future]] as const) {
      await db.query(`insert into shop_sessions (token_hash, uid, site_key, expires_at) values ($1, 'demo-gb-oliver', 'gb', $2)`, [`${tag}-shop`, expiresAt]);
      await db.query(`insert into experience_sessions (token_hash, uid, market, expires_at) values ($1, 'demo-gb-oliver', 'GB', $2)`, [`${tag}-xp`, expiresAt]);
      await db.query(`insert into idp_sessions (token_hash, uid, api_key, expires_at) values ($1, 'demo-gb-oliver', '4_nordhem_gb_web', $2)`, [`${tag}-idp`, expiresAt]);
      await db.query(`insert into password_reset_tokens (token_hash, uid, created_at, expires_at) values ($1, 'demo-gb-oliver', $2, $3)`, [`${tag}-reset`, past, expiresAt]);
      await db.query(`insert into oidc_payloads (model, id, payload, expires_at) values ('Session', $1, '{}'::jsonb, $2)`, [`${tag}-oidc`, expiresAt]);
      await db.query(`insert into unsubscribe_tokens (token_hash, uid, subscription_id, expires_at) values ($1, 'demo-gb-oliver', 'newsletter', $2)`, [`${tag}-unsub`, expiresAt]);
    }
    await db.query(`insert into rate_limit_counters (bucket, window_start, hits) values ('login:ip:1', $1, 3), ('login:ip:2', $2, 3)`, [
      new Date(now.getTime() - 2 * 24 * 3600_000),
      past,
    ]);
    await db.query(`insert into login_failures (market, email_normalized, scope, failed_at) values ('GB', 'a@example.co.uk', 'untrusted', $1), ('GB', 'a@example.co.uk', 'untrusted', $2)`, [
      new Date(now.getTime() - 3600_000),
      past,
    ]);
    const tables = ['shop_sessions', 'experience_sessions', 'idp_sessions', 'password_reset_tokens', 'oidc_payloads', 'unsubscribe_tokens', 'rate_limit_counters', 'login_failures'];
    const before = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)] as const)));

    const removed = await removeExpiredRows(db, now, { failureWindowSeconds: 15 * 60 });
    for (const table of tables) {
      expect(removed?.[table], table).toBe(1);
      expect(await count(table), table).toBe((before[table] ?? 0) - 1);
    }
    expect(await db.query(`select 1 from shop_sessions where token_hash = 'live-shop'`)).toHaveLength(1);
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
