import { type RefObject, useLayoutEffect, useState } from 'react';
import { fitNavigationItems, menuButtonOffset } from './fit-navigation-items.ts';

export interface NavigationFit {
  /** How many leading items of the row show; the others are in the menu. */
  readonly shown: number;
  /** Where the menu button stands in the row, in px from its start. */
  readonly menuButtonOffset: number;
}

/**
 * Measures the navigation row after render (never during it, so the header renders the same on a server) and keeps
 * measuring when the row or an item changes size. Until the first measurement `undefined`: the row then shows no
 * item (they keep their place hidden), so deciding changes no height and moves nothing.
 */
export function useNavigationFit(
  row: RefObject<HTMLElement | null>,
  menuButton: RefObject<HTMLElement | null>,
  itemsKey: string,
): NavigationFit | undefined {
  const [fit, setFit] = useState<NavigationFit>();
  useLayoutEffect(() => {
    const list = row.current;
    const button = menuButton.current;
    if (!list || !button) return undefined;
    const items = Array.from(list.children);
    const measure = () => {
      const itemWidths = items.map((item) => item.getBoundingClientRect().width);
      const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
      const shown = fitNavigationItems({
        itemWidths,
        available: list.getBoundingClientRect().width,
        gap,
        menuButtonWidth: button.getBoundingClientRect().width,
      });
      const offset = menuButtonOffset(itemWidths, shown, gap);
      setFit((previous) =>
        previous?.shown === shown && previous.menuButtonOffset === offset
          ? previous
          : { shown, menuButtonOffset: offset },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    for (const element of [list, button, ...items]) observer.observe(element);
    return () => observer.disconnect();
  }, [row, menuButton, itemsKey]);
  return fit;
}
