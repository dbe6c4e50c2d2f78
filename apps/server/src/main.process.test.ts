import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/free-port.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const dataDirectories: string[] = [];

interface RunningServer {
  readonly process: ChildProcess;
  readonly origin: string;
  output(): string;
}

function startServer(environment: Record<string, string>): { process: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

async function startDemo(dataDirectory: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = startServer({ SHOPFRONT_DEMO: 'true', PORT: String(port), DATA_DIR: dataDirectory, ...environment });
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('Shopfront is running')) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...server, origin: `http://localhost:${port}` };
}

function isConnectionRefused(error: unknown): boolean {
  return error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

function newDataDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-data-'));
  dataDirectories.push(directory);
  return directory;
}

afterAll(() => {
  for (const directory of dataDirectories) rmSync(directory, { recursive: true, force: true });
});

describe('the server process', () => {
  it('prints the URL, every market URL and the demo logins, and keeps data across a SIGTERM restart', async () => {
    const dataDirectory = newDataDirectory();
    const first = await startDemo(dataDirectory);
    expect(first.output()).toContain(`Shopfront is running on ${first.origin}/`);
    expect(first.output()).toContain(`${first.origin}/be/fr/`);
    expect(first.output()).toContain('oliver.bennett@example.co.uk');
    const headers = { 'x-api-key': 'nordhem-gb-ecom' };
    const base = `${first.origin}/experience-api/occ/nordhem-gb/anonymousCarts`;
    const { guid } = (await (await fetch(base, { method: 'POST', headers })).json()) as { guid: string };
    const added = await fetch(`${base}/entries?cartGuid=${guid}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ product: { code: 'NH-OV-600' }, quantity: 3 }),
    });
    expect(added.status).toBe(200);

    first.process.kill('SIGTERM');
    expect(await exitOf(first.process)).toBe(0);

    const second = await startDemo(dataDirectory);
    try {
      const count = await fetch(`${base.replace(first.origin, second.origin)}/entries/count?cartGuid=${guid}`, { headers });
      expect(await count.json()).toEqual({ count: 3 });
    } finally {
      second.process.kill('SIGTERM');
      await exitOf(second.process);
    }
  });

  it('finishes every request in flight at a SIGTERM under load: no failed answer, exit 0', async () => {
    const server = await startDemo(newDataDirectory(), { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
    const form = new URLSearchParams({ apiKey: '4_nordhem_gb_web', loginID: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026' });
    const answers: { status: number; errorCode: number; afterSigterm: boolean }[] = [];
    const failures: unknown[] = [];
    let sigtermSent = false;
    /** A client on a keep-alive connection, logging in again and again (each login hashes: ~100 ms in flight). */
    async function client() {
      for (let request = 0; request < 200; request += 1) {
        try {
          const response = await fetch(`${server.origin}/idp/accounts.login`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          });
          const { errorCode } = (await response.json()) as { errorCode: number };
          answers.push({ status: response.status, errorCode, afterSigterm: sigtermSent });
        } catch (error) {
          // Once the listener is closed, a new connection is refused: that request never reached the server, and a
          // load balancer retries it. Anything else (a reset or closed socket) would be a request lost in flight.
          if (!isConnectionRefused(error)) failures.push(error);
          return;
        }
      }
    }
    const clients = [client(), client(), client(), client()];
    while (answers.length < 8) await new Promise((resolve) => setTimeout(resolve, 10));
    sigtermSent = true;
    server.process.kill('SIGTERM');
    await Promise.all(clients);

    expect(await exitOf(server.process)).toBe(0);
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 200 || answer.errorCode !== 0)).toEqual([]);
    // Logins in flight when the signal arrived were answered, not dropped.
    expect(answers.filter((answer) => answer.afterSigterm).length).toBeGreaterThan(0);
  }, 90_000);

  it('stops with one clear line and a non-zero exit on a broken config value', async () => {
    const file = join(newDataDirectory(), 'markets.json');
    writeFileSync(file, JSON.stringify({ GB: { idpBaseUrl: 'not a url' } }));
    const server = startServer({ SHOPFRONT_DEMO: 'true', MARKET_CONFIG: file, DATA_DIR: newDataDirectory() });
    expect(await exitOf(server.process)).toBe(1);
    expect(server.output().trim()).toBe('Configuration error in market GB: idpBaseUrl: must be an http(s) URL');
  });

  it('stops with one clear line and a non-zero exit when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const server = startServer({ DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/shop` });
    expect(await exitOf(server.process)).toBe(1);
    expect(server.output().trim()).toBe(`Cannot reach the database at 127.0.0.1:${port}/shop: nothing accepts connections there; is PostgreSQL running? (ECONNREFUSED)`);
  });
});
