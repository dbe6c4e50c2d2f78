import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../../test/free-port.ts';

function postgresBinary(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const candidate = join(root, version, 'bin', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(
    `PostgreSQL's ${name} not found: run the test command (npm test), which installs Debian's postgresql`,
  );
}

const runningAsRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, run it as the postgres system user. */
function asDatabaseUser(command: string, args: string[]): [string, string[]] {
  return runningAsRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

/**
 * The postmaster as a direct child that the kernel stops when this process ends, however it ends (a signal, a hard
 * kill, a time limit): setpriv sets the parent-death signal, then drops to the postgres user and becomes the
 * postmaster (execve keeps the signal; runuser would stay in between as the parent). SIGINT is PostgreSQL's fast
 * shutdown, which ends the sessions of the process that is gone. pg_ctl, by contrast, detaches the server, which
 * then outlives a killed test run.
 */
function spawnPostmaster(dataDirectory: string, serverArgs: string[], logFile: string): ChildProcess {
  const credentials = runningAsRoot ? ['--reuid=postgres', '--regid=postgres', '--init-groups'] : [];
  const log = openSync(logFile, 'a');
  try {
    return spawn(
      'setpriv',
      [...credentials, '--pdeathsig', 'INT', '--', postgresBinary('postgres'), '-D', dataDirectory, ...serverArgs],
      {
        stdio: ['ignore', log, log],
      },
    );
  } finally {
    closeSync(log);
  }
}

async function waitUntilReady(url: string, postmaster: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (postmaster.exitCode !== null || postmaster.signalCode !== null)
      throw new Error(`PostgreSQL did not start: see ${logFile}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

export interface TemporaryPostgres {
  /** The `postgres` database as the `postgres` superuser (with its password when the server asks for one). */
  readonly url: string;
  /** The temp dir of its data, socket and log. */
  readonly directory: string;
  /** The postmaster's process id while it runs. */
  readonly pid: number | undefined;
  /** Starts the server again after `stop`, on the same port and data. */
  start(): Promise<void>;
  /** `immediate` stops it as a crash would (no shutdown checkpoint); `fast` ends every session and checkpoints. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops it and deletes its data. */
  remove(): Promise<void>;
}

export interface TemporaryPostgresOptions {
  /** `false` turns fsync and synchronous commit off, for tests that never lose the server; an outage test keeps them on. */
  readonly durable: boolean;
  /** TCP connections must log in with a password (SCRAM), the superuser's being this one; without it, trust. */
  readonly superuserPassword?: string;
}

/**
 * A throw-away PostgreSQL server in a temp dir on a free loopback port. It never outlives the process that started
 * it (spawnPostmaster); only its temp dir is left behind when that process is killed.
 */
export async function startTemporaryPostgres(options: TemporaryPostgresOptions): Promise<TemporaryPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-pg-'));
  chmodSync(directory, 0o777);
  const dataDirectory = join(directory, 'data');
  const logFile = join(directory, 'server.log');
  if (runningAsRoot) execFileSync('chown', ['postgres', directory]);
  const authentication = ['--auth=trust'];
  if (options.superuserPassword !== undefined) {
    const passwordFile = join(directory, 'superuser-password');
    writeFileSync(passwordFile, options.superuserPassword, { mode: 0o644 });
    authentication.push('--auth-host=scram-sha-256', `--pwfile=${passwordFile}`);
  }
  const [command, args] = asDatabaseUser(postgresBinary('initdb'), [
    '-D',
    dataDirectory,
    '-U',
    'postgres',
    ...authentication,
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(command, args, { stdio: 'ignore' });
  const port = await freePort();
  const serverArgs = [
    '-p',
    String(port),
    '-k',
    directory,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=200',
    ...(options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
  ];
  const credentials =
    options.superuserPassword === undefined ? 'postgres' : `postgres:${encodeURIComponent(options.superuserPassword)}`;
  const url = `postgres://${credentials}@127.0.0.1:${port}/postgres`;
  let postmaster: ChildProcess | undefined;
  const start = async () => {
    const started = spawnPostmaster(dataDirectory, serverArgs, logFile);
    postmaster = started;
    // The handle alone must not keep a test run's process alive; `stop` waits for the exit with it referenced.
    started.unref();
    await waitUntilReady(url, started, logFile);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'immediate') => {
    const running = postmaster;
    postmaster = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    running.ref();
    const exited = once(running, 'exit');
    // PostgreSQL's shutdown modes are signals to the postmaster, as pg_ctl's -m sends them.
    running.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    await exited;
  };
  await start();
  return {
    url,
    directory,
    get pid() {
      return postmaster?.pid;
    },
    start,
    stop,
    async remove() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
