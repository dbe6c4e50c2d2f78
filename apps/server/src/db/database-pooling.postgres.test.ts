import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApplicationDatabase } from '../../test/application-database.ts';
import { postgresAdminUrl } from '../../test/test-database.ts';
import { openDatabase } from './open-database.ts';
import type { DatabasePooling } from './postgres-database.ts';

/**
 * docs/decisions/019: behind PgBouncer in transaction pooling mode, consecutive transactions of one pooled connection
 * run on different server sessions. What the pool does differently there is checked here on the group's PostgreSQL;
 * e2e/topology runs the server behind a real PgBouncer.
 */
describe('a pool in front of a transaction pooler', () => {
  const roles: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: postgresAdminUrl() });
    await admin.connect();
    for (const role of roles) {
      await admin.query(`drop database if exists ${role} with (force)`);
      await admin.query(`drop role if exists ${role}`);
    }
    await admin.end();
  });

  /** A role and its database, with the role's own statement_timeout when given. */
  async function applicationDatabase(statementTimeout?: string): Promise<string> {
    const role = `pooling_${randomBytes(4).toString('hex')}`;
    roles.push(role);
    const adminUrl = postgresAdminUrl();
    if (!adminUrl) throw new Error('runs in the server-postgres group only');
    return createApplicationDatabase(
      adminUrl,
      role,
      randomBytes(8).toString('hex'),
      statementTimeout === undefined ? {} : { statement_timeout: statementTimeout },
    );
  }

  const open = (url: string, pooling: DatabasePooling) =>
    openDatabase({ url, pooling, poolSize: 2, statementTimeoutMs: 10_000, listenUrl: undefined }, []);

  it.each([
    ['session', 1, '10s'],
    ['transaction', 0, '2s'],
  ] as const)(
    'with %s pooling: %i named statements, and the statement_timeout %s',
    async (pooling, namedStatements, statementTimeout) => {
      const database = await open(await applicationDatabase('2s'), pooling);
      try {
        const seen = await database.transaction(async (transaction) => {
          await transaction.query('select $1::int + 1 as next', [1]);
          return transaction.query<{ named: number; timeout: string }>(
            `select (select count(*)::int from pg_prepared_statements where statement = 'select $1::int + 1 as next') as named,
              current_setting('statement_timeout') as timeout`,
          );
        });
        expect(seen).toEqual([{ named: namedStatements, timeout: statementTimeout }]);
      } finally {
        await database.close();
      }
    },
  );

  it.each([
    [undefined, 'has no statement_timeout'],
    ['1min', 'has statement_timeout 60000 ms'],
  ])('refuses to start on a role whose statement_timeout is %s', async (statementTimeout, found) => {
    const url = await applicationDatabase(statementTimeout);
    const role = new URL(url).username;
    await expect(open(url, 'transaction')).rejects.toThrow(
      `DATABASE_POOLING=transaction: the database role ${role} ${found}; set one of at most DATABASE_STATEMENT_TIMEOUT_MS on the role: ALTER ROLE ${role} SET statement_timeout = '10000ms'`,
    );
  });
});
