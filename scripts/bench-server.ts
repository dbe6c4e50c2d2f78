// `npm run bench:server`: how fast the server answers its hot routes, against a bare Fastify 5 route in the same run
// (ENGINEERING.md budgets). The server runs as its own process (`apps/server/src/main.ts`), first on PGlite, then on a
// throw-away PostgreSQL server (pg_ctl in a temp dir on a loopback port); the bare route runs in a process of its own
// too. autocannon drives them from this process, bounded in time, on loopback only. Not part of `npm test`.
// Exits non-zero when a session check is below half the bare route, logins below 25/s per core, or full code + PKCE
// exchanges below 300/s per core.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { identitySessionCookieName } from '@shopfront/api';
import { startTemporaryPostgres } from '../apps/server/test/temporary-postgres.ts';
import { TestBrowser, authorizationUrl, fetchTransport, formBody, newPkce } from '../apps/server/src/services/oauth/oauth-test-support.ts';
import { freePort } from '../test/free-port.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 32;
/** Logins hash a password (Argon2id): a few connections keep both cores busy. */
const loginConnections = 8;
/** Browsers doing the code flow at once. */
const exchangeClients = 16;
const cores = availableParallelism();
const floors = { sessionCheckRatio: 0.5, loginsPerCore: 25, exchangesPerCore: 300 } as const;
const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

const apiKey = '4_nordhem_gb_web';
const demoLogin = { loginID: 'oliver.bennett@example.co.uk', password: 'Nordhem-Demo-2026' };
const commerceHeaders = { 'x-api-key': 'nordhem-gb-ecom' };

interface Figures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

interface Row {
  readonly route: string;
  readonly figures: Figures;
  /** Compared with the bare route (requests/s ÷ bare requests/s). */
  readonly ratio: number;
  /** What the row must reach, and whether it did. */
  readonly floor?: { readonly text: string; readonly met: boolean };
}

interface RunningProcess {
  readonly child: ChildProcess;
  readonly origin: string;
}

