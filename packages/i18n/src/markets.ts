import type { BirthDateFormat, FeatureToggles } from '@shopfront/core';
import type { Locale } from './locales.ts';

/**
 * The market table: one entry per country shop. Adding a market means adding one entry here
 * (and its catalogue when it brings a new locale).
 */
export const brand = 'nordhem';

/** The club's welcome gift (docs/account-widget.md §1, docs/rules.md); its words come from the catalogue. */
export type WelcomeGift =
  | { readonly kind: 'amount-off'; readonly amount: number }
  | { readonly kind: 'percent-off'; readonly percent: number }
  | { readonly kind: 'percent-off-accessories'; readonly percent: number };

/**
 * docs/account-widget.md §9 feature toggles: the market's defaults (the server configuration can override them). The
 * spec's defaults hold in most markets; a few demo markets switch one on, so every variant can be tried without
 * configuration (README "Demo logins").
 */
export type { FeatureToggles };

export interface Market {
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  /** Locales in the order the language switcher lists them; the first is the default. */
  readonly locales: readonly Locale[];
  /** Production product domain. */
  readonly domain: string;
  /** ISO 4217 currency code. */
  readonly currency: string;
  readonly birthDateFormat: BirthDateFormat;
  /** Only the level-one marketing consent exists in this market. */
  readonly levelOneOnly: boolean;
  /** The consent also asks for residency in the United States and an age of 18 or more. */
  readonly requiresUsResidency: boolean;
  readonly welcomeGift: WelcomeGift | undefined;
  readonly features: FeatureToggles;
}

const standardFeatures: FeatureToggles = {
  multiLevelConsent: true,
  singleConsent: false,
  clubSelectAll: false,
  syncClub: false,
  clubNewsletterShown: true,
};

interface MarketEntry {
  readonly country: string;
  readonly locales: readonly Locale[];
  readonly domain: string;
  readonly currency: string;
  readonly birthDateFormat?: BirthDateFormat;
  readonly levelOneOnly?: boolean;
  readonly requiresUsResidency?: boolean;
  readonly welcomeGift?: WelcomeGift;
  readonly features?: Partial<FeatureToggles>;
}

const tenPercent = { kind: 'percent-off', percent: 10 } as const;
const fifteenPercent = { kind: 'percent-off', percent: 15 } as const;

