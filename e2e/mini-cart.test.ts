import type { Locator } from 'playwright-core';
import { findSite, sitePages, sitePath } from '@shopfront/i18n';
import { describe, expect, it } from 'vitest';
import { fillAnonymousCart } from './support/anonymous-cart.ts';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

interface Box {
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/**
 * Each row of the mini cart's totals (label, value): their boxes, whether a text runs out of its own box, and the
 * panel's box and whether anything makes it scroll sideways.
 */
function totalsLayout(miniCart: Locator) {
  return miniCart.evaluate((panel) => {
    const boxOf = (element: Element) => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const rows = Array.from(panel.querySelectorAll('dl div')).map((row) => {
      const [label, value] = [row.querySelector('dt'), row.querySelector('dd')];
      if (!label || !value) throw new Error('a totals row without its label or value');
      return {
        label: label.textContent ?? '',
        value: value.textContent ?? '',
        labelBox: boxOf(label),
        valueBox: boxOf(value),
        textOutsideItsBox: [label, value].some((element) => element.scrollWidth > element.clientWidth),
      };
    });
    return { panel: boxOf(panel), scrollsSideways: panel.scrollWidth > panel.clientWidth, rows };
  });
}

const overlaps = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
/** Label and value read apart: the value on a line of its own below the label, or a visible gap between them on one line. */
const minimumGap = 8;
const apart = (label: Box, value: Box) => value.top >= label.bottom || value.left - label.right >= minimumGap;
const inside = (inner: Box, outer: Box) => inner.left >= outer.left && inner.right <= outer.right;

describe('the mini cart on a phone', () => {
  const browser = useBrowser();

  it.each([
    ['PL', 'pl-PL'],
    ['DE', 'de-DE'],
    ['FI', 'fi-FI'],
  ])(
    '%s (%s) at 390 px: each label of the totals and its value stay apart (a gap, or the value wraps below), and nothing leaves the panel',
    async (country, locale) => {
      const site = findSite(country, locale);
      if (!site) throw new Error(`${locale} missing from the market table`);
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(sitePath(site, sitePages.home));
      // Large quantities of the dearest products: the longest amounts the totals show.
      await fillAnonymousCart(
        page,
        [
          { code: 'NH-CM-700', quantity: 9 },
          { code: 'NH-WM-900', quantity: 9 },
        ],
        { country, locale },
      );
      await page.reload();
      await waitForHydration(page);
      const cartButton = page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${catalogueText(locale, 'nav.cart')}.+`) });
      await cartButton.click();
      const miniCart = page.getByRole('dialog', { name: catalogueText(locale, 'cart.basketTitle') });
      await miniCart.getByText(catalogueText(locale, 'cart.calculatedDuringCheckout')).waitFor();
      await expectNoAxeViolations(page);

      const layout = await totalsLayout(miniCart);
      expect(layout.rows.map((row) => row.label)).toEqual(
        ['cart.subtotal', 'cart.delivery', 'cart.total'].map((key) => catalogueText(locale, key)),
      );
      for (const row of layout.rows) {
        expect(
          overlaps(row.labelBox, row.valueBox),
          `"${row.label}" overlaps "${row.value}": ${JSON.stringify(row)}`,
        ).toBe(false);
        expect(
          apart(row.labelBox, row.valueBox),
          `"${row.label}" runs into "${row.value}": ${JSON.stringify(row)}`,
        ).toBe(true);
        expect(row.textOutsideItsBox, `"${row.label}" or "${row.value}" runs out of its box`).toBe(false);
        expect(
          inside(row.labelBox, layout.panel) && inside(row.valueBox, layout.panel),
          `"${row.label}" leaves the panel: ${JSON.stringify({ row, panel: layout.panel })}`,
        ).toBe(true);
      }
      expect(layout.scrollsSideways).toBe(false);
    },
  );
});
