import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
  throw new Error(`PostgreSQL's ${name} not found: run the test command (npm test), which installs Debian's postgresql`);
}

/** PostgreSQL refuses to run as root: as root, run it as the postgres system user. */
function asDatabaseUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
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
  /** The `postgres` database as the `postgres` superuser. */
  readonly url: string;
  /** Starts the server again after `stop`, on the same port and data. */
  start(): Promise<void>;
  /** `immediate` stops it as a crash would (no shutdown checkpoint); `fast` ends every session and checkpoints. */
  stop(mode?: 'fast' | 'immediate'): void;
  /** Stops it and deletes its data. */
  remove(): void;
}

/**
 * A throw-away PostgreSQL server in a temp dir on a free loopback port (pg_ctl, trust auth). `durable: false` turns
 * fsync and synchronous commit off, for tests that never lose the server; an outage test keeps them on.
 */
export async function startTemporaryPostgres(options: { readonly durable: boolean }): Promise<TemporaryPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-pg-'));
  chmodSync(directory, 0o777);
  const dataDirectory = join(directory, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', directory]);
  const run = (binary: string, args: string[]) => {
    const [command, commandArgs] = asDatabaseUser(postgresBinary(binary), args);
    execFileSync(command, commandArgs, { stdio: 'ignore' });
  };
  run('initdb', ['-D', dataDirectory, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const serverOptions = [
    `-p ${port}`, `-k ${directory}`, '-c listen_addresses=127.0.0.1', '-c max_connections=200',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let running = false;
  const start = async () => {
    // pg_ctl waits until the server accepts connections, and stops it again whatever process tree runuser made.
    run('pg_ctl', ['-D', dataDirectory, '-o', serverOptions, '-l', join(directory, 'server.log'), '-w', 'start']);
    running = true;
    await waitUntilReady(url);
  };
  const stop = (mode: 'fast' | 'immediate' = 'immediate') => {
    if (!running) return;
    run('pg_ctl', ['-D', dataDirectory, '-m', mode, '-w', 'stop']);
    running = false;
  };
  await start();
  return {
    url,
    start,
    stop,
    remove() {
      stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
