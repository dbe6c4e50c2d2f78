import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../../test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

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

/** Starts a throw-away PostgreSQL server on a free loopback port for the server-postgres test group. */
export default async function setup(project: TestProject) {
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
    `-p ${port}`, `-k ${directory}`, '-c listen_addresses=127.0.0.1', '-c fsync=off', '-c synchronous_commit=off',
    '-c full_page_writes=off', '-c max_connections=200',
  ].join(' ');
  // pg_ctl waits until the server accepts connections, and stops it again whatever process tree runuser made.
  run('pg_ctl', ['-D', dataDirectory, '-o', serverOptions, '-l', join(directory, 'server.log'), '-w', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitUntilReady(url);
  project.provide('postgresAdminUrl', url);

  return () => {
    run('pg_ctl', ['-D', dataDirectory, '-m', 'immediate', '-w', 'stop']);
    rmSync(directory, { recursive: true, force: true });
  };
}
