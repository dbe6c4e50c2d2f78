import { describe, expect, it } from 'vitest';
import { findSite } from '@shopfront/i18n';
import { languageChoicesOf } from './language-choices.ts';
import { offersLanguageChoice } from './offers-language-choice.ts';

function site(country: string, locale: string) {
  const found = findSite(country, locale);
  if (!found) throw new Error(`${country} ${locale} missing`);
  return found;
}

const belgianFrench = {
  currentHrefLang: 'fr-BE',
  languages: [
    { name: 'Nederlands', url: 'http://localhost/be/nl/', hrefLang: 'nl-BE' },
    { name: 'Français', url: 'http://localhost/be/fr/', hrefLang: 'fr-BE' },
  ],
};

describe('languageChoicesOf / offersLanguageChoice', () => {
  it.each([
    ['GB (one language)', site('GB', 'en-GB'), undefined, ['en-GB'], false],
    ['CH (three languages)', site('CH', 'fr-CH'), undefined, ['de-CH', 'fr-CH', 'it-CH'], true],
    ['BE with its language object', site('BE', 'fr-BE'), belgianFrench, ['nl-BE', 'fr-BE'], true],
    [
      'BE with a language object of one language',
      site('BE', 'fr-BE'),
      { currentHrefLang: 'fr-BE', languages: belgianFrench.languages.slice(1) },
      ['fr-BE'],
      false,
    ],
    ['BE with an empty language object', site('BE', 'fr-BE'), { currentHrefLang: 'fr-BE', languages: [] }, [], false],
  ])('%s', (_case, forSite, languageObject, ids, offered) => {
    const choices = languageChoicesOf(forSite, languageObject);
    expect(choices.map((choice) => choice.id)).toEqual(ids);
    expect(offersLanguageChoice(forSite, languageObject)).toBe(offered);
  });

  it('takes the names and addresses of the language object', () => {
    expect(languageChoicesOf(site('BE', 'fr-BE'), belgianFrench)[0]).toEqual({
      id: 'nl-BE',
      name: 'Nederlands',
      url: 'http://localhost/be/nl/',
    });
  });
});
