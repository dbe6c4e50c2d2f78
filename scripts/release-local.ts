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
import { distFolder, publishedPackages, repositoryRoot } from './published-packages.ts';

export interface LocalRegistry {
  /** `http://127.0.0.1:<port>/`, for `npm install --@shopfront:registry=<url>`. */
  readonly url: string;
  /** The version every @shopfront package was published at. */
  readonly version: string;
  stop(): Promise<void>;
}

/** Verdaccio 6 and the changesets CLI want Node 22 or newer; on an older Node the pinned Node 24 of scripts/use-node.sh runs it. */
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

interface DistManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

/**
 * The release version in every built package.json, and in their dependencies on each other: the version the pending
 * changesets cut (`changeset status`), or the workspace's version when none is pending.
 */
function releaseVersion(): string {
  const statusFile = join(mkdtempSync(join(tmpdir(), 'shopfront-changesets-')), 'status.json');
  execFileSync(
    nodeTwentyTwoOrNewer(),
    [join(repositoryRoot, 'node_modules/@changesets/cli/bin.js'), 'status', `--output=${statusFile}`],
    {
      cwd: repositoryRoot,
      stdio: 'pipe',
    },
  );
  const status: { releases: { name: string; newVersion: string }[] } = JSON.parse(readFileSync(statusFile, 'utf8'));
  rmSync(statusFile);
  const [core] = publishedPackages.map((pkg): DistManifest =>
    JSON.parse(readFileSync(join(distFolder(pkg), 'package.json'), 'utf8')),
  );
  if (!core) throw new Error('scripts/published-packages.ts lists no package');
  return status.releases.find((release) => release.name === core.name)?.newVersion ?? core.version;
}

function stampVersion(version: string): void {
  for (const pkg of publishedPackages) {
    const file = join(distFolder(pkg), 'package.json');
    const manifest: DistManifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.version = version;
    for (const name of Object.keys(manifest.dependencies ?? {}))
      if (name.startsWith('@shopfront/') && manifest.dependencies) manifest.dependencies[name] = version;
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
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
  const stop = async () => {
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
    stampVersion(version);
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
  const shutDown = () => void registry.stop().then(() => process.exit(0));
  process.once('SIGINT', shutDown);
  process.once('SIGTERM', shutDown);
}
