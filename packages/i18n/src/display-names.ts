import { type Locale, languageOf } from './locales.ts';

/** The language of a locale named in that language, as it reads inside a phrase (`français` for fr-BE). */
export function languageName(locale: Locale): string {
  const language = languageOf(locale);
  return new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
}

/** The same name standing alone, as in a language list: first letter upper-cased in that language (`Français`). */
export function languageLabel(locale: Locale): string {
  const name = languageName(locale);
  return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)}`;
}

/** A country named in the given locale (`Belgique` in fr-BE). */
export function countryName(country: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
}
