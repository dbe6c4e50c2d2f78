export { countryOf, fallbackLocale, isSupportedLocale, languageOf, supportedLocales, type Locale } from './locales.ts';
export {
  brand,
  findMarket,
  markets,
  siteIdOf,
  supportEmailOf,
  type FeatureToggles,
  type Market,
  type WelcomeGift,
} from './markets.ts';
export { legalDocumentIds, legalDocumentPath, policyPaths, type LegalDocumentId } from './policy-paths.ts';
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
export {
  createTexts,
  withMoreTexts,
  type CompiledCatalogue,
  type TextLookup,
  type TextValues,
  type Texts,
} from './texts.ts';
export { catalogueParts, type CataloguePart } from './catalogue-parts.ts';
export { countryName, languageLabel, languageName } from './display-names.ts';
