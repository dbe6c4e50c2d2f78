import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresAdminUrl } from '../../test/test-database.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';
import type { PgliteStatementPath } from './pglite-database.ts';

// Both databases prepare parameterised statements (postgres-database.ts, pglite-prepared-statements.ts): what a
// statement sends and answers, and how it behaves in transactions, must not depend on whether it was prepared yet.
// On PGlite the same contract holds for its own `query`, the path PGLITE_STATEMENTS=query switches back to.
const pglitePaths: readonly PgliteStatementPath[] = postgresAdminUrl() ? [] : ['prepared', 'query'];
const databases: readonly { readonly name: string; readonly open: () => Promise<Database> }[] = postgresAdminUrl()
  ? [{ name: 'PostgreSQL', open: openTestDatabase }]
  : pglitePaths.map((path) => ({
      name: `PGlite (${path})`,
      open: () => openDatabase({ dataDir: undefined, pgliteStatements: path }),
    }));

describe.each(databases)('statements on $name', ({ open }) => {
  let database: Database;
  beforeEach(async () => {
    database = await open();
    await database.exec('create table statement_rows (id text primary key, amount int not null)');
  });
  afterEach(() => database.close());

  it('sends every kind of parameter as given and types the answer, first and later runs alike', async () => {
    const sql = `select $1::text as text, $2::int as number, $3::timestamptz as "at", $4::jsonb as document, $5::text[] as list,
      $6::boolean as flag, $7::text as nothing, $8::text as empty, $9::text as missing`;
    const at = new Date('2026-11-26T21:00:00.123Z');
    const params = [
      'Zoë – 東京 🙂 \\ \' "',
      42,
      at,
      JSON.stringify({ a: [1, 'ü'] }),
      ['x', 'y z', 'ä'],
      true,
      null,
      '',
      undefined,
    ];
    const expected = {
      text: params[0],
      number: 42,
      at,
      document: { a: [1, 'ü'] },
      list: ['x', 'y z', 'ä'],
      flag: true,
      nothing: null,
      empty: '',
      missing: null,
    };
    expect(await database.query(sql, params)).toEqual([expected]);
    expect(await database.query(sql, params)).toEqual([expected]);
  });

  it('answers a failing statement with its SQLSTATE and stays usable; a statement that failed to parse is not kept', async () => {
    await database.query('insert into statement_rows (id, amount) values ($1, $2)', ['a', 1]);
    await expect(
      database.query('insert into statement_rows (id, amount) values ($1, $2)', ['a', 2]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(database.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    expect(await database.query('select $1::int as n', ['7'])).toEqual([{ n: 7 }]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await expect(database.query('select amount from no_such_rows where id = $1', ['a'])).rejects.toMatchObject({
        code: '42P01',
      });
    }
    await database.exec('create table no_such_rows (id text, amount int)');
    expect(await database.query('select amount from no_such_rows where id = $1', ['a'])).toEqual([]);
    expect(await database.query<{ amount: number }>('select amount from statement_rows where id = $1', ['a'])).toEqual([
      { amount: 1 },
    ]);
  });

  it('rolls back what a transaction wrote, and its statements keep working after it', async () => {
    const insert = 'insert into statement_rows (id, amount) values ($1, $2) returning id';
    const failure = new Error('changed my mind');
    await expect(
      database.transaction(async (transaction) => {
        expect(await transaction.query(insert, ['rolled-back', 1])).toEqual([{ id: 'rolled-back' }]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await database.query(insert, ['kept', 2])).toEqual([{ id: 'kept' }]);
    expect(await database.query('select id from statement_rows where amount > $1 order by id', [0])).toEqual([
      { id: 'kept' },
    ]);
  });

  it('never runs a statement from outside inside another caller’s open transaction', async () => {
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.transaction(async (open) => {
      await open.query('insert into statement_rows (id, amount) values ($1, $2)', ['uncommitted', 1]);
      inserted();
      // Let the statement below be sent while this transaction is open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await insertDone;
    const outside = database.query('select count(*)::int as count from statement_rows where id = $1', ['uncommitted']);
    await expect(transaction).rejects.toThrow('rolled back');
    expect(await outside).toEqual([{ count: 0 }]);
  });

  it('delivers a notification sent by a parameterised statement once it commits', async () => {
    const received: string[] = [];
    const stop = await database.listen('statement_test', {
      notified: (payload) => received.push(payload),
      interrupted: () => {},
      listening: () => {},
    });
    try {
      await database.query('select pg_notify($1, $2)', ['statement_test', 'outside']);
      await database.transaction((transaction) =>
        transaction.query('select pg_notify($1, $2)', ['statement_test', 'inside']),
      );
      await expect.poll(() => received).toEqual(['outside', 'inside']);
    } finally {
      await stop();
    }
  });
});

describe.each(pglitePaths)('PGLITE_STATEMENTS=%s', (path) => {
  it(
    path === 'prepared'
      ? 'prepares each parameterised statement once, under a name'
      : 'leaves every statement to PGlite’s own query, which prepares none',
    async () => {
      const database = await openDatabase({ dataDir: undefined, pgliteStatements: path });
      try {
        for (let run = 0; run < 2; run += 1)
          expect(await database.query('select $1::int + 1 as next', [run])).toEqual([{ next: run + 1 }]);
        // Without parameters, so this statement is never prepared itself.
        const prepared = await database.query(
          `select count(*)::int as count from pg_prepared_statements where statement = 'select $1::int + 1 as next'`,
        );
        expect(prepared).toEqual([{ count: path === 'prepared' ? 1 : 0 }]);
      } finally {
        await database.close();
      }
    },
  );
});
