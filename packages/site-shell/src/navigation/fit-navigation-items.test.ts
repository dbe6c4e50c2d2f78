import { describe, expect, it } from 'vitest';
import { type NavigationRowMeasure, fitNavigationItems, menuButtonOffset } from './fit-navigation-items.ts';

const row = (itemWidths: number[], available: number): NavigationRowMeasure => ({
  itemWidths,
  available,
  gap: 10,
  menuButtonWidth: 44,
});

describe('fitNavigationItems', () => {
  it.each<[string, NavigationRowMeasure, number]>([
    ['all items when they fit exactly', row([100, 100, 100], 320), 3],
    ['all items with room to spare (no menu button needed)', row([100, 100, 100], 900), 3],
    ['the leading items beside the menu button when one is too many', row([100, 100, 100], 319), 2],
    ['fewer items when the menu button would not fit beside them', row([100, 100, 100, 100], 364), 2],
    ['none rather than one alone beside the menu button', row([100, 100, 100], 253), 0],
    ['the items that fit beside the button exactly', row([100, 100, 100], 264), 2],
    ['none when not even one fits beside the button (a phone)', row([100, 100, 100], 153), 0],
    ['none in a row of no width (measured before layout)', row([100, 100], 0), 0],
    ['a long first label keeps its place: items are never reordered', row([300, 50, 50], 200), 0],
    ['nothing to fit', row([], 100), 0],
    ['one item that fits without the button', row([120], 120), 1],
  ])('shows %s', (_name, measure, expected) => {
    expect(fitNavigationItems(measure)).toBe(expected);
  });
});

describe('menuButtonOffset', () => {
  it.each<[number[], number, number]>([
    [[100, 80, 60], 0, 0],
    [[100, 80, 60], 1, 110],
    [[100, 80, 60], 2, 200],
  ])('after %j showing %i: %i px', (widths, shown, expected) => {
    expect(menuButtonOffset(widths, shown, 10)).toBe(expected);
  });
});
