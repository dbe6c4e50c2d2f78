import type { CompiledCatalogue } from './texts.ts';
import { catalogueLoader } from './browser.ts';

/**
 * The site shell's texts (header, footer and what they open): every page of a site loads them first, one lazy chunk
 * per locale. (`?compiled` alone is the shell's part: the id the server preloads with every page.)
 */
export const loadShellCatalogue = catalogueLoader(
  import.meta.glob<CompiledCatalogue>('../messages/*.json', { query: '?compiled', import: 'default' }),
);
