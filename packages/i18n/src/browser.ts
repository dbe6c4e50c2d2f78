/** Browser entry (bundled by Vite): the loaders of the catalogue parts a page or the widget loads (catalogue-parts.ts). */
import type { CompiledCatalogue } from './texts.ts';
import { fallbackLocale, type Locale } from './locales.ts';

/** One part of a locale's catalogue, loaded once, whoever asks first; en-GB's where a locale has none. */
export type CatalogueLoader = (locale: Locale) => Promise<CompiledCatalogue>;

/** A part's loader from its `import.meta.glob('../messages/*.json', { query: '?compiled…' })`. */
export function catalogueLoader(loaders: Readonly<Record<string, () => Promise<CompiledCatalogue>>>): CatalogueLoader {
  return (locale) => {
    const load = loaders[`../messages/${locale}.json`] ?? loaders[`../messages/${fallbackLocale}.json`];
    return load ? load() : Promise.reject(new Error(`No catalogue for ${locale}`));
  };
}
