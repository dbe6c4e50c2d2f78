import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { buildAppConfig } from '../src/config/app-config.ts';
import { parseEnvironment } from '../src/config/environment.ts';
import type { Database } from '../src/db/database.ts';
import { openTestDatabase } from './test-database.ts';

export const testSecrets = {
  partnerSecret: Buffer.alloc(32, 7).toString('base64'),
  cookieSecret: 'test-cookie-secret-with-at-least-32-characters',
};

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
}

/** The whole server (every plugin) on a fresh database, driven through app.inject(). */
export async function createTestApp(environment: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = buildAppConfig(parseEnvironment({ SHOPFRONT_DEMO: 'true', ...environment }));
  const app = await buildApp({ config, secrets: testSecrets, database, closeDatabaseOnClose: true });
  await app.ready();
  return { app, database };
}
