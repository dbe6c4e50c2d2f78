// `npm run bench:server`: how fast the server answers its hot routes, against a bare Fastify 5 route in the same run
// (ENGINEERING.md budgets). The server runs as its own process (the compiled `apps/server/dist/main.js`, as `npm start`
// runs it; `npm run bench:server` compiles it first), first on PGlite, then on a
// throw-away PostgreSQL server (a postmaster in a temp dir on a loopback port); the bare route runs in a process of its own
// too. autocannon drives them from this process, bounded in time, on loopback only. Not part of `npm test`.
// Exits non-zero when a session check or the anonymous cart count is below half the bare route, logins below 25/s per core, or the token endpoint
// (authorization_code + PKCE requests, each redeeming a code minted before the timed phase) below 300/s per core; the
// full browser flow (authorize → interaction → code → token) is printed for information. After the routes, each database
// gets two more rows: the resident memory (RSS) of the instance that served the whole bench, and its cold start (process
// start → first 200 on /health/ready, the median of BENCH_COLD_STARTS starts on the same database).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { identitySessionCookieName } from '@shopfront/api';
import { startTemporaryPostgres } from '../apps/server/test/temporary-postgres.ts';
import {
  TestBrowser,
  authorizationUrl,
  fetchTransport,
  formBody,
  newPkce,
} from '../apps/server/src/services/oauth/oauth-test-support.ts';
import { assertCompiledServerIsCurrent, compiledServerArguments } from '../test/compiled-server.ts';
import { freePort } from '../test/free-port.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** `BENCH_ROUTES=status,verify` measures only those rows (the bare route always runs); `BENCH_DATABASES=postgres` likewise. */
const routeNames = ['status', 'session', 'verify', 'count', 'globals', 'token', 'flow', 'login'] as const;
type RouteName = (typeof routeNames)[number];
const selectedRoutes = new Set(process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : routeNames);
const selectedDatabases = new Set(
  process.env.BENCH_DATABASES ? process.env.BENCH_DATABASES.split(',') : ['pglite', 'postgres'],
);
/** Rounds of (bare route, route) per session check, globals and cart count: the median round's ratio is reported. */
const ratioRounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Starts of the server timed per database (process start → first 200 on /health/ready): the median is reported. */
const coldStarts = Number(process.env.BENCH_COLD_STARTS ?? 3);
/** `BENCH_PROFILE=<dir>` runs the server with `--cpu-prof` and writes its profile there when it stops. */
const profileDirectory = process.env.BENCH_PROFILE;
const connections = 32;
/** Logins hash a password (Argon2id): a few connections keep both cores busy. */
const loginConnections = 8;
/** Browsers doing the code flow at once. */
const exchangeClients = 16;
const cores = availableParallelism();
const floors = {
  sessionCheckRatio: 0.5,
  anonymousCartCountRatio: 0.5,
  loginsPerCore: 25,
  tokenRequestsPerCore: 300,
} as const;
/** Token requests timed per database: each redeems its own code, minted before the timed phase. */
const tokenRequests = Math.max(500, seconds * 300);
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

const apiKey = '4_nordhem_gb_web';
const demoLogin = { loginID: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026' };
const commerceHeaders = { 'x-api-key': 'nordhem-gb-ecom' };

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /**
   * CPU time the server process spent per request (user + system, µs): unlike req/s it barely depends on what else
   * runs on the machine, so it shows the fixed cost of a route even when the load generator or a neighbour is slow.
   */
  readonly serverCpuMicros: number;
}

interface Row {
  readonly route: string;
  readonly figures: Figures;
  /** Compared with the bare route (requests/s ÷ bare requests/s). */
  readonly ratio: number;
  /** The bare route's requests/s measured just before this row's run, which `ratio` divides by (session checks, globals, count). */
  readonly bareRequestsPerSecond?: number;
  /** What the row must reach, and whether it did. */
  readonly floor?: { readonly text: string; readonly met: boolean };
}

/** What one instance costs besides its requests: its memory after the bench, and how long it takes to start. */
interface Footprint {
  /** Resident set size (MiB) of the instance after every route of the run. */
  readonly residentMiB: number;
  /** Process start → first 200 on /health/ready (ms), one per start. */
  readonly coldStartsMs: readonly number[];
  readonly coldStartMedianMs: number;
}

interface DatabaseResult {
  readonly rows: readonly Row[];
  readonly footprint: Footprint;
}

type DatabaseLocation = { DATABASE_URL: string } | { DATA_DIR: string };

interface RunningProcess {
  readonly child: ChildProcess;
  readonly origin: string;
}

