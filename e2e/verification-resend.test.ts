import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSignedIn } from './support/account-menu.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';
import { registerThroughIdentityProvider, verifyAddressToDashboard } from './support/mailbox.ts';

const password = 'Fjord-Breeze-77';
const text = (key: string) => catalogueText('en-GB', key);

/** The refused login of an unverified account offers its link again; after a click the status says it is on its way. */
async function askForTheLinkAgain(page: Page, screen: Locator) {
  await screen
    .getByRole('alert')
    .filter({ hasText: text('login.pendingVerification') })
    .waitFor();
  await expectNoAxeViolations(page);
  const resend = screen.getByRole('button', { name: text('register.resend') });
  await resend.click();
  await screen
    .getByRole('status')
    .filter({ hasText: text('register.resent') })
    .waitFor();
  expect(await resend.evaluate((button) => button === document.activeElement)).toBe(true);
  await expectNoAxeViolations(page);
}

describe('an unverified account at the login', () => {
  const browser = useBrowser();

  it('has its link sent again from the login dialog and the /login page, and the mailed link signs it in', async () => {
    const email = 'resend.customer@example.co.uk';
    const page = await browser.newPage();
    await registerThroughIdentityProvider(page, { email, password, firstName: 'Rhys', lastName: 'Evans' });

    await page.goto('/gb/');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } })),
    );
    await logIn(page, email, password);
    await askForTheLinkAgain(page, page.getByRole('dialog', { name: text('login.title') }));

    await page.goto('/gb/login');
    await logIn(page, email, password);
    await askForTheLinkAgain(page, page.getByRole('main'));

    await verifyAddressToDashboard(page, email);
    await expectSignedIn(page, { firstName: 'Rhys', lastName: 'Evans' });
    await expectNoAxeViolations(page);
  });
});
