import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseEmail } from '@shopfront/core';
import { sites } from '@shopfront/i18n';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildAppConfig } from '../config/app-config.ts';
import { parseEnvironment } from '../config/environment.ts';
import type { Database } from '../db/database.ts';
import { AccountRepository } from '../accounts/account-repository.ts';
import { verifyPassword } from '../accounts/password-hasher.ts';
import { demoAccounts } from './demo-accounts.ts';
import { seedDemoData } from './seed-demo-data.ts';

const config = buildAppConfig(parseEnvironment({ SHOPFRONT_DEMO: 'true' }));

describe('demo seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('creates the demo accounts with Argon2id hashes of the listed passwords', async () => {
    expect(await seedDemoData(database, config.markets, () => new Date())).toEqual({
      accountsCreated: demoAccounts.length,
    });
    const accounts = new AccountRepository(database);
    for (const demo of demoAccounts) {
      const account = await accounts.findByEmail(demo.market, normaliseEmail(demo.email.toUpperCase()));
      const passwordHash = account?.passwordHash ?? '';
      expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(await verifyPassword(passwordHash, demo.password)).toBe(true);
    }
  });

  it('is idempotent and keeps what changed since', async () => {
    const uid = demoAccounts[0]?.uid;
    await database.query(`update accounts set first_name = 'Changed' where uid = $1`, [uid]);
    expect(await seedDemoData(database, config.markets, () => new Date())).toEqual({ accountsCreated: 0 });
    const [row] = await database.query<{ firstName: string }>(
      `select first_name as "firstName" from accounts where uid = $1`,
      [uid],
    );
    expect(row?.firstName).toBe('Changed');
    const [counts] = await database.query<{ accounts: number; carts: number; content: number }>(
      `select (select count(*)::int from accounts) as accounts, (select count(*)::int from carts) as carts,
              (select count(*)::int from site_content) as content`,
    );
    expect(counts).toEqual({ accounts: demoAccounts.length, carts: demoAccounts.length, content: sites.length });
  });
});
