import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';

function queryableOf(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` undefined keeps the database in memory (tests). */
export async function openPgliteDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryableOf(pglite),
    transaction: (work) => pglite.transaction((transaction) => work(queryableOf(transaction))),
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
