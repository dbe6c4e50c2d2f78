export {
  brand,
  fallbackLocale,
  findMarket,
  isSupportedLocale,
  languageOf,
  markets,
  siteIdOf,
  supportedLocales,
  type Locale,
  type Market,
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
