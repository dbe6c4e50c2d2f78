import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { expectSignedIn, openAccountMenu, signOut } from './support/account-menu.ts';
import { catalogueText } from './support/catalogue.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { fillLoginForm } from './support/login-form.ts';

const password = 'Nordhem-Demo-2026';

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
}

/** What the widget stores about the visitor (the site's cached globals are no visitor data). */
async function storedKeys(page: Page) {
  return page.evaluate(() => {
    // The site's globals and configuration are the same for every visitor: not the visitor's data.
    const siteData = /^shopfront\.(globals|siteConfig)\./;
    const visitorKeys = (storage: Storage) =>
      Object.keys(storage).filter((key) => key.startsWith('shopfront.') && !siteData.test(key));
    return { local: visitorKeys(localStorage), session: visitorKeys(sessionStorage) };
  });
}

function fillLogin(page: Page, email: string, locale = 'en-GB') {
  return fillLoginForm(page, email, password, locale);
}

describe('login and logout', () => {
  const browser = useBrowser();

  it('logs in from a dialog opened by the host page, lands on the saved target, and logs out clearing every session', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('shopfront:account-dialog', {
          detail: { dialog: 'login', targetUrl: '/gb/e/account/dashboard' },
        }),
      ),
    );
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('username webauthn');
    await expectNoAxeViolations(page);

    const form = await fillLogin(page, 'oliver.bennett@example.co.uk');
    await form.getByRole('checkbox', { name: 'Remember me' }).check();
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expectSignedIn(page, { firstName: 'Oliver', lastName: 'Bennett' });
    expect(new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);

    const cookies = await sessionCookies(page.context());
    const identity = cookies.glt_4_nordhem_gb_web;
    expect(identity).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: false });
    expect(identity?.expires).toBeGreaterThan(Date.now() / 1000 + 3000);
    for (const name of ['shop_session', 'xp_session']) {
      expect(cookies[name], name).toMatchObject({ secure: true, sameSite: 'Strict', httpOnly: true, path: '/' });
    }
    expect(cookies.shopfront_auth).toBeDefined();
    expect((await storedKeys(page)).local).toEqual(['shopfront.session']);

    const shopCookie = `shop_session=${cookies.shop_session?.value}`;
    const experienceCookie = `xp_session=${cookies.xp_session?.value}`;
    const status = () => page.request.get('/gb/e/authentication/status', { headers: { cookie: shopCookie } });
    const experience = () => page.request.get('/experience-api/session', { headers: { cookie: experienceCookie } });
    expect((await status()).status()).toBe(200);
    expect(await (await experience()).json()).toEqual({ auth: { authenticated: true } });

    await signOut(page);
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.getByRole('status').getByText('You have been signed out').waitFor();
    await expectNoAxeViolations(page);
    const menu = await openAccountMenu(page);
    await menu.getByRole('button', { name: 'Sign in' }).waitFor();
    const after = await sessionCookies(page.context());
    expect(
      Object.keys(after).filter((name) => /^(glt_|gig_|shop_session|xp_session|shopfront_auth)/.test(name)),
    ).toEqual([]);
    expect(await storedKeys(page)).toEqual({ local: [], session: [] });
    expect((await status()).status()).toBe(401);
    expect(await (await experience()).json()).toEqual({ auth: { authenticated: false } });
  });

  it('logs in through the /login page of a multi-language market', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/login?target_url=%2Fbe%2Ffr%2Fe%2Faccount%2Fdashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const form = await fillLogin(page, 'camille.dubois@example.be', 'fr-BE');
    await form.getByRole('button', { name: catalogueText('fr-BE', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${baseUrl()}/be/fr/e/account/dashboard`);
    await expectSignedIn(page, { firstName: 'Camille', lastName: 'Dubois' }, 'fr-BE');
    const cookies = await sessionCookies(page.context());
    expect(cookies.shop_session).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    expect(cookies.glt_4_nordhem_be_web?.expires).toBe(-1);
  });

  it('asks an account with outdated terms to accept them, then logs it in and keeps the accepted version', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    const form = await fillLogin(page, 'grace.hughes@example.co.uk');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    const consent = page.getByRole('form', { name: 'Profile completion' });
    await consent.waitFor();
    await expectOneHeadingNamed(page, 'Profile completion');
    const checkbox = consent.getByRole('checkbox', { name: /terms of use/ });
    expect(await consent.getByRole('checkbox').count()).toBe(1);
    const continueButton = consent.getByRole('button', { name: 'Continue' });
    expect(await continueButton.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await checkbox.check();
    await continueButton.click();
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'Grace', lastName: 'Hughes' });

    const login = await page.request.post('/idp/accounts.login', {
      form: { apiKey: '4_nordhem_gb_web', loginID: 'grace.hughes@example.co.uk', password, include: 'preferences' },
    });
    expect(await login.json()).toMatchObject({
      errorCode: 0,
      preferences: { 'terms-statement': { isConsentGranted: true, docVersion: '2.0' } },
    });
  });

  it('in the dialog, the extra-consent step takes the title Profile completion, once, and focus moves to its first box', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).waitFor();
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } })),
    );
    const form = await fillLogin(page, 'lily.turner@example.co.uk');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Profile completion' });
    await dialog.waitFor();
    expect(await page.getByRole('dialog', { name: 'Log in' }).count()).toBe(0);
    await expectOneHeadingNamed(dialog, 'Profile completion');
    expect(
      await dialog.getByRole('checkbox', { name: /terms of use/ }).evaluate((box) => box === document.activeElement),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /terms of use/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'Lily', lastName: 'Turner' });
  });

  it('sends a visitor who is already signed in from the login page to the account, or to the saved target; a target of another site to the account', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    const form = await fillLogin(page, 'harry.evans@example.co.uk');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'Harry', lastName: 'Evans' });

    await page.goto('/gb/login');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    await page.goto('/gb/login?target_url=%2Fgb%2Fc%2Fkitchen%2Fovens');
    await page.waitForURL(`${baseUrl()}/gb/c/kitchen/ovens`);
    await page.getByRole('heading', { level: 1, name: 'Ovens' }).waitFor();
    await expectNoAxeViolations(page);
    // The target was taken: it does not lead the next visit of the login page anywhere.
    expect(await page.evaluate(() => sessionStorage.getItem('shopfront.redirectTarget'))).toBeNull();

    // A target outside the shop is never saved: the account instead.
    await page.goto('/gb/login?target_url=https%3A%2F%2Fattacker.example%2F');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  });

  it('shows the catalogue error for a wrong password and keeps what was typed', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('E-mail address').fill('oliver.bennett@example.co.uk');
    await form.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText('The e-mail and password combination is not valid', { exact: false })
      .waitFor();
    expect(await form.getByLabel('E-mail address').inputValue()).toBe('oliver.bennett@example.co.uk');
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe('Not-The-Password-1');
    await expectNoAxeViolations(page);
  });

  it('works with the keyboard only: open from the header, Tab through, Enter submits, Escape closes and restores focus', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    const accountButton = page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
    await accountButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Account', exact: true });
    await menu.waitFor();
    const signIn = menu.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => signIn.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await accountButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        menu.getByRole('button', { name: 'Sign in' }).evaluate((element) => element === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await page.keyboard.type('oliver.bennett@example.co.uk');
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl()}/gb/`, { waitUntil: 'load' });
    await expectSignedIn(page, { firstName: 'Oliver', lastName: 'Bennett' });
  });
});

