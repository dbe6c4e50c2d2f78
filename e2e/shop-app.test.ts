// The shop example (examples/shop-app) as a shop runs it: its @shopfront packages installed by semver range from a
// real npm registry (npm run release:local), built statically, and served with the Shopfront server behind nginx
// with the repository's configuration (examples/shop-app/nginx.conf.template).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalRegistry, releaseToLocalRegistry } from '../scripts/release-local.ts';
import { freePort } from '../test/free-port.ts';
import { expectSignedIn, openLoginFromHeader, signOut } from './support/account-menu.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { fillLoginForm } from './support/login-form.ts';
import { registerThroughIdentityProvider } from './support/mailbox.ts';
import { copyShop, frontDoor, runInShop } from './support/shop-app.ts';
import { runNginx } from './topology/support/nginx.ts';

const demoPassword = 'Nordhem-Demo-2026';

/** Logs in from the shell's account menu on the site's home page, and opens the shop's account page. */
async function logInFromHome(page: Page, sitePrefix: string, email: string, locale: string, password = demoPassword) {
  await page.goto(`${sitePrefix}/`);
  const dialog = await openLoginFromHeader(page, locale);
  await expectNoAxeViolations(page);
  await fillLoginForm(page, email, password, locale);
  await dialog.getByRole('button', { name: catalogueText(locale, 'login.submit'), exact: true }).click();
  // Through the identity provider and back to the callback page, which goes on to the home page.
  await page.waitForURL((url) => url.pathname === `${sitePrefix}/login/auth`);
  await page.waitForURL((url) => url.pathname === `${sitePrefix}/`);
}

async function openAccountPage(page: Page, sitePrefix: string, locale: string) {
  await page.goto(`${sitePrefix}/e/account/dashboard`);
  await page.getByRole('heading', { level: 1, name: catalogueText(locale, 'account.menu_dashboard') }).waitFor();
}

