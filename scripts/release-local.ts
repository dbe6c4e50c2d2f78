// `npm run release:local`: publishes the packages to a real npm registry on loopback, as a release publishes them to
// npmjs.com (docs/releasing.md), so that a shop installs them by semver range with a plain `npm install`
// (examples/shop-app). Verdaccio, started here with its configuration and storage in a temp dir: @shopfront/* live
// only there; every other package it fetches from registry.npmjs.org (an uplink), so a registry=<url> install works too.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort } from '../test/free-port.ts';
import { distFolder, publishedPackages, readWorkspaceManifest, repositoryRoot } from './published-packages.ts';

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/`, for `npm install --@shopfront:registry=<url>`. */
  readonly url: string;
  /** The version every @shopfront package was published at. */
  readonly version: string;
  stop(): Promise<void>;
}

/** Verdaccio 6 wants Node 22 or newer; on an older Node the pinned Node 24 of scripts/use-node.sh runs it. */
function nodeTwentyTwoOrNewer(): string {
  if (Number(process.versions.node.split('.')[0]) >= 22) return process.execPath;
  const bin = execFileSync('bash', [join(repositoryRoot, 'scripts/use-node.sh'), '24'], { encoding: 'utf8' }).trim();
  return join(bin, 'node');
}

function verdaccioConfig(directory: string, port: number): string {
  return `storage: ${join(directory, 'storage')}
auth:
  htpasswd:
    file: ${join(directory, 'htpasswd')}
uplinks:
  npmjs:
    url: https://registry.npmjs.org/
packages:
  '@shopfront/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: npmjs
listen: 127.0.0.1:${port}
log: { type: stdout, format: pretty, level: warn }
`;
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited with ${child.exitCode}:\n${output()}`);
    const answered = await fetch(`${url}-/ping`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Verdaccio did not answer within a minute:\n${output()}`);
}

/** A publisher account on the fresh registry (npm's `adduser` request), and the token npm publishes with. */
async function publisherToken(url: string): Promise<string> {
  const response = await fetch(`${url}-/user/org.couchdb.user:shopfront-release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'shopfront-release', password: crypto.randomUUID() }),
  });
  const body: { token?: unknown } = await response.json();
  if (!response.ok || typeof body.token !== 'string')
    throw new Error(`The local registry refused the publisher account: ${response.status}`);
  return body.token;
}

/**
 * The one version of a release: the packages' own (`npm run version-packages` sets it from the changesets; the server's
 * versioned loader path and the widget package's copy of the loader read it too). Each built package.json must carry
 * it: a build from before the last version change is refused, not republished under another number.
 */
export function releaseVersion(): string {
  const versions = new Set(publishedPackages.map((pkg) => readWorkspaceManifest(pkg.folder).version));
  const [version, ...others] = versions;
  if (version === undefined || others.length > 0)
    throw new Error(
      `The published packages must share one version (.changeset/config.json \`fixed\`): ${[...versions].join(', ')}`,
    );
  const stale = publishedPackages.filter((pkg) => {
    const built: { version?: unknown } = JSON.parse(readFileSync(join(distFolder(pkg), 'package.json'), 'utf8'));
    return built.version !== version;
  });
  if (stale.length > 0)
    throw new Error(
      `Built before the version became ${version}: ${stale.map((pkg) => pkg.folder).join(', ')}. Run \`npm run build:packages\``,
    );
  return version;
}

/**
 * Starts Verdaccio on a free loopback port (or `port`), data in a temp dir, and publishes the built packages
 * (packages/<name>/dist, `npm run build:packages`) to it in dependency order.
 */
export async function releaseToLocalRegistry(options: { port?: number } = {}): Promise<LocalRegistry> {
  const missing = publishedPackages.filter((pkg) => {
    try {
      readFileSync(join(distFolder(pkg), 'package.json'));
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    throw new Error(`Not built: ${missing.map((pkg) => pkg.folder).join(', ')}. Run \`npm run build:packages\` first`);

  const directory = mkdtempSync(join(tmpdir(), 'shopfront-registry-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}/`;
  const configFile = join(directory, 'config.yaml');
  writeFileSync(configFile, verdaccioConfig(directory, port));
  const child = spawn(
    nodeTwentyTwoOrNewer(),
    [join(repositoryRoot, 'node_modules/verdaccio/bin/verdaccio'), '--config', configFile],
    {
      cwd: directory,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // However this process ends (an error thrown, a signal, process.exit), the registry and its data end with it: only
  // synchronous work runs in 'exit', and a signal is all Verdaccio needs.
  const stopWithProcess = () => {
    child.kill('SIGTERM');
    rmSync(directory, { recursive: true, force: true });
  };
  process.once('exit', stopWithProcess);
  const stop = async () => {
    process.off('exit', stopWithProcess);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(url, child, () => output);
    const userConfig = join(directory, 'npmrc');
    const registryHost = url.replace(/^http:/, '');
    writeFileSync(userConfig, `${registryHost}:_authToken=${await publisherToken(url)}\n`);
    const version = releaseVersion();
    for (const pkg of publishedPackages)
      execFileSync(
        'npm',
        [
          'publish',
          distFolder(pkg),
          '--registry',
          url,
          '--userconfig',
          userConfig,
          '--access',
          'public',
          '--no-provenance',
          '--loglevel=error',
        ],
        { cwd: directory, stdio: 'pipe', env: { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false' } },
      );
    return { url, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Ctrl-C, a SIGTERM (npm passes it on: package.json `exec`s this script, so no shell stands between) or a closed
  // terminal, at any step: the process exits, and the registry with it (stopWithProcess).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => process.exit(0));
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '4873' }, 'no-build': { type: 'boolean' } },
  });
  if (!values['no-build']) execFileSync('npm', ['run', 'build:packages'], { cwd: repositoryRoot, stdio: 'inherit' });
  const started = performance.now();
  const registry = await releaseToLocalRegistry({ port: Number(values.port) });
  console.log(`Published @shopfront/* ${registry.version} to ${registry.url} in ${Math.round(performance.now() - started)} ms.
Install them as a shop does, e.g. in examples/shop-app:
  npm install --@shopfront:registry=${registry.url}
The registry runs until you stop this command (Ctrl-C); its data goes with it.`);
}
