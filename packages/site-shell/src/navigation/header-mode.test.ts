import { describe, expect, it } from 'vitest';
import { type LayoutModeProps, headerModeOf, isMinimal } from './header-mode.ts';

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

describe('isMinimal (docs/site-shell.md §3 layout props: a boolean or the string "true", any case)', () => {
  it.each<[boolean | string | undefined, boolean]>([
    [undefined, false],
    [false, false],
    [true, true],
    ['true', true],
    ['TRUE', true],
    ['tRuE', true],
    ['false', false],
    ['', false],
    [' true', false],
    ['true ', false],
    ['1', false],
    ['yes', false],
  ])('%j → %s', (minimal, expected) => {
    expect(isMinimal(minimal)).toBe(expected);
  });
});
