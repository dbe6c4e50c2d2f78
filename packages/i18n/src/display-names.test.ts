import { describe, expect, it } from 'vitest';
import { countryName, languageLabel, languageName } from './display-names.ts';

describe('display names in the locale’s own language', () => {
  it.each([
    ['fr-BE', 'français', 'Français'],
    ['nl-BE', 'Nederlands', 'Nederlands'],
    ['it-CH', 'italiano', 'Italiano'],
    ['de-LU', 'Deutsch', 'Deutsch'],
  ] as const)('%s: %s, standing alone %s', (locale, name, label) => {
    expect(languageName(locale)).toBe(name);
    expect(languageLabel(locale)).toBe(label);
  });

  it.each([
    ['BE', 'fr-BE', 'Belgique'],
    ['BE', 'nl-BE', 'België'],
    ['GR', 'el-GR', 'Ελλάδα'],
  ] as const)('%s in %s is %s', (country, locale, name) => {
    expect(countryName(country, locale)).toBe(name);
  });
});
