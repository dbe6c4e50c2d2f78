import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../test/temporary-postgres.ts';
import { freePort } from '#test/free-port.ts';
import { openDatabase } from './open-database.ts';

/**
 * Issue 23 item 7: a first connection that fails says why, in one line without the password, by what the server
 * answered. A PostgreSQL server of its own that asks for passwords (the group's shared one trusts every login).
 */
const superuserPassword = 'superuser-secret-7f3a';
const wrongPassword = 'not-the-password-91c2';

describe('a database the server cannot use at start', () => {
  let postgres: TemporaryPostgres;
  let address: string;
  const urlWith = (credentials: string, database: string) =>
    postgres.url.replace(/\/\/[^@]+@/, `//${credentials}@`).replace(/\/postgres$/, `/${database}`);

  beforeAll(async () => {
    postgres = await startTemporaryPostgres({ durable: false, superuserPassword });
    address = new URL(postgres.url).host;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query(`create role cannot_log_in nologin password '${superuserPassword}'`);
    await admin.end();
  });
  afterAll(async () => {
    await postgres?.remove();
  });

  async function failureOf(url: string): Promise<string> {
    const failure = await openDatabase({ url }).then(
      async (database) => {
        await database.close();
        return 'opened';
      },
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(failure).not.toContain('\n');
    expect(failure).not.toContain(superuserPassword);
    expect(failure).not.toContain(wrongPassword);
    return failure;
  }

  it('says that the database does not exist (3D000)', async () => {
    expect(await failureOf(urlWith(`postgres:${superuserPassword}`, 'no_such_db'))).toBe(
      `Cannot use the database at ${address}/no_such_db: the database does not exist; create it, or correct its name in DATABASE_URL (3D000: database "no_such_db" does not exist)`,
    );
  });

  it('says that the password was refused (28P01)', async () => {
    expect(await failureOf(urlWith(`postgres:${wrongPassword}`, 'postgres'))).toBe(
      `Cannot use the database at ${address}/postgres: the password was refused; correct the user or password in DATABASE_URL (28P01: password authentication failed for user "postgres")`,
    );
  });

  it('says that the login was refused (28000)', async () => {
    expect(await failureOf(urlWith(`cannot_log_in:${superuserPassword}`, 'postgres'))).toBe(
      `Cannot use the database at ${address}/postgres: the login was refused; check the user in DATABASE_URL and the server's pg_hba.conf (28000: role "cannot_log_in" is not permitted to log in)`,
    );
  });

  it('says that the server asks for a password the URL does not have', async () => {
    expect(await failureOf(urlWith('postgres', 'postgres'))).toBe(
      `Cannot use the database at ${address}/postgres: the server asks for a password and DATABASE_URL has none`,
    );
  });

  it('says that nothing accepts connections at a port without a server (ECONNREFUSED)', async () => {
    const port = await freePort();
    expect(await failureOf(`postgres://postgres:${superuserPassword}@127.0.0.1:${port}/postgres`)).toBe(
      `Cannot reach the database at 127.0.0.1:${port}/postgres: nothing accepts connections there; is PostgreSQL running? (ECONNREFUSED)`,
    );
  });

  it('opens with the right password', async () => {
    expect(await failureOf(postgres.url)).toBe('opened');
  });
});
