import { describe, expect, it } from 'vitest';
import { type ProductSearchQuery, parseProductSearchQuery, productSearchQueryOf } from './product-search-query.ts';

describe('parseProductSearchQuery', () => {
  it.each<[string, ProductSearchQuery | undefined]>([
    ['', { freeText: '', sort: 'relevance', categories: [] }],
    [':relevance', { freeText: '', sort: 'relevance', categories: [] }],
    [':relevance:allCategories:ovens', { freeText: '', sort: 'relevance', categories: ['ovens'] }],
    [
      ':relevance:allCategories:ovens:allCategories:hobs',
      { freeText: '', sort: 'relevance', categories: ['ovens', 'hobs'] },
    ],
    [':relevance:category:dryers', { freeText: '', sort: 'relevance', categories: ['dryers'] }],
    ['oven:name-asc', { freeText: 'oven', sort: 'name-asc', categories: [] }],
    [':relevance:allCategories:ovens:allCategories:ovens', { freeText: '', sort: 'relevance', categories: ['ovens'] }],
    // not a search we answer
    [':relevance:allCategories', undefined],
    [':relevance:price:100', undefined],
    [':relevance:allCategories:Ovens', undefined],
    [':relevance:allCategories:ov ens', undefined],
    [`:relevance:allCategories:${'a'.repeat(61)}`, undefined],
  ])('%j', (query, expected) => {
    expect(parseProductSearchQuery(query)).toEqual(expected);
  });
});

describe('productSearchQueryOf', () => {
  it.each<[readonly string[], string]>([
    [[], ':relevance'],
    [['ovens'], ':relevance:allCategories:ovens'],
    [['ovens', 'hobs'], ':relevance:allCategories:ovens:allCategories:hobs'],
  ])('%j → %s, which parses back', (categories, query) => {
    expect(productSearchQueryOf(categories)).toBe(query);
    expect(parseProductSearchQuery(query)?.categories).toEqual(categories);
  });
});
