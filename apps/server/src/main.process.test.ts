import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertCompiledServerIsCurrent, compiledServerSourceMap } from '#test/compiled-server.ts';
import { freePort } from '#test/free-port.ts';
import {
  exitOf,
  exitWithin,
  startServerProcess as startServer,
  untilStarted,
  type WatchedProcess,
} from '#test/server/server-process.ts';

const dataDirectories: string[] = [];

interface RunningServer extends WatchedProcess {
  readonly origin: string;
}

/** A demo server; without a drain period unless the test asks for one (the drain has a test of its own). */
async function startDemo(dataDirectory: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = startServer({
    SHOPFRONT_DEMO: 'true',
    PORT: String(port),
    DATA_DIR: dataDirectory,
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...environment,
  });
  await untilStarted(server);
  return { ...server, origin: `http://localhost:${port}` };
}

function isConnectionRefused(error: unknown): boolean {
  return error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNREFUSED';
}

interface Answer {
  readonly path: string;
  readonly status: number;
  readonly connection: string | undefined;
}

/** One request on a connection of its own, which the client would keep open (as a load balancer's pool would). */
function requestOnNewConnection(origin: string, path: string): Promise<Answer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Answer>((resolve, reject) => {
    const request = get(`${origin}${path}`, { agent }, (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () =>
        resolve({ path, status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    });
    request.on('error', reject);
  }).finally(() => agent.destroy());
}

function newDataDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-data-'));
  dataDirectories.push(directory);
  return directory;
}

beforeAll(assertCompiledServerIsCurrent);

afterAll(() => {
  for (const directory of dataDirectories) rmSync(directory, { recursive: true, force: true });
});

/** A process's command line and environment as the process list shows them (Linux /proc). */
function processListEntry(pid: number | undefined): { commandLine: string[]; environment: string[] } {
  const read = (file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean);
  return { commandLine: read('cmdline'), environment: read('environ') };
}

