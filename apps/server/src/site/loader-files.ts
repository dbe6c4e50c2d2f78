import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fileRoute } from '@shopfront/api';
import { type SiteEncoding, negotiateEncoding } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Revalidated on every use, so a new release reaches the demo's own page at once. */
const latest = { 'cache-control': 'no-cache' };
/** The loader under its version: the same bytes for as long as the address exists (a host's tag pins their hash). */
const versioned = { 'cache-control': 'public, max-age=31536000, immutable' };
/**
 * A public script a host page on any origin loads with `crossorigin="anonymous"` (which `integrity` needs): readable
 * cross-origin, and never with credentials.
 */
const anyOrigin = { 'access-control-allow-origin': '*' };

interface LoaderFile {
  readonly url: string;
  readonly file: string;
  readonly mediaType: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Files of the build at stable addresses (no hash in the name): the standalone loader a host page links to, and the
 * demo's plain-HTML host page that uses it.
 */
const stableFiles: readonly LoaderFile[] = [
  {
    url: '/shopfront-loader.js',
    file: 'shopfront-loader.js',
    mediaType: 'text/javascript',
    headers: { ...latest, ...anyOrigin },
  },
  { url: '/plain-host/', file: 'plain-host/index.html', mediaType: 'text/html', headers: latest },
  { url: '/plain-host/plain-host.js', file: 'plain-host/plain-host.js', mediaType: 'text/javascript', headers: latest },
  { url: '/plain-host/plain-host.css', file: 'plain-host/plain-host.css', mediaType: 'text/css', headers: latest },
];

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** The loader's name with a version as npm writes it (semver, with an optional pre-release or build), nothing else. */
const versionedPath = /^\/shopfront-loader-\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?\.js$/;

/**
 * The loader's versioned address, from the build's shopfront-loader.json (apps/site/build/loader-integrity-plugin.ts);
 * none for a build without one.
 */
async function versionedLoaderFile(distDirectory: string): Promise<LoaderFile | undefined> {
  const release = await readIfPresent(join(distDirectory, 'shopfront-loader.json'));
  if (!release) return undefined;
  const parsed: unknown = JSON.parse(release.toString('utf8'));
  const path = typeof parsed === 'object' && parsed !== null && 'path' in parsed ? parsed.path : undefined;
  if (typeof path !== 'string' || !versionedPath.test(path))
    throw new Error(`${join(distDirectory, 'shopfront-loader.json')} names no versioned path of the loader`);
  return {
    url: path,
    file: 'shopfront-loader.js',
    mediaType: 'text/javascript',
    headers: { ...versioned, ...anyOrigin },
  };
}

/**
 * Registers a route for each loader file the build contains; a build without them (a test's tiny site) gets none.
 * Compressed once, at start.
 */
export async function registerLoaderFiles(
  app: FastifyInstance,
  distDirectory: string,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  const versionedLoader = await versionedLoaderFile(distDirectory);
  // The loader at both its addresses is one file, read and compressed once.
  const contents = new Map<string, Promise<{ identity: Buffer; variants: Record<SiteEncoding, Buffer> } | undefined>>();
  const contentOf = async (file: string) => {
    const identity = await readIfPresent(join(distDirectory, file));
    if (!identity) return undefined;
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, variants: { br, gzip: gz } };
  };
  for (const { url, file, mediaType, headers: fileHeaders } of [
    ...stableFiles,
    ...(versionedLoader ? [versionedLoader] : []),
  ]) {
    if (!contents.has(file)) contents.set(file, contentOf(file));
    const content = await contents.get(file);
    if (!content) continue;
    const { identity, variants } = content;
    app.get(url, { schema: fileRoute(mediaType) }, (request, reply) => {
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type(`${mediaType}; charset=utf-8`)
        .headers(headers)
        .header('vary', 'accept-encoding')
        .headers(fileHeaders)
        .send(encoding ? variants[encoding] : identity);
    });
  }
}
