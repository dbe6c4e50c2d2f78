import { describe, expect, it } from 'vitest';
import { sites } from '@shopfront/i18n';
import { languageOfLocale } from '@shopfront/core';
import { demoProducts, productLanguages, productName } from './demo-products.ts';
import type { ContentLanguage } from './site-content-texts.ts';

const isProductLanguage = (language: string): language is ContentLanguage =>
  (productLanguages as string[]).includes(language);

describe('demo product names', () => {
  const marketLanguages = [...new Set(sites.map((site) => languageOfLocale(site.locale)))];

  it('cover the language of every market', () => {
    expect(marketLanguages.filter((language) => !isProductLanguage(language))).toEqual([]);
  });

  it.each(marketLanguages.filter(isProductLanguage).filter((language) => language !== 'en'))(
    'name every product in %s, not in English',
    (language) => {
      for (const product of demoProducts) {
        const name = productName(product, language);
        expect(name).toContain(product.model);
        expect(name, `${product.code} in ${language}`).not.toBe(productName(product, 'en'));
      }
      expect(new Set(demoProducts.map((product) => productName(product, language))).size).toBe(demoProducts.length);
    },
  );

  it.each<[string, ContentLanguage, string]>([
    ['NH-DW-450', 'en', 'Nordhem Silence 450 Dishwasher'],
    ['NH-DW-450', 'fr', 'Lave-vaisselle Nordhem Silence 450'],
    ['NH-DW-450', 'de', 'Nordhem Silence 450 Geschirrspüler'],
    ['NH-AC-010', 'en', 'Nordhem Descaler (2 × 250 ml)'],
    ['NH-AC-010', 'pl', 'Odkamieniacz Nordhem (2 × 250 ml)'],
  ])('%s in %s: %s', (code, language, name) => {
    const product = demoProducts.find((candidate) => candidate.code === code);
    expect(product && productName(product, language)).toBe(name);
  });
});
