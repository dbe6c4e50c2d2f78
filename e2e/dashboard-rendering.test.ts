import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { openDashboard } from './support/account-dashboard.ts';
import { layoutShiftOf } from './support/layout-shift.ts';

const text = (key: string) => catalogueText('en-GB', key);

describe('a signed-in customer’s dashboard', () => {
  const browser = useBrowser();

  it('arrives rendered with its sections’ data, and nothing moves when the scripts take over', async () => {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await openDashboard(page, '/gb', 'noah.price@example.co.uk', 'en-GB');

    // The page as it reads before any script ran: the server knew the customer and put the sections' data in.
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto('/gb/e/account/dashboard');
    const main = page.getByRole('main');
    await main.getByText(text('page.dashboard.intro')).waitFor();
    const consents = main.getByRole('region', { name: text('dashboard.consents.title') });
    expect(await consents.getByRole('term').count()).toBeGreaterThan(0);
    const devices = main.getByRole('region', { name: text('dashboard.devices.title') });
    await devices.getByText(text('dashboard.devices.thisDevice')).waitFor();
    expect(
      await main
        .getByRole('status')
        .filter({ hasText: text('general.loading') })
        .count(),
    ).toBe(0);
    const account = page.getByRole('banner').getByRole('button', { name: text('nav.account') });
    expect(await account.getAttribute('data-signed-in')).toBe('true');
    await expectNoAxeViolations(page);

    const serverText = await main.innerText();

    // Hydrating keeps the server's dates and country names: the first Intl date format or region names of a page
    // would cost the browser a long task each.
    await page.addInitScript(() => {
      const counted = { formats: 0 };
      Object.assign(window, { intlCreations: counted });
      for (const name of ['DateTimeFormat', 'DisplayNames'] as const) {
        const counting = new Proxy(Intl[name], {
          construct(target, args: unknown[], newTarget) {
            counted.formats += 1;
            return Reflect.construct(target, args, newTarget) as object;
          },
        });
        Object.defineProperty(Intl, name, { value: counting });
      }
    });
    await page.unroute('**/assets/*.js');
    await page.goto('/gb/e/account/dashboard', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await devices.getByText(text('dashboard.devices.thisDevice')).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { intlCreations: { formats: number } }).intlCreations),
    ).toEqual({ formats: 0 });
    expect(await main.innerText()).toBe(serverText);
    expect(await layoutShiftOf(page)).toBe(0);
    await expectNoAxeViolations(page);
  });
});
