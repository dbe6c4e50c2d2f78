import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compiledServerArguments } from '#test/compiled-server.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A process of the tests with everything it printed, stdout and stderr in the order they came. */
export interface WatchedProcess {
  readonly process: ChildProcess;
  output(): string;
}

function watched(child: ChildProcess): WatchedProcess {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

/** The compiled server (`npm start`) as its own process, with only PATH of the test run's environment. */
export function startServerProcess(environment: Record<string, string>): WatchedProcess {
  return watched(
    spawn(process.execPath, compiledServerArguments, {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** A root package.json script, `npm run <script> -- <args>`, as an operator types it. */
export function runScript(
  script: string,
  args: readonly string[],
  environment: Record<string, string>,
): WatchedProcess {
  return watched(
    spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: repositoryRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The exit code of a process expected to stop by itself; one still running after `withinMs` is killed (null), so a
 * regression that starts instead of refusing fails the test without leaving a server behind.
 */
export async function exitWithin(child: ChildProcess, withinMs: number): Promise<number | null> {
  const timer = setTimeout(() => child.kill('SIGKILL'), withinMs);
  try {
    return await exitOf(child);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for the server's welcome; throws with its output when it exits or takes longer than a minute. */
export async function untilStarted(server: WatchedProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('Shopfront is running')) {
    if (server.process.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
