import { describe, it, expect } from 'vitest';
import { cartBadgeCount, shouldShowCartBadge } from './cart-badge.ts';

describe('cartBadgeCount', () => {
  it.each<[string, unknown, number | undefined, number]>([
    // sum over carts, with the per-cart preference totalUnitCount > totalItems > entries
    ['one cart with totalUnitCount', { carts: [{ totalUnitCount: 3 }] }, undefined, 3],
    ['totalUnitCount wins over totalItems', { carts: [{ totalUnitCount: 3, totalItems: 2 }] }, undefined, 3],
    ['totalUnitCount wins over entries', { carts: [{ totalUnitCount: 3, entries: [1] }] }, undefined, 3],
    ['totalItems when no totalUnitCount', { carts: [{ totalItems: 2, entries: [1, 2, 3] }] }, undefined, 2],
    ['entries when no totals', { carts: [{ entries: [{}, {}, {}, {}] }] }, undefined, 4],
    [
      'sum over carts, each by its own field',
      { carts: [{ totalUnitCount: 2 }, { totalItems: 5 }, { entries: [{}] }] },
      undefined,
      8,
    ],
    ['a bare array of carts', [{ totalUnitCount: 1 }, { totalUnitCount: 4 }], undefined, 5],
    ['an empty cart counts as 0, not as missing', { carts: [{ totalUnitCount: 0 }] }, 7, 0],
    ['empty entries count as 0', { carts: [{ entries: [] }] }, 7, 0],
    ['totalUnitCount 0 still wins over entries', { carts: [{ totalUnitCount: 0, entries: [{}] }] }, undefined, 0],
    // no cart contents: fall back to the counted value
    ['undefined', undefined, 4, 4],
    ['null', null, 4, 4],
    ['a string', 'three', 4, 4],
    ['a number', 3, 4, 4],
    ['an object without carts', {}, 4, 4],
    ['carts not an array', { carts: { totalUnitCount: 3 } }, 4, 4],
    ['no carts', { carts: [] }, 4, 4],
    ['an empty array', [], 4, 4],
    ['carts without any count field', { carts: [{}, { code: 'x' }] }, 4, 4],
    ['carts that are not objects', { carts: [null, 3, 'x'] }, 4, 4],
    ['default counted value is 0', { carts: [] }, undefined, 0],
    ['nothing at all', undefined, undefined, 0],
    // garbage is ignored, never negative or NaN
    [
      'negative totalUnitCount falls through to totalItems',
      { carts: [{ totalUnitCount: -2, totalItems: 1 }] },
      undefined,
      1,
    ],
    ['NaN totalUnitCount falls through', { carts: [{ totalUnitCount: Number.NaN, totalItems: 1 }] }, undefined, 1],
    ['fractional totalUnitCount falls through', { carts: [{ totalUnitCount: 1.5, entries: [{}] }] }, undefined, 1],
    ['string totalUnitCount falls through', { carts: [{ totalUnitCount: '3', totalItems: 2 }] }, undefined, 2],
    ['Infinity falls through', { carts: [{ totalItems: Number.POSITIVE_INFINITY, entries: [] }] }, undefined, 0],
    ['entries not an array is ignored', { carts: [{ entries: '3' }] }, 2, 2],
    ['only garbage falls back to counted', { carts: [{ totalUnitCount: -1, totalItems: 'x' }] }, 2, 2],
    ['garbage cart among good ones is skipped', { carts: [{ totalUnitCount: 2 }, { totalUnitCount: -5 }] }, 9, 2],
    ['negative counted becomes 0', undefined, -3, 0],
    ['NaN counted becomes 0', undefined, Number.NaN, 0],
    ['fractional counted becomes 0', undefined, 2.5, 0],
  ])('%s → %i', (_label, carts, counted, expected) => {
    expect(cartBadgeCount(carts, counted)).toBe(expected);
  });
});

describe('shouldShowCartBadge', () => {
  it.each([
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [0.5, false],
    [1, true],
    [2, true],
    [99, true],
  ])('%s → %s', (count, expected) => {
    expect(shouldShowCartBadge(count)).toBe(expected);
  });
});
