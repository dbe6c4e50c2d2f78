import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
/** What `npm run build:packages` builds, each into packages/<folder>/dist. */
const packageFolders = ['core', 'i18n', 'api', 'ui', 'account-widget', 'site-shell'];

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(join(repositoryRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

/** The shop's page with the site shell: the example `npm run bench` measures (examples/shell-host). */
const shellPage = readFileSync(join(repositoryRoot, 'examples/shell-host/main.tsx'), 'utf8');

/**
 * A shop's own Vite + React app, as its README would have it, with the packed tarballs and nothing else of ours: a
 * page with the widget (index.html) and one with the site shell's header and footer (shell.html).
 */
function writeShopApp(directory: string, tarballs: readonly string[]): void {
  const dependencies: Record<string, string> = Object.fromEntries(
    tarballs.map((tarball) => [
      `@shopfront/${tarball.replace(/^shopfront-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
      `file:./${tarball}`,
    ]),
  );
  // React, and the query cache the shell's page sets up around the header and footer.
  for (const name of ['react', 'react-dom', '@tanstack/react-query']) dependencies[name] = installedVersion(name);
  const devDependencies = {
    vite: installedVersion('vite'),
    '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
  };
  writeFileSync(
    join(directory, 'package.json'),
    JSON.stringify({ name: 'a-shop', private: true, type: 'module', dependencies, devDependencies }, null, 2),
  );
  writeFileSync(
    join(directory, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// The shop's own server would answer these; here the demo server does.
const api = process.env.SHOPFRONT_API;
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: ['index.html', 'shell.html'] } },
  preview: { proxy: { '^/(host-config|idp|oauth|auth-proxy|experience-api)([/?]|$)': api } },
});
`,
  );
  writeFileSync(
    join(directory, 'index.html'),
    `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>A shop</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body>
</html>
`,
  );
  writeFileSync(
    join(directory, 'shell.html'),
    readFileSync(join(repositoryRoot, 'examples/shell-host/index.html'), 'utf8').replace(
      './main.tsx',
      '/src/shell.tsx',
    ),
  );
  mkdirSync(join(directory, 'src'));
  writeFileSync(join(directory, 'src', 'shell.tsx'), shellPage);
  writeFileSync(
    join(directory, 'src', 'main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { loadAccountWidgetConfig } from '@shopfront/api';
import { openAccountDialog } from '@shopfront/api/browser';
import { mountAccountWidget } from '@shopfront/account-widget';
import '@shopfront/ui/tokens.css';
import '@shopfront/ui/style.css';
import '@shopfront/account-widget/style.css';

mountAccountWidget({
  locale: 'en-GB',
  loadConfig: () => loadAccountWidgetConfig(fetch, '/host-config?country=GB&locale=en-GB'),
  legalLinks: { registerHref: '/register', privacyHref: '/privacy', termsHref: '/terms' },
});

createRoot(document.getElementById('root')).render(
  <main>
    <h1>A shop</h1>
    <button type="button" onClick={() => openAccountDialog({ dialog: 'login' })}>Sign in</button>
  </main>,
);
`,
  );
}

function run(command: string, args: readonly string[], cwd: string): void {
  execFileSync(command, args, {
    cwd,
    stdio: 'pipe',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });
}

describe('the published packages in a fresh Vite + React app', () => {
  const browser = useBrowser();
  let directory: string;
  let preview: ChildProcess | undefined;
  let appUrl: string;

  beforeAll(async () => {
    const unbuilt = packageFolders.filter(
      (folder) => !existsSync(join(repositoryRoot, 'packages', folder, 'dist', 'package.json')),
    );
    if (unbuilt.length > 0)
      throw new Error(`Not built: ${unbuilt.join(', ')}. Run \`npm run build:packages\` (npm test does it) first`);
    directory = mkdtempSync(join(tmpdir(), 'shopfront-installed-'));
    for (const folder of packageFolders)
      run(
        'npm',
        ['pack', '--silent', '--pack-destination', directory, join(repositoryRoot, 'packages', folder, 'dist')],
        repositoryRoot,
      );
    const tarballs = readdirSync(directory).filter((file) => file.endsWith('.tgz'));
    writeShopApp(directory, tarballs);
    // Everything else comes from the npm cache the repository's own `npm ci` filled.
    run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], directory);
    run(process.execPath, [join(directory, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], directory);

    const port = await freePort();
    appUrl = `http://localhost:${port}`;
    const server = spawn(
      process.execPath,
      [join(directory, 'node_modules/vite/bin/vite.js'), 'preview', '--port', String(port), '--strictPort'],
      {
        cwd: directory,
        env: { ...process.env, SHOPFRONT_API: baseUrl() },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    preview = server;
    // Ready when it answers (what it prints differs with CI=true and without a terminal).
    let exited: number | null | undefined;
    server.once('exit', (code) => {
      exited = code;
    });
    for (let attempt = 0; ; attempt += 1) {
      if (exited !== undefined) throw new Error(`vite preview exited with ${exited}`);
      if (attempt > 300) throw new Error('vite preview did not answer within a minute');
      const answered = await fetch(appUrl).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);

  afterAll(() => {
    preview?.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  });

  it('renders the login dialog, opened through the bus', async () => {
    const page = await browser.newPage({ baseUrl: appUrl });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'A shop' }).waitFor();
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: catalogueText('en-GB', 'login.title') });
    await dialog.getByRole('heading', { name: catalogueText('en-GB', 'login.title') }).waitFor();
    await dialog.getByRole('textbox', { name: catalogueText('en-GB', 'login.email') }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('renders the site shell’s header and footer with the site’s data', async () => {
    const page = await browser.newPage({ baseUrl: appUrl });
    await page.goto('/shell.html');
    await page.getByRole('heading', { level: 1, name: 'A shop' }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: catalogueText('en-GB', 'nav.logo') }).waitFor();
    // The categories come from the site's configuration (the experience API, through the shop's proxy).
    await header
      .getByRole('navigation', { name: catalogueText('en-GB', 'nav.mainMenu') })
      .getByRole('button', { name: 'Kitchen' })
      .waitFor();
    await header.getByRole('button', { name: catalogueText('en-GB', 'nav.account') }).waitFor();
    await page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
