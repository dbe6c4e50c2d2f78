import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitePath, sites } from '@shopfront/i18n';
import { buildAppConfig } from './config/app-config.ts';
import { ConfigError } from './config/config-error.ts';
import { parseEnvironment } from './config/environment.ts';
import { migratesOnStart, productionRefusals } from './config/production-mode.ts';
import { resolveSecrets } from './config/secrets.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { PendingMigrationsError, readMigrations } from './db/migrate.ts';
import { BatchedLogStream } from './http/batched-log-stream.ts';
import { closeListenerAndDrain } from './http/drain-connections.ts';
import { databaseLocationOf, openDatabase } from './db/open-database.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** How long a stop waits for clients to finish on their open connections before cutting them. */
const shutdownGraceMs = 5_000;
// The same folder from apps/server/src/main.ts (npm run dev) and from the compiled apps/server/dist/main.js.
const builtSite = fileURLToPath(new URL('../../site/dist', import.meta.url));

function printWelcome(origin: string, demo: boolean): void {
  const lines = [`Shopfront is running on ${origin}/`, '', 'Markets:'];
  for (const site of sites) lines.push(`  ${site.locale.padEnd(6)} ${origin}${sitePath(site, '/')}`);
  if (demo) {
    lines.push('', `Mailbox: ${origin}/dev/mailbox`, '', 'Demo logins:');
    for (const account of demoAccounts) {
      lines.push(`  ${account.market}  ${account.email.padEnd(32)} ${account.password}`);
    }
  }
  console.log(lines.join('\n'));
}

/** Addresses that listen on every interface: any host name may reach them, so there is nothing to compare. */
const wildcardHosts: ReadonlySet<string> = new Set(['0.0.0.0', '::', '[::]']);

/**
 * Cookies and the browser's same-origin checks are bound to PUBLIC_ORIGIN's host: a page opened at another name of
 * the same server (127.0.0.1 for localhost) loads, but its account and cart calls fail. Said once at start when the
 * server listens at a name other than the origin's.
 */
function warnOfAnotherHostName(
  log: { warn(details: object, message: string): void },
  host: string,
  publicOrigin: string,
): void {
  const originHost = new URL(publicOrigin).hostname.replace(/^\[(.*)\]$/, '$1');
  if (wildcardHosts.has(host) || host.replace(/^\[(.*)\]$/, '$1') === originHost) return;
  log.warn(
    { host, publicOrigin },
    `HOST ${host} is not PUBLIC_ORIGIN's host ${originHost}: open the site at ${publicOrigin}/, pages opened at ${host} cannot sign in or use the cart`,
  );
}

async function main(): Promise<void> {
  const environment = parseEnvironment(process.env);
  const refusals = productionRefusals(environment);
  if (refusals.length > 0) {
    throw new ConfigError(
      refusals.map((reason) => `Refusing to start in production (NODE_ENV=production): ${reason}`).join('\n'),
    );
  }
  const config = buildAppConfig({
    ...environment,
    SITE_DIST: environment.SITE_DIST ?? (existsSync(builtSite) ? builtSite : ''),
  });
  const database = await openDatabase(
    databaseLocationOf(environment),
    readMigrations(),
    migratesOnStart(environment) ? 'apply' : 'refuse',
  );
  const secrets = await resolveSecrets(environment, database);
  if (config.demo) await seedDemoData(database, config.markets, () => new Date());
  // Loaded only now (a chunk of its own in the compiled server): node-oidc-provider warns about Node 20 when imported,
  // which must not blur a config error.
  const { buildApp } = await import('./app.ts');
  const logStream = new BatchedLogStream(process.stdout);
  // Whatever way the process ends, the lines of its last turn are written (stdout on a pipe or file is synchronous).
  process.once('exit', () => logStream.flush());

  const app = await buildApp({
    config,
    secrets,
    database,
    log: { level: environment.LOG_LEVEL, stream: logStream },
    closeDatabaseOnClose: true,
  });

  let closing = false;
  /**
   * A stop: the drain period (health checks 503, `Connection: close`, the listener still open), then the listener
   * closes, requests in flight finish, the app and the database close. An operator's Ctrl+C (SIGINT) has no load
   * balancer to tell and skips the drain period.
   */
  const shutdown = (signal: 'SIGTERM' | 'SIGINT') => {
    if (closing) return;
    closing = true;
    const drainMs = signal === 'SIGTERM' ? environment.SHUTDOWN_DRAIN_SECONDS * 1000 : 0;
    app.log.info(
      { signal, drainSeconds: drainMs / 1000 },
      'shutting down: draining, then finishing in-flight requests',
    );
    app.shutdownDrain.begin(app.server);
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => closeListenerAndDrain(app.server, shutdownGraceMs))
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: environment.PORT, host: environment.HOST });
  warnOfAnotherHostName(app.log, environment.HOST, config.publicOrigin);
  if (database.kind === 'pglite') {
    app.log.warn(
      { dataDir: environment.DATA_DIR },
      `No DATABASE_URL: the data lives in embedded PGlite in ${environment.DATA_DIR}, one connection in one process, for the demo and development only, not for production`,
    );
  }
  printWelcome(config.publicOrigin, config.demo);
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof PendingMigrationsError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(known ? message : `Server failed to start: ${message}`);
  process.exit(1);
});
