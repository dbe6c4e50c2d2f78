import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/free-port.ts';
import {
  exitOf,
  exitWithin,
  runScript,
  startServerProcess,
  untilStarted,
  type WatchedProcess,
} from '#test/server/server-process.ts';
import { startTemporaryPostgres, type TemporaryPostgres } from '#test/server/temporary-postgres.ts';
import { migrationLockKey, readMigrations } from './db/migrate.ts';

/**
 * Issue 26.3: migrations as a step of their own (`npm run migrate`, `--check`), a production start that refuses a
 * database lacking one, and instances started at the same moment on a fresh database migrating it exactly once. A
 * PostgreSQL server of this file's own; every test takes a fresh database on it.
 */
const versions = readMigrations().map((migration) => migration.version);
let postgres: TemporaryPostgres;

beforeAll(async () => {
  postgres = await startTemporaryPostgres({ durable: false });
});
afterAll(async () => {
  await postgres?.remove();
});

async function adminQuery<Row extends object>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function freshDatabase(): Promise<string> {
  const name = `migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(postgres.url, `create database ${name}`);
  return postgres.url.replace(/\/postgres$/, `/${name}`);
}

/** Every version recorded, with how often: a migration applied twice would show twice (or fail the key). */
async function recordedVersions(url: string): Promise<string[]> {
  const rows = await adminQuery<{ version: string }>(url, 'select version from schema_migrations order by version');
  return rows.map((row) => row.version);
}

/** Below how long `togetherAtTheLock` keeps two instances waiting: their wait must not be cut by it. */
const statementTimeoutMs = 1_000;

/**
 * Two instances that meet at the migrations' advisory lock: the test holds the lock while `start` starts them, until
 * both wait on it (and longer than their statement timeout), then lets them go at the same moment.
 */
async function togetherAtTheLock<T>(url: string, start: () => T): Promise<T> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const started = start();
    const deadline = Date.now() + 60_000;
    for (;;) {
      const { rows } = await holder.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())`,
      );
      if ((rows[0]?.waiting ?? 0) >= 2) break;
      if (Date.now() > deadline) throw new Error('the two instances never both waited for the migration lock');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, statementTimeoutMs * 1.5));
    await holder.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    return started;
  } finally {
    await holder.end();
  }
}

async function migrateCommand(url: string, args: string[] = []): Promise<{ code: number | null; output: string }> {
  const command = runScript('migrate', args, {
    DATABASE_URL: url,
    DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs),
  });
  const code = await exitOf(command.process);
  return { code, output: command.output() };
}

/** What a production instance needs besides its database: https origin (loopback http here), SMTP, random secrets. */
async function productionEnvironment(url: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  return {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    PORT: String(port),
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
    PARTNER_SECRET: randomBytes(32).toString('base64'),
    SITE_DIST: '',
    SHUTDOWN_DRAIN_SECONDS: '0',
    HOUSEKEEPING_INTERVAL_SECONDS: '0',
    ...extra,
  };
}

