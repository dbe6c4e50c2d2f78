import type { CompiledCatalogue } from './texts.ts';
import { catalogueLoader } from './browser.ts';

/** The account widget's texts, one lazy chunk per locale: loaded when a dialog first opens, or with a page that shows a widget form. */
export const loadWidgetCatalogue = catalogueLoader(
  import.meta.glob<CompiledCatalogue>('../messages/*.json', { query: '?compiled&part=widget', import: 'default' }),
);