describe('the compiled server', () => {
  const serverDist = fileURLToPath(new URL('../dist/', import.meta.url));
  const mainSource = fileURLToPath(new URL('./main.ts', import.meta.url));

  it('runs as plain node on apps/server/dist/main.js, with no TypeScript loader', async () => {
    const server = await startDemo(newDataDirectory());
    try {
      const { commandLine, environment } = processListEntry(server.process.pid);
      expect(commandLine).toEqual([process.execPath, '--enable-source-maps', 'apps/server/dist/main.js']);
      expect(environment.filter((variable) => variable.startsWith('NODE_OPTIONS='))).toEqual([]);
      expect((await fetch(`${server.origin}/health`)).status).toBe(200);
    } finally {
      server.process.kill('SIGTERM');
      await exitOf(server.process);
    }
  }, 60_000);

  it('carries the workspace packages inside: the output imports no @shopfront package', () => {
    const outputs = readdirSync(serverDist).filter((name) => name.endsWith('.js'));
    expect(outputs).toContain('main.js');
    const workspaceImports = outputs.filter((name) =>
      /\bfrom\s*["']@shopfront\//.test(readFileSync(join(serverDist, name), 'utf8')),
    );
    expect(workspaceImports).toEqual([]);
  });

  it('maps a line of main.js back to its line in apps/server/src/main.ts (stack traces in logs name the source)', () => {
    const text = 'Shopfront is running on';
    const generated = readFileSync(join(serverDist, 'main.js'), 'utf8').split('\n');
    const generatedLine = generated.findIndex((line) => line.includes(text));
    const source = readFileSync(mainSource, 'utf8').split('\n');
    const entry = compiledServerSourceMap('main.js.map').findEntry(
      generatedLine,
      generated[generatedLine]?.indexOf(text) ?? 0,
    );
    expect(entry).toMatchObject({ originalLine: source.findIndex((line) => line.includes(text)) });
    expect('originalSource' in entry && resolve(serverDist, entry.originalSource)).toBe(mainSource);
  });
});

describe('the server process', () => {
  it('prints the URL, every market URL and the demo logins, and keeps data across a SIGTERM restart', async () => {
    const dataDirectory = newDataDirectory();
    const first = await startDemo(dataDirectory);
    expect(first.output()).toContain(`Shopfront is running on ${first.origin}/`);
    expect(first.output()).toContain(`${first.origin}/be/fr/`);
    expect(first.output()).toContain('oliver.bennett@example.co.uk');
    expect(first.output()).not.toContain("is not PUBLIC_ORIGIN's host");
    expect(first.output()).toContain(
      `No DATABASE_URL: the data lives in embedded PGlite in ${dataDirectory}, one connection in one process, for the demo and development only, not for production`,
    );
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
      const count = await fetch(`${base.replace(first.origin, second.origin)}/entries/count?cartGuid=${guid}`, {
        headers,
      });
      expect(await count.json()).toEqual({ count: 3 });
    } finally {
      second.process.kill('SIGTERM');
      await exitOf(second.process);
    }
  }, 90_000);

  it('finishes every request in flight at a SIGTERM under load: no failed answer, exit 0', async () => {
    const server = await startDemo(newDataDirectory(), { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
    const form = new URLSearchParams({
      apiKey: '4_nordhem_gb_web',
      loginID: 'oliver.bennett@example.co.uk',
      password: 'Nordhem-Demo-2026',
    });
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

  it('keeps listening through the drain period after SIGTERM: new connections served with Connection: close, /health 503, then exit 0', async () => {
    const drainSeconds = 3;
    const server = await startDemo(newDataDirectory(), { SHUTDOWN_DRAIN_SECONDS: String(drainSeconds) });
    const paths = [
      '/health',
      '/idp/health',
      '/gb/e/health',
      '/experience-api/v0/config/globals?country=GB&locale=en-GB',
    ];
    const answers: (Answer & {
      readonly afterSignal: boolean;
      readonly startedAt: number;
      readonly answeredAt: number;
    })[] = [];
    const failures: string[] = [];
    const signal: { sentAt?: number } = {};
    /**
     * A client that opens a new connection for every request, from before the signal until a second after it: the
     * connections a load balancer opens while its health check has not yet seen the 503.
     */
    async function client(index: number) {
      for (let request = 0; signal.sentAt === undefined || Date.now() - signal.sentAt < 1_000; request += 1) {
        const path = paths[(index + request) % paths.length] ?? '/health';
        const afterSignal = signal.sentAt !== undefined;
        const startedAt = performance.now();
        try {
          const answer = await requestOnNewConnection(server.origin, path);
          answers.push({ ...answer, afterSignal, startedAt, answeredAt: performance.now() });
        } catch (error) {
          failures.push(`${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
      }
    }
    const clients = Array.from({ length: 16 }, (_, index) => client(index));
    while (answers.length < 32) await new Promise((resolve) => setTimeout(resolve, 10));
    const sentAt = Date.now();
    signal.sentAt = sentAt;
    server.process.kill('SIGTERM');
    await Promise.all(clients);
    const exited = exitOf(server.process);

    expect(failures).toEqual([]);
    // From the first 503 of a health check on, the server is draining: every request sent after it is answered with
    // its connection closed, every health check is 503, and everything else is still served. A request sent before
    // that 503 may still be answered on a kept connection (the server had decided its headers before draining).
    const drainSeenAt = Math.min(
      ...answers.filter((answer) => answer.path.includes('health') && answer.status === 503).map((a) => a.answeredAt),
    );
    expect(drainSeenAt).toBeLessThan(Infinity);
    const sentDuringDrain = answers.filter((answer) => answer.startedAt > drainSeenAt);
    expect(sentDuringDrain.length).toBeGreaterThan(50);
    expect(sentDuringDrain.filter((answer) => answer.connection !== 'close')).toEqual([]);
    expect(
      answers
        .filter((answer) => answer.answeredAt >= drainSeenAt)
        .filter((answer) =>
          answer.path.includes('health') ? answer.status !== 503 && answer.status !== 200 : answer.status !== 200,
        ),
    ).toEqual([]);
    expect(sentDuringDrain.filter((answer) => answer.path.includes('health') && answer.status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.answeredAt < drainSeenAt && answer.status !== 200)).toEqual([]);
    expect(answers.filter((answer) => answer.afterSignal).length).toBeGreaterThan(0);
    expect(await exited).toBe(0);
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(drainSeconds * 1000);
  }, 90_000);

  it('warns once at start when it listens at another host name than PUBLIC_ORIGIN names', async () => {
    const port = await freePort();
    const server = await startDemo(newDataDirectory(), {
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
    });
    try {
      const warnings = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.includes('"level":40') && line.includes('PUBLIC_ORIGIN'));
      // Log lines reach stdout in the next turn of the event loop (batched-log-stream.ts), the start line at once.
      await expect.poll(() => warnings().length, { timeout: 5_000 }).toBe(1);
      expect(warnings()[0]).toContain(
        `HOST 127.0.0.1 is not PUBLIC_ORIGIN's host localhost: open the site at http://localhost:${port}/`,
      );
    } finally {
      server.process.kill('SIGTERM');
      await exitOf(server.process);
    }
  }, 60_000);

  it('stops with one clear line and a non-zero exit on a broken config value', async () => {
    const file = join(newDataDirectory(), 'markets.json');
    writeFileSync(file, JSON.stringify({ GB: { idpBaseUrl: 'not a url' } }));
    const server = startServer({ SHOPFRONT_DEMO: 'true', MARKET_CONFIG: file, DATA_DIR: newDataDirectory() });
    expect(await exitOf(server.process)).toBe(1);
    expect(server.output().trim()).toBe('Configuration error in market GB: idpBaseUrl: must be an http(s) URL');
  });

  it('refuses to start in production without DATABASE_URL, with one line, a non-zero exit and no embedded database', async () => {
    const dataDirectory = newDataDirectory();
    const server = startServer({
      NODE_ENV: 'production',
      DATA_DIR: dataDirectory,
      PUBLIC_ORIGIN: 'https://www.nordhem.de',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      COOKIE_SECRET: randomBytes(32).toString('base64url'),
      PARTNER_SECRET: randomBytes(32).toString('base64'),
    });
    expect(await exitWithin(server.process, 20_000)).toBe(1);
    expect(server.output().trim()).toBe(
      'Refusing to start in production (NODE_ENV=production): DATABASE_URL is not set: production needs a PostgreSQL server; embedded PGlite (DATA_DIR) is one connection in one process, for the demo and development only',
    );
    expect(readdirSync(dataDirectory)).toEqual([]);
  });

  it('stops with one clear line and a non-zero exit when DATABASE_URL cannot be reached', async () => {
    const port = await freePort();
    const server = startServer({ DATABASE_URL: `postgres://shop:secret-password@127.0.0.1:${port}/shop` });
    expect(await exitOf(server.process)).toBe(1);
    expect(server.output().trim()).toBe(
      `Cannot reach the database at 127.0.0.1:${port}/shop: nothing accepts connections there; is PostgreSQL running? (ECONNREFUSED)`,
    );
  });
});