describe('login through the legacy auth proxy', () => {
  const browser = useBrowser();

  it('logs in on a market whose login still goes through the auth proxy, and logs out through it', async () => {
    const page = await browser.newPage();
    const proxyRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/auth-proxy/')) proxyRequests.push(`${request.method()} ${url.pathname}`);
    });
    await page.goto('/ch/de/login?target_url=%2Fch%2Fde%2Fe%2Faccount%2Fdashboard');
    const form = await fillLogin(page, 'lukas.meier@example.ch', 'de-CH');
    await form.getByRole('button', { name: catalogueText('de-CH', 'login.submit'), exact: true }).click();
    await page.waitForURL(`${baseUrl()}/ch/de/e/account/dashboard`);
    await expectSignedIn(page, { firstName: 'Lukas', lastName: 'Meier' }, 'de-CH');
    expect(proxyRequests).toEqual(['GET /auth-proxy/authorize', 'POST /auth-proxy/token']);

    await signOut(page, 'de-CH');
    await page.waitForURL(`${baseUrl()}/ch/de/`);
    await page.getByRole('status').getByText(catalogueText('de-CH', 'account.logoutMessage')).waitFor();
    expect(proxyRequests).toContain('POST /auth-proxy/logout');
    expect((await storedKeys(page)).session).toEqual([]);
  });
});
