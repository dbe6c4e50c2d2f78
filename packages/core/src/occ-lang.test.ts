import { describe, expect, it } from 'vitest';
import { localeOfOccLang, occLangOf } from './occ-lang.ts';

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
