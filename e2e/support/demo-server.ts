import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertCompiledServerIsCurrent, compiledServerArguments } from '../../test/compiled-server.ts';
import { freePort } from '../../test/free-port.ts';

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));

function waitForStart(server: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 90_000);
    const check = () => {
      if (output().includes('Shopfront is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', check);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
}

export interface DemoServer {
  readonly baseUrl: string;
  /** Stops the server, keeping its data directory (and with it every session) for a restart. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data, with other market settings: a deployment changing its configuration. */
  restart(marketConfig: object): Promise<void>;
  /** Stops it and removes its data. */
  dispose(): Promise<void>;
}

/**
 * Runs the real server (compiled, as `npm start` runs it; demo mode, built site, its own PGlite data directory) on a free loopback port, with the demo
 * markets' own settings unless a test gives MARKET_CONFIG overrides (every feature variant is on in some demo market).
 */
export async function startDemoServer(
  marketConfig: object = {},
  /** More of the server's environment, e.g. PUBLIC_ORIGIN when a proxy is its front door. */
  environment: Readonly<Record<string, string>> = {},
): Promise<DemoServer> {
  const siteDist = process.env.SITE_DIST || join(repositoryRoot, 'apps/site/dist');
  if (!existsSync(join(siteDist, 'index.html'))) {
    throw new Error('The demo site is not built: run `npm run build` (npm test does it) before the browser tests');
  }
  assertCompiledServerIsCurrent();
  const dataDirectory = mkdtempSync(join(tmpdir(), 'shopfront-e2e-'));
  const port = await freePort();
  let server: ChildProcess | undefined;

  async function start(config: object) {
    const configFile = join(dataDirectory, 'market-config.json');
    writeFileSync(configFile, JSON.stringify(config));
    const child = spawn(process.execPath, compiledServerArguments, {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        SITE_DIST: siteDist,
        SHOPFRONT_DEMO: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDirectory, 'data'),
        MARKET_CONFIG: configFile,
        LOG_LEVEL: 'warn',
        // No load balancer to tell: a restart between tests need not wait.
        SHUTDOWN_DRAIN_SECONDS: '0',
        ...environment,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForStart(child, () => output);
    server = child;
  }

  async function stop() {
    const running = server;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  }

  await start(marketConfig);
  return {
    baseUrl: `http://localhost:${port}`,
    stop,
    async restart(config) {
      await stop();
      await start(config);
    },
    async dispose() {
      await stop();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
