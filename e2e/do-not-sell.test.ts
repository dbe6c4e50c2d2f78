import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { downloadedBytes } from './support/download.ts';
import { logIn } from './support/login-form.ts';

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** The label the US footer is seeded with (apps/server/src/seed/site-content-markets.ts). */
const buttonLabel = 'Do Not Sell or Share My Personal Information';

/** Presses the footer's Do Not Sell button and waits for the confirmation in its live region. */
async function optOutFromTheFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  const button = footer.getByRole('button', { name: buttonLabel });
  await button.waitFor();
  await expectNoAxeViolations(page);
  await button.click();
  await footer
    .getByRole('status')
    .filter({ hasText: catalogueText('en-US', 'footer.doNotSellConfirmation') })
    .waitFor();
  await expectNoAxeViolations(page);
}

async function doNotSellCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'shopfront_do_not_sell');
}

interface DataExport {
  readonly loginIdentifiers: { readonly email: string };
  readonly consents: {
    readonly record: readonly { readonly consentId: string; readonly isGranted: boolean; readonly channel: string }[];
  };
}

describe('Do Not Sell My Information (en-US footer)', () => {
  const browser = useBrowser();

  it.each(viewports)(
    'records a visitor’s opt-out in a cookie and confirms it in the live region (%s)',
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      await page.goto('/us/');
      expect(await doNotSellCookie(page)).toBeUndefined();
      await optOutFromTheFooter(page);
      expect(await doNotSellCookie(page)).toMatchObject({ value: '1', httpOnly: true });
    },
  );

  it('records a signed-in customer’s opt-out on the account: the dashboard lists it, and the data export downloaded there shows it', async () => {
    const email = 'ethan.brooks@example.com';
    const page = await browser.newPage();
    await page.goto('/us/login');
    await logIn(page, email, 'Nordhem-Demo-2026', 'en-US');
    await page.waitForURL(`${baseUrl()}/us/`);
    await optOutFromTheFooter(page);
    expect(await doNotSellCookie(page)).toMatchObject({ value: '1' });

    await page.goto('/us/e/account/dashboard');
    const consents = page.getByRole('region', { name: catalogueText('en-US', 'dashboard.consents.title') });
    const download = consents.getByRole('link', { name: catalogueText('en-US', 'dashboard.consents.downloadAll') });
    await download.waitFor();
    // The current choices list the opt-out with its date.
    const optOut = consents.getByRole('term').filter({ hasText: catalogueText('en-US', 'consentName.doNotSell') });
    await optOut.waitFor();
    expect(await optOut.locator('xpath=following-sibling::dd[1]').textContent()).toMatch(/^Given on /);
    await expectNoAxeViolations(page);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const exported: DataExport = JSON.parse((await downloadedBytes(file)).toString('utf8'));
    expect(exported.loginIdentifiers.email).toBe(email);
    expect(exported.consents.record.filter((event) => event.consentId === 'doNotSell')).toEqual([
      expect.objectContaining({ consentId: 'doNotSell', isGranted: true, channel: 'do-not-sell-link' }),
    ]);
  });
});
