import { describe, expect, it } from 'vitest';
import { parseEnvironment } from '../config/environment.ts';
import { databaseLocationOf } from './open-database.ts';

describe('the database the environment names', () => {
  it.each([
    [{}, { dataDir: './.data', pgliteStatements: 'prepared' }],
    [
      { DATA_DIR: '/var/lib/shop', PGLITE_STATEMENTS: 'query' },
      { dataDir: '/var/lib/shop', pgliteStatements: 'query' },
    ],
    [
      { DATABASE_URL: 'postgres://shop@db/shop', DATABASE_POOL_SIZE: '4', PGLITE_STATEMENTS: 'query' },
      {
        url: 'postgres://shop@db/shop',
        poolSize: 4,
        statementTimeoutMs: 10_000,
        pooling: 'session',
        listenUrl: undefined,
      },
    ],
    [
      {
        DATABASE_URL: 'postgres://shop@pgbouncer/shop',
        DATABASE_POOLING: 'transaction',
        DATABASE_LISTEN_URL: 'postgres://shop@db/shop',
      },
      {
        url: 'postgres://shop@pgbouncer/shop',
        poolSize: 10,
        statementTimeoutMs: 10_000,
        pooling: 'transaction',
        listenUrl: 'postgres://shop@db/shop',
      },
    ],
  ])('%j opens %j', (variables, location) => {
    expect(databaseLocationOf(parseEnvironment(variables))).toEqual(location);
  });
});
