import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app.ts';
import { type AppConfig, buildAppConfig } from '../src/config/app-config.ts';
import { parseEnvironment } from '../src/config/environment.ts';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { seedDemoData } from '../src/seed/seed-demo-data.ts';
import { openTestDatabase } from './test-database.ts';

export const testSecrets = {
  partnerSecret: Buffer.alloc(32, 7).toString('base64'),
  cookieSecret: 'test-cookie-secret-with-at-least-32-characters',
};

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: AppConfig;
}

/** The whole server (every plugin) on a fresh database, driven through app.inject(). */
export async function createTestApp(
  environment: Record<string, string> = {},
  clock?: () => Date,
  options: Pick<BuildAppOptions, 'onRoute' | 'log'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = buildAppConfig(parseEnvironment({ SHOPFRONT_DEMO: 'true', ...environment }));
  const app = await buildApp({
    config,
    secrets: testSecrets,
    database,
    closeDatabaseOnClose: true,
    ...(clock ? { clock } : {}),
    ...options,
  });
  await app.ready();
  return { app, database, config };
}

/** The whole server with the demo's markets' data seeded (accounts, site content, products, carts). */
export async function createSeededTestApp(): Promise<TestApp> {
  const server = await createTestApp();
  await seedDemoData(server.database, server.config.markets, () => new Date());
  return server;
}

/**
 * A second server instance on the same database as `first`: its own pool on the same PostgreSQL database, or the
 * same PGlite (one process can only open an in-memory PGlite once). Nothing may be shared but the database.
 */
export async function createSecondInstance(first: TestApp): Promise<TestApp> {
  const url = (first.database as { url?: string }).url;
  const database = url ? await openDatabase({ url }) : first.database;
  const app = await buildApp({
    config: first.config,
    secrets: testSecrets,
    database,
    closeDatabaseOnClose: url !== undefined,
  });
  await app.ready();
  return { app, database, config: first.config };
}
