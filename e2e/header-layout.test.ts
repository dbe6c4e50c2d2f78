import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { type Site, sitePath, sitePages, sites } from '@shopfront/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, waitForElementHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

/** The header bar's height in every locale at every width: one row (the `--sf-header-height` token, 4rem). */
const singleRowHeight = 64;
const widths = [390, 1024, 1280] as const;
const screenshotFolder = new URL('../test-results/screenshots/', import.meta.url);

interface NavigationLink {
  readonly label: string;
  readonly href: string;
}

interface HeaderNavigation {
  readonly menu: readonly (NavigationLink & { readonly children: readonly NavigationLink[] })[];
  readonly subMenu: readonly (NavigationLink & { readonly type: string })[];
}

/** What the site's header should offer, as the experience API serves it to the page. */
async function headerNavigationOf(page: Page, site: Site): Promise<HeaderNavigation> {
  const response = await page.request.get(
    `/experience-api/v0/config?country=${site.market.country}&locale=${site.locale}`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { navigation: { header: HeaderNavigation } }).navigation.header;
}

/** Loads the site's home page and waits until the navigation has been measured and shows its categories. */
async function openHome(page: Page, site: Site, firstCategory: string) {
  await page.goto(sitePath(site, sitePages.home));
  await page.locator('.sf-navigation[data-fit="measured"][aria-busy="false"]').waitFor();
  await page.locator('.sf-navigation__row li', { hasText: firstCategory }).first().waitFor({ state: 'attached' });
}

/**
 * The bar's box, whether anything in it leaves the row or the viewport, and which of its visible items (logo,
 * navigation items in the row, menu button, actions) overlap one another: a fixed-height bar can keep its height
 * while its items run into each other.
 */
function barLayout(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.sf-header__bar');
    if (!bar) throw new Error('no header bar');
    const box = bar.getBoundingClientRect();
    const items = Array.from(
      bar.querySelectorAll<HTMLElement>(
        '.sf-header__logo, .sf-navigation__row > li, .sf-navigation__menu-button, .sf-header__actions > *',
      ),
    ).filter((element) => {
      const rect = element.getBoundingClientRect();
      return getComputedStyle(element).visibility === 'visible' && rect.width > 0 && rect.height > 0;
    });
    const nameOf = (element: HTMLElement) =>
      element.getAttribute('aria-label') || element.textContent?.trim() || element.className;
    const outside = items
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top < box.top || rect.bottom > box.bottom || rect.left < 0 || rect.right > window.innerWidth;
      })
      .map(nameOf);
    const overlapping: string[] = [];
    items.forEach((element, index) => {
      const a = element.getBoundingClientRect();
      for (const other of items.slice(index + 1)) {
        const b = other.getBoundingClientRect();
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        // Sub-pixel contact from rounding is no overlap.
        if (width > 0.5 && height > 0.5) overlapping.push(`${nameOf(element)} × ${nameOf(other)}`);
      }
    });
    return {
      height: box.height,
      outside,
      overlapping,
      overflowsSideways: (document.querySelector('.sf-header')?.scrollWidth ?? 0) > window.innerWidth,
    };
  });
}

const oneRow = { height: singleRowHeight, outside: [], overlapping: [], overflowsSideways: false };

