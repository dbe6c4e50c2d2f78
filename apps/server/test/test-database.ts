import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type {} from './postgres-global-setup.ts';
import type { Database } from '../src/db/database.ts';
import type { Migration } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open-database.ts';

/** The admin URL of the PostgreSQL server of the server-postgres group; undefined in the PGlite group. */
export function postgresAdminUrl(): string | undefined {
  return inject('postgresAdminUrl');
}

/**
 * A migrated (by default through the last migration), empty database: a fresh database on the real PostgreSQL
 * server in the server-postgres group, an in-memory PGlite otherwise. Closing it drops it.
 */
export async function openTestDatabase(migrations?: Migration[]): Promise<Database & { readonly url?: string }> {
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) return openDatabase({ dataDir: undefined }, migrations);
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const database = await openDatabase({ url }, migrations);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
