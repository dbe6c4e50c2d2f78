import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser, waitForElementHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

const desktop = { width: 1280, height: 800 };
const mobile = { width: 390, height: 844 };
const viewports = [
  ['desktop', desktop],
  ['mobile', mobile],
] as const;

const footer = (page: Page) => page.getByRole('contentinfo');

async function openHome(page: Page, path = '/gb/', locale = 'en-GB') {
  await page.goto(path);
  await footer(page)
    .getByRole('navigation', { name: catalogueText(locale, 'footer.legalLabel') })
    .getByRole('link')
    .first()
    .waitFor();
}

/**
 * Records what the page pushes onto its `dataLayer` in session storage, so that it outlives the navigation that
 * follows the login callback's push (the stand-in for a tag manager).
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript(() => {
    const key = 'e2e.dataLayer';
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      const recorded = JSON.parse(sessionStorage.getItem(key) ?? '[]') as unknown[];
      sessionStorage.setItem(key, JSON.stringify([...recorded, ...items]));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.dataLayer') ?? '[]') as unknown[]);
}

describe('site footer', () => {
  const browser = useBrowser();

  it.each(viewports)('shows the full footer on %s, its payment logos loaded as SVG', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
    await openHome(page);
    const contentinfo = footer(page);
    await contentinfo.getByRole('form', { name: 'Find a Nordhem partner' }).waitFor();
    await contentinfo.getByRole('form', { name: 'Newsletter' }).waitFor();
    expect(await contentinfo.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe(
      'tel:+442079460000',
    );
    expect(await contentinfo.getByRole('link', { name: 'Nordhem on YouTube' }).locator('svg').count()).toBe(1);
    const logos = contentinfo.getByRole('list', { name: 'Payment methods' }).getByRole('img');
    expect(await logos.count()).toBe(6);
    await logos.last().scrollIntoViewIfNeeded();
    for (const logo of await logos.all()) {
      expect(await logo.getAttribute('loading')).toBe('lazy');
      const source = await logo.getAttribute('src');
      const response = await page.request.get(source ?? '');
      expect(response.status(), source ?? '').toBe(200);
      expect(response.headers()['content-type']).toBe('image/svg+xml');
      await expect
        .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('folds the categories into an accordion on mobile, worked by keyboard', async () => {
    const page = await browser.newPage({ viewport: mobile });
    await openHome(page);
    const categories = footer(page).getByRole('navigation', { name: 'More from Nordhem' });
    const service = categories.getByRole('button', { name: 'Service' });
    await service.waitFor();
    expect(await service.getAttribute('aria-expanded')).toBe('false');
    expect(await categories.getByRole('link', { name: 'Repairs' }).isVisible()).toBe(false);
    await expectNoAxeViolations(page);

    // From the newsletter field, Tab reaches the categories' buttons in order.
    await footer(page).getByRole('textbox', { name: 'Your e-mail address' }).focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    for (let presses = 0; presses < 10 && (await focusedName()) !== 'Service'; presses += 1)
      await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Service');
    await page.keyboard.press('Enter');
    expect(await service.getAttribute('aria-expanded')).toBe('true');
    await categories.getByRole('link', { name: 'Repairs' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe('Contact us');
    await expectNoAxeViolations(page);

    await service.focus();
    await page.keyboard.press('Space');
    expect(await service.getAttribute('aria-expanded')).toBe('false');
    await categories.getByRole('link', { name: 'Repairs' }).waitFor({ state: 'hidden' });
  });

  it('lists the categories under their headings on desktop', async () => {
    const page = await browser.newPage({ viewport: desktop });
    await openHome(page);
    const categories = footer(page).getByRole('navigation', { name: 'More from Nordhem' });
    await categories.getByRole('heading', { name: 'Service' }).waitFor();
    expect(await categories.getByRole('button').count()).toBe(0);
    expect(await categories.getByRole('link', { name: 'Repairs' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('switches the language from the footer of a multi-language market, by keyboard', async () => {
    const page = await browser.newPage({ viewport: mobile });
    await openHome(page, '/ch/fr/', 'fr-CH');
    const language = footer(page).getByRole('combobox', { name: 'Langue' });
    await waitForElementHydration(language);
    await language.focus();
    await page.keyboard.press('Enter');
    await footer(page).getByRole('option', { name: 'Deutsch' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/ch/de/`);
    expect(await page.getAttribute('html', 'lang')).toBe('de-CH');
  });

  it.each([
    ['/de/', 'de-DE'],
    ['/fi/', 'fi-FI'],
    ['/hu/', 'hu-HU'],
    ['/gr/', 'el-GR'],
    ['/ch/fr/', 'fr-CH'],
  ])('fits a 320 px screen in the long words of %s', async (path, locale) => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    await openHome(page, path, locale);
    await footer(page).getByRole('form').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const overflowing = await footer(page).evaluate((element) =>
      [...element.querySelectorAll('*')]
        .filter((child) => child.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((child) => child.outerHTML.slice(0, 80)),
    );
    expect(overflowing).toEqual([]);
    await expectNoAxeViolations(page);
  });

  it.each([
    ['refused', 'mobile', mobile, 'Refuse analytics', 'You have refused analytics cookies.', []],
    [
      'accepted',
      'desktop',
      desktop,
      'Accept analytics',
      'You have accepted analytics cookies.',
      [{ event: 'login', method: 'email' }],
    ],
  ])(
    'cookie settings: with analytics %s (%s), the login pushes its analytics event only if accepted',
    async (_case, _name, viewport, answer, confirmation, pushed) => {
      const page = await browser.newPage({ viewport });
      const dataLayer = await recordDataLayer(page);
      await openHome(page);
      await footer(page).getByRole('button', { name: 'Cookie settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: answer }).click();
      await dialog.waitFor({ state: 'hidden' });
      await footer(page).getByRole('status').filter({ hasText: confirmation }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
      await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
      await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
      expect(await dataLayer()).toEqual(pushed);
    },
  );
});
