import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAccountMenu, signOut } from './support/account-menu.ts';
import { fillAnonymousCart } from './support/anonymous-cart.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  useBrowser,
  waitForElementHydration,
  waitForHydration,
} from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Basket/ });
const miniCart = (page: Page) => page.getByRole('dialog', { name: 'Your basket' });

/** Opens the mini cart once the page is hydrated (its scripts start after the first paint: a click before reaches no handler). */
async function openMiniCart(page: Page) {
  await waitForHydration(page);
  await cartButton(page).click();
  await miniCart(page).waitFor();
}

describe('site header', () => {
  const browser = useBrowser();

  it('shows the anonymous cart in the badge and the mini cart; every close path closes the overlay', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await fillAnonymousCart(page, [
      { code: 'NH-DW-450', quantity: 2 },
      { code: 'NH-AC-010', quantity: 1 },
    ]);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Basket: 3 items in your basket' }).waitFor();
    expect(await page.getByRole('banner').locator('.sf-header__badge').textContent()).toBe('3');
    await expectNoAxeViolations(page);

    await openMiniCart(page);
    await miniCart(page).getByText('2 × Nordhem Silence 450 Dishwasher').waitFor();
    await miniCart(page).getByRole('link', { name: 'Go to checkout' }).waitFor();
    expect(await miniCart(page).getByRole('link', { name: 'View basket' }).getAttribute('href')).toBe('/gb/cart');
    await expectNoAxeViolations(page);

    await miniCart(page).getByRole('button', { name: 'Close' }).click();
    await miniCart(page).waitFor({ state: 'hidden' });
    expect(await cartButton(page).evaluate((element) => element === document.activeElement)).toBe(true);

    await openMiniCart(page);
    await page.keyboard.press('Escape');
    await miniCart(page).waitFor({ state: 'hidden' });

    await openMiniCart(page);
    await page.mouse.click(5, 700);
    await miniCart(page).waitFor({ state: 'hidden' });

    await openMiniCart(page);
    await cartButton(page).click();
    await miniCart(page).waitFor({ state: 'hidden' });

    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    await openMiniCart(page);
    await page.evaluate(() => window.scrollTo(0, 50));
    await page.waitForTimeout(100);
    expect(await miniCart(page).isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 160));
    await miniCart(page).waitFor({ state: 'hidden' });
  });

  const panels = [
    [
      'account menu',
      (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }),
      (page: Page) => page.getByRole('dialog', { name: 'Account', exact: true }),
    ],
    ['mini cart', cartButton, miniCart],
  ] as const;
  const leavingCases = ['/gb/', '/gb/?layout=minimal'].flatMap((path) =>
    panels.flatMap(([panel, icon, dialog]) =>
      (['Tab', 'Shift+Tab'] as const).map((key) => [panel, path, key, icon, dialog] as const),
    ),
  );

  it.each(leavingCases)(
    'closes the %s on %s when %s takes focus out to the page, and leaves focus there (ADR 010)',
    async (_panel, path, key, icon, dialog) => {
      const page = await browser.newPage();
      await page.goto(path);
      await waitForHydration(page);
      const isFocused = (locator: ReturnType<typeof icon>) =>
        locator.evaluate((element) => element === document.activeElement);
      for (let presses = 0; presses < 40 && !(await isFocused(icon(page))); presses += 1)
        await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await page.waitForFunction(() => document.querySelector('.sf-overlay')?.contains(document.activeElement));
      await expectNoAxeViolations(page);
      // Tab runs from the panel's last item to the page; Shift+Tab through the header, past the skip link, round to the page's end.
      const focusOnPage = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return element !== null && element !== document.body && element.closest('.sf-header') === null;
        });
      for (let presses = 0; presses < 40 && !(await focusOnPage()); presses += 1) await page.keyboard.press(key);
      expect(await focusOnPage()).toBe(true);
      await dialog(page).waitFor({ state: 'hidden' });
      expect(await icon(page).getAttribute('aria-expanded')).toBe('false');
      expect(await focusOnPage(), 'focus stays where the visitor took it').toBe(true);
    },
  );

  it('counts the first cart of a visitor as soon as the page announces it, without a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await cartButton(page).waitFor();
    expect(await page.getByRole('banner').locator('.sf-header__badge').count()).toBe(0);
    await fillAnonymousCart(page, [{ code: 'NH-DW-450', quantity: 2 }]);
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-updated')));
    await page.getByRole('banner').getByRole('button', { name: 'Basket: 2 items in your basket' }).waitFor();
  });

  it('shows an empty basket with the sign-in hint to a visitor without a cart', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await openMiniCart(page);
    await miniCart(page).getByText('Your basket is empty').waitFor();
    await miniCart(page).getByText('Sign in to see the items you saved in your basket.').waitFor();
    await expectNoAxeViolations(page);
  });

  it('greets a signed-in customer in the account menu with the menu entries; sign-out from the dashboard goes home, elsewhere reloads', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
    await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);

    const menu = await openAccountMenu(page);
    await menu.getByText('Welcome, Oliver Bennett').waitFor();
    const links = await menu.getByRole('link').allTextContents();
    expect(links).toEqual(['My account', 'Wish list', 'My appliances', 'Orders and invoices', 'Profile']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Basket: 3 items/ })
      .waitFor();

    await signOut(page);
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.getByRole('status').getByText('You have been signed out').waitFor();
  });

  it.each([
    ['/gb', 'en_GB', 'oliver.bennett@example.co.uk', 'en-GB', 'Nordhem Silence 450 Dishwasher'],
    ['/be/fr', 'fr_BE', 'camille.dubois@example.be', 'fr-BE', 'Lave-vaisselle Nordhem Silence 450'],
  ])(
    '%s: every commerce request after login carries lang=%s, the first one too; the mini cart names the products in the language',
    async (site, lang, email, locale, productName) => {
      const page = await browser.newPage();
      const commerceCalls: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/experience-api/occ/')) commerceCalls.push(url);
      });
      await page.goto(`${site}/login`);
      await logIn(page, email, 'Nordhem-Demo-2026', locale);
      await page.waitForURL(`${baseUrl()}${site}/`);
      await waitForHydration(page);
      const cart = page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${catalogueText(locale, 'nav.cart')}`) });
      await cart.click();
      await page
        .getByRole('dialog', { name: catalogueText(locale, 'cart.basketTitle') })
        .getByText(`2 × ${productName}`)
        .waitFor();
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-updated')));
      await page.reload();
      await page.getByRole('banner').locator('.sf-header__badge').waitFor();
      const paths = commerceCalls.map((url) => url.pathname.replace(/^\/experience-api\/occ\/[^/]+/, ''));
      expect(paths).toEqual(expect.arrayContaining(['/carts/entries/count', '/carts']));
      expect(commerceCalls.map((url) => `${url.pathname} lang=${url.searchParams.get('lang')}`)).toEqual(
        commerceCalls.map((url) => `${url.pathname} lang=${lang}`),
      );
    },
  );

  it('reloads the same page when signing out outside the account area', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.goto('/gb/register');
    await signOut(page);
    await page.getByRole('status').getByText('You have been signed out').waitFor();
    expect(new URL(page.url()).pathname).toBe('/gb/register');
  });

  it('switches /be/fr/ to the same page in Dutch; a one-language market has no language dropdown', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/login');
    const language = page.getByRole('banner').getByRole('combobox', { name: 'Langue' });
    await language.waitFor();
    await expectNoAxeViolations(page);
    await waitForElementHydration(language);
    await language.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'Nederlands' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/be/nl/login`);
    expect(await page.getAttribute('html', 'lang')).toBe('nl-BE');

    const single = await browser.newPage();
    await single.goto('/gb/');
    await single.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    expect(await single.getByRole('combobox').count()).toBe(0);
  });

  it('dismisses the notification banner for good', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    const banner = page.getByRole('region', { name: 'Free delivery on all large appliances' });
    await banner.waitFor();
    // The class comes from the banner's effect once it has hydrated: wait for it rather than read it at first paint.
    await page.waitForFunction(() => document.body.classList.contains('sf-has-notification-banner'));
    await banner.getByRole('button', { name: 'Dismiss notification' }).click();
    await banner.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.body.classList.contains('sf-has-notification-banner'))).toBe(false);
    await page.reload();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button').first().waitFor();
    expect(await page.getByRole('region', { name: 'Free delivery on all large appliances' }).count()).toBe(0);
  });

  it('leaves a dismissed banner out of the page the server renders, so nothing moves when it hydrates', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    const serverMarkup = async (path: string) =>
      (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(await serverMarkup('/gb/')).toContain('class="sf-banner"');
    await waitForHydration(page);
    await page
      .getByRole('region', { name: 'Free delivery on all large appliances' })
      .getByRole('button', { name: 'Dismiss notification' })
      .click();
    expect(await serverMarkup('/gb/')).not.toContain('class="sf-banner"');
    expect(await serverMarkup('/ie/')).toContain('class="sf-banner"');

    // A dismissal kept only in local storage (from before the cookie) is mirrored into it on the next visit.
    const earlier = await browser.newPage();
    const irishTitle = /<section class="sf-banner" aria-label="([^"]+)"/.exec(await serverMarkup('/ie/'))?.[1];
    expect(irishTitle).toBeDefined();
    await earlier.addInitScript((title) => {
      if (!localStorage.getItem('shopfront.dismissedBanners'))
        localStorage.setItem('shopfront.dismissedBanners', JSON.stringify([{ site: '/ie', title }]));
    }, irishTitle);
    await earlier.goto('/ie/');
    await earlier.waitForFunction(() => document.cookie.includes('sf_dismissed_banners='));
    expect(await (await earlier.request.get('/ie/', { headers: { accept: 'text/html' } })).text()).not.toContain(
      'class="sf-banner"',
    );
  });

  it('keeps the dismissal of each site: the other language of the same country still shows its banner, until dismissed too', async () => {
    const page = await browser.newPage();
    const dismiss = async (path: string) => {
      await page.goto(path);
      const banner = page.locator('.sf-banner');
      await banner.waitFor();
      await waitForHydration(page);
      await banner.getByRole('button').click();
      await banner.waitFor({ state: 'hidden' });
    };
    const bannerShown = async (path: string) => {
      await page.goto(path);
      await page.getByRole('navigation', { name: /./ }).first().waitFor();
      await page.waitForLoadState('networkidle');
      return page.locator('.sf-banner').count();
    };
    await dismiss('/be/nl/');
    expect(await bannerShown('/be/fr/')).toBe(1);
    await dismiss('/be/fr/');
    expect(await bannerShown('/be/nl/')).toBe(0);
    expect(await bannerShown('/be/fr/')).toBe(0);
  });

  it('opens the category menus with the keyboard', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    const kitchen = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Kitchen' });
    await kitchen.focus();
    await page.keyboard.press('Enter');
    expect(await kitchen.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ovens');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await kitchen.getAttribute('aria-expanded')).toBe('false');
    expect(await kitchen.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('opens the navigation from the menu button on a phone, and closes it when the overlay opens', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/gb/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Laundry' }).waitFor();
    await expectNoAxeViolations(page);
    await openMiniCart(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it.each([
    ['minimal', true],
    ['logo-only', false],
  ])('%s mode shows no navigation', async (layout, showsIcons) => {
    const page = await browser.newPage();
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/^\/(experience-api|gb\/e\/)/.test(path)) dataCalls.push(path);
    });
    await page.goto(`/gb/?layout=${layout}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).count()).toBe(
      showsIcons ? 1 : 0,
    );
    if (layout === 'minimal')
      expect(await page.evaluate(() => document.body.classList.contains('sf-minimal-page'))).toBe(true);
    else expect(dataCalls).toEqual([]);
    await expectNoAxeViolations(page);
  });

  describe('the collapsed sticky header', () => {
    const collapsedState = (page: Page) => page.locator('.sf-header').getAttribute('data-collapsed');

    /** A long page scrolled down by the wheel, as a visitor does, until the header collapses. */
    async function scrollDownUntilCollapsed(page: Page) {
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
      });
      await page.mouse.move(640, 600);
      await page.mouse.wheel(0, 600);
      await page.locator('.sf-header[data-collapsed="true"]').waitFor();
    }

    /** Two frames and a pause: long enough for the scroll anchoring that follows a resize, and its scroll event. */
    const settle = (page: Page) =>
      page.evaluate(
        () =>
          new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))),
      );

    it('expands on hover and stays expanded through its own resize; scrolling down collapses it again', async () => {
      const page = await browser.newPage();
      await page.goto('/gb/');
      await page.getByRole('region', { name: 'Free delivery on all large appliances' }).waitFor();
      await scrollDownUntilCollapsed(page);
      const kitchen = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Kitchen' });
      expect(await kitchen.isVisible()).toBe(false);

      await page.mouse.move(640, 30);
      await page.locator('.sf-header[data-collapsed="false"]').waitFor();
      await settle(page);
      expect(await collapsedState(page)).toBe('false');
      // axe on the expanded bar; with a category open its panel covers the page's links below (target-size counts
      // what is covered), and the open panel is checked by the navigation tests above.
      await expectNoAxeViolations(page);
      await kitchen.click();
      await page.getByRole('link', { name: 'Ovens' }).waitFor();
      await kitchen.click();

      await page.mouse.move(640, 600);
      await settle(page);
      expect(await collapsedState(page)).toBe('false');
      await page.mouse.wheel(0, 400);
      await page.locator('.sf-header[data-collapsed="true"]').waitFor();
    });

    it('expands when focus enters it: Shift+Tab from the page reaches the navigation and the banner', async () => {
      const page = await browser.newPage();
      await page.goto('/gb/');
      await page.getByRole('region', { name: 'Free delivery on all large appliances' }).waitFor();
      await scrollDownUntilCollapsed(page);
      await page.getByRole('contentinfo').getByRole('link').first().focus();
      await page.locator('.sf-header[data-collapsed="true"]').waitFor();

      const reached: string[] = [];
      for (let presses = 0; presses < 20 && !reached.includes('Skip to content'); presses += 1) {
        await page.keyboard.press('Shift+Tab');
        await settle(page);
        reached.push(
          await page.evaluate(
            () =>
              document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim() || '',
          ),
        );
      }
      expect(reached).toEqual(
        expect.arrayContaining([
          'Kitchen',
          'Laundry',
          'Floor care',
          'Coffee',
          'Accessories',
          'Dismiss notification',
          'Skip to content',
        ]),
      );
      expect(await collapsedState(page)).toBe('false');
      await expectNoAxeViolations(page);
    });
  });
});
