/** What the header measured: the natural width of each item of the navigation row, in row order, and the room. */
export interface NavigationRowMeasure {
  /** Natural (single-line) width of every item, in the order they stand in the row. */
  readonly itemWidths: readonly number[];
  /** Width of the row's box. */
  readonly available: number;
  /** The gap between two items, and between the last shown item and the menu button. */
  readonly gap: number;
  /** Width of the menu button that takes the items which do not fit. */
  readonly menuButtonWidth: number;
}

/**
 * Beside the menu button the row shows at least this many items, or none: one category alone beside the logo reads
 * as the shop's only one (a phone showed "Kitchen" there and the menu starting at "Laundry").
 */
const minimumItemsBesideMenu = 2;

/**
 * Priority+ navigation: how many leading items the row shows; the rest go into the menu button. Every item shows
 * when all fit side by side; otherwise the most leading items that fit beside the menu button, if that is at least
 * `minimumItemsBesideMenu`, else none (everything in the menu). Widths are measured (never guessed), so the rule
 * holds for every language's labels at every width.
 */
export function fitNavigationItems({ itemWidths, available, gap, menuButtonWidth }: NavigationRowMeasure): number {
  const rowWidth = (count: number) =>
    itemWidths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(count - 1, 0);
  if (rowWidth(itemWidths.length) <= available) return itemWidths.length;
  let count = 0;
  while (count < itemWidths.length && rowWidth(count + 1) + gap + menuButtonWidth <= available) count += 1;
  return count >= minimumItemsBesideMenu ? count : 0;
}

/** Where the menu button stands: right after the items the row shows. */
export function menuButtonOffset(itemWidths: readonly number[], shown: number, gap: number): number {
  return itemWidths.slice(0, shown).reduce((sum, width) => sum + width + gap, 0);
}
