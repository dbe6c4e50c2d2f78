import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const text = (key: string) => catalogueText('en-GB', key);

/** The first-level heading inside the server's markup of the page's root, or undefined for an empty root. */
function renderedHeading(html: string): string | undefined {
  const root = html.slice(html.indexOf('<div id="root">'));
  return /<h1[^>]*>([^<]+)</.exec(root)?.[1];
}

/** `npm run dev` as a developer runs it (scripts/dev.mjs: the server from source, the site through Vite's dev server). */
describe('npm run dev', () => {
  const browser = useBrowser();
  let developmentServer: ChildProcess;
  let origin: string;
  let dataDirectory: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'shopfront-dev-'));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    developmentServer = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDirectory,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    developmentServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      developmentServer.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Shopfront is running')) resolve();
      });
      developmentServer.once('exit', (code) => reject(new Error(`npm run dev exited with ${code}:\n${output}`)));
    });
  });

  afterAll(async () => {
    if (developmentServer.exitCode === null) {
      const exited = new Promise((resolve) => developmentServer.once('exit', resolve));
      developmentServer.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('renders the page on the server, with the heading the built server renders', async () => {
    const fetchPage = async (from: string) => {
      const response = await fetch(`${from}/gb/`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      return response.text();
    };
    const [developmentPage, builtPage] = await Promise.all([fetchPage(origin), fetchPage(baseUrl())]);
    const heading = renderedHeading(builtPage);
    expect(heading).toBeDefined();
    expect(renderedHeading(developmentPage)).toBe(heading);
  });

  it('serves the loader as a script, and the plain host page opens the login dialog through it', async () => {
    const loader = await fetch(`${origin}/shopfront-loader.js`);
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toMatch(/^text\/javascript/);

    const page = await browser.newPage({ baseUrl: origin });
    await page.goto('/plain-host/');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: text('login.title') });
    await login.getByRole('textbox', { name: text('login.email') }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('hydrates the page and hot-reloads an edited module into it', async () => {
    const page = await browser.newPage({ baseUrl: origin });
    const viteMessages: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[vite]')) viteMessages.push(message.text());
    });
    await page.goto('/gb/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => viteMessages).toContain('[vite] connected.');
    await expectNoAxeViolations(page);

    const styleSheet = join(repositoryRoot, 'apps/site/src/site.css');
    const original = readFileSync(styleSheet, 'utf8');
    const hotUpdates = () => viteMessages.filter((message) => /hot updated: .*\/src\/site\.css/.test(message));
    try {
      writeFileSync(styleSheet, `${original}\n/* an edit during npm run dev */\n`);
      await expect.poll(() => hotUpdates().length, { timeout: 20_000 }).toBeGreaterThan(0);
    } finally {
      writeFileSync(styleSheet, original);
    }
  });
});
