import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

async function openDashboard(page: Page) {
  await page.goto('/gb/login');
  await logIn(page, 'sophie.ward@example.co.uk', 'Nordhem-Demo-2026');
  await page.waitForURL(`${baseUrl()}/gb/`);
  await page.goto('/gb/e/account/dashboard');
  await page.getByRole('heading', { level: 1, name: catalogueText('en-GB', 'page.dashboard.title') }).waitFor();
}

/** The colour a design token stands for, as the browser computes it (`rgb(…)`). */
function tokenColour(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.body.appendChild(document.createElement('span'));
    probe.style.color = `var(${name})`;
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, token);
}

const colourOf = (link: Locator) => link.evaluate((element) => getComputedStyle(element).color);

describe('the account dashboard', () => {
  const browser = useBrowser();

  it('draws its links and the club dialog’s in the link token’s colour, not the browser’s blue', async () => {
    const page = await browser.newPage();
    await openDashboard(page);
    const linkColour = await tokenColour(page, '--sf-color-link');
    expect(linkColour).not.toBe('rgb(0, 0, 238)');
    const download = page.getByRole('link', { name: catalogueText('en-GB', 'dashboard.consents.downloadAll') });
    expect(await colourOf(download)).toBe(linkColour);

    const clubTitle = catalogueText('en-GB', 'club.title');
    await page.getByRole('main').getByRole('button', { name: clubTitle }).click();
    const dialog = page.getByRole('dialog', { name: clubTitle });
    await dialog.getByRole('button', { name: catalogueText('en-GB', 'club.submit') }).waitFor();
    const links = [
      dialog.getByRole('link', { name: 'club@nordhem.co.uk' }),
      dialog.getByRole('link', { name: catalogueText('en-GB', 'consentName.privacyStatement'), exact: true }),
      dialog.getByRole('link', { name: catalogueText('en-GB', 'consentName.termsStatement'), exact: true }),
    ];
    expect(await Promise.all(links.map(colourOf))).toEqual(links.map(() => linkColour));
    await expectNoAxeViolations(page);
  });

  it.each([
    [320, 640],
    [1280, 800],
  ])('keeps Profile details and Change password apart at %i px', async (width, height) => {
    const page = await browser.newPage({ viewport: { width, height } });
    await openDashboard(page);
    const boxOf = (name: string) => page.getByRole('main').getByRole('button', { name, exact: true }).boundingBox();
    const [details, password] = await Promise.all([
      boxOf(catalogueText('en-GB', 'changeEmail.title')),
      boxOf(catalogueText('en-GB', 'changePassword.title')),
    ]);
    if (!details || !password) throw new Error('the dashboard shows both buttons');
    const horizontalGap = password.x - (details.x + details.width);
    const verticalGap = password.y - (details.y + details.height);
    expect(Math.max(horizontalGap, verticalGap), `gap between the buttons at ${width} px`).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});
