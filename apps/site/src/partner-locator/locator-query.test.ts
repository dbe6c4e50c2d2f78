import { describe, expect, it } from 'vitest';
import { encodeLocatorValue } from '@shopfront/core';
import { locatorValueOf } from './locator-query.ts';

function storageWith(value: string | null) {
  return { getItem: () => value };
}

describe('locatorValueOf', () => {
  it.each<[string, string, string | null, string]>([
    ['the query wins over storage', '?loc=SW1A%201AA', encodeLocatorValue('Leeds'), 'SW1A 1AA'],
    ['storage when the query has none', '', encodeLocatorValue(' Zürich '), 'Zürich'],
    ['an empty query value is a search for everything', '?loc=', encodeLocatorValue('Leeds'), ''],
    ['nothing stored, nothing asked', '?other=1', null, ''],
    ['a stored value that is not base64 of loc=…', '', 'not base64!', ''],
    ['a stored value without the loc= prefix', '', btoa('town=Leeds'), ''],
  ])('%s', (_case, search, stored, expected) => {
    expect(locatorValueOf(search, storageWith(stored))).toBe(expected);
  });

  it('reads nothing when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(locatorValueOf('', refusing)).toBe('');
    expect(locatorValueOf('', undefined)).toBe('');
  });
});
