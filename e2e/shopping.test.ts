import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  expectNoAxeViolationsBeforeScripts,
  useBrowser,
  waitForElementHydration,
} from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

const badge = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Basket/ });
const product = (page: Page, name: string) => page.getByRole('article', { name });

/** The signed-in customer's units in the web-shop cart, asked of the commerce API with the page's cookies. */
async function customerCartCount(page: Page): Promise<number> {
  const response = await page.request.get('/experience-api/occ/nordhem-gb/carts/entries/count?cartType=WEBSHOP', {
    headers: { 'x-api-key': 'nordhem-gb-ecom' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

describe('shopping in the demo shop', () => {
  const browser = useBrowser();

  it('goes from the header’s navigation to a category, adds a product, and the badge and mini cart follow', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto('/gb/');
    const navigation = page.getByRole('navigation', { name: catalogueText('en-GB', 'nav.mainMenu') });
    await navigation.getByRole('button', { name: 'Kitchen', exact: true }).click();
    await navigation.getByRole('link', { name: 'Ovens', exact: true }).click();
    await page.waitForURL('**/gb/c/kitchen/ovens');
    await page.getByRole('heading', { level: 1, name: 'Ovens' }).waitFor();
    const oven = product(page, 'Nordhem Aura 600 Oven');
    expect(await oven.getByText(/^£[\d,]+\.\d\d$/).count()).toBe(1);
    await expectNoAxeViolations(page);

    await oven.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('status').getByText('Nordhem Aura 600 Oven is now in your basket.').waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Basket: 1 item in your basket' }).waitFor();
    await oven.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Basket: 2 items in your basket' }).waitFor();

    await badge(page).click();
    const miniCart = page.getByRole('dialog', { name: 'Your basket' });
    await miniCart.getByText('2 × Nordhem Aura 600 Oven').waitFor();
    await expectNoAxeViolations(page);

    // The cart outlives the page: it is the visitor's, named in the cookie the shell reads.
    await page.keyboard.press('Escape');
    await page.goto('/gb/c/kitchen');
    await page.getByRole('banner').getByRole('button', { name: 'Basket: 2 items in your basket' }).waitFor();
  });

  it('lists a category’s products without script, the entries under it included', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    const response = await page.goto('/gb/c/kitchen');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kitchen');
    const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(names.sort()).toEqual(['Nordhem Aura 600 Oven', 'Nordhem Silence 450 Dishwasher']);
    await expectNoAxeViolationsBeforeScripts(browser, '/gb/c/kitchen');
  });

  it('names and prices the products in the market’s language and currency: fr-BE', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/c/kitchen/ovens');
    const oven = product(page, 'Four Nordhem Aura 600');
    await oven.getByText(/€$/).waitFor();
    await oven.getByRole('button', { name: catalogueText('fr-BE', 'page.category.addToCart') }).click();
    await page
      .getByRole('status')
      .getByText(catalogueText('fr-BE', 'page.category.added', { product: 'Four Nordhem Aura 600' }))
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('says at the product that it could not be added when the page runs at another host name than the origin (its CSP refuses every call)', async () => {
    const otherHost = new URL(baseUrl());
    otherHost.hostname = '127.0.0.1';
    const page = await browser.newPage({
      baseUrl: otherHost.origin,
      expectedConsoleErrors: [/Content Security Policy/],
    });
    await page.goto('/gb/c/kitchen/ovens');
    const oven = product(page, 'Nordhem Aura 600 Oven');
    await waitForElementHydration(oven.getByRole('button', { name: 'Add to basket' }));
    await oven.getByRole('button', { name: 'Add to basket' }).click();
    await oven
      .getByRole('alert')
      .getByText('Nordhem Aura 600 Oven could not be added to your basket. Please try again.')
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('adds to the signed-in customer’s own cart', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login?target_url=%2Fgb%2Fc%2Flaundry%2Fwashing-machines');
    // An account of its own: the header tests count the seeded basket of oliver.bennett.
    await logIn(page, 'george.hall@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/c/laundry/washing-machines`);
    const before = await customerCartCount(page);
    await product(page, 'Nordhem Fjord 9 Washing Machine').getByRole('button', { name: 'Add to basket' }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^Basket: ${before + 1} items? in your basket`) })
      .waitFor();
    expect(await customerCartCount(page)).toBe(before + 1);
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'nordhem-gb-cart' }));
    await expectNoAxeViolations(page);
  });

  it('answers a category the navigation does not name with the not-found text', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/c/no-such-category');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it.each(['/gb/', '/be/nl/', '/us/'])(
    'every link of %s leads to a page of the shop (no 404), a page of the shop itself named as its link',
    async (home) => {
      const page = await browser.newPage();
      await page.goto(home);
      const sameOrigin = await page.evaluate(() => [
        ...new Set(Array.from(document.querySelectorAll('a[href^="/"]'), (link) => link.getAttribute('href') ?? '')),
      ]);
      const site = home.slice(0, -1);
      // The shell's own links that only script shows (account menu, mini cart).
      const links = [...sameOrigin, `${site}/cart`, `${site}/e/checkout`, `${site}/e/account/profile`];
      const broken: string[] = [];
      for (const href of links) {
        const response = await page.request.get(href, { headers: { accept: 'text/html' }, maxRedirects: 0 });
        if (![200, 302].includes(response.status())) broken.push(`${response.status()} ${href}`);
      }
      expect(broken).toEqual([]);
      expect(links.length).toBeGreaterThan(30);
    },
  );

  it('shows a page of the shop itself under the name its link gives it', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
    await page.waitForURL('**/gb/about/careers');
    await page.getByRole('heading', { level: 1, name: 'Careers' }).waitFor();
    await page.getByText(catalogueText('en-GB', 'page.hostPage.message')).waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/de/cart');
    await page.getByRole('heading', { level: 1, name: catalogueText('de-DE', 'cart.basketTitle') }).waitFor();
  });
});
