import { readdirSync, readFileSync } from 'node:fs';
import type { Database, Queryable } from './database.ts';

const migrationsDirectory = new URL('./migrations/', import.meta.url);
const migrationFileName = /^(\d{4})_[a-z0-9_]+\.sql$/;
// Any constant works; it only has to be the same in every instance so concurrent starts take turns.
export const migrationLockKey = 72_616_001;

export interface Migration {
  readonly version: string;
  readonly sql: string;
}

export function readMigrations(): Migration[] {
  return readdirSync(migrationsDirectory)
    .filter((name) => migrationFileName.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: readFileSync(new URL(name, migrationsDirectory), 'utf8'),
    }));
}

/** The migrations up to and including `version`: a database as it was at that level (a migration's own test). */
export function migrationsThrough(version: string, migrations = readMigrations()): Migration[] {
  const end = migrations.findIndex((migration) => migration.version === version);
  if (end < 0) throw new Error(`No migration ${version}`);
  return migrations.slice(0, end + 1);
}

/**
 * Applies every pending migration in one transaction and records each in schema_migrations. Instances that start
 * together take turns on the advisory lock: the first applies, the others then find nothing pending. The pool's
 * statement_timeout (a request's bound) is lifted for it: a migration on a large table, or the wait of an instance
 * for another's migration, may take longer.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<string[]> {
  return database.transaction(async (transaction) => {
    await transaction.exec('set local statement_timeout = 0');
    await transaction.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await transaction.exec(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await transaction.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
    );
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      await transaction.exec(migration.sql);
      await transaction.query('insert into schema_migrations (version) values ($1)', [migration.version]);
    }
    return pending.map((migration) => migration.version);
  });
}

/**
 * The migrations not yet applied to `database`, without changing it: `npm run migrate -- --check`, a production start
 * that must not migrate, and `/health/ready`. A database without schema_migrations has every migration pending.
 */
export async function pendingMigrations(database: Queryable, migrations = readMigrations()): Promise<string[]> {
  const [table] = await database.query<{ exists: boolean }>(
    `select to_regclass('schema_migrations') is not null as exists`,
  );
  const applied = table?.exists
    ? new Set(
        (await database.query<{ version: string }>('select version from schema_migrations')).map((row) => row.version),
      )
    : new Set<string>();
  return migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.version);
}

/** A production start found migrations not yet applied, and does not apply them itself (docs/decisions/018). */
export class PendingMigrationsError extends Error {
  override readonly name = 'PendingMigrationsError';

  constructor(readonly versions: readonly string[]) {
    super(
      `The database lacks ${versions.length} migration${versions.length === 1 ? '' : 's'} (${versions.join(', ')}): run npm run migrate against it first, or start with MIGRATE_ON_START=true`,
    );
  }
}
