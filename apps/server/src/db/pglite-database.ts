import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { PglitePreparedStatements } from './pglite-prepared-statements.ts';

/** Runs a statement as a prepared one, or answers undefined when it is left to PGlite's own `query`. */
type RunPrepared = <Row extends object>(sql: string, params: readonly unknown[]) => Promise<Row[]> | undefined;

function queryableOf(target: PGlite | Transaction, runPrepared: RunPrepared): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const prepared = runPrepared<Row>(sql, params);
      return prepared ? await prepared : (await target.query<Row>(sql, params as unknown[])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * How PGlite runs parameterised statements: `prepared` (pglite-prepared-statements.ts, the default) or PGlite's own
 * `query`, the way back should a PGlite release break the prepared path (docs/decisions/015-pglite-prepared-statements.md).
 */
export const pgliteStatementPaths = ['prepared', 'query'] as const;
export type PgliteStatementPath = (typeof pgliteStatementPaths)[number];

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the database in memory (tests). */
export async function openPgliteDatabase(
  dataDir: string | undefined,
  statementPath: PgliteStatementPath = 'prepared',
): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  const statements = statementPath === 'prepared' ? new PglitePreparedStatements(pglite) : undefined;
  // A prepared statement takes PGlite's own locks as its `query` does (`_runExclusiveTransaction`, `_runExclusiveQuery`,
  // declared in its types): outside a transaction it waits for any open transaction to end, takes the query lock, and
  // syncs the file system after the statement.
  const runOutside: RunPrepared = <Row extends object>(sql: string, params: readonly unknown[]) => {
    if (!statements?.accepts(sql, params)) return undefined;
    return pglite._checkReady().then(() =>
      pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const rows = await statements.run<Row>(sql, params);
          await pglite.syncToFs();
          return rows;
        }),
      ),
    );
  };
  return {
    kind: 'pglite',
    ...queryableOf(pglite, runOutside),
    // Inside one, the transaction holds the transaction lock, and its commit syncs.
    transaction: (work) =>
      pglite.transaction((transaction) =>
        work(
          queryableOf(transaction, <Row extends object>(sql: string, params: readonly unknown[]) => {
            if (!statements?.accepts(sql, params)) return undefined;
            if (transaction.closed) return Promise.reject(new Error('Transaction is closed'));
            return pglite._runExclusiveQuery(() => statements.run<Row>(sql, params));
          }),
        ),
      ),
    // One in-process connection: it never drops, so notifications are never missed.
    async listen(channel, listener) {
      const unlisten = await pglite.listen(channel, (payload) => listener.notified(payload));
      listener.listening();
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: () => pglite.close(),
  };
}
