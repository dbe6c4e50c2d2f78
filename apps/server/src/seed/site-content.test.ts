import { describe, expect, it } from 'vitest';
import { partnerFormOf } from '@shopfront/api';
import { type Locale, type Site, findSite, languageOf, sites } from '@shopfront/i18n';
import { buildSiteContent } from './site-content.ts';
import { siteContentTextsOf } from './site-content-locales.ts';
import { locatorExamples } from './site-content-markets.ts';

const placeholderOf = (site: Site | undefined) =>
  site ? partnerFormOf(buildSiteContent(site).footer)?.placeholder : undefined;

/** The fields of the content a visitor reads (links, ids and values such as phone numbers are not words). */
const readableFields = new Set(['label', 'title', 'copy', 'message', 'formLabel', 'placeholder']);

function readableTextsOf(value: unknown, field = ''): string[] {
  if (typeof value === 'string') return readableFields.has(field) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => readableTextsOf(item, field));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => readableTextsOf(item, key));
  return [];
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** What the site shows, and the texts it is made of before `{city}` and the like are filled in. */
const textsOfSite = (site: Site) => [
  ...readableTextsOf(buildSiteContent(site)),
  ...stringsOf(siteContentTextsOf(site.locale)),
];
const nonEnglishSites = sites.filter((site) => languageOf(site.locale) !== 'en');
const englishTexts = new Set(sites.filter((site) => languageOf(site.locale) === 'en').flatMap(textsOfSite));

/** English texts other languages write the same way: brand names in every language, and words a language shares. */
const brandNames = new Set([
  'Facebook',
  'Instagram',
  'YouTube',
  'LinkedIn',
  'Pinterest',
  'Visa',
  'Mastercard',
  'American Express',
  'PayPal',
  'Klarna',
  'Apple Pay',
]);
const sharedWords: Readonly<Record<string, readonly string[]>> = {
  Service: ['da', 'de', 'nl'],
  Newsletter: ['cs', 'de', 'es', 'fr', 'hr', 'it', 'pl', 'pt', 'ro', 'sk'],
  Ovens: ['nl'],
  Press: ['sv'],
};
const isSameInLanguage = (text: string, language: string) =>
  brandNames.has(text) || (sharedWords[text]?.includes(language) ?? false);

/** The top-level part of each site's example e-mail address: its own country's. */
const emailCountryDomains: Readonly<Record<Locale, string>> = {
  'cs-CZ': '.cz',
  'da-DK': '.dk',
  'de-AT': '.at',
  'de-CH': '.ch',
  'de-DE': '.de',
  'de-LU': '.lu',
  'el-GR': '.gr',
  'en-CA': '.ca',
  'en-GB': '.co.uk',
  'en-IE': '.ie',
  'en-SG': '.com.sg',
  'en-US': '.com',
  'es-ES': '.es',
  'es-MX': '.mx',
  'fi-FI': '.fi',
  'fr-BE': '.be',
  'fr-CA': '.ca',
  'fr-CH': '.ch',
  'fr-FR': '.fr',
  'fr-LU': '.lu',
  'hr-HR': '.hr',
  'hu-HU': '.hu',
  'it-CH': '.ch',
  'it-IT': '.it',
  'nl-BE': '.be',
  'nl-NL': '.nl',
  'no-NO': '.no',
  'pl-PL': '.pl',
  'pt-PT': '.pt',
  'ro-RO': '.ro',
  'sk-SK': '.sk',
  'sl-SI': '.si',
  'sv-SE': '.se',
};

/** Spellings and words of another variant of the same language that a site must not show. */
const otherVariantsWords: ReadonlyArray<readonly [Locale, RegExp]> = [
  ['de-CH', /ß/],
  ['en-US', /\b(centres?|postcode|hobs|fridges|tumble)\b/i],
  ['en-CA', /\b(centers?|postcode|ZIP|hobs|fridges|tumble)\b/i],
  ['en-GB', /\b(centers?|ZIP|cooktops?)\b/i],
  ['fr-CA', /\b(e-mail|newsletter|lave-linge|sèche-linge)\b/i],
  ['fr-CH', /\bcode postal\b/i],
  ['it-CH', /\bCAP\b/],
  ['es-MX', /\b(vídeo|recambios|frigoríficos?|newsletter)\b/i],
  ['nl-BE', /\b(colofon|wasdrogers)\b/i],
];

describe('seeded site content', () => {
  it.each(sites.map((site) => [site.locale, site] as const))(
    '%s: the locator field’s example is a place of its own country',
    (_locale, site) => {
      const placeholder = placeholderOf(site) ?? '';
      expect(placeholder).toContain(locatorExamples[site.locale]);
      expect(placeholder).not.toContain('{place}');
    },
  );

  it('gives the Dutch and the French site of Belgium Belgian examples', () => {
    expect(placeholderOf(findSite('BE', 'nl-BE'))).toBe('bijv. 2000 Antwerpen');
    expect(placeholderOf(findSite('BE', 'fr-BE'))).toBe('p. ex. 1000 Bruxelles');
  });

  it.each(sites.map((site) => [site.locale, emailCountryDomains[site.locale], site] as const))(
    '%s: the newsletter field’s example address is on the country domain %s',
    (_locale, countryDomain, site) => {
      const placeholder = buildSiteContent(site).footer.newsletter?.placeholder ?? '';
      expect(placeholder).toMatch(/^[^@\s]+@[^@\s{}]+$/);
      expect(placeholder.split('@')[1]?.endsWith(countryDomain)).toBe(true);
    },
  );

  it.each(nonEnglishSites.map((site) => [site.locale, site] as const))(
    '%s shows no text of the English content untranslated',
    (_locale, site) => {
      const untranslated = textsOfSite(site).filter(
        (text) => englishTexts.has(text) && !isSameInLanguage(text, languageOf(site.locale)),
      );
      expect(untranslated).toEqual([]);
    },
  );

  it.each(otherVariantsWords)('%s writes as its own country does (no %s)', (locale, otherVariant) => {
    const site = sites.find((candidate) => candidate.locale === locale);
    expect(site).toBeDefined();
    expect(site ? textsOfSite(site).filter((text) => otherVariant.test(text)) : []).toEqual([]);
  });

  it('gives the German sites of Switzerland, Germany and Austria the same words in their own spelling', () => {
    const bannerOf = (country: string, locale: string) => {
      const site = findSite(country, locale);
      return site ? buildSiteContent(site).notificationBanner?.title : undefined;
    };
    expect(bannerOf('CH', 'de-CH')).toBe('Kostenlose Lieferung für alle Grossgeräte');
    expect(bannerOf('DE', 'de-DE')).toBe('Kostenlose Lieferung für alle Großgeräte');
    expect(bannerOf('AT', 'de-AT')).toBe('Kostenlose Lieferung für alle Großgeräte');
  });
});
