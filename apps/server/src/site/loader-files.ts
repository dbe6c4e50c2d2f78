import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fileRoute } from '@shopfront/api';
import { type SiteEncoding, negotiateEncoding } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Files of the build at stable addresses (no hash in the name): the standalone loader a host page links to, and the
 * demo's plain-HTML host page that uses it. Revalidated on every use (`no-cache`), so a new release reaches hosts at
 * once; compressed once, at start.
 */
const loaderFiles = [
  { url: '/shopfront-loader.js', file: 'shopfront-loader.js', mediaType: 'text/javascript' },
  { url: '/plain-host/', file: 'plain-host/index.html', mediaType: 'text/html' },
  { url: '/plain-host/plain-host.js', file: 'plain-host/plain-host.js', mediaType: 'text/javascript' },
  { url: '/plain-host/plain-host.css', file: 'plain-host/plain-host.css', mediaType: 'text/css' },
] as const;

async function readIfPresent(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/** Registers a route for each loader file the build contains; a build without them (a test's tiny site) gets none. */
export async function registerLoaderFiles(
  app: FastifyInstance,
  distDirectory: string,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  for (const { url, file, mediaType } of loaderFiles) {
    const identity = await readIfPresent(join(distDirectory, file));
    if (!identity) continue;
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const variants: Record<SiteEncoding, Buffer> = { br, gzip: gz };
    app.get(url, { schema: fileRoute(mediaType) }, (request, reply) => {
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply
        .type(`${mediaType}; charset=utf-8`)
        .headers(headers)
        .header('vary', 'accept-encoding')
        .header('cache-control', 'no-cache')
        .send(encoding ? variants[encoding] : identity);
    });
  }
}
