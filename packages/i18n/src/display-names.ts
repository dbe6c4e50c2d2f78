import { type Locale, languageOf } from './locales.ts';

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * One `Intl.DisplayNames` per locale and type, kept: a browser's first one on a page costs tens of milliseconds, and
 * lists (the markets page, a dashboard's devices, a language switcher) name many things in one locale.
 */
function displayNamesOf(locale: string, type: 'language' | 'region'): Intl.DisplayNames {
  const key = `${type} ${locale}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type });
    displayNames.set(key, names);
  }
  return names;
}

/** The language of a locale named in that language, as it reads inside a phrase (`français` for fr-BE). */
export function languageName(locale: Locale): string {
  const language = languageOf(locale);
  return displayNamesOf(locale, 'language').of(language) ?? language;
}

/** The same name standing alone, as in a language list: first letter upper-cased in that language (`Français`). */
export function languageLabel(locale: Locale): string {
  const name = languageName(locale);
  return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)}`;
}

/** A country named in the given locale (`Belgique` in fr-BE). */
export function countryName(country: string, locale: string): string {
  return displayNamesOf(locale, 'region').of(country) ?? country;
}
