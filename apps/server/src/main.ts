import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sitePath, sites } from '@shopfront/i18n';
import { buildAppConfig } from './config/app-config.ts';
import { ConfigError } from './config/config-error.ts';
import { parseEnvironment } from './config/environment.ts';
import { resolveSecrets } from './config/secrets.ts';
import { DatabaseUnavailableError } from './db/database.ts';
import { drainConnections } from './http/drain-connections.ts';
import { openDatabase } from './db/open-database.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

/** How long a stop waits for clients to finish on their open connections before cutting them. */
const shutdownGraceMs = 5_000;
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

async function main(): Promise<void> {
  const environment = parseEnvironment(process.env);
  const config = buildAppConfig({
    ...environment,
    SITE_DIST: environment.SITE_DIST ?? (existsSync(builtSite) ? builtSite : ''),
  });
  const database = await openDatabase(
    environment.DATABASE_URL
      ? { url: environment.DATABASE_URL, poolSize: environment.DATABASE_POOL_SIZE, statementTimeoutMs: environment.DATABASE_STATEMENT_TIMEOUT_MS }
      : { dataDir: environment.DATA_DIR },
  );
  const secrets = await resolveSecrets(environment, database);
  if (config.demo) await seedDemoData(database, config.markets, () => new Date());
  // Loaded only now: node-oidc-provider warns about Node 20 when imported, which must not blur a config error.
  const { buildApp, defaultLoggerOptions } = await import('./app.ts');

  const app = await buildApp({
    config,
    secrets,
    database,
    logger: { ...defaultLoggerOptions, level: environment.LOG_LEVEL },
    closeDatabaseOnClose: true,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    drainConnections(app.server, shutdownGraceMs).then(() => app.close()).then(
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
  printWelcome(config.publicOrigin, config.demo);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DatabaseUnavailableError;
  console.error(known ? (error as Error).message : `Server failed to start: ${(error as Error).message}`);
  process.exit(1);
});