/** Starts a process that prints `marker` and a URL once it listens. */
async function startProcess(
  args: string[],
  environment: Record<string, string>,
  marker: RegExp,
): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  // Once started, only the last lines are kept: a string of every access-log line of the run would cost the load
  // generator's process CPU on the same two cores, and read as the server's slowness.
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (started && output.length > 16_384) output = output.slice(-8_192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const match = marker.exec(output);
    if (match?.[1]) {
      started = true;
      return { child, origin: match[1].replace(/\/$/, '') };
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`process did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopProcess(running: RunningProcess): Promise<void> {
  if (running.child.exitCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGTERM');
  await exited;
}

function startBareRoute(): Promise<RunningProcess> {
  const script = `import Fastify from 'fastify';
const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
console.log('bare route on ' + await app.listen({ host: '127.0.0.1', port: 0 }));
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  return startProcess(['--input-type=module', '-e', script], {}, /bare route on (http:\/\/\S+)/);
}

/** The environment the server runs in for the bench, listening on `port`. */
function shopfrontEnvironment(database: DatabaseLocation, port: number): Record<string, string> {
  return {
    ...database,
    SHOPFRONT_DEMO: 'true',
    HOST: 'localhost',
    PORT: String(port),
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    SITE_DIST: '',
    // The production default: what a request costs includes its access-log line (docs/operating.md).
    LOG_LEVEL: 'info',
    HOUSEKEEPING_INTERVAL_SECONDS: '0',
    SHUTDOWN_DRAIN_SECONDS: '0',
    // One client address logs in thousands of times: the limit and the lockout figures are raised for the run.
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    LOCKOUT_MAX_FAILURES: '1000',
    LOCKOUT_MAX_UNTRUSTED_FAILURES: '10000',
    // SESSION_CACHE_SECONDS=0 npm run bench:server measures the session checks without the cache (ADR 011).
    ...(process.env.SESSION_CACHE_SECONDS === undefined
      ? {}
      : { SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS }),
    // PGLITE_STATEMENTS=query npm run bench:server measures PGlite without its prepared statements (ADR 015).
    ...(process.env.PGLITE_STATEMENTS === undefined ? {} : { PGLITE_STATEMENTS: process.env.PGLITE_STATEMENTS }),
  };
}

async function startShopfront(database: DatabaseLocation): Promise<RunningProcess> {
  const port = await freePort();
  return startProcess(
    [...(profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : []), ...compiledServerArguments],
    shopfrontEnvironment(database, port),
    /Shopfront is running on (http:\/\/\S+)/,
  );
}

/** One start of the server on `database`: ms from spawning the process to its first 200 on /health/ready. */
async function coldStartMs(database: DatabaseLocation): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...compiledServerArguments], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', ...shopfrontEnvironment(database, port) },
    stdio: 'ignore',
  });
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited during a cold start (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error('the server did not get ready within 2 minutes');
      const ready = await fetch(`http://localhost:${port}/health/ready`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await stopProcess({ child, origin: '' });
  }
}

