import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, openPaintedWithScriptsHeld, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { fillLoginForm } from './support/login-form.ts';
import { expectSignedIn } from './support/account-menu.ts';

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
    const scripts = await openPaintedWithScriptsHeld(page, '/gb/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // A plain event, as a host's script may send it: no sender queues it, and no widget listens yet.
    await page.evaluate(() => {
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } }));
    });
    scripts.release();
    const dialog = page.getByRole('dialog', { name: catalogueText('en-GB', 'login.title') });
    await dialog.waitFor();
    expect(scripts.requested()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(1);
    // The widget took the request from the page's queue and left none behind.
    expect(await page.evaluate(() => Reflect.get(window, 'shopfrontAccountDialogQueue'))).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  it('a key on a button before the page has loaded a script opens its dialog once it has, once', async () => {
    const page = await browser.newPage();
    const scripts = await openPaintedWithScriptsHeld(page, '/gb/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).focus();
    await page.keyboard.press('Enter');
    expect(scripts.requested()).toBeGreaterThan(0);
    scripts.release();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(1);
    await expectNoAxeViolations(page);
  });
});

describe('a form filled and sent before the page has loaded a script', () => {
  const browser = useBrowser();

  it('is sent with what was typed once the page has loaded, and the page stays until then', async () => {
    const page = await browser.newPage();
    const scripts = await openPaintedWithScriptsHeld(page, '/gb/login');
    const form = await fillLoginForm(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
    await form.getByLabel('Password', { exact: true }).press('Enter');
    // Its button is disabled as rendered, so the browser sent nothing: the page stays, its address without the fields.
    expect(page.url()).toBe(`${baseUrl()}/gb/login`);
    scripts.release();
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'Oliver', lastName: 'Bennett' });
    await expectNoAxeViolations(page);
  });
});