describe('the shop example, installed from a registry, behind its own nginx', () => {
  const browser = useBrowser();
  let registry: LocalRegistry | undefined;
  let shopDirectory: string | undefined;
  let shopfront: DemoServer | undefined;
  let nginx: Awaited<ReturnType<typeof runNginx>> | undefined;

  beforeAll(async () => {
    let started = performance.now();
    registry = await releaseToLocalRegistry();
    console.log(`release to the loopback registry: ${Math.round(performance.now() - started)} ms`);
    shopDirectory = copyShop(registry);
    started = performance.now();
    runInShop('npm', ['install', '--prefer-offline', '--loglevel=error'], shopDirectory);
    console.log(`npm install of the shop example: ${Math.round(performance.now() - started)} ms`);
    const installed: { version: string } = JSON.parse(
      readFileSync(join(shopDirectory, 'node_modules/@shopfront/account-widget/package.json'), 'utf8'),
    );
    expect(installed.version).toBe(registry.version);
    started = performance.now();
    runInShop('npm', ['run', 'build'], shopDirectory);
    console.log(`tsc and vite build of the shop example: ${Math.round(performance.now() - started)} ms`);

    const port = await freePort();
    shopfront = await startDemoServer({}, { PUBLIC_ORIGIN: `http://localhost:${port}`, TRUST_PROXY: '1' });
    const shopRoot = join(shopDirectory, 'dist');
    const server = shopfront;
    nginx = await runNginx(port, () => frontDoor(port, shopRoot, server));
  }, 240_000);

  /** The link of the newest mail to `address`: to the shop's page under /gb/e/, through its front door. */
  async function mailedLink(address: string, subject: string, page: string): Promise<string> {
    // The demo's mailbox is the Shopfront server's own page, not behind the shop's front door.
    const mailbox = await browser.newPage({ baseUrl: shopfront?.baseUrl });
    await mailbox.goto('/dev/mailbox');
    const mail = mailbox.getByRole('article', { name: subject }).filter({ hasText: address }).first();
    await mail.waitFor();
    const link = await mail
      .getByRole('link', { name: new RegExp(`/gb/e/${page.replace('?', '\\?')}`) })
      .getAttribute('href');
    expect(link?.startsWith(`${nginx?.origin}/gb/e/${page}`)).toBe(true);
    return link ?? '';
  }

  afterAll(async () => {
    await nginx?.stop();
    await shopfront?.dispose();
    await registry?.stop();
    if (shopDirectory) rmSync(shopDirectory, { recursive: true, force: true });
  });

  it('logs in on GB through the direct OAuth flow, opens the account dialogs and signs out', async () => {
    const page = await browser.newPage({ baseUrl: nginx?.origin });
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/gb/');
    await page.getByRole('heading', { level: 1, name: 'Nordhem' }).waitFor();
    await expectNoAxeViolations(page);

    await logInFromHome(page, '/gb', 'oliver.bennett@example.co.uk', 'en-GB');
    const names = { firstName: 'Oliver', lastName: 'Bennett' };
    await expectSignedIn(page, names);
    await openAccountPage(page, '/gb', 'en-GB');
    await page
      .getByRole('main')
      .getByText(catalogueText('en-GB', 'account.welcomePersonalised', names))
      .waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole('main')
      .getByRole('button', { name: catalogueText('en-GB', 'changePassword.title') })
      .click();
    const changePassword = page.getByRole('dialog', { name: catalogueText('en-GB', 'changePassword.title') });
    await changePassword.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await changePassword.waitFor({ state: 'hidden' });

    const marketingTitle = catalogueText('en-GB', 'marketing.title');
    await page.getByRole('main').getByRole('button', { name: marketingTitle }).click();
    const marketing = page.getByRole('dialog', { name: marketingTitle });
    await marketing.getByRole('button', { name: catalogueText('en-GB', 'marketing.submit') }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await marketing.waitFor({ state: 'hidden' });

    await signOut(page);
    await page.waitForURL((url) => url.pathname === '/gb/');
    await page.goto('/gb/e/account/dashboard');
    await page
      .getByRole('main')
      .getByRole('button', { name: catalogueText('en-GB', 'login.title') })
      .waitFor();
    await expectNoAxeViolations(page);
  });

  it('resets a password through the mailed link on the shop’s own reset page, then logs in with it', async () => {
    const email = 'james.wilson@example.co.uk';
    const page = await browser.newPage({ baseUrl: nginx?.origin });
    await page.goto('/gb/');
    const login = await openLoginFromHeader(page);
    await login.getByRole('button', { name: catalogueText('en-GB', 'forgotPassword.title') }).click();
    const forgot = page.getByRole('dialog', { name: catalogueText('en-GB', 'forgotPassword.title') });
    await forgot.getByLabel(catalogueText('en-GB', 'login.email')).fill(email);
    await expectNoAxeViolations(page);
    await forgot.getByRole('button', { name: catalogueText('en-GB', 'forgotPassword.submit') }).click();
    await page.getByRole('dialog', { name: catalogueText('en-GB', 'forgotPassword.receivedTitle') }).waitFor();

    await page.goto(await mailedLink(email, 'Set a new password for your Nordhem account', 'newpassword?pwrt='));
    await page.waitForURL((url) => url.pathname === '/gb/e/newpassword' && url.search === '');
    const form = page.getByRole('form', { name: catalogueText('en-GB', 'resetPassword.subtitle') });
    await form.waitFor();
    await expectNoAxeViolations(page);
    await form.getByLabel(catalogueText('en-GB', 'password.new'), { exact: true }).fill('Fjord-Breeze-77');
    await form.getByLabel(catalogueText('en-GB', 'password.confirm')).fill('Fjord-Breeze-77');
    await form.getByRole('button', { name: catalogueText('en-GB', 'resetPassword.submit') }).click();
    await page.getByText(catalogueText('en-GB', 'resetPassword.successTitle')).waitFor();
    await expectNoAxeViolations(page);

    await logInFromHome(page, '/gb', email, 'en-GB', 'Fjord-Breeze-77');
    await expectSignedIn(page, { firstName: 'James', lastName: 'Wilson' });
  });

  it('verifies a new registration through the mailed link on the shop’s own page, signed in on the account page', async () => {
    const person = {
      email: `shop-app-${Date.now()}@example.co.uk`,
      password: 'Fjord-Breeze-77',
      firstName: 'Nora',
      lastName: 'Quinn',
    };
    const page = await browser.newPage({ baseUrl: nginx?.origin });
    await page.goto('/gb/');
    await registerThroughIdentityProvider(page, person);
    const verifyUrl = await mailedLink(
      person.email,
      'Confirm your e-mail address for your Nordhem account',
      'verify-email?token=',
    );
    await page.goto(verifyUrl);
    const confirm = page.getByRole('button', { name: 'Confirm e-mail address' });
    await confirm.waitFor();
    await page.waitForURL((url) => url.pathname === '/gb/e/verify-email' && url.search === '');
    await expectNoAxeViolations(page);
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/gb/e/account/dashboard');
    const names = { firstName: person.firstName, lastName: person.lastName };
    await page
      .getByRole('main')
      .getByText(catalogueText('en-GB', 'account.welcomePersonalised', names))
      .waitFor();
    await expectSignedIn(page, names);
    await expectNoAxeViolations(page);
  });

  it('logs in on CH through the auth proxy', async () => {
    const page = await browser.newPage({ baseUrl: nginx?.origin });
    await logInFromHome(page, '/ch/de', 'lukas.meier@example.ch', 'de-CH');
    await expectSignedIn(page, { firstName: 'Lukas', lastName: 'Meier' }, 'de-CH');
    await expectNoAxeViolations(page);
    await openAccountPage(page, '/ch/de', 'de-CH');
    await expectNoAxeViolations(page);
  });
});
