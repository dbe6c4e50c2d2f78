import { describe, expect, it } from 'vitest';
import { supportedLocales } from './locales.ts';
import { readSourceCatalogue } from './node.ts';

/** Case and accents aside ("kosár", "kosarát"): inflection changes them, the word stays the same. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/**
 * The header's cart noun as it shows inside inflected forms ("koszyk" → "do koszyka", "ostoskori" → "ostoskoriin"):
 * the word less its last two letters, but at least four (or the whole of a shorter word, "coș").
 */
function stemOf(noun: string): string {
  const word = folded(noun);
  return word.slice(0, Math.max(4, word.length - 2));
}

/** Texts that name the cart: the header's and mini cart's, and the product list's. */
const cartTexts = [
  'cart.basketTitle',
  'cart.emptyBasketTitle',
  'cart.viewBasketCTA',
  'cart.loadFailed',
  'page.category.addToCart',
  'page.category.added',
  'page.category.addFailed',
];

describe('one word for the cart in each locale', () => {
  it.each(supportedLocales.map((locale) => [locale]))(
    '%s: the header, the mini cart and the product list name the cart as the header does',
    (locale) => {
      const catalogue = readSourceCatalogue(locale) ?? {};
      const noun = catalogue['nav.cart'];
      if (noun === undefined) throw new Error(`${locale} has no nav.cart`);
      const stem = stemOf(noun);
      const otherWord = cartTexts.filter((key) => !folded(catalogue[key] ?? '').includes(stem));
      expect(otherWord, `texts of ${locale} that do not say "${noun}"`).toEqual([]);
    },
  );
});
