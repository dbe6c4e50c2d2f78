import { describe, expect, it } from 'vitest';
import { isBannerVisible } from './banner-visibility.ts';

describe('isBannerVisible', () => {
  it.each([
    ['Free delivery', null, true],
    ['Free delivery', 'Free delivery', false],
    ['Free delivery', 'Last week’s offer', true],
    ['', null, false],
    ['   ', null, false],
  ])('title %j, dismissed %j → %s', (title, dismissed, visible) => {
    expect(isBannerVisible(title, dismissed)).toBe(visible);
  });
});
