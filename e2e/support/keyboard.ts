import type { Page } from 'playwright-core';

/** Presses the keys one after another, as a keyboard user would. */
export async function pressKeys(page: Page, keys: readonly string[]): Promise<void> {
  for (const key of keys) await page.keyboard.press(key);
}
