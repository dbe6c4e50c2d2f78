import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { migrate, migrationsThrough, pendingMigrations, readMigrations } from './migrate.ts';

describe('migrations', () => {
  let database: Database;
  afterEach(() => database.close());

  it('records every applied migration and applies nothing twice', async () => {
    database = await openTestDatabase();
    const recorded = await database.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
    expect(await migrate(database)).toEqual([]);
  });

  it('rolls back a failing migration as a whole, recording nothing of it', async () => {
    database = await openTestDatabase();
    const broken = [
      ...readMigrations(),
      { version: '9998_good', sql: 'create table half_done (id int)' },
      { version: '9999_bad', sql: 'select * from no_such_table' },
    ];
    await expect(migrate(database, broken)).rejects.toThrow(/no_such_table/);
    const tables = await database.query(`select 1 from information_schema.tables where table_name = 'half_done'`);
    expect(tables).toHaveLength(0);
    const recorded = await database.query(`select 1 from schema_migrations where version like '999%'`);
    expect(recorded).toHaveLength(0);
  });

  it('opens a database at an earlier level, and migrating it applies the rest', async () => {
    const all = readMigrations();
    const [first, second] = all;
    expect(migrationsThrough(second?.version ?? '')).toEqual([first, second]);
    expect(() => migrationsThrough('9999_none')).toThrow(/9999_none/);
    database = await openTestDatabase(migrationsThrough(second?.version ?? ''));
    const recorded = await database.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((row) => row.version)).toEqual([first?.version, second?.version]);
    const rest = all.slice(2).map((migration) => migration.version);
    expect(await pendingMigrations(database)).toEqual(rest);
    expect(await migrate(database)).toEqual(rest);
    expect(await pendingMigrations(database)).toEqual([]);
  });

  it('counts every migration pending on a database never migrated', async () => {
    database = await openTestDatabase([]);
    await database.exec('drop table schema_migrations');
    expect(await pendingMigrations(database)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it('lets concurrent starts take turns', async () => {
    database = await openTestDatabase();
    const extra = [...readMigrations(), { version: '9000_counter', sql: 'create table counter (id int)' }];
    const results = await Promise.all([migrate(database, extra), migrate(database, extra)]);
    expect(results.flat()).toEqual(['9000_counter']);
  });
});
