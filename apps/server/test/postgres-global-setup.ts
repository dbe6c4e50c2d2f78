import type { TestProject } from 'vitest/node';
import { startTemporaryPostgres } from './temporary-postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** Starts a throw-away PostgreSQL server on a free loopback port for the server-postgres test group. */
export default async function setup(project: TestProject) {
  const server = await startTemporaryPostgres({ durable: false });
  project.provide('postgresAdminUrl', server.url);
  return () => server.remove();
}
