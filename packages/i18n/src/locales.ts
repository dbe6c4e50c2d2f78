import { countryOfLocale, languageOfLocale } from '@shopfront/core';

/**
 * The locales of the market table (markets.ts), apart from it: a bundle that only checks a locale (the widget's
 * first open) does not carry the table.
 */
export const supportedLocales = [
  'da-DK',
  'de-AT',
  'de-CH',
  'de-DE',
  'de-LU',
  'en-GB',
  'en-SG',
  'en-US',
  'en-IE',
  'es-ES',
  'es-MX',
  'fi-FI',
  'fr-FR',
  'fr-CH',
  'fr-BE',
  'fr-LU',
  'hu-HU',
  'it-IT',
  'it-CH',
  'nl-NL',
  'nl-BE',
  'no-NO',
  'pl-PL',
  'pt-PT',
  'sv-SE',
  'cs-CZ',
  'ro-RO',
  'sk-SK',
  'sl-SI',
  'el-GR',
  'hr-HR',
  'en-CA',
  'fr-CA',
] as const;

export type Locale = (typeof supportedLocales)[number];

export const fallbackLocale: Locale = 'en-GB';

export function isSupportedLocale(value: string): value is Locale {
  return (supportedLocales as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): string {
  return languageOfLocale(locale);
}

/** The country part of a locale, upper case: `fr-BE` → `BE`. */
export function countryOf(locale: Locale): string {
  return countryOfLocale(locale);
}
