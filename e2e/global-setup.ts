import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../test/free-port.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

function waitForStart(server: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 90_000);
    const check = () => {
      if (output().includes('Shopfront is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on('data', check);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
}

/** Runs the real server (demo mode, built site, its own PGlite data directory) on a free loopback port. */
export default async function setup(project: TestProject) {
  const siteDist = process.env.SITE_DIST || join(repositoryRoot, 'apps/site/dist');
  if (!existsSync(join(siteDist, 'index.html'))) {
    throw new Error('The demo site is not built: run `npm run build` (npm test does it) before the browser tests');
  }
  const dataDirectory = mkdtempSync(join(tmpdir(), 'shopfront-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, SITE_DIST: siteDist, SHOPFRONT_DEMO: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDirectory, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForStart(server, () => output);
  project.provide('baseUrl', `http://localhost:${port}`);

  return async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDirectory, { recursive: true, force: true });
  };
}
