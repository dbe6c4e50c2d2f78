/** Browser entry (bundled by Vite): lazy, per-locale compiled catalogues. */
import { setupI18n, type I18n } from '@lingui/core';
import type { CompiledCatalogue } from './catalogue.ts';
import { fallbackLocale, type Locale } from './locales.ts';

// One lazy chunk per locale: a page downloads the catalogue of its own locale only.
const catalogueLoaders = import.meta.glob<CompiledCatalogue>('../messages/*.json', {
  query: '?compiled',
  import: 'default',
});

function loaderFor(locale: string) {
  return catalogueLoaders[`../messages/${locale}.json`];
}

export function hasCatalogue(locale: string): boolean {
  return loaderFor(locale) !== undefined;
}

/** The locale's compiled catalogue (en-GB's where a locale has none yet); loaded once, whoever asks first. */
export function loadCatalogue(locale: Locale): Promise<CompiledCatalogue> {
  const catalogueLocale = hasCatalogue(locale) ? locale : fallbackLocale;
  const load = loaderFor(catalogueLocale);
  if (!load) return Promise.reject(new Error(`No catalogue for ${catalogueLocale}`));
  return load();
}

/** Loads the locale's catalogue (en-GB where a locale has none yet) and returns an active i18n instance. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const messages = await loadCatalogue(locale);
  const i18n = setupI18n({ missing: (_locale, id) => id });
  // Plural rules and number formats follow the page's locale even while its texts fall back.
  i18n.loadAndActivate({ locale, locales: [locale], messages });
  return i18n;
}