/** The resident set size of a process now (MiB), from /proc; NaN where there is none. */
function residentMiB(running: RunningProcess): number {
  try {
    const line = readFileSync(`/proc/${running.child.pid}/status`, 'utf8')
      .split('\n')
      .find((candidate) => candidate.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Linux's clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on every mainstream build). */
const ticksPerSecond = 100;

/** The CPU time a process has used so far (µs), or NaN where /proc is missing. */
function cpuMicros(running: RunningProcess): number {
  try {
    // The fields after the command name (in parentheses): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${running.child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}

/** Runs `load` against `target` and adds the server's CPU time per request to what it measured. */
async function withServerCpu(
  target: RunningProcess,
  load: () => Promise<Omit<Figures, 'serverCpuMicros'> & { requests: number }>,
): Promise<Figures> {
  const before = cpuMicros(target);
  const { requests, ...figures } = await load();
  return { ...figures, serverCpuMicros: (cpuMicros(target) - before) / requests };
}

async function measure(target: RunningProcess, options: autocannon.Options): Promise<Figures> {
  // One unmeasured second first: the server process compiles the route's code path (JIT) before it is timed.
  await autocannon({ connections, ...options, duration: 1 });
  return withServerCpu(target, async () => {
    const result = await autocannon({ connections, duration: seconds, ...options });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
    };
  });
}

/** Signs in as a browser would: identity-provider login, the shop's signed login, and the code flow to the experience session. */
async function signedInCookies(origin: string) {
  const login = await fetch(`${origin}/idp/accounts.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ apiKey, ...demoLogin }),
  });
  const identity = (await login.json()) as {
    UID: string;
    UIDSignature: string;
    signatureTimestamp: string;
    sessionInfo: { cookieValue: string };
  };

  const csrf = await fetch(`${origin}/gb/e/csrf`);
  const browserCookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const shopLogin = await fetch(`${origin}/gb/e/gigyaraas/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: browserCookie,
      csrftoken: ((await csrf.json()) as { CSRFToken: string }).CSRFToken,
    },
    body: JSON.stringify({
      gigyaData: {
        UID: identity.UID,
        UIDSignature: identity.UIDSignature,
        signatureTimestamp: identity.signatureTimestamp,
      },
    }),
  });
  const shopSession = shopLogin.headers
    .getSetCookie()
    .find((line) => line.startsWith('shop_session='))
    ?.split(';')[0];

  const identityCookie = { name: identitySessionCookieName(apiKey), value: identity.sessionInfo.cookieValue };
  const { accessToken } = await exchangeCode(origin, identityCookie);
  const session = await fetch(`${origin}/experience-api/session/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: accessToken }),
  });
  const experienceSession = session.headers
    .getSetCookie()
    .find((line) => line.startsWith('xp_session='))
    ?.split(';')[0];
  if (!shopSession || !experienceSession) throw new Error('could not sign in for the benchmark');
  return { identityCookie, shopSession, experienceSession };
}

interface MintedCode {
  readonly code: string;
  readonly verifier: string;
}

const redirectPath = '/gb/login/auth';
const clientId = 'nordhem-gb-web';

/** The browser half of a code flow of a signed-in browser: authorize → interaction → code (PKCE S256). */
async function mintCode(origin: string, identityCookie: { name: string; value: string }): Promise<MintedCode> {
  const issuer = `${origin}/oauth`;
  const browser = new TestBrowser(fetchTransport);
  browser.setCookie(identityCookie.name, identityCookie.value);
  const pkce = newPkce();
  const { final } = await browser.navigate(
    authorizationUrl(issuer, {
      response_type: 'code',
      client_id: clientId,
      redirect_uri: `${origin}${redirectPath}`,
      scope: 'openid customer_data bpdata shop',
      state: 'bench-state-0123456789',
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }),
    issuer,
  );
  const code = final?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${final?.href ?? 'no redirect'}`);
  return { code, verifier: pkce.verifier };
}

/** The token request of an authorization_code + PKCE exchange. */
function tokenRequestBody(origin: string, { code, verifier }: MintedCode): string {
  return formBody({
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: `${origin}${redirectPath}`,
    client_id: clientId,
  });
}

/** One full authorization code + PKCE exchange of a signed-in browser: authorize → interaction → code → token. */
async function exchangeCode(
  origin: string,
  identityCookie: { name: string; value: string },
): Promise<{ accessToken: string }> {
  const minted = await mintCode(origin, identityCookie);
  const token = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: tokenRequestBody(origin, minted),
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${await token.text()}`);
  return { accessToken: ((await token.json()) as { access_token: string }).access_token };
}

/** Codes minted by `exchangeClients` browsers at once (the minting is not timed). */
async function mintCodes(
  origin: string,
  identityCookie: { name: string; value: string },
  count: number,
): Promise<MintedCode[]> {
  const codes: MintedCode[] = [];
  await Promise.all(
    Array.from({ length: exchangeClients }, async () => {
      while (codes.length < count) codes.push(await mintCode(origin, identityCookie));
    }),
  );
  return codes;
}

/** Token requests the budget counts: each redeems a code minted beforehand, checks its PKCE verifier, issues and stores tokens. */
async function measureTokenEndpoint(
  server: RunningProcess,
  identityCookie: { name: string; value: string },
): Promise<Figures> {
  const { origin } = server;
  // Codes live 60 s: a fixed number, minted just before, is redeemed as fast as the endpoint allows.
  const warmUp = 200;
  const codes = await mintCodes(origin, identityCookie, warmUp + tokenRequests + 2 * exchangeClients);
  const redeem = async (amount: number) => {
    // autocannon may start a request or two beyond `amount` on its other connections before it stops.
    const batch = codes.splice(0, amount + exchangeClients);
    // autocannon stops only on its next one-second tick after the last answer, and its `duration` counts that wait:
    // requests per second are timed here from the start to the last answer instead.
    const started = performance.now();
    let lastAnswer = started;
    const result = await autocannon({
      url: `${origin}/oauth/token`,
      connections: exchangeClients,
      amount,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => {
            const next = batch.shift();
            if (!next) throw new Error('more token requests than minted codes');
            return { ...request, body: tokenRequestBody(origin, next) };
          },
          onResponse: () => {
            lastAnswer = performance.now();
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`token endpoint: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { result, seconds: (lastAnswer - started) / 1000 };
  };
  await redeem(warmUp);
  return withServerCpu(server, async () => {
    const { result, seconds: elapsed } = await redeem(tokenRequests);
    return {
      requestsPerSecond: result.requests.total / elapsed,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
    };
  });
}

/** Completed full flows per second from `exchangeClients` browsers at once, for `seconds`. */
async function measureExchanges(
  server: RunningProcess,
  identityCookie: { name: string; value: string },
): Promise<Figures> {
  const { origin } = server;
  const before = cpuMicros(server);
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: exchangeClients }, async () => {
      while (Date.now() < end) {
        const begin = performance.now();
        await exchangeCode(origin, identityCookie);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsedSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (fraction: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p50: percentile(0.5),
    p99: percentile(0.99),
    serverCpuMicros: (cpuMicros(server) - before) / latencies.length,
  };
}

async function benchDatabase(label: string, database: DatabaseLocation): Promise<DatabaseResult> {
  const bare = await startBareRoute();
  const server = await startShopfront(database);
  let rows: Row[] = [];
  let resident = Number.NaN;
  try {
    const { identityCookie, shopSession, experienceSession } = await signedInCookies(server.origin);
    const bareFigures = await measure(bare, { url: `${bare.origin}/bare` });
    rows = [{ route: 'bare Fastify route', figures: bareFigures, ratio: 1 }];
    // The machine is shared: a neighbour's build starting between the bare route's run and a route's would move the
    // ratio. Each ratio row runs rounds of (bare route, route) back to back and reports the round of the median ratio.
    const ratioRow = async (route: string, measureRoute: () => Promise<Figures>, floor?: number): Promise<Row> => {
      const rounds: { figures: Figures; bareRequestsPerSecond: number; ratio: number }[] = [];
      for (let round = 0; round < ratioRounds; round += 1) {
        const bareNow = await measure(bare, { url: `${bare.origin}/bare` });
        const figures = await measureRoute();
        rounds.push({
          figures,
          bareRequestsPerSecond: bareNow.requestsPerSecond,
          ratio: figures.requestsPerSecond / bareNow.requestsPerSecond,
        });
      }
      rounds.sort((a, b) => a.ratio - b.ratio);
      const median = rounds[Math.floor(rounds.length / 2)];
      if (!median) throw new Error('BENCH_ROUNDS must be at least 1');
      return {
        route,
        ...median,
        ...(floor === undefined ? {} : { floor: { text: `≥ ${floor}×`, met: median.ratio >= floor } }),
      };
    };
    const perCoreRow = (route: string, figures: Figures, floor: number): Row => {
      const perCore = figures.requestsPerSecond / cores;
      return {
        route,
        figures,
        ratio: figures.requestsPerSecond / bareFigures.requestsPerSecond,
        floor: { text: `${perCore.toFixed(0)}/s/core ≥ ${floor}`, met: perCore >= floor },
      };
    };
    const informationalRow = (route: string, figures: Figures): Row => ({
      route,
      figures,
      ratio: figures.requestsPerSecond / bareFigures.requestsPerSecond,
    });
    const rowMakers: Record<RouteName, () => Promise<Row>> = {
      status: () =>
        ratioRow(
          'GET /gb/e/authentication/status (signed in)',
          () =>
            measure(server, { url: `${server.origin}/gb/e/authentication/status`, headers: { cookie: shopSession } }),
          floors.sessionCheckRatio,
        ),
      session: () =>
        ratioRow(
          'GET /experience-api/session (signed in)',
          () =>
            measure(server, { url: `${server.origin}/experience-api/session`, headers: { cookie: experienceSession } }),
          floors.sessionCheckRatio,
        ),
      verify: () =>
        ratioRow(
          'POST /experience-api/cdc/accounts.session.verify',
          // As the browser's client sends it (packages/api session-client.ts): a POST with the cookie and no body.
          () =>
            measure(server, {
              url: `${server.origin}/experience-api/cdc/accounts.session.verify`,
              method: 'POST',
              headers: { cookie: experienceSession },
            }),
          floors.sessionCheckRatio,
        ),
      count: async () => {
        const cart = await fetch(`${server.origin}/experience-api/occ/nordhem-gb/anonymousCarts`, {
          method: 'POST',
          headers: commerceHeaders,
        });
        const { guid } = (await cart.json()) as { guid: string };
        return ratioRow(
          'GET …/anonymousCarts/entries/count',
          () =>
            measure(server, {
              url: `${server.origin}/experience-api/occ/nordhem-gb/anonymousCarts/entries/count?cartGuid=${guid}`,
              headers: commerceHeaders,
            }),
          floors.anonymousCartCountRatio,
        );
      },
      globals: () =>
        ratioRow('GET /experience-api/v0/config/globals', () =>
          measure(server, { url: `${server.origin}/experience-api/v0/config/globals?country=GB&locale=en-GB` }),
        ),
      token: async () =>
        perCoreRow(
          'POST /oauth/token (code + PKCE, codes minted before)',
          await measureTokenEndpoint(server, identityCookie),
          floors.tokenRequestsPerCore,
        ),
      flow: async () =>
        informationalRow(
          'full code flows (authorize → token), informational',
          await measureExchanges(server, identityCookie),
        ),
      login: async () =>
        perCoreRow(
          'POST /idp/accounts.login',
          await measure(server, {
            url: `${server.origin}/idp/accounts.login`,
            method: 'POST',
            connections: loginConnections,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: formBody({ apiKey, ...demoLogin }),
          }),
          floors.loginsPerCore,
        ),
    };
    for (const name of routeNames) if (selectedRoutes.has(name)) rows.push(await rowMakers[name]());
    resident = residentMiB(server);
  } finally {
    await stopProcess(server);
    await stopProcess(bare);
  }
  // One at a time, after the benched instance stopped: PGlite's data directory has one owner.
  const coldStartsMs: number[] = [];
  for (let start = 0; start < coldStarts; start += 1) coldStartsMs.push(await coldStartMs(database));
  const sorted = [...coldStartsMs].sort((a, b) => a - b);
  const footprint = {
    residentMiB: resident,
    coldStartsMs,
    coldStartMedianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
  };
  print(label, rows, footprint);
  return { rows, footprint };
}

function print(label: string, rows: readonly Row[], footprint: Footprint): void {
  console.log(
    `\n${label}: ${connections} connections (logins ${loginConnections}, code flows ${exchangeClients} browsers), ${seconds} s per route, ${cores} cores shared with the load generator`,
  );
  console.log(
    `${'route'.padEnd(50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'CPU µs'.padStart(9)}${'bare now'.padStart(10)}${'× bare'.padStart(9)}   floor`,
  );
  for (const { route, figures, ratio, bareRequestsPerSecond, floor } of rows) {
    const verdict = floor ? `${floor.text} ${floor.met ? 'ok' : 'MISSED'}` : '';
    console.log(
      `${route.padEnd(50)}${figures.requestsPerSecond.toFixed(0).padStart(9)}${String(figures.p50).padStart(9)}${String(figures.p99).padStart(9)}${figures.serverCpuMicros.toFixed(0).padStart(9)}${(bareRequestsPerSecond?.toFixed(0) ?? '').padStart(10)}${ratio.toFixed(2).padStart(9)}   ${verdict}`,
    );
  }
  console.log(
    `${'resident memory (RSS) after the bench'.padEnd(50)}${footprint.residentMiB.toFixed(0).padStart(9)} MiB`,
  );
  console.log(
    `${'cold start (process start → /health/ready 200)'.padEnd(50)}${footprint.coldStartMedianMs.toFixed(0).padStart(9)} ms   median of ${footprint.coldStartsMs.map((ms) => ms.toFixed(0)).join(', ')}`,
  );
}

assertCompiledServerIsCurrent();
const dataDirectory = mkdtempSync(join(tmpdir(), 'shopfront-bench-'));
const results: Record<string, DatabaseResult> = {};
try {
  if (selectedDatabases.has('pglite')) results.pglite = await benchDatabase('PGlite', { DATA_DIR: dataDirectory });
  if (selectedDatabases.has('postgres')) {
    const postgres = await startTemporaryPostgres({ durable: false });
    try {
      results.postgres = await benchDatabase('PostgreSQL', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.remove();
    }
  }
} finally {
  rmSync(dataDirectory, { recursive: true, force: true });
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/server.json', JSON.stringify({ connections, seconds, cores, floors, results }, null, 2));
const missed = Object.values(results)
  .flatMap((result) => result.rows)
  .filter((row) => row.floor && !row.floor.met);
if (missed.length > 0) console.log(`\nMISSED: ${missed.map((row) => row.route).join('; ')}`);
process.exit(missed.length > 0 ? 1 : 0);
