import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { browserCatalogueSource, compileCatalogue } from '../src/catalogue.ts';

const compiledQuery = '?compiled';

/**
 * Compiles `messages/<locale>.json?compiled` imports at build time, so browsers receive Lingui's
 * compiled form and never download an ICU parser.
 */
export function linguiCataloguePlugin(): Plugin {
  return {
    name: 'shopfront:lingui-catalogue',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(`.json${compiledQuery}`)) return null;
      const file = id.slice(0, -compiledQuery.length);
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return { code: `export default ${JSON.stringify(compileCatalogue(browserCatalogueSource(source)))};`, moduleType: 'js' };
    },
  };
}
