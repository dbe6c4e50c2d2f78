import { describe, expect, it } from 'vitest';
import { type CategoryChoice, categoryOfPath } from './category-of-path.ts';

const menu = [
  {
    label: 'Kitchen',
    href: '/gb/c/kitchen',
    children: [
      { label: 'Ovens', href: '/gb/c/kitchen/ovens' },
      { label: 'Hobs', href: '/gb/c/kitchen/hobs' },
    ],
  },
  { label: 'Offers', href: '/gb/c/offers', children: [] },
];

describe('categoryOfPath', () => {
  it.each<[string, CategoryChoice | undefined]>([
    ['/gb/c/kitchen', { label: 'Kitchen', categories: ['ovens', 'hobs'] }],
    ['/gb/c/kitchen/ovens', { label: 'Ovens', categories: ['ovens'] }],
    ['/gb/c/offers', { label: 'Offers', categories: ['offers'] }],
    ['/gb/c/laundry', undefined],
    ['/de/c/kitchen', undefined],
  ])('%s', (href, expected) => {
    expect(categoryOfPath(menu, href)).toEqual(expected);
  });
});
