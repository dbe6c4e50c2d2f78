import { join } from 'node:path';
import type { Environment } from '../config/environment.ts';
import type { Database } from './database.ts';
import { type Migration, migrate, readMigrations } from './migrate.ts';
import { openPgliteDatabase, type PgliteStatementPath } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** A PostgreSQL server's pool: how many connections, and how long one statement may run before it is cancelled. */
export interface PoolSettings {
  readonly poolSize: number;
  readonly statementTimeoutMs: number;
}

export type DatabaseLocation =
  | ({ readonly url: string } & Partial<PoolSettings>)
  | { readonly dataDir: string | undefined; readonly pgliteStatements?: PgliteStatementPath };

/** Where the environment puts the database: the PostgreSQL server of DATABASE_URL, else PGlite in DATA_DIR. */
export function databaseLocationOf(
  environment: Pick<
    Environment,
    'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATA_DIR' | 'PGLITE_STATEMENTS'
  >,
): DatabaseLocation {
  return environment.DATABASE_URL
    ? {
        url: environment.DATABASE_URL,
        poolSize: environment.DATABASE_POOL_SIZE,
        statementTimeoutMs: environment.DATABASE_STATEMENT_TIMEOUT_MS,
      }
    : { dataDir: environment.DATA_DIR, pgliteStatements: environment.PGLITE_STATEMENTS };
}

/** Opens PostgreSQL (a server via DATABASE_URL, else embedded PGlite) and applies pending migrations (all but in tests). */
export async function openDatabase(
  location: DatabaseLocation,
  migrations: Migration[] = readMigrations(),
): Promise<Database> {
  const database =
    'url' in location
      ? await openPostgresDatabase(location.url, {
          poolSize: location.poolSize ?? 10,
          statementTimeoutMs: location.statementTimeoutMs ?? 10_000,
        })
      : await openPgliteDatabase(location.dataDir && join(location.dataDir, 'pglite'), location.pgliteStatements);
  try {
    await migrate(database, migrations);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
