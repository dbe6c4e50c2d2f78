// Issue 25: the shop example's first login open, measured as a shop's shoppers get it. The bench runs the same steps
// as its e2e test (e2e/shop-app.test.ts, e2e/support/shop-app.ts): the packages published to a loopback registry
// (`npm run release:local`'s code), the example installed from it by semver range with a plain `npm install`, built
// with its own `npm run build`, served as static files behind nginx with the repository's template in front of the
// Shopfront server. Building it against the workspace's sources instead would measure our Vite configuration, not the
// published packages' code through a shop's own build, which is what a shop's page downloads.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { releaseToLocalRegistry } from '../release-local.ts';
import { startDemoServer } from '../../e2e/support/demo-server.ts';
import { copyShop, frontDoor, runInShop } from '../../e2e/support/shop-app.ts';
import { runNginx } from '../../e2e/topology/support/nginx.ts';
import { freePort } from '../../test/free-port.ts';
import { kib, listFiles, recordDownloads } from './downloads.mjs';

/** An npm command in the shop's directory; when it fails, the error says what npm printed (not its bytes). */
function inShop(args, directory) {
  try {
    runInShop('npm', args, directory);
  } catch (error) {
    throw new Error(`npm ${args.join(' ')} in the shop example failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  }
}

/** Its home page until idle, then the login dialog opened through the bus event until idle again. */
async function measureFirstLoginOpen(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const downloads = recordDownloads(page);
    await page.goto(`${origin}/gb/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const home = await downloads.settle();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } })),
    );
    await page.getByRole('dialog').getByRole('textbox').first().waitFor();
    const login = await downloads.settle();
    listFiles('shop example: home page', home);
    listFiles('shop example: login first open', login);
    return { home, login };
  } finally {
    await context.close();
  }
}

export async function shopAppFigures(browser) {
  const registry = await releaseToLocalRegistry();
  let shopDirectory;
  let shopfront;
  let nginx;
  try {
    shopDirectory = copyShop(registry);
    inShop(['install', '--prefer-offline', '--loglevel=error'], shopDirectory);
    inShop(['run', 'build'], shopDirectory);
    const port = await freePort();
    shopfront = await startDemoServer({}, { PUBLIC_ORIGIN: `http://localhost:${port}`, TRUST_PROXY: '1' });
    const server = shopfront;
    nginx = await runNginx(port, () => frontDoor(port, join(shopDirectory, 'dist'), server));
    const { home, login } = await measureFirstLoginOpen(browser, nginx.origin);
    return [
      {
        what: 'shop example (examples/shop-app): login first open, widget only',
        value: kib(login),
        budget: 20,
        unit: 'KiB',
        besidePeers: true,
      },
      {
        what: 'shop example: home page + login first open, all (React, shell, page)',
        value: kib([...home, ...login]),
        unit: 'KiB',
        besidePeers: true,
      },
    ];
  } finally {
    await nginx?.stop();
    await shopfront?.dispose();
    await registry.stop();
    if (shopDirectory) rmSync(shopDirectory, { recursive: true, force: true });
  }
}
