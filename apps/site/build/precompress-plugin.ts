import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text. Images and fonts are compressed already. */
const textFile = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build, so the server sends
 * them as they are (never compressing per request) by the request's Accept-Encoding.
 */
export function precompressPlugin(): Plugin {
  return {
    name: 'shopfront:precompress',
    // The server bundle (`build --ssr`) is never sent to a browser.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && isSsrBuild !== true,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => textFile.test(fileName))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const content = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
          }),
      );
    },
  };
}
