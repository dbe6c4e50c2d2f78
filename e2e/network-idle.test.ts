import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDashboard } from './support/account-dashboard.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

// Chromium keeps a request open until its body is read or cancelled: a client that checked a status and left the body
// unread kept every signed-in page from ever becoming idle (issues 23.10 and 27): Lighthouse, monitoring and any
// `networkidle` wait then time out.
const idleTimeout = { timeout: 10_000 };

async function expectIdle(page: Page) {
  await page.waitForLoadState('networkidle', idleTimeout);
}

describe('a signed-in page becomes idle', () => {
  const browser = useBrowser();

  it.each(['/gb/e/account/dashboard', '/gb/', '/gb/c/kitchen/ovens', '/gb/partner-locator?loc=Manchester'])(
    '%s reaches network idle for a signed-in customer',
    async (path) => {
      const page = await browser.newPage();
      await page.goto('/gb/login');
      await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
      await page.waitForURL(/\/gb\/$/);
      const sessionChecks: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.url().includes('/e/authentication/status')) sessionChecks.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expectIdle(page);
      // The server checked both sessions and rendered the page signed in: the browser has no reason to ask again yet.
      expect(sessionChecks).toEqual([]);
      // A cart change makes the header check the session itself: its answer must be read, or the request never ends.
      const checkFinished = page.waitForEvent('requestfinished', {
        predicate: (request) => request.url().includes('/e/authentication/status'),
        ...idleTimeout,
      });
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-updated')));
      await checkFinished;
      await expectIdle(page);
      await expectNoAxeViolations(page);
    },
  );

  it("reaches network idle again with each of the dashboard's account dialogs open", async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/gb', 'oliver.bennett@example.co.uk', 'en-GB');
    await waitForHydration(page);
    await expectIdle(page);
    for (const title of ['changeEmail.title', 'changePassword.title', 'marketing.title', 'club.title']) {
      const name = catalogueText('en-GB', title);
      await page.getByRole('main').getByRole('button', { name }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.waitFor();
      await expectIdle(page);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });
});
