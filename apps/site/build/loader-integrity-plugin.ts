import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** What `shopfront-loader.json` says about the loader beside it: the tag a host page puts in its `<head>`. */
interface LoaderRelease {
  /** The version of @shopfront/account-widget the loader is built from. */
  readonly version: string;
  /**
   * Where the Shopfront server serves this file, immutable: `/shopfront-loader-<version>.js`, beside the unversioned
   * one, since the loader imports its chunks by addresses relative to its own (`./assets/…`).
   */
  readonly path: string;
  /** The Subresource Integrity of the file's bytes (sha384, base64), for the tag's `integrity` attribute. */
  readonly integrity: string;
}

const loaderFileName = 'shopfront-loader.js';

function subresourceIntegrity(content: Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

function widgetVersion(): string {
  const manifest: { version: string } = JSON.parse(
    readFileSync(new URL('../../../packages/account-widget/package.json', import.meta.url), 'utf8'),
  );
  return manifest.version;
}

/**
 * Writes `shopfront-loader.json` next to the built loader: its version, versioned path and integrity hash, from the bytes
 * the server sends, for the README's tag, the widget package and the server's versioned route.
 */
export function loaderIntegrityPlugin(): Plugin {
  return {
    name: 'shopfront:loader-integrity',
    apply: 'build',
    async writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const version = widgetVersion();
      const release: LoaderRelease = {
        version,
        path: `/shopfront-loader-${version}.js`,
        integrity: subresourceIntegrity(await readFile(join(outDir, loaderFileName))),
      };
      await writeFile(join(outDir, 'shopfront-loader.json'), `${JSON.stringify(release, null, 2)}\n`);
    },
  };
}
