// `npm run bench:server`: how many session checks the server answers per second, against a bare Fastify route in the
// same run (ENGINEERING.md budgets: at least half). Loopback only, bounded in time; not part of `npm test`.
// The server runs in this process on PGlite, with the same 2 cores as the load generator.
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { parseEnvironment } from '../apps/server/src/config/environment.ts';
import { resolveSecrets } from '../apps/server/src/config/secrets.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { seedDemoData } from '../apps/server/src/seed/seed-demo-data.ts';
import { ExperienceSessionRepository } from '../apps/server/src/sessions/experience-session-repository.ts';
import { ShopSessionRepository } from '../apps/server/src/sessions/shop-session-repository.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 32;
const floor = 0.5;

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

const environment = parseEnvironment({ SHOPFRONT_DEMO: 'true', LOG_LEVEL: 'silent', HOUSEKEEPING_INTERVAL_SECONDS: '0' });
const database = await openDatabase({ dataDir: undefined });
const config = buildAppConfig(environment);
const secrets = await resolveSecrets(environment, database);
await seedDemoData(database, config.markets, () => new Date());
const app = await buildApp({ config, secrets, database, closeDatabaseOnClose: true });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const shop = await new ShopSessionRepository(database, () => new Date()).create('demo-gb-oliver', 'gb', 3600);
const experience = await new ExperienceSessionRepository(database, () => new Date()).create(
  { uid: 'demo-gb-oliver', market: 'GB', grantId: null },
  new Date(Date.now() + 3600_000),
);

const rows = [
  ['bare Fastify route', await measure(`${bareUrl}/bare`)],
  ['GET /gb/e/authentication/status (signed in)', await measure(`${appUrl}/gb/e/authentication/status`, { cookie: `shop_session=${shop.token}` })],
  ['GET /experience-api/session (signed in)', await measure(`${appUrl}/experience-api/session`, { cookie: `xp_session=${experience}` })],
] as const;
await app.close();
await bare.close();

const bareRate = rows[0][1].requestsPerSecond;
console.log(`PGlite, ${connections} connections, ${seconds} s per route, load generator on the same machine`);
console.log('route                                              req/s    p50 ms  p99 ms   × bare   floor');
let missed = false;
for (const [route, figures] of rows) {
  const ratio = figures.requestsPerSecond / bareRate;
  const checked = route !== 'bare Fastify route';
  if (checked && ratio < floor) missed = true;
  console.log(
    `${route.padEnd(48)}${figures.requestsPerSecond.toFixed(0).padStart(8)}${String(figures.p50).padStart(9)}${String(figures.p99).padStart(8)}${ratio.toFixed(2).padStart(9)}   ${checked ? (ratio >= floor ? `≥ ${floor} ok` : `≥ ${floor} MISSED`) : ''}`,
  );
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/server.json', JSON.stringify({ database: 'pglite', connections, seconds, rows: Object.fromEntries(rows) }, null, 2));
process.exit(missed ? 1 : 0);
