import { describe, expect, it } from 'vitest';
import { type DealerMatch, dealerMatch, isDealerService, rankDealersNear } from './dealer-proximity.ts';

const dealer = (postcode: string, town: string, name = 'A dealer') => ({ name, postcode, town });

describe('dealerMatch', () => {
  it.each<[string, string, string, DealerMatch]>([
    // postcodes: the shared start counts, spaces, hyphens and case ignored
    ['SW1A 1AA', 'SW1A 2HQ', 'London', { kind: 'postcode', sharedCharacters: 4 }],
    ['sw1a1aa', 'SW1A 1AA', 'London', { kind: 'postcode', sharedCharacters: 7 }],
    ['SW19', 'SW1A 2HQ', 'London', { kind: 'postcode', sharedCharacters: 3 }],
    ['00-950', '00-175', 'Warszawa', { kind: 'postcode', sharedCharacters: 2 }],
    ['1012 AB', '1012 JS', 'Amsterdam', { kind: 'postcode', sharedCharacters: 4 }],
    ['111 22', '113 56', 'Stockholm', { kind: 'postcode', sharedCharacters: 2 }],
    // a country prefix on either side is no part of the postcode
    ['1855', 'L-1855', 'Luxembourg', { kind: 'postcode', sharedCharacters: 4 }],
    ['L-1931', 'L-1855', 'Luxembourg', { kind: 'none' }],
    ['L-1260', 'L-1255', 'Luxembourg', { kind: 'postcode', sharedCharacters: 2 }],
    ['CH-8001', '8008', 'Zürich', { kind: 'postcode', sharedCharacters: 3 }],
    // one shared character says nothing
    ['80331', '81379', 'München', { kind: 'none' }],
    ['M1 1AE', 'SW1A 1AA', 'London', { kind: 'none' }],
    // a town: case and accents ignored, a longer name starting with it counts
    ['london', 'SW1A 2HQ', 'London', { kind: 'town' }],
    ['Zurich', '8001', 'Zürich', { kind: 'town' }],
    ['Frankfurt', '60311', 'Frankfurt am Main', { kind: 'town' }],
    ['Frank', '60311', 'Frankfurt am Main', { kind: 'none' }],
    ['  Kraków ', '30-001', 'Kraków', { kind: 'town' }],
    // a postcode and a town: the postcode first, the town when the postcode does not match
    ['75008 Paris', '75001', 'Paris', { kind: 'postcode', sharedCharacters: 4 }],
    ['69002 Paris', '75001', 'Paris', { kind: 'town' }],
    ['Berlin, 10115', '10117', 'Berlin', { kind: 'postcode', sharedCharacters: 4 }],
    ['', '10117', 'Berlin', { kind: 'none' }],
    ['Leeds', 'LS1 4AP', 'Leeds Bradford', { kind: 'town' }],
  ])('%j near %s %s → %j', (near, postcode, town, expected) => {
    expect(dealerMatch(near, dealer(postcode, town))).toEqual(expected);
  });
});

describe('rankDealersNear', () => {
  const dealers = [
    dealer('M1 1AE', 'Manchester', 'Northern Appliances'),
    dealer('SW19 5AE', 'London', 'Wimbledon Kitchens'),
    dealer('SW1A 2HQ', 'London', 'Westminster Home'),
    dealer('EC1A 1BB', 'London', 'City Electricals'),
    dealer('B1 1AA', 'Birmingham', 'Bullring Appliances'),
  ];
  const names = (near: string) => rankDealersNear(dealers, near).map(({ dealer: { name } }) => name);

  it.each<[string, string[]]>([
    [
      'SW1A 1AA',
      ['Westminster Home', 'Wimbledon Kitchens', 'Bullring Appliances', 'City Electricals', 'Northern Appliances'],
    ],
    [
      'London',
      ['City Electricals', 'Westminster Home', 'Wimbledon Kitchens', 'Bullring Appliances', 'Northern Appliances'],
    ],
    ['', ['Bullring Appliances', 'City Electricals', 'Northern Appliances', 'Westminster Home', 'Wimbledon Kitchens']],
    [
      'Glasgow',
      ['Bullring Appliances', 'City Electricals', 'Northern Appliances', 'Westminster Home', 'Wimbledon Kitchens'],
    ],
  ])('near %j: %j', (near, expected) => {
    expect(names(near)).toEqual(expected);
  });
});

describe('isDealerService', () => {
  it.each([
    ['sales', true],
    ['spare-parts', true],
    ['repair', true],
    ['installation', true],
    ['Sales', false],
    ['delivery', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isDealerService(value)).toBe(expected);
  });
});