const marketEntries: readonly MarketEntry[] = [
  { country: 'DK', locales: ['da-DK'], domain: 'nordhem.dk', currency: 'DKK', welcomeGift: fifteenPercent },
  {
    country: 'AT',
    locales: ['de-AT'],
    domain: 'nordhem.at',
    currency: 'EUR',
    birthDateFormat: 'MM/DD/YYYY',
    welcomeGift: tenPercent,
  },
  {
    country: 'CH',
    locales: ['de-CH', 'fr-CH', 'it-CH'],
    domain: 'nordhem.ch',
    currency: 'CHF',
    welcomeGift: tenPercent,
  },
  { country: 'DE', locales: ['de-DE'], domain: 'nordhem.de', currency: 'EUR', welcomeGift: tenPercent },
  { country: 'LU', locales: ['fr-LU', 'de-LU'], domain: 'nordhem.lu', currency: 'EUR' },
  {
    country: 'GB',
    locales: ['en-GB'],
    domain: 'nordhem.co.uk',
    currency: 'GBP',
    welcomeGift: { kind: 'amount-off', amount: 10 },
  },
  { country: 'SG', locales: ['en-SG'], domain: 'nordhem.com.sg', currency: 'SGD', levelOneOnly: true },
  {
    country: 'US',
    locales: ['en-US'],
    domain: 'nordhem.com',
    currency: 'USD',
    birthDateFormat: 'MM/DD/YYYY',
    levelOneOnly: true,
    requiresUsResidency: true,
  },
  { country: 'IE', locales: ['en-IE'], domain: 'nordhem.ie', currency: 'EUR', birthDateFormat: 'MM/DD/YYYY' },
  {
    country: 'ES',
    locales: ['es-ES'],
    domain: 'nordhem.es',
    currency: 'EUR',
    welcomeGift: { kind: 'percent-off-accessories', percent: 10 },
  },
  { country: 'MX', locales: ['es-MX'], domain: 'nordhem.com.mx', currency: 'MXN', levelOneOnly: true },
  {
    country: 'FI',
    locales: ['fi-FI'],
    domain: 'nordhem.fi',
    currency: 'EUR',
    birthDateFormat: 'D.M.YYYY',
    welcomeGift: fifteenPercent,
  },
  { country: 'FR', locales: ['fr-FR'], domain: 'nordhem.fr', currency: 'EUR', welcomeGift: fifteenPercent },
  {
    country: 'BE',
    locales: ['nl-BE', 'fr-BE'],
    domain: 'nordhem.be',
    currency: 'EUR',
    welcomeGift: tenPercent,
    features: { clubSelectAll: true },
  },
  { country: 'HU', locales: ['hu-HU'], domain: 'nordhem.hu', currency: 'HUF' },
  { country: 'IT', locales: ['it-IT'], domain: 'nordhem.it', currency: 'EUR', welcomeGift: fifteenPercent },
  {
    country: 'NL',
    locales: ['nl-NL'],
    domain: 'nordhem.nl',
    currency: 'EUR',
    welcomeGift: tenPercent,
    features: { singleConsent: true, syncClub: true },
  },
  { country: 'NO', locales: ['no-NO'], domain: 'nordhem.no', currency: 'NOK', welcomeGift: fifteenPercent },
  {
    country: 'PL',
    locales: ['pl-PL'],
    domain: 'nordhem.pl',
    currency: 'PLN',
    features: { multiLevelConsent: false, clubNewsletterShown: false },
  },
  { country: 'PT', locales: ['pt-PT'], domain: 'nordhem.pt', currency: 'EUR' },
  { country: 'SE', locales: ['sv-SE'], domain: 'nordhem.se', currency: 'SEK', welcomeGift: fifteenPercent },
  { country: 'CZ', locales: ['cs-CZ'], domain: 'nordhem.cz', currency: 'CZK' },
  { country: 'RO', locales: ['ro-RO'], domain: 'nordhem.ro', currency: 'RON' },
  { country: 'SK', locales: ['sk-SK'], domain: 'nordhem.sk', currency: 'EUR' },
  { country: 'SI', locales: ['sl-SI'], domain: 'nordhem.si', currency: 'EUR' },
  { country: 'GR', locales: ['el-GR'], domain: 'nordhem.gr', currency: 'EUR' },
  { country: 'HR', locales: ['hr-HR'], domain: 'nordhem.hr', currency: 'EUR' },
  { country: 'CA', locales: ['en-CA', 'fr-CA'], domain: 'nordhem.ca', currency: 'CAD', levelOneOnly: true },
];

// Pure: a bundle that only needs a locale check or a path drops the table.
export const markets: readonly Market[] = /* @__PURE__ */ marketEntries.map((entry) => ({
  country: entry.country,
  locales: entry.locales,
  domain: entry.domain,
  currency: entry.currency,
  birthDateFormat: entry.birthDateFormat ?? 'DD/MM/YYYY',
  levelOneOnly: entry.levelOneOnly ?? false,
  requiresUsResidency: entry.requiresUsResidency ?? false,
  welcomeGift: entry.welcomeGift,
  features: { ...standardFeatures, ...entry.features },
}));

/** Where customers write with questions about the club. */
export function supportEmailOf(market: Market): string {
  return `club@${market.domain}`;
}

export function findMarket(country: string): Market | undefined {
  const upper = country.toUpperCase();
  return markets.find((market) => market.country === upper);
}

/** The commerce site id of a market, e.g. `nordhem-gb`. */
export function siteIdOf(market: Market): string {
  return `${brand}-${market.country.toLowerCase()}`;
}
