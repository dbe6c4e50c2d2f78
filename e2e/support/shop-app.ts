// The shop example (examples/shop-app) as a shop runs it, shared by its e2e test and `npm run bench`: its files copied
// out of the repository with the .npmrc of a shop that installs @shopfront from a registry, and the repository's nginx
// template (examples/shop-app/nginx.conf.template) filled in with a run's addresses.
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalRegistry } from '../../scripts/release-local.ts';
import type { DemoServer } from './demo-server.ts';

const shopExample = fileURLToPath(new URL('../../examples/shop-app/', import.meta.url));

/** Runs an npm command in the shop's directory, as a shop's CI would (no audit, no funding notes). */
export function runInShop(command: string, args: readonly string[], cwd: string): void {
  execFileSync(command, args, {
    cwd,
    stdio: 'pipe',
    env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' },
  });
}

/** The shop's files in a temp dir, with the .npmrc a shop using that registry for @shopfront would have. */
export function copyShop(registry: LocalRegistry): string {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-shop-app-'));
  // nginx's workers run as an unprivileged user when it is started as root: they must read the built files.
  chmodSync(directory, 0o755);
  cpSync(shopExample, directory, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  writeFileSync(join(directory, '.npmrc'), `@shopfront:registry=${registry.url}\n`);
  return directory;
}

/** The repository's nginx template with this run's addresses. */
export function frontDoor(port: number, shopRoot: string, shopfront: DemoServer): string {
  const upstream = new URL(shopfront.baseUrl);
  return readFileSync(join(shopExample, 'nginx.conf.template'), 'utf8')
    .replaceAll('${LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${SHOP_ROOT}', shopRoot)
    .replaceAll('${SHOPFRONT}', `127.0.0.1:${upstream.port}`);
}
