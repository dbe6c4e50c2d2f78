import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

const temporaryPostgresModule = fileURLToPath(new URL('./temporary-postgres.ts', import.meta.url));

/** A test run in miniature: a node process that starts the temporary PostgreSQL and waits to be stopped. */
const testRunScript = `
const { startTemporaryPostgres } = await import(${JSON.stringify(temporaryPostgresModule)});
const postgres = await startTemporaryPostgres({ durable: false });
console.log(JSON.stringify({ pid: postgres.pid, url: postgres.url, directory: postgres.directory }));
setInterval(() => undefined, 60_000);
`;

interface StartedServer {
  readonly pid: number;
  readonly url: string;
  readonly directory: string;
}

async function startTestRun(): Promise<{ run: ChildProcess; server: StartedServer }> {
  const run = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', testRunScript], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  run.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  while (!output.includes('\n')) {
    if (run.exitCode !== null) throw new Error(`the test run exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const server: unknown = JSON.parse(output);
  if (!isStartedServer(server)) throw new Error(`unexpected output: ${output}`);
  return { run, server };
}

function isStartedServer(value: unknown): value is StartedServer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'pid' in value &&
    typeof value.pid === 'number' &&
    'url' in value &&
    'directory' in value
  );
}

/** Gone, or a zombie its new parent has not reaped yet (a container's init may never do it): not running. */
function isRunning(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return false;
  }
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('the temporary PostgreSQL of the tests', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGKILL'] as const)(
    'stops when the test run that started it gets %s',
    async (signal) => {
      const { run, server } = await startTestRun();
      try {
        expect(isRunning(server.pid)).toBe(true);
        expect(await accepts(server.url)).toBe(true);
        const exited = once(run, 'exit');
        run.kill(signal);
        await exited;
        const deadline = Date.now() + 15_000;
        while (isRunning(server.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        expect(isRunning(server.pid)).toBe(false);
        expect(await accepts(server.url)).toBe(false);
      } finally {
        run.kill('SIGKILL');
        if (isRunning(server.pid)) process.kill(server.pid, 'SIGQUIT');
        rmSync(server.directory, { recursive: true, force: true });
      }
    },
  );
});
