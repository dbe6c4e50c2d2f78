import { describe, expect, it } from 'vitest';
import { countryOfLocale, languageOfLocale, localeOfOccLang, occLangOf } from './locale-forms.ts';

describe('OCC lang values', () => {
  it.each([
    ['en-GB', 'en_GB'],
    ['fr-BE', 'fr_BE'],
    ['no-NO', 'no_NO'],
  ])('%s is %s on the commerce API and back', (locale, lang) => {
    expect(occLangOf(locale)).toBe(lang);
    expect(localeOfOccLang(lang)).toBe(locale);
  });

  it.each(['en', 'en_GB', 'EN-gb', 'en-GB-x', ''])('refuses the locale %j', (locale) => {
    expect(() => occLangOf(locale)).toThrow(RangeError);
  });

  it.each(['en-GB', 'en', 'en_gb', 'EN_GB', 'en_GB;', ''])('reads no locale from %j', (lang) => {
    expect(localeOfOccLang(lang)).toBeUndefined();
  });
});

describe('locale parts', () => {
  it.each([
    ['fr-BE', 'fr', 'BE'],
    ['en-GB', 'en', 'GB'],
    ['no-NO', 'no', 'NO'],
  ])('%s is language %s in country %s', (locale, language, country) => {
    expect(languageOfLocale(locale)).toBe(language);
    expect(countryOfLocale(locale)).toBe(country);
  });
});
