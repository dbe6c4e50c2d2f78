/** Browser entry (bundled by Vite): Lingui set up from the catalogue parts a page or the widget loads (catalogue-parts.ts). */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { CompiledCatalogue } from './catalogue.ts';
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

/** An active i18n instance for the locale with the texts of the given catalogue parts. */
export function createI18n(locale: Locale, catalogues: readonly CompiledCatalogue[]): I18n {
  return activeI18n(locale, Object.assign({}, ...catalogues) as Messages);
}

/** A new active i18n instance with the texts of `i18n` and those of further parts (a part loaded with lazy code). */
export function extendI18n(i18n: I18n, catalogues: readonly CompiledCatalogue[]): I18n {
  return activeI18n(i18n.locale, Object.assign({}, i18n.messages, ...catalogues) as Messages);
}

function activeI18n(locale: string, messages: Messages): I18n {
  const i18n = setupI18n({ missing: (_locale, id) => id });
  // Plural rules and number formats follow the page's locale even while its texts fall back.
  i18n.loadAndActivate({ locale, locales: [locale], messages });
  return i18n;
}
