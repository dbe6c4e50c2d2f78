import type { CompiledCatalogue } from './texts.ts';
import { catalogueLoader } from './browser.ts';

/** The header overlay's texts (account menu, mini cart), one lazy chunk per locale: loaded with the overlay's code. */
export const loadHeaderOverlayCatalogue = catalogueLoader(
  import.meta.glob<CompiledCatalogue>('../messages/*.json', {
    query: '?compiled&part=headerOverlay',
    import: 'default',
  }),
);
