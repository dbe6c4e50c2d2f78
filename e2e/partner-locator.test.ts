import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, expectNoAxeViolationsBeforeScripts, useBrowser } from './support/browser.ts';
import { pressKeys } from './support/keyboard.ts';

/** What the footer's locator form stores before it submits (docs/site-shell.md §7): base64 of `loc=<value>`. */
function storedLocatorValue(value: string): string {
  return Buffer.from(`loc=${value}`, 'utf8').toString('base64');
}

async function dealerNames(page: Page): Promise<string[]> {
  const results = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 3 });
  await results.first().waitFor();
  return results.allTextContents();
}

async function dealerServices(page: Page): Promise<string[]> {
  return page.getByRole('main').getByRole('listitem').locator('p').allTextContents();
}

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/**
 * Keyboard only, from the page's search field: Tab to the button, Tab to the services multi-select; two services
 * chosen (type-ahead, End), then emptied again. Axe on every state. Returns when every dealer is listed again.
 */
async function filterByServicesWithTheKeyboard(page: Page, names: readonly string[]) {
  await page.getByRole('searchbox', { name: 'Postcode or town' }).focus();
  await pressKeys(page, ['Tab', 'Tab']);
  const services = page.getByRole('combobox', { name: 'Services' });
  expect(await services.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await services.textContent()).toBe('All services');
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox', { name: 'Services' });
  await listbox.waitFor();
  expect(await listbox.getAttribute('aria-multiselectable')).toBe('true');
  // Site shell §9: the list opens 8 px below the combobox (--sf-select-offset).
  const [comboboxBox, listboxBox] = [await services.boundingBox(), await listbox.boundingBox()];
  if (!comboboxBox || !listboxBox) throw new Error('the services select is not laid out');
  expect(listboxBox.y - (comboboxBox.y + comboboxBox.height)).toBeCloseTo(8, 0);
  await expectNoAxeViolations(page);

  await page.keyboard.type('r');
  await page.keyboard.press('Enter');
  // Stays open on choosing; the combobox shows the first option chosen.
  expect(await listbox.isVisible()).toBe(true);
  expect(await services.textContent()).toBe('Repair');
  await pressKeys(page, ['End', 'Enter']);
  expect(await listbox.getByRole('option', { selected: true }).allTextContents()).toEqual(['Repair', 'Spare parts']);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'hidden' });

  await page.getByRole('main').getByRole('listitem').first().waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('main li p').length > 0 &&
      [...document.querySelectorAll('main li p')].every(
        (p) => p.textContent?.includes('Repair') && p.textContent.includes('Spare parts'),
      ),
  );
  const filtered = await dealerNames(page);
  expect(filtered.length).toBeLessThan(names.length);
  for (const offered of await dealerServices(page)) expect(offered).toMatch(/Repair.*Spare parts/);
  await expectNoAxeViolations(page);

  // Emptied again, it shows the nothing-selected appearance and every dealer.
  await page.keyboard.press('Enter');
  await listbox.waitFor();
  await pressKeys(page, ['Home', 'ArrowDown', ' ', 'End', ' ', 'Tab']);
  await listbox.waitFor({ state: 'hidden' });
  expect(await services.textContent()).toBe('All services');
  expect(await services.getAttribute('data-selection')).toBe('none');
  await page.waitForFunction((count) => document.querySelectorAll('main li h3').length === count, names.length);
  await expectNoAxeViolations(page);
}

describe('partner locator', () => {
  const browser = useBrowser();

  it.each(viewports)(
    'from the footer form to the dealers near the stored value, filtered by services with the keyboard only (%s)',
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      await page.goto('/gb/');
      const footerForm = page.getByRole('contentinfo').getByRole('form', { name: 'Find a Nordhem partner' });
      const field = footerForm.getByRole('searchbox', { name: 'Town or postcode' });
      await field.waitFor();
      await expectNoAxeViolations(page);
      await field.focus();
      await page.keyboard.type('SW1P 1AA');
      await page.keyboard.press('Enter');

      await page.waitForURL(/\/gb\/partner-locator\?loc=SW1P\+1AA$/);
      await page.getByRole('heading', { level: 2, name: 'Partners near SW1P 1AA' }).waitFor();
      // The footer stored the value before the browser submitted the form (docs/site-shell.md §7).
      expect(await page.evaluate((key) => sessionStorage.getItem(key), 'shopfront.partnerLocator')).toBe(
        storedLocatorValue('SW1P 1AA'),
      );
      const names = await dealerNames(page);
      expect(names[0]).toBe('Westminster Home Appliances');
      expect(names.length).toBeGreaterThanOrEqual(8);
      expect(await page.getByRole('searchbox', { name: 'Postcode or town' }).inputValue()).toBe('SW1P 1AA');
      await expectNoAxeViolations(page);

      await filterByServicesWithTheKeyboard(page, names);
    },
  );

  it('lists the dealers near the stored value when the page is opened without ?loc=', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      'shopfront.partnerLocator',
      storedLocatorValue('Manchester'),
    ] as const);
    await page.goto('/gb/partner-locator');
    await page.getByRole('heading', { level: 2, name: 'Partners near Manchester' }).waitFor();
    expect((await dealerNames(page))[0]).toBe('Northern Appliances');
    expect(await page.getByRole('searchbox', { name: 'Postcode or town' }).inputValue()).toBe('Manchester');
    await expectNoAxeViolations(page);
  });

  it('takes the town from ?loc= (a submission without JavaScript) over the stored value (mobile)', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/gb/');
    await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
      'shopfront.partnerLocator',
      storedLocatorValue('SW1P 1AA'),
    ] as const);
    await page.goto('/gb/partner-locator?loc=Manchester');
    await page.getByRole('heading', { level: 2, name: 'Partners near Manchester' }).waitFor();
    expect((await dealerNames(page))[0]).toBe('Northern Appliances');
    await expectNoAxeViolations(page);

    // A new search is the page's own GET form.
    const search = page.getByRole('searchbox', { name: 'Postcode or town' });
    await search.fill('Leeds');
    await search.press('Enter');
    await page.waitForURL(/\/gb\/partner-locator\?loc=Leeds$/);
    await page.getByRole('heading', { level: 2, name: 'Partners near Leeds' }).waitFor();
    expect((await dealerNames(page))[0]).toBe('Leeds Kitchen Studio');
    await expectNoAxeViolations(page);
  });

  it('lists the dealers near ?loc= in the page the server sends, before any script runs', async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto('/gb/partner-locator?loc=Manchester');
    await page.getByRole('heading', { level: 2, name: 'Partners near Manchester' }).waitFor();
    expect((await dealerNames(page))[0]).toBe('Northern Appliances');
    const beforeScripts = await expectNoAxeViolationsBeforeScripts(browser, '/gb/partner-locator?loc=Manchester');
    expect((await dealerNames(beforeScripts))[0]).toBe('Northern Appliances');
  });
});