describe('npm run migrate', () => {
  it('--check exits 1 listing every pending migration, migrate applies and prints them, then --check exits 0', async () => {
    const url = await freshDatabase();
    const before = await migrateCommand(url, ['--check']);
    expect(before).toEqual({
      code: 1,
      output: `${versions.length} of ${versions.length} migrations pending:\n${versions.map((version) => `  ${version}\n`).join('')}`,
    });
    // The check changed nothing: not even the table of applied migrations exists.
    expect(await adminQuery(url, `select to_regclass('schema_migrations') as name`)).toEqual([{ name: null }]);

    const applied = await migrateCommand(url);
    expect(applied.code).toBe(0);
    expect(applied.output).toBe(
      `Applied ${versions.length} of ${versions.length} migrations:\n${versions.map((version) => `  ${version}\n`).join('')}`,
    );
    expect(await recordedVersions(url)).toEqual(versions);

    expect(await migrateCommand(url, ['--check'])).toEqual({
      code: 0,
      output: `The database is current: all ${versions.length} migrations applied\n`,
    });
    expect(await migrateCommand(url)).toEqual({
      code: 0,
      output: `Nothing to apply: the database is current (${versions.length} migrations)\n`,
    });
  }, 60_000);

  it('lists only what a database at an earlier level lacks', async () => {
    const url = await freshDatabase();
    expect((await migrateCommand(url)).code).toBe(0);
    const [last] = versions.slice(-1);
    await adminQuery(url, `delete from schema_migrations where version = '${last}'`);
    expect(await migrateCommand(url, ['--check'])).toEqual({
      code: 1,
      output: `1 of ${versions.length} migrations pending:\n  ${last}\n`,
    });
  }, 60_000);

  it('two commands at the migration lock at the same moment on a fresh database apply each migration once, and both succeed', async () => {
    const url = await freshDatabase();
    const results = await Promise.all(await togetherAtTheLock(url, () => [migrateCommand(url), migrateCommand(url)]));
    expect(results.map((result) => result.code)).toEqual([0, 0]);
    expect(await recordedVersions(url)).toEqual(versions);
    // One applied them all; the other waited on the lock and found nothing left.
    const appliedLines = results.flatMap((result) => result.output.split('\n').filter((line) => line.startsWith('  ')));
    expect(appliedLines.map((line) => line.trim()).sort()).toEqual(versions);
  }, 60_000);

  it.each<[string, string[], Record<string, string>, string]>([
    [
      'without DATABASE_URL',
      [],
      {},
      'DATABASE_URL is not set: npm run migrate migrates a PostgreSQL server; embedded PGlite (DATA_DIR) is migrated by the server itself when it starts',
    ],
    ['with an unknown argument', ['--dry-run'], {}, 'Unknown argument --dry-run; usage: npm run migrate [-- --check]'],
  ])('exits 2 with one line %s', async (_case, args, environment, message) => {
    const command = runScript('migrate', args, environment);
    expect(await exitOf(command.process)).toBe(2);
    expect(command.output()).toBe(`${message}\n`);
  });
});

describe('a production start', () => {
  it('refuses a database with pending migrations, naming them and the command, and starts after npm run migrate', async () => {
    const url = await freshDatabase();
    const refused = startServerProcess(await productionEnvironment(url));
    expect(await exitWithin(refused.process, 30_000)).toBe(1);
    expect(refused.output()).toBe(
      `The database lacks ${versions.length} migrations (${versions.join(', ')}): run npm run migrate against it first, or start with MIGRATE_ON_START=true\n`,
    );
    expect(await adminQuery(url, `select to_regclass('schema_migrations') as name`)).toEqual([{ name: null }]);

    expect((await migrateCommand(url)).code).toBe(0);
    const server = startServerProcess(await productionEnvironment(url));
    try {
      await untilStarted(server);
    } finally {
      server.process.kill('SIGTERM');
      expect(await exitOf(server.process)).toBe(0);
    }
  }, 90_000);

  it('with MIGRATE_ON_START=true: two instances at the migration lock at the same moment on a fresh database migrate it once and both serve', async () => {
    const url = await freshDatabase();
    // Both instances of one deployment sign with the same keys.
    const shared = {
      MIGRATE_ON_START: 'true',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      PARTNER_SECRET: randomBytes(32).toString('base64'),
    };
    const environments = [await productionEnvironment(url, shared), await productionEnvironment(url, shared)];
    const servers: WatchedProcess[] = [];
    try {
      await togetherAtTheLock(url, () => {
        for (const environment of environments) {
          servers.push(
            startServerProcess({ ...environment, DATABASE_STATEMENT_TIMEOUT_MS: String(statementTimeoutMs) }),
          );
        }
      });
      await Promise.all(servers.map(untilStarted));
      expect(await recordedVersions(url)).toEqual(versions);
      for (const environment of environments) {
        const health = await fetch(`http://localhost:${environment.PORT}/health`);
        expect(health.status, servers.map((server) => server.output()).join('\n')).toBe(200);
      }
    } finally {
      for (const server of servers) server.process.kill('SIGTERM');
      await Promise.all(servers.map((server) => exitOf(server.process)));
    }
  }, 120_000);
});
