import type { TestProject } from 'vitest/node';
import { startDemoServer } from './support/demo-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server for every browser test file (a file that needs its own, e.g. to restart it, starts one). */
export default async function setup(project: TestProject) {
  const server = await startDemoServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.dispose();
}
