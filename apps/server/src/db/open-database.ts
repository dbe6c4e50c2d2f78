import { join } from 'node:path';
import type { Environment } from '../config/environment.ts';
import type { Database } from './database.ts';
import { type Migration, migrate, PendingMigrationsError, pendingMigrations, readMigrations } from './migrate.ts';
import { openPgliteDatabase, type PgliteStatementPath } from './pglite-database.ts';
import { openPostgresDatabase, type PostgresSettings } from './postgres-database.ts';

export type DatabaseLocation =
  | ({ readonly url: string } & Partial<PostgresSettings>)
  | { readonly dataDir: string | undefined; readonly pgliteStatements?: PgliteStatementPath };

/** Where the environment puts the database: the PostgreSQL server of DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseLocationOf(
  environment: Pick<
    Environment,
    | 'DATABASE_URL'
    | 'DATABASE_LISTEN_URL'
    | 'DATABASE_POOLING'
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'DATA_DIR'
    | 'PGLITE_STATEMENTS'
  >,
): DatabaseLocation {
  return environment.DATABASE_URL
    ? {
        url: environment.DATABASE_URL,
        poolSize: environment.DATABASE_POOL_SIZE,
        statementTimeoutMs: environment.DATABASE_STATEMENT_TIMEOUT_MS,
        pooling: environment.DATABASE_POOLING,
        listenUrl: environment.DATABASE_LISTEN_URL,
      }
    : { dataDir: environment.DATA_DIR, pgliteStatements: environment.PGLITE_STATEMENTS };
}

/** Opens PostgreSQL (a server via DATABASE_URL, else embedded PGlite) as it is, without touching its schema. */
export async function connectDatabase(location: DatabaseLocation): Promise<Database> {
  return 'url' in location
    ? openPostgresDatabase(location.url, {
        poolSize: location.poolSize ?? 10,
        statementTimeoutMs: location.statementTimeoutMs ?? 10_000,
        pooling: location.pooling ?? 'session',
        listenUrl: location.listenUrl,
      })
    : openPgliteDatabase(location.dataDir && join(location.dataDir, 'pglite'), location.pgliteStatements);
}

/**
 * What opening does with migrations the database lacks: `apply` them (under the advisory lock), or `refuse` to open
 * it (a PendingMigrationsError: a production start without MIGRATE_ON_START, docs/decisions/018).
 */
export type PendingMigrationsPolicy = 'apply' | 'refuse';

/** Opens the database with its schema current: the pending migrations applied, or refused (then it is closed again). */
export async function openDatabase(
  location: DatabaseLocation,
  migrations: Migration[] = readMigrations(),
  pending: PendingMigrationsPolicy = 'apply',
): Promise<Database> {
  const database = await connectDatabase(location);
  try {
    if (pending === 'apply') {
      await migrate(database, migrations);
    } else {
      const versions = await pendingMigrations(database, migrations);
      if (versions.length > 0) throw new PendingMigrationsError(versions);
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
