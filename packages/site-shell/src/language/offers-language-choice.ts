import type { AlternateLanguages } from '@shopfront/api';
import type { Site } from '@shopfront/i18n';

/**
 * docs/site-shell.md §9: a language picker only with more than one language, of those `languageChoicesOf` lists (the
 * page's language object, else the market's locales). Counted without naming them: the header and the footer decide
 * without the switcher's code, which names them.
 */
export function offersLanguageChoice(site: Site, languageObject?: AlternateLanguages): boolean {
  return (languageObject?.languages ?? site.market.locales).length > 1;
}
