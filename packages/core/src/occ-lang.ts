/**
 * The commerce (OCC) API names a language as `language_COUNTRY` (`en_GB`) where the rest of the system uses BCP 47
 * locales (`en-GB`). These two functions are the only place the two forms meet.
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
