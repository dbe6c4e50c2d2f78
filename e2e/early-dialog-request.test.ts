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

  it('asked for after the first paint, before the page has loaded a script, it opens once the widget has', async () => {
    const page = await browser.newPage();
    // The page's scripts start after its first paint (ADR 013): held here until the request has been sent.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    const scriptRequests: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      scriptRequests.push(route.request().url());
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/gb/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A plain event, as a host's script may send it: no sender queues it, and no widget listens yet.
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } }));
    });
    releaseScripts();
    const dialog = page.getByRole('dialog', { name: catalogueText('en-GB', 'login.title') });
    await dialog.waitFor();
    expect(scriptRequests.length).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // The widget took the request from the page's queue and left none behind.
    expect(await page.evaluate(() => Reflect.get(window, 'shopfrontAccountDialogQueue'))).toBeUndefined();
    await expectNoAxeViolations(page);
  });
});
