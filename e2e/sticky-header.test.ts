import { describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';

describe('sticky header', () => {
  const browser = useBrowser();

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const)('collapses while scrolling down and expands again back at the top (%s)', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    await page.goto('/gb/');
    const header = page.locator('header.sf-header[data-mode="sticky"]');
    await header.and(page.locator('[data-collapsed="false"]')).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    await expectNoAxeViolations(page);

    // The pointer stays off the header: hovering it expands it too.
    await page.mouse.move(viewport.width / 2, viewport.height - 10);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('header.sf-header[data-collapsed="true"]').waitFor();
    await expectNoAxeViolations(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header.sf-header[data-collapsed="false"]').waitFor();
  });
});
