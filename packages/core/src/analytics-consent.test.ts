import { describe, expect, it } from 'vitest';
import { analyticsAllowed, analyticsConsentOf } from './analytics-consent.ts';

describe('analytics consent', () => {
  it.each([
    ['granted', 'granted', true],
    ['denied', 'denied', false],
    [null, undefined, false],
    [undefined, undefined, false],
    ['', undefined, false],
    ['GRANTED', undefined, false],
    [' granted', undefined, false],
    ['true', undefined, false],
    [true, undefined, false],
    [1, undefined, false],
  ])('%j is read as %j and allows analytics: %j', (stored, consent, allowed) => {
    expect(analyticsConsentOf(stored)).toBe(consent);
    expect(analyticsAllowed(stored)).toBe(allowed);
  });
});
