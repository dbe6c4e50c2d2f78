import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { openDashboard } from './support/account-dashboard.ts';
import { openAccountMenu, signOut } from './support/account-menu.ts';
import { logIn } from './support/login-form.ts';

const text = (key: string) => catalogueText('en-GB', key);

describe('two tabs of one browser', () => {
  const browser = useBrowser();

  it('a sign-out in one tab shows the other tab signed out within a second, without a reload; a sign-in shows it back', async () => {
    const first = await browser.newPage();
    await openDashboard(first, '/gb', 'noah.price@example.co.uk', 'en-GB');
    const second = await first.context().newPage();
    await second.goto('/gb/e/account/dashboard');
    await second.getByText(text('page.dashboard.intro')).waitFor();
    await waitForHydration(second);
    await expectNoAxeViolations(second);
    const navigations: string[] = [];
    second.on('framenavigated', (frame) => {
      if (frame === second.mainFrame()) navigations.push(frame.url());
    });

    await signOut(first);
    await first.waitForURL(`${baseUrl()}/gb/`);
    // The other tab was told at once: its dashboard shows the signed-out state it was given, within a second.
    const signedOut = second.getByRole('main').getByText(text('page.dashboard.signedOutElsewhere'));
    await signedOut.waitFor({ timeout: 1000 });
    await expectNoAxeViolations(second);
    const overlay = await openAccountMenu(second);
    await overlay.getByRole('button', { name: text('account.signIn') }).waitFor();
    await second.keyboard.press('Escape');
    expect(navigations).toEqual([]);

    await first.goto('/gb/login');
    await logIn(first, 'noah.price@example.co.uk', 'Nordhem-Demo-2026');
    await first.waitForURL(`${baseUrl()}/gb/`);
    await second.getByRole('main').getByText(text('page.dashboard.intro')).waitFor();
    await signedOut.waitFor({ state: 'detached' });
    expect(navigations).toEqual([]);
    await expectNoAxeViolations(second);
  });
});

describe('a dialog request sent before the widget’s script has run', () => {
  const browser = useBrowser();

  it.each([
    ['a page without React, through the loader', '/plain-host/'],
    ['the demo shop’s React page', '/gb/'],
  ])('is queued and opens once the widget is ready, exactly once (%s)', async (_host, path) => {
    const page = await browser.newPage();
    // Runs before any script of the page: no widget listens yet. What docs/events.md tells a host to do.
    await page.addInitScript(() => {
      const request = { dialog: 'login' };
      const untaken = window.dispatchEvent(
        new CustomEvent('shopfront:account-dialog', { detail: request, cancelable: true }),
      );
      Reflect.set(window, 'shopfrontTestRequestUntaken', untaken);
      if (untaken) {
        const queue: unknown = Reflect.get(window, 'shopfrontAccountDialogQueue');
        if (Array.isArray(queue)) queue.push(request);
        else Reflect.set(window, 'shopfrontAccountDialogQueue', [request]);
      }
    });
    await page.goto(path);
    const dialog = page.getByRole('dialog', { name: text('login.title') });
    await dialog.getByRole('textbox', { name: text('login.email') }).waitFor();
    expect(await page.evaluate(() => Reflect.get(window, 'shopfrontTestRequestUntaken'))).toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await page.evaluate(() => Reflect.get(window, 'shopfrontAccountDialogQueue'))).toBeUndefined();
    await expectNoAxeViolations(page);
  });
});