/** Starts a process that prints `marker` and a URL once it listens. */
async function startProcess(args: string[], environment: Record<string, string>, marker: RegExp): Promise<RunningProcess> {
  const child = spawn(process.execPath, args, { cwd: repositoryRoot, env: { PATH: process.env.PATH ?? '', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    const match = marker.exec(output);
    if (match?.[1]) return { child, origin: match[1].replace(/\/$/, '') };
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

async function startShopfront(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<RunningProcess> {
  const port = await freePort();
  return startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      ...database,
      SHOPFRONT_DEMO: 'true',
      HOST: 'localhost',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      SITE_DIST: '',
      LOG_LEVEL: 'silent',
      HOUSEKEEPING_INTERVAL_SECONDS: '0',
      // One client address logs in thousands of times: the limit and the lockout figures are raised for the run.
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      LOCKOUT_MAX_FAILURES: '1000',
      LOCKOUT_MAX_UNTRUSTED_FAILURES: '10000',
      // SESSION_CACHE_SECONDS=0 npm run bench:server measures the session checks without the cache (ADR 011).
      ...(process.env.SESSION_CACHE_SECONDS === undefined ? {} : { SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS }),
    },
    /Shopfront is running on (http:\/\/\S+)/,
  );
}

async function measure(options: autocannon.Options): Promise<Figures> {
  // One unmeasured second first: the server process compiles the route's code path (JIT) before it is timed.
  await autocannon({ connections, ...options, duration: 1 });
  const result = await autocannon({ connections, duration: seconds, ...options });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Signs in as a browser would: identity-provider login, the shop's signed login, and the code flow to the experience session. */
async function signedInCookies(origin: string) {
  const login = await fetch(`${origin}/idp/accounts.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ apiKey, ...demoLogin }),
  });
  const identity = (await login.json()) as { UID: string; UIDSignature: string; signatureTimestamp: string; sessionInfo: { cookieValue: string } };

  const csrf = await fetch(`${origin}/gb/e/csrf`);
  const browserCookie = csrf.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const shopLogin = await fetch(`${origin}/gb/e/gigyaraas/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: browserCookie, csrftoken: ((await csrf.json()) as { CSRFToken: string }).CSRFToken },
    body: JSON.stringify({ gigyaData: { UID: identity.UID, UIDSignature: identity.UIDSignature, signatureTimestamp: identity.signatureTimestamp } }),
  });
  const shopSession = shopLogin.headers.getSetCookie().find((line) => line.startsWith('shop_session='))?.split(';')[0];

  const identityCookie = { name: identitySessionCookieName(apiKey), value: identity.sessionInfo.cookieValue };
  const { accessToken } = await exchangeCode(origin, identityCookie);
  const session = await fetch(`${origin}/experience-api/session/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: accessToken }),
  });
  const experienceSession = session.headers.getSetCookie().find((line) => line.startsWith('xp_session='))?.split(';')[0];
  if (!shopSession || !experienceSession) throw new Error('could not sign in for the benchmark');
  return { identityCookie, shopSession, experienceSession };
}

/** One full authorization code + PKCE exchange of a signed-in browser: authorize → interaction → code → token. */
async function exchangeCode(origin: string, identityCookie: { name: string; value: string }): Promise<{ accessToken: string }> {
  const issuer = `${origin}/oauth`;
  const redirectUri = `${origin}/gb/login/auth`;
  const browser = new TestBrowser(fetchTransport);
  browser.setCookie(identityCookie.name, identityCookie.value);
  const pkce = newPkce();
  const { final } = await browser.navigate(
    authorizationUrl(issuer, {
      response_type: 'code', client_id: 'nordhem-gb-web', redirect_uri: redirectUri, scope: 'openid customer_data bpdata shop',
      state: 'bench-state-0123456789', code_challenge: pkce.challenge, code_challenge_method: 'S256',
    }),
    issuer,
  );
  const code = final?.searchParams.get('code');
  if (!code) throw new Error(`no code: ${final?.href ?? 'no redirect'}`);
  const token = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: formBody({ grant_type: 'authorization_code', code, code_verifier: pkce.verifier, redirect_uri: redirectUri, client_id: 'nordhem-gb-web' }),
  });
  if (token.status !== 200) throw new Error(`token exchange failed: ${await token.text()}`);
  return { accessToken: ((await token.json()) as { access_token: string }).access_token };
}

/** Completed exchanges per second from `exchangeClients` browsers at once, for `seconds`. */
async function measureExchanges(origin: string, identityCookie: { name: string; value: string }): Promise<Figures> {
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
  const percentile = (fraction: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0);
  return { requestsPerSecond: latencies.length / elapsedSeconds, p50: percentile(0.5), p99: percentile(0.99) };
}

async function benchDatabase(label: string, database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<Row[]> {
  const bare = await startBareRoute();
  const server = await startShopfront(database);
  try {
    const { identityCookie, shopSession, experienceSession } = await signedInCookies(server.origin);
    const cart = await fetch(`${server.origin}/experience-api/occ/nordhem-gb/anonymousCarts`, { method: 'POST', headers: commerceHeaders });
    const { guid } = (await cart.json()) as { guid: string };

    const bareFigures = await measure({ url: `${bare.origin}/bare` });
    const rows: Row[] = [{ route: 'bare Fastify route', figures: bareFigures, ratio: 1 }];
    const ratioRow = (route: string, figures: Figures, sessionCheck: boolean): Row => {
      const ratio = figures.requestsPerSecond / bareFigures.requestsPerSecond;
      return { route, figures, ratio, ...(sessionCheck ? { floor: { text: `≥ ${floors.sessionCheckRatio}×`, met: ratio >= floors.sessionCheckRatio } } : {}) };
    };
    const perCoreRow = (route: string, figures: Figures, floor: number): Row => {
      const perCore = figures.requestsPerSecond / cores;
      return { route, figures, ratio: figures.requestsPerSecond / bareFigures.requestsPerSecond, floor: { text: `${perCore.toFixed(0)}/s/core ≥ ${floor}`, met: perCore >= floor } };
    };

    rows.push(ratioRow('GET /gb/e/authentication/status (signed in)', await measure({ url: `${server.origin}/gb/e/authentication/status`, headers: { cookie: shopSession } }), true));
    rows.push(ratioRow('GET /experience-api/session (signed in)', await measure({ url: `${server.origin}/experience-api/session`, headers: { cookie: experienceSession } }), true));
    rows.push(
      ratioRow(
        'POST /experience-api/cdc/accounts.session.verify',
        await measure({ url: `${server.origin}/experience-api/cdc/accounts.session.verify`, method: 'POST', headers: { cookie: experienceSession, 'content-type': 'application/json' }, body: '{}' }),
        true,
      ),
    );
    rows.push(
      ratioRow('GET …/anonymousCarts/entries/count', await measure({ url: `${server.origin}/experience-api/occ/nordhem-gb/anonymousCarts/entries/count?cartGuid=${guid}`, headers: commerceHeaders }), false),
    );
    rows.push(ratioRow('GET /experience-api/v0/config/globals', await measure({ url: `${server.origin}/experience-api/v0/config/globals?country=GB&locale=en-GB` }), false));
    rows.push(perCoreRow('code + PKCE exchanges (authorize → token)', await measureExchanges(server.origin, identityCookie), floors.exchangesPerCore));
    rows.push(
      perCoreRow(
        'POST /idp/accounts.login',
        await measure({
          url: `${server.origin}/idp/accounts.login`,
          method: 'POST',
          connections: loginConnections,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: formBody({ apiKey, ...demoLogin }),
        }),
        floors.loginsPerCore,
      ),
    );
    print(label, rows);
    return rows;
  } finally {
    await stopProcess(server);
    await stopProcess(bare);
  }
}

function print(label: string, rows: readonly Row[]): void {
  console.log(`\n${label}: ${connections} connections (logins ${loginConnections}, code flows ${exchangeClients} browsers), ${seconds} s per route, ${cores} cores shared with the load generator`);
  console.log(`${'route'.padEnd(50)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'× bare'.padStart(9)}   floor`);
  for (const { route, figures, ratio, floor } of rows) {
    const verdict = floor ? `${floor.text} ${floor.met ? 'ok' : 'MISSED'}` : '';
    console.log(
      `${route.padEnd(50)}${figures.requestsPerSecond.toFixed(0).padStart(9)}${String(figures.p50).padStart(9)}${String(figures.p99).padStart(9)}${ratio.toFixed(2).padStart(9)}   ${verdict}`,
    );
  }
}

const dataDirectory = mkdtempSync(join(tmpdir(), 'shopfront-bench-'));
const results: Record<string, Row[]> = {};
try {
  results.pglite = await benchDatabase('PGlite', { DATA_DIR: dataDirectory });
  const postgres = await startTemporaryPostgres({ durable: false });
  try {
    results.postgres = await benchDatabase('PostgreSQL', { DATABASE_URL: postgres.url });
  } finally {
    postgres.remove();
  }
} finally {
  rmSync(dataDirectory, { recursive: true, force: true });
}

mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/server.json', JSON.stringify({ connections, seconds, cores, floors, results }, null, 2));
const missed = Object.values(results).flat().filter((row) => row.floor && !row.floor.met);
if (missed.length > 0) console.log(`\nMISSED: ${missed.map((row) => row.route).join('; ')}`);
process.exit(missed.length > 0 ? 1 : 0);
