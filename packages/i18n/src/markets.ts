/**
 * The market table: one entry per country shop. Adding a market means adding one entry here
 * (and its catalogue when it brings a new locale).
 */
export const supportedLocales = [
  'da-DK', 'de-AT', 'de-CH', 'de-DE', 'de-LU', 'en-GB', 'en-SG', 'en-US', 'en-IE', 'es-ES', 'es-MX',
  'fi-FI', 'fr-FR', 'fr-CH', 'fr-BE', 'fr-LU', 'hu-HU', 'it-IT', 'it-CH', 'nl-NL', 'nl-BE', 'no-NO',
  'pl-PL', 'pt-PT', 'sv-SE', 'cs-CZ', 'ro-RO', 'sk-SK', 'sl-SI', 'el-GR', 'hr-HR', 'en-CA', 'fr-CA',
] as const;

export type Locale = (typeof supportedLocales)[number];

export const fallbackLocale: Locale = 'en-GB';

export const brand = 'nordhem';

export interface Market {
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  /** Locales in the order the language switcher lists them; the first is the default. */
  readonly locales: readonly Locale[];
  /** Production product domain. */
  readonly domain: string;
  /** ISO 4217 currency code. */
  readonly currency: string;
}

export const markets: readonly Market[] = [
  { country: 'DK', locales: ['da-DK'], domain: 'nordhem.dk', currency: 'DKK' },
  { country: 'AT', locales: ['de-AT'], domain: 'nordhem.at', currency: 'EUR' },
  { country: 'CH', locales: ['de-CH', 'fr-CH', 'it-CH'], domain: 'nordhem.ch', currency: 'CHF' },
  { country: 'DE', locales: ['de-DE'], domain: 'nordhem.de', currency: 'EUR' },
  { country: 'LU', locales: ['fr-LU', 'de-LU'], domain: 'nordhem.lu', currency: 'EUR' },
  { country: 'GB', locales: ['en-GB'], domain: 'nordhem.co.uk', currency: 'GBP' },
  { country: 'SG', locales: ['en-SG'], domain: 'nordhem.com.sg', currency: 'SGD' },
  { country: 'US', locales: ['en-US'], domain: 'nordhem.com', currency: 'USD' },
  { country: 'IE', locales: ['en-IE'], domain: 'nordhem.ie', currency: 'EUR' },
  { country: 'ES', locales: ['es-ES'], domain: 'nordhem.es', currency: 'EUR' },
  { country: 'MX', locales: ['es-MX'], domain: 'nordhem.com.mx', currency: 'MXN' },
  { country: 'FI', locales: ['fi-FI'], domain: 'nordhem.fi', currency: 'EUR' },
  { country: 'FR', locales: ['fr-FR'], domain: 'nordhem.fr', currency: 'EUR' },
  { country: 'BE', locales: ['nl-BE', 'fr-BE'], domain: 'nordhem.be', currency: 'EUR' },
  { country: 'HU', locales: ['hu-HU'], domain: 'nordhem.hu', currency: 'HUF' },
  { country: 'IT', locales: ['it-IT'], domain: 'nordhem.it', currency: 'EUR' },
  { country: 'NL', locales: ['nl-NL'], domain: 'nordhem.nl', currency: 'EUR' },
  { country: 'NO', locales: ['no-NO'], domain: 'nordhem.no', currency: 'NOK' },
  { country: 'PL', locales: ['pl-PL'], domain: 'nordhem.pl', currency: 'PLN' },
  { country: 'PT', locales: ['pt-PT'], domain: 'nordhem.pt', currency: 'EUR' },
  { country: 'SE', locales: ['sv-SE'], domain: 'nordhem.se', currency: 'SEK' },
  { country: 'CZ', locales: ['cs-CZ'], domain: 'nordhem.cz', currency: 'CZK' },
  { country: 'RO', locales: ['ro-RO'], domain: 'nordhem.ro', currency: 'RON' },
  { country: 'SK', locales: ['sk-SK'], domain: 'nordhem.sk', currency: 'EUR' },
  { country: 'SI', locales: ['sl-SI'], domain: 'nordhem.si', currency: 'EUR' },
  { country: 'GR', locales: ['el-GR'], domain: 'nordhem.gr', currency: 'EUR' },
  { country: 'HR', locales: ['hr-HR'], domain: 'nordhem.hr', currency: 'EUR' },
  { country: 'CA', locales: ['en-CA', 'fr-CA'], domain: 'nordhem.ca', currency: 'CAD' },
];

export function findMarket(country: string): Market | undefined {
  const upper = country.toUpperCase();
  return markets.find((market) => market.country === upper);
}

export function isSupportedLocale(value: string): value is Locale {
  return (supportedLocales as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): string {
  return locale.slice(0, 2);
}

/** The commerce site id of a market, e.g. `nordhem-gb`. */
export function siteIdOf(market: Market): string {
  return `${brand}-${market.country.toLowerCase()}`;
}
