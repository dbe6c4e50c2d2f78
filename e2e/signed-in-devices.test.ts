import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { openDashboard } from './support/account-dashboard.ts';
import { catalogueText } from './support/catalogue.ts';

const locale = 'en-GB';
const text = (key: string, values: Record<string, string> = {}) => catalogueText(locale, key, values);
/** Playwright's Chromium on Linux, as the dashboard names it. */
const chromeOnLinux = text('dashboard.devices.name', { browser: 'Chrome', platform: 'Linux' });

function devicesSection(page: Page) {
  return page.getByRole('region', { name: text('dashboard.devices.title') });
}

/** The browser's shop and experience sessions are gone, and its dashboard no longer shows the account. */
async function expectSignedOut(page: Page) {
  expect((await page.request.get('/gb/e/authentication/status')).status()).toBe(401);
  const experience = await page.request.get('/experience-api/session');
  expect(await experience.json()).toEqual({ auth: { authenticated: false } });
  await page.goto('/gb/e/account/dashboard');
  await page.waitForURL((url) => !url.pathname.endsWith('/account/dashboard'));
}

/** Its other e2e use (a cart in shopping.test.ts) keeps no session this test depends on; files run one after another. */
const email = 'george.hall@example.co.uk';

describe('the dashboard’s signed-in devices', () => {
  const browser = useBrowser();

  it('signs every other browser out at once, then one more browser with the keyboard; axe-clean in each state', async () => {
    const phone = await browser.newPage();
    const tablet = await browser.newPage();
    const laptop = await browser.newPage();
    for (const page of [phone, tablet, laptop]) await openDashboard(page, '/gb', email, locale);

    const section = devicesSection(laptop);
    const devices = section.getByRole('listitem');
    await expect.poll(() => devices.count()).toBeGreaterThanOrEqual(3);
    expect(await devices.filter({ hasText: text('dashboard.devices.thisDevice') }).count()).toBe(1);
    await expectNoAxeViolations(laptop);

    await section.getByRole('button', { name: text('dashboard.devices.signOutOthers') }).click();
    const confirmOthers = laptop.getByRole('dialog', { name: text('dashboard.devices.confirmOthersTitle') });
    await confirmOthers.waitFor();
    await expectNoAxeViolations(laptop);
    await confirmOthers.getByRole('button', { name: text('dashboard.devices.signOut'), exact: true }).click();
    await section
      .getByRole('status')
      .filter({ hasText: text('dashboard.devices.othersSignedOut') })
      .waitFor();
    await expect.poll(() => devices.count()).toBe(1);
    await section.getByText(text('dashboard.devices.onlyThis')).waitFor();
    await expectNoAxeViolations(laptop);
    for (const page of [phone, tablet]) await expectSignedOut(page);

    const another = await browser.newPage();
    await openDashboard(another, '/gb', email, locale);
    await laptop.reload();
    await expect.poll(() => devicesSection(laptop).getByRole('listitem').count()).toBe(2);
    const signOutAnother = section.getByRole('button', {
      name: text('dashboard.devices.signOutDevice', { device: chromeOnLinux }),
    });
    await signOutAnother.focus();
    await laptop.keyboard.press('Enter');
    const confirmation = laptop.getByRole('dialog', {
      name: text('dashboard.devices.confirmTitle', { device: chromeOnLinux }),
    });
    await confirmation.waitFor();
    await confirmation.getByRole('button', { name: text('dashboard.devices.cancel') }).focus();
    await laptop.keyboard.press('Enter');
    await confirmation.waitFor({ state: 'hidden' });
    expect(await devices.count()).toBe(2);

    await signOutAnother.focus();
    await laptop.keyboard.press('Enter');
    await confirmation.getByRole('button', { name: text('dashboard.devices.signOut'), exact: true }).focus();
    await laptop.keyboard.press('Enter');
    await section
      .getByRole('status')
      .filter({ hasText: text('dashboard.devices.signedOut', { device: chromeOnLinux }) })
      .waitFor();
    await expect.poll(() => devices.count()).toBe(1);
    await expectNoAxeViolations(laptop);

    await expectSignedOut(another);
    await expectNoAxeViolations(another);
    // The laptop stays signed in.
    await laptop.reload();
    await devicesSection(laptop).getByRole('listitem').first().waitFor();
  });
});
