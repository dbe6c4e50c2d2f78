/**
 * The forms a locale takes. The system uses BCP 47 `language-COUNTRY` locales (`en-GB`); the commerce (OCC) API names
 * them `language_COUNTRY` (`en_GB`). Every conversion and every look at a part of a locale goes through here.
 */
const localePattern = /^([a-z]{2})-([A-Z]{2})$/;
const occLangPattern = /^([a-z]{2})_([A-Z]{2})$/;

/** `en-GB` → `en_GB`; anything that is not a language-COUNTRY locale is refused. */
export function occLangOf(locale: string): string {
  const match = localePattern.exec(locale);
  if (!match) throw new RangeError(`not a language-COUNTRY locale: ${locale}`);
  return `${match[1]}_${match[2]}`;
}

/** `en_GB` → `en-GB`, or undefined when the value is not of the OCC form. */
export function localeOfOccLang(lang: string): string | undefined {
  const match = occLangPattern.exec(lang);
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** `fr-BE` → `fr`. */
export function languageOfLocale(locale: string): string {
  return locale.split('-', 1)[0] ?? locale;
}

/** `fr-BE` → `BE`. */
export function countryOfLocale(locale: string): string {
  return locale.slice(locale.indexOf('-') + 1);
}
