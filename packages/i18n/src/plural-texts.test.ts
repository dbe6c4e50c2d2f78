import { describe, expect, it } from 'vitest';
import type { Locale } from './locales.ts';
import { createServerTexts } from './node.ts';

const counts = [0, 1, 2, 5, 22, 101] as const;

/** The cart badge's accessible text, one row per locale, in the order of `counts`. */
const expectedCartTexts: Readonly<Partial<Record<Locale, readonly string[]>>> = {
  'en-GB': [
    'No items in your basket',
    '1 item in your basket',
    '2 items in your basket',
    '5 items in your basket',
    '22 items in your basket',
    '101 items in your basket',
  ],
  // Polish: 2–4 and 22–24 are "few", 5–21 and 101 "many".
  'pl-PL': [
    'Brak artykułów w koszyku',
    '1 artykuł w koszyku',
    '2 artykuły w koszyku',
    '5 artykułów w koszyku',
    '22 artykuły w koszyku',
    '101 artykułów w koszyku',
  ],
  // Czech: only 2–4 are "few"; 22 and 101 are "other".
  'cs-CZ': [
    'V košíku nejsou žádné položky',
    '1 položka v košíku',
    '2 položky v košíku',
    '5 položek v košíku',
    '22 položek v košíku',
    '101 položek v košíku',
  ],
  // Slovenian: 2 is "two", 101 is "one" again (n mod 100 = 1).
  'sl-SI': [
    'V košarici ni izdelkov',
    '1 izdelek v košarici',
    '2 izdelka v košarici',
    '5 izdelkov v košarici',
    '22 izdelkov v košarici',
    '101 izdelek v košarici',
  ],
};

describe('cart item count texts follow CLDR plural rules', () => {
  it.each(Object.entries(expectedCartTexts))('%s', (locale, expected) => {
    const texts = createServerTexts(locale as Locale);
    expect(counts.map((count) => texts.text('cart.cartItemsCount', { count }))).toEqual(expected);
  });

  it('picks the category Intl.PluralRules gives for each count', () => {
    const categories = (locale: string) => counts.map((count) => new Intl.PluralRules(locale).select(count));
    expect(categories('pl-PL')).toEqual(['many', 'one', 'few', 'many', 'few', 'many']);
    expect(categories('cs-CZ')).toEqual(['other', 'one', 'few', 'other', 'other', 'other']);
    expect(categories('sl-SI')).toEqual(['other', 'one', 'two', 'other', 'other', 'one']);
    expect(categories('en-GB')).toEqual(['other', 'one', 'other', 'other', 'other', 'other']);
  });
});
