import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../test/free-port.ts';
import { compiledServerArguments } from '#test/compiled-server.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** How one server instance is run: the one place that says which entry point a deployment starts. */
function serverCommand(): [command: string, args: string[]] {
  return [process.execPath, [...compiledServerArguments]];
}

export interface ServerInstance {
  readonly name: string;
  readonly port: number;
  /** Its own address, past the balancer. */
  readonly url: string;
  /** Starts the process and waits until its health check answers 200. */
  start(): Promise<void>;
  /** SIGTERM, as an orchestrator stops it, and waits until it has exited; a stop that is not clean throws. */
  stop(): Promise<void>;
}

const startTimeoutMs = 60_000;

/**
 * The status of a GET on a connection of its own, closed after the answer: a connection kept alive (fetch's) would
 * hold a stopping instance open for its whole grace period, since the instance lets clients close idle connections.
 */
export function statusOf(url: string, headers: Readonly<Record<string, string>> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    }).once('error', reject);
  });
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited while starting:\n${output()}`);
    }
    const healthy = await statusOf(`${url}/health/ready`).then(
      (status) => status === 200,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`the server did not answer its health check:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One server process on a free loopback port of its own, with `environment` on top of this process's. */
export async function serverInstance(name: string, environment: Record<string, string>): Promise<ServerInstance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let running: ChildProcess | undefined;
  let output = '';

  return {
    name,
    port,
    url,
    async start() {
      const [command, args] = serverCommand();
      output = '';
      // setpriv becomes the server (execve), which then stops with this process however that ends.
      const child = spawn('setpriv', ['--pdeathsig', 'TERM', '--', command, ...args], {
        cwd: repositoryRoot,
        env: { ...process.env, ...environment, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      running = child;
      await waitUntilHealthy(url, child, () => output);
    },
    async stop() {
      const child = running;
      running = undefined;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code, signal] = await exited;
      if (code !== 0) throw new Error(`server ${name} stopped with ${code ?? signal}:\n${output}`);
    },
  };
}