/** Shows a link or category button of the navigation, opening the menu button's list when the row has no room for it. */
async function reveal(page: Page, role: 'link' | 'button', name: string) {
  const navigation = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('.sf-navigation__row') });
  const target = navigation.getByRole(role, { name, exact: true });
  if ((await target.count()) === 0) {
    const menuButton = navigation.locator('.sf-navigation__menu-button');
    if ((await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
  }
  await target.waitFor();
  return target;
}

describe('the header in every locale and width', () => {
  const browser = useBrowser();

  beforeAll(() => mkdirSync(screenshotFolder, { recursive: true }));

  it.each(sites.map((site) => [site.locale, site] as const))(
    '%s: one row without overlapping items at 390, 1024 and 1280 px, every link reachable',
    async (_locale, site) => {
      for (const width of widths) {
        const page = await browser.newPage({ viewport: { width, height: 800 } });
        const navigation = await headerNavigationOf(page, site);
        const [firstCategory] = navigation.menu;
        if (!firstCategory) throw new Error(`${site.locale} has no navigation`);
        await openHome(page, site, firstCategory.label);

        const layout = await barLayout(page);
        expect(layout, `${site.locale} at ${width} px`).toEqual(oneRow);

        for (const category of navigation.menu) {
          const button = await reveal(page, 'button', category.label);
          await button.click();
          const shownLinks = await page.locator(`#${await button.getAttribute('aria-controls')}`).evaluate((list) =>
            Array.from(list.querySelectorAll('a')).map((link) => {
              const box = link.getBoundingClientRect();
              const visible = box.width > 0 && box.height > 0 && getComputedStyle(link).visibility === 'visible';
              return { label: link.textContent, href: link.getAttribute('href'), visible };
            }),
          );
          expect(shownLinks, `${category.label} at ${width} px`).toEqual(
            [category, ...category.children].map((child) => ({ label: child.label, href: child.href, visible: true })),
          );
          await button.click();
        }
        for (const link of navigation.subMenu.filter((entry) => entry.type === 'other')) {
          const shown = await reveal(page, 'link', link.label);
          expect(await shown.getAttribute('href')).toBe(link.href);
        }
        await expectNoAxeViolations(page);
        // Bringing the menu in or out never changes the bar.
        expect(await barLayout(page), `${site.locale} at ${width} px with the menu used`).toEqual(oneRow);

        if (site.market.locales.length > 1) {
          const language = page
            .getByRole('banner')
            .getByRole('combobox', { name: catalogueText(site.locale, 'nav.languageLabel') });
          await waitForElementHydration(language);
          await language.click();
          const clipped = await page.getByRole('listbox').evaluate(
            (listbox) =>
              Array.from(listbox.querySelectorAll('[role="option"]')).filter((option) => {
                const box = option.getBoundingClientRect();
                return option.scrollWidth > option.clientWidth || box.left < 0 || box.right > window.innerWidth;
              }).length,
          );
          expect(clipped, `language options clipped or outside the viewport on ${site.locale} at ${width} px`).toBe(0);
          await page.keyboard.press('Escape');
        }
      }
    },
  );

  it('stays one row without overlapping items on a 320 px screen in every locale', async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
    const broken: string[] = [];
    for (const site of sites) {
      await page.goto(sitePath(site, sitePages.home));
      await page.locator('.sf-navigation[data-fit="measured"][aria-busy="false"]').waitFor();
      const layout = await barLayout(page);
      if (
        layout.height !== singleRowHeight ||
        layout.outside.length > 0 ||
        layout.overlapping.length > 0 ||
        layout.overflowsSideways
      )
        broken.push(`${site.locale}: ${JSON.stringify(layout)}`);
    }
    expect(broken).toEqual([]);
  });

  it('collapses coherently on a phone in every locale: at least two leading items in the row or none, the menu holding the rest in order', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 640 } });
    const incoherent: string[] = [];
    for (const width of [360, 375, 390]) {
      await page.setViewportSize({ width, height: 640 });
      for (const site of sites) {
        await page.goto(sitePath(site, sitePages.home));
        await page.locator('.sf-navigation[data-fit="measured"][aria-busy="false"]').waitFor();
        const { all, row, menu } = await page.locator('.sf-navigation').evaluate((navigation) => {
          const labelOf = (item: Element) =>
            item.querySelector('.sf-navigation__category, .sf-navigation__other-link')?.textContent ?? '';
          const rowItems = Array.from(navigation.querySelectorAll('.sf-navigation__row > li'));
          return {
            all: rowItems.map(labelOf),
            row: rowItems.filter((item) => item.getAttribute('data-overflow') === 'false').map(labelOf),
            menu: Array.from(navigation.querySelectorAll('.sf-navigation__menu-list > li')).map(labelOf),
          };
        });
        const coherent =
          (row.length === all.length || row.length === 0 || row.length >= 2) &&
          [...row, ...menu].join('|') === all.join('|');
        if (!coherent)
          incoherent.push(`${site.locale} at ${width} px: row ${JSON.stringify(row)}, menu ${JSON.stringify(menu)}`);
      }
    }
    expect(incoherent).toEqual([]);
    await page.goto('/gb/');
    await expectNoAxeViolations(page);
  });

  it.each([
    ['/be/nl/', 1024, 'be-nl-1024.png', false],
    ['/be/fr/', 390, 'be-fr-390-language-list.png', true],
  ] as const)('screenshot of %s at %i px (test-results/screenshots/%s)', async (path, width, file, openLanguages) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(path);
    await page.locator('.sf-navigation[data-fit="measured"][aria-busy="false"]').waitFor();
    if (openLanguages) {
      const language = page.getByRole('banner').getByRole('combobox');
      await waitForElementHydration(language);
      await language.click();
      await page.getByRole('listbox').waitFor();
    }
    await page.screenshot({ path: new URL(file, screenshotFolder).pathname });
  });
});
