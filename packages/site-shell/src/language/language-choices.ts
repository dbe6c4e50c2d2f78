import type { AlternateLanguages } from '@shopfront/api';
import { type Site, languageLabel } from '@shopfront/i18n';

export interface LanguageChoice {
  /** BCP 47, e.g. `fr-BE`. */
  readonly id: string;
  readonly name: string;
  /** The same page in this language, when the layout was given the language object. */
  readonly url?: string;
}

/**
 * The languages a switcher offers (docs/site-shell.md §3 language data): the page's language object when the layout
 * has one, else the market's locales.
 */
export function languageChoicesOf(site: Site, languageObject?: AlternateLanguages): LanguageChoice[] {
  if (languageObject)
    return languageObject.languages.map((language) => ({
      id: language.hrefLang,
      name: language.name,
      url: language.url,
    }));
  return site.market.locales.map((locale) => ({ id: locale, name: languageLabel(locale) }));
}
