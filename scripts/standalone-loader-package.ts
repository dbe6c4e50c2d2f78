// The standalone loader in @shopfront/account-widget (loader/): the file the Shopfront server serves at
// /shopfront-loader-<version>.js and its shopfront-loader.json (version, path, integrity), for a shop's build to take
// the tag's src and integrity from the version it installed.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const site = fileURLToPath(new URL('../apps/site/', import.meta.url));
const loaderFiles = ['shopfront-loader.js', 'shopfront-loader.json'];

/** Builds the loader as the site's build does (the same bytes, so the same integrity) and adds it to the package in `dist`. */
export async function shipStandaloneLoader(dist: string): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), 'shopfront-loader-'));
  try {
    await build({
      root: site,
      configFile: join(site, 'vite.loader.config.ts'),
      configLoader: 'runner',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    mkdirSync(join(dist, 'loader'), { recursive: true });
    for (const file of loaderFiles) copyFileSync(join(outDir, file), join(dist, 'loader', file));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  const manifestPath = join(dist, 'package.json');
  const manifest: { exports: Record<string, unknown>; files?: string[] } = JSON.parse(
    readFileSync(manifestPath, 'utf8'),
  );
  for (const file of loaderFiles) manifest.exports[`./loader/${file}`] = `./loader/${file}`;
  manifest.files?.push('loader/');
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
}
