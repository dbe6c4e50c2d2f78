import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** One heading of the screen (a page or a dialog) says `name`, and nothing else repeats it (a notice's title, a second heading). */
export async function expectOneHeadingNamed(screen: Page | Locator, name: string) {
  expect(await screen.getByRole('heading', { name, exact: true }).count()).toBe(1);
  expect(await screen.getByText(name, { exact: true }).count()).toBe(1);
}
