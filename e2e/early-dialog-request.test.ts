import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

describe('a dialog asked for right after a page load', () => {
  const browser = useBrowser();

  it('opens once the widget has loaded, exactly once', async () => {
    const page = await browser.newPage();
    // DOMContentLoaded: the page's module script has run, but the page it renders and the widget are still loading.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } }));
      });
    });
    await page.goto('/pl/');
    const dialog = page.getByRole('dialog', { name: catalogueText('pl-PL', 'login.title') });
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete')))
      .toBe('username webauthn');
    await expectNoAxeViolations(page);
  });
});
