import { describe, expect, it } from 'vitest';
import { decodeLocatorValue, encodeLocatorValue, partnerLocatorStorageKey } from './partner-locator-value.ts';

describe('partner locator value', () => {
  it('is stored under the locator key', () => {
    expect(partnerLocatorStorageKey).toBe('shopfront.partnerLocator');
  });

  it.each([
    ['SW1A 1AA', 'bG9jPVNXMUEgMUFB'],
    ['10115', 'bG9jPTEwMTE1'],
    ['', 'bG9jPQ=='],
    ['Kraków', 'bG9jPUtyYWvDs3c='],
    ['Zürich 8001', 'bG9jPVrDvHJpY2ggODAwMQ=='],
    ['Αθήνα', 'bG9jPc6RzrjOrs69zrE='],
    ['a&b=c', 'bG9jPWEmYj1j'],
  ])('%j is base64 of loc=<value> in UTF-8 (%s) and decodes back', (value, encoded) => {
    expect(encodeLocatorValue(value)).toBe(encoded);
    expect(decodeLocatorValue(encoded)).toBe(value);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['not base64!'],
    [btoa('postcode=10115')], // not loc=
    [btoa('\xff\xfe')], // not UTF-8
  ])('decodes %j to null', (stored) => {
    expect(decodeLocatorValue(stored)).toBeNull();
  });
});
