// What a page fetched, measured in the browser: every script and style sheet, with its body, brotli-compressed here at
// the quality of the build's precompressed files (what the server sends a browser that accepts br).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** How long the page must have no request open before it counts as idle. */
const quietMilliseconds = 500;

/**
 * Records the scripts and style sheets a page fetches from now on. `settle()` waits until the page has had no request
 * open for a while and hands over what arrived since the last `settle()`.
 */
export function recordDownloads(page) {
  let pending = [];
  let open = 0;
  let lastChange = Date.now();
  const opened = () => {
    open += 1;
    lastChange = Date.now();
  };
  const closed = () => {
    open -= 1;
    lastChange = Date.now();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, type, body })));
  });
  return {
    async settle() {
      while (open > 0 || Date.now() - lastChange < quietMilliseconds) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const arrived = await Promise.all(pending);
      pending = [];
      return arrived;
    },
  };
}

const brotliBytes = new Map();
function brotliSize(download) {
  if (!brotliBytes.has(download.path)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    brotliBytes.set(download.path, brotliCompressSync(download.body, { params }).length);
  }
  return brotliBytes.get(download.path);
}

/** The brotli KiB of some downloads, each file once. */
export function kib(downloads) {
  const byPath = new Map(downloads.map((download) => [download.path, download]));
  return [...byPath.values()].reduce((sum, download) => sum + brotliSize(download), 0) / 1024;
}

/** The downloads whose file is not among `others`' (a file is named by its path: the builds hash their names). */
export function without(downloads, others) {
  const paths = new Set(others.map((download) => download.path));
  return downloads.filter((download) => !paths.has(download.path));
}

export const scripts = (downloads) => downloads.filter((download) => download.type === 'script');
export const styleSheets = (downloads) => downloads.filter((download) => download.type === 'stylesheet');

/** BENCH_FILES=1: each file of a figure with its brotli bytes (what to trim next). */
export function listFiles(what, downloads) {
  if (!process.env.BENCH_FILES) return;
  console.log(what);
  for (const download of downloads) console.log(`${brotliSize(download)}`.padStart(7), download.path);
}

/**
 * The paths of React's chunks in one Vite build (React and what it imports), from the build's manifest: a host that
 * has React already does not download them again, so the widget-only and shell figures leave them out.
 */
export function reactPaths(distDirectory, manifestFile) {
  const manifest = JSON.parse(readFileSync(join(distDirectory, '.vite', manifestFile), 'utf8'));
  const reactKey = Object.keys(manifest).find(
    (key) => manifest[key].name === 'react' || key.endsWith('/react/index.js'),
  );
  if (!reactKey) throw new Error(`${manifestFile} has no React chunk`);
  const paths = new Set();
  const visit = (key) => {
    const path = `/${manifest[key].file}`;
    if (paths.has(path)) return;
    paths.add(path);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(reactKey);
  return paths;
}
