import { describe, expect, it } from 'vitest';
import { type LayoutModeProps, headerModeOf } from './header-mode.ts';

describe('headerModeOf', () => {
  it.each<[LayoutModeProps, string]>([
    [{}, 'sticky'],
    [{ stickyHeader: false }, 'static'],
    [{ minimal: true }, 'minimal'],
    [{ minimal: 'TRUE' }, 'minimal'],
    [{ minimal: 'True' }, 'minimal'],
    [{ minimal: 'false' }, 'sticky'],
    [{ minimal: 'yes' }, 'sticky'],
    [{ logoOnly: true, minimal: true }, 'logo-only'],
  ])('%j → %s', (props, mode) => {
    expect(headerModeOf(props)).toBe(mode);
  });
});
