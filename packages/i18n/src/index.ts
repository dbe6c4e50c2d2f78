export {
  brand,
  fallbackLocale,
  findMarket,
  isSupportedLocale,
  countryOf,
  languageOf,
  markets,
  legalDocumentIds,
  legalDocumentPath,
  policyPaths,
  siteIdOf,
  supportEmailOf,
  supportedLocales,
  type FeatureToggles,
  type LegalDocumentId,
  type Locale,
  type Market,
  type WelcomeGift,
} from './markets.ts';
export {
  findSite,
  pageOf,
  parseSitePath,
  siteKey,
  sitePages,
  sitePath,
  sites,
  type Site,
  type SitePage,
  type SitePath,
} from './routing.ts';
export type { CompiledCatalogue, SourceCatalogue } from './catalogue.ts';
export { countryName, languageLabel, languageName } from './display-names.ts';
