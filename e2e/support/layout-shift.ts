import type { Page } from 'playwright-core';

/** Sums the layout shifts the page has had since it started loading (the Cumulative Layout Shift without windows). */
export async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list.getEntries().reduce((sum, entry) => sum + ((entry as unknown as { value: number }).value ?? 0), 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called, so answer after a frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );
}
