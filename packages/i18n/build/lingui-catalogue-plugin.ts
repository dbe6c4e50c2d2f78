import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { browserCatalogueSource, compileCatalogue } from '../src/catalogue.ts';
import { type CataloguePart, isCataloguePart } from '../src/catalogue-parts.ts';

const messagesDirectory = fileURLToPath(new URL('../messages/', import.meta.url));
const browserModule = fileURLToPath(new URL('../src/browser.ts', import.meta.url));
/** `import loadTexts from 'virtual:shopfront-catalogue/<part>'`: the part's loader, `(locale) => Promise<catalogue>`. */
const loaderPrefix = 'virtual:shopfront-catalogue/';
const resolvedLoaderPrefix = `\0${loaderPrefix}`;

/**
 * The module id of a locale's compiled part. The shell's part is `<locale>.json?compiled`, the id the server
 * preloads with every page (apps/server/src/site/page-assets.ts); another part adds `&part=<part>`.
 */
export function cataloguePartId(file: string, part: CataloguePart): string {
  return part === 'shell' ? `${file}?compiled` : `${file}?compiled&part=${part}`;
}

/** The part a `messages/<locale>.json?compiled…` id asks for; undefined for any other id. */
function partOfId(id: string): CataloguePart | undefined {
  const [file, query] = id.split('?');
  if (!file?.endsWith('.json') || query === undefined) return undefined;
  const parameters = new URLSearchParams(query);
  if (!parameters.has('compiled')) return undefined;
  const part = parameters.get('part') ?? 'shell';
  if (!isCataloguePart(part)) throw new Error(`${id}: no catalogue part named ${part}`);
  return part;
}

/**
 * Compiles `messages/<locale>.json?compiled[&part=<part>]` imports at build time, so browsers receive Lingui's compiled
 * form of the texts they need (catalogue-parts.ts) and never download an ICU parser; and gives each part a loader
 * module, `virtual:shopfront-catalogue/<part>`, with one lazy chunk per locale.
 */
export function linguiCataloguePlugin(): Plugin {
  return {
    name: 'shopfront:lingui-catalogue',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(loaderPrefix) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(resolvedLoaderPrefix)) {
        const part = id.slice(resolvedLoaderPrefix.length);
        if (!isCataloguePart(part)) throw new Error(`${id}: no catalogue part named ${part}`);
        const locales = (await readdir(messagesDirectory))
          .filter((name) => name.endsWith('.json'))
          .map((name) => name.slice(0, -'.json'.length));
        // Keyed like the glob of a part's own module (shell-catalogue.ts), for the same loader and fallback.
        const loaders = locales.map(
          (locale) =>
            `${JSON.stringify(`../messages/${locale}.json`)}: () => import(${JSON.stringify(cataloguePartId(`${messagesDirectory}${locale}.json`, part))}).then((module) => module.default)`,
        );
        return {
          code: `import { catalogueLoader } from ${JSON.stringify(browserModule)};\nexport default catalogueLoader({${loaders.join(', ')}});\n`,
          moduleType: 'js',
        };
      }
      const part = partOfId(id);
      if (part === undefined) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return {
        code: `export default ${JSON.stringify(compileCatalogue(browserCatalogueSource(source, part)))};`,
        moduleType: 'js',
      };
    },
  };
}
