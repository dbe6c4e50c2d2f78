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

  it('builds one Intl.DisplayNames per locale and type, however many names it gives', () => {
    const built: [unknown, string | undefined][] = [];
    const BuiltIn = Intl.DisplayNames;
    const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
    intl.DisplayNames = class extends BuiltIn {
      constructor(locales: Intl.LocalesArgument, options: Intl.DisplayNamesOptions) {
        super(locales, options);
        built.push([locales, options.type]);
      }
    };
    try {
      for (const country of ['BE', 'NL', 'LU']) countryName(country, 'pt-PT');
      languageName('pt-PT');
      languageLabel('pt-PT');
      expect(built).toEqual([
        [['pt-PT'], 'region'],
        [['pt-PT'], 'language'],
      ]);
    } finally {
      intl.DisplayNames = BuiltIn;
    }
  });
});
