import pg from 'pg';
import { type Database, DatabaseUnavailableError, type Queryable } from './database.ts';

function queryableOf(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}

/** The address without credentials, for messages. */
export function describeDatabaseUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

export async function openPostgresDatabase(url: string, settings: { readonly poolSize: number; readonly statementTimeoutMs: number }): Promise<Database> {
  // statement_timeout: a query the server cannot answer in time fails instead of holding the request (and the pool).
  const pool = new pg.Pool({ connectionString: url, max: settings.poolSize, connectionTimeoutMillis: 5_000, statement_timeout: settings.statementTimeoutMs });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DatabaseUnavailableError(`Cannot reach the database at ${describeDatabaseUrl(url)} (${reason})`, {
      cause: error,
    });
  }
  return {
    kind: 'postgres',
    ...queryableOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
