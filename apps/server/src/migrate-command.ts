// `npm run migrate`: applies the migrations the database of DATABASE_URL lacks, in one transaction under the advisory
// lock that starting servers take too, and prints each one it applied. `npm run migrate -- --check` lists the pending
// ones and changes nothing. Exit codes as diff's: 0 current (or now migrated), 1 migrations pending (--check), 2 trouble
// (no DATABASE_URL, the database unreachable, a migration failed: nothing of it is kept). docs/decisions/018.
import { ConfigError } from './config/config-error.ts';
import { parseEnvironment } from './config/environment.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { migrate, pendingMigrations, readMigrations } from './db/migrate.ts';
import { connectDatabase } from './db/open-database.ts';

const usage = 'usage: npm run migrate [-- --check]';
const exitCurrent = 0;
const exitPending = 1;
const exitTrouble = 2;

function listed(versions: readonly string[]): string {
  return versions.map((version) => `  ${version}`).join('\n');
}

async function run(args: readonly string[]): Promise<number> {
  const unknown = args.find((argument) => argument !== '--check');
  if (unknown !== undefined) {
    console.error(`Unknown argument ${unknown}; ${usage}`);
    return exitTrouble;
  }
  const environment = parseEnvironment(process.env);
  if (environment.DATABASE_URL === undefined) {
    console.error(
      'DATABASE_URL is not set: npm run migrate migrates a PostgreSQL server; embedded PGlite (DATA_DIR) is migrated by the server itself when it starts',
    );
    return exitTrouble;
  }
  const migrations = readMigrations();
  const database = await connectDatabase({
    url: environment.DATABASE_URL,
    poolSize: 1,
    statementTimeoutMs: environment.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  try {
    if (args.includes('--check')) {
      const pending = await pendingMigrations(database, migrations);
      if (pending.length === 0) {
        console.log(`The database is current: all ${migrations.length} migrations applied`);
        return exitCurrent;
      }
      console.log(`${pending.length} of ${migrations.length} migrations pending:\n${listed(pending)}`);
      return exitPending;
    }
    const applied = await migrate(database, migrations);
    console.log(
      applied.length === 0
        ? `Nothing to apply: the database is current (${migrations.length} migrations)`
        : `Applied ${applied.length} of ${migrations.length} migrations:\n${listed(applied)}`,
    );
    return exitCurrent;
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `Migration failed, nothing of it was kept: ${message}`);
    process.exitCode = exitTrouble;
  },
);
