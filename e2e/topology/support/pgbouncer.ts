import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../test/free-port.ts';
import { stopAndRemove, waitUntilListening } from './listening.ts';

const pgbouncerBinary = '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** `postgres://user:password@127.0.0.1:port/database` through the pooler. */
  readonly url: string;
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The PostgreSQL server behind it. */
  readonly serverPort: number;
  readonly database: string;
  readonly user: string;
  readonly password: string;
}

/**
 * Debian's PgBouncer in transaction pooling mode on a free loopback port, in front of one database; clients log in
 * with SCRAM against its userlist, and it logs in to PostgreSQL with the same password. It refuses to run as root:
 * as root it runs as the postgres user, and it stops with this process however that ends (parent-death signal).
 */
export async function startPgBouncer(options: PgBouncerOptions): Promise<PgBouncer> {
  if (!existsSync(pgbouncerBinary)) {
    throw new Error("PgBouncer not found: run the test command (npm test), which installs Debian's pgbouncer");
  }
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-pgbouncer-'));
  chmodSync(directory, 0o755);
  const port = await freePort();
  const logFile = join(directory, 'pgbouncer.log');
  writeFileSync(join(directory, 'userlist.txt'), `"${options.user}" "${options.password}"\n`, { mode: 0o644 });
  writeFileSync(
    join(directory, 'pgbouncer.ini'),
    [
      '[databases]',
      `${options.database} = host=127.0.0.1 port=${options.serverPort} dbname=${options.database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${join(directory, 'userlist.txt')}`,
      'pool_mode = transaction',
      'default_pool_size = 10',
      'max_client_conn = 200',
      // A client waits this long for a server connection before it is refused (not PgBouncer's 120 s): with
      // PostgreSQL away, a request is answered 503 about when DATABASE_STATEMENT_TIMEOUT_MS promises.
      'query_wait_timeout = 10',
      // No ignore_startup_parameters: a client that sends one PgBouncer does not know (statement_timeout) is refused.
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const asPostgres = process.getuid?.() === 0;
  if (asPostgres) execFileSync('chown', ['-R', 'postgres', directory]);
  const log = openSync(logFile, 'a');
  let child: ChildProcess;
  try {
    child = spawn(
      'setpriv',
      [
        ...(asPostgres ? ['--reuid=postgres', '--regid=postgres', '--init-groups'] : []),
        '--pdeathsig',
        'TERM',
        '--',
        pgbouncerBinary,
        join(directory, 'pgbouncer.ini'),
      ],
      { stdio: ['ignore', log, log] },
    );
  } finally {
    closeSync(log);
  }
  await waitUntilListening('PgBouncer', child, port, () => readFileSync(logFile, 'utf8'));
  return {
    url: `postgres://${options.user}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${options.database}`,
    stop: () => stopAndRemove(child, directory),
  };
}
