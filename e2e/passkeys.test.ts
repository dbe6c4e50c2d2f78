import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openDashboard } from './support/account-dashboard.ts';
import { expectSignedIn, openLoginFromHeader, signOut } from './support/account-menu.ts';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts';

/** The password of every demo login (README "Demo logins"). */
const demoPassword = 'Nordhem-Demo-2026';

interface Market {
  readonly name: string;
  readonly site: string;
  readonly locale: string;
  readonly email: string;
  readonly names: { readonly firstName: string; readonly lastName: string };
  /** Add the passkey and sign in with it by keyboard alone (once, on one market). */
  readonly keyboardOnly: boolean;
}

const markets: readonly Market[] = [
  {
    name: 'GB (direct OAuth with PKCE)',
    site: '/gb',
    locale: 'en-GB',
    email: 'isla.morgan@example.co.uk',
    names: { firstName: 'Isla', lastName: 'Morgan' },
    keyboardOnly: true,
  },
  {
    name: 'CH (the auth proxy)',
    site: '/ch/de',
    locale: 'de-CH',
    email: 'lukas.meier@example.ch',
    names: { firstName: 'Lukas', lastName: 'Meier' },
    keyboardOnly: false,
  },
];

function passkeysSection(page: Page, locale: string) {
  return page.getByRole('region', { name: catalogueText(locale, 'dashboard.passkeys.title') });
}

/** Presses `key` until `target` has the focus (a keyboard user's way through the page), at most `limit` times. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab', limit: number) {
  for (let presses = 0; ; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    if (presses === limit) break;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the element');
}

/**
 * The next arrival of the page at `url`: a login from the home page ends on the home page, where `waitForURL` would
 * answer at once, before the login's redirects have even started.
 */
function nextArrivalAt(page: Page, url: string): Promise<unknown> {
  return page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && frame.url() === url,
  });
}

async function signOutToHome(page: Page, market: Market) {
  await signOut(page, market.locale);
  await page.waitForURL(`${baseUrl()}${market.site}/`);
  await page.getByRole('status').getByText(catalogueText(market.locale, 'account.logoutMessage')).waitFor();
}

describe('passkeys in Chromium with a virtual authenticator', () => {
  const browser = useBrowser();

  it.each(markets)(
    '$name: added on the dashboard, used through the dialog’s button and through autofill, removed; axe-clean in each state',
    async (market) => {
      const { locale, site } = market;
      const text = (key: string, values: Record<string, string> = {}) => catalogueText(locale, key, values);
      // A wrong password and a passkey the shop no longer knows are refused with 403, on purpose.
      const page = await browser.newPage({ expectedStatuses: [403] });
      const authenticator = await addVirtualAuthenticator(page);

      await openDashboard(page, site, market.email, locale);
      const section = passkeysSection(page, locale);
      await section.getByText(text('dashboard.passkeys.none')).waitFor();
      await expectNoAxeViolations(page);

      const add = section.getByRole('button', { name: text('dashboard.passkeys.add') });
      if (market.keyboardOnly) {
        await tabTo(page, add, 'Tab', 200);
        await page.keyboard.press('Enter');
      } else {
        await add.click();
      }
      const passkey = section.getByRole('listitem');
      await passkey.waitFor();
      const deviceName = (await passkey.locator('strong').textContent()) ?? '';
      expect(deviceName).toMatch(/ on Linux$/);
      await section
        .getByRole('status')
        .getByText(text('dashboard.passkeys.added', { device: deviceName }))
        .waitFor();
      await passkey.getByText(text('dashboard.passkeys.neverUsed')).waitFor();
      expect(await authenticator.credentials()).toHaveLength(1);
      await expectNoAxeViolations(page);

      // The dialog's button: the browser's prompt, answered by the authenticator; then the flow of a password login.
      // This browser has listed the account's passkeys, so its form would offer them in autofill at once, which the
      // virtual authenticator answers by itself: the hint is cleared first, as in a browser new to the shop.
      await signOutToHome(page, market);
      await page.evaluate(() => localStorage.removeItem('shopfront.passkeyHint'));
      const dialog = await openLoginFromHeader(page, locale);
      expect(await dialog.getByLabel(text('login.email')).getAttribute('autocomplete')).toBe('username webauthn');
      await expectNoAxeViolations(page);
      const passkeyButton = dialog.getByRole('button', { name: text('login.passkey') });
      let arrived = nextArrivalAt(page, `${baseUrl()}${site}/`);
      if (market.keyboardOnly) {
        // The focus starts in the address field; the passkey button is the one before it.
        await tabTo(page, passkeyButton, 'Shift+Tab', 1);
        await page.keyboard.press('Enter');
      } else {
        await passkeyButton.click();
      }
      await arrived;
      await expectSignedIn(page, market.names, locale);
      await expectNoAxeViolations(page);

      // Autofill (conditional mediation): after a passkey login the form asks at open, with the focus in the address
      // field (autocomplete "username webauthn"); the virtual authenticator, which simulates the customer's choice,
      // answers that request as soon as it is made, and the login goes on without a click.
      await signOutToHome(page, market);
      arrived = nextArrivalAt(page, `${baseUrl()}${site}/`);
      await openLoginFromHeader(page, locale);
      await arrived;
      await expectSignedIn(page, market.names, locale);

      await page.goto(`${site}/e/account/dashboard`);
      await passkey.getByText(text('dashboard.passkeys.lastUsed', { date: '' }).trim()).waitFor();
      const remove = section.getByRole('button', {
        name: text('dashboard.passkeys.removeNamed', { device: deviceName }),
      });
      await remove.click();
      const confirmation = page.getByRole('dialog', {
        name: text('dashboard.passkeys.confirmTitle', { device: deviceName }),
      });
      await confirmation.waitFor();
      await expectNoAxeViolations(page);
      const password = confirmation.getByLabel(text('login.password'), { exact: true });
      await password.fill('Not-The-Password-2026');
      await confirmation.getByRole('button', { name: text('dashboard.passkeys.remove'), exact: true }).click();
      await confirmation.getByRole('alert').getByText(text('dashboard.passkeys.wrongPassword')).waitFor();
      expect(await password.inputValue()).toBe('Not-The-Password-2026');
      await expectNoAxeViolations(page);

      await password.fill(demoPassword);
      await confirmation.getByRole('button', { name: text('dashboard.passkeys.remove'), exact: true }).click();
      await confirmation.waitFor({ state: 'hidden' });
      await section
        .getByRole('status')
        .getByText(text('dashboard.passkeys.removed', { device: deviceName }))
        .waitFor();
      await section.getByText(text('dashboard.passkeys.none')).waitFor();
      await expectNoAxeViolations(page);

      // The authenticator still holds the credential, which the shop no longer knows: the button says so.
      await signOutToHome(page, market);
      const refused = await openLoginFromHeader(page, locale);
      await refused.getByRole('button', { name: text('login.passkey') }).click();
      await refused.getByRole('alert').getByText(text('error.passkeyRefused')).waitFor();
      await expectNoAxeViolations(page);
    },
  );
});
