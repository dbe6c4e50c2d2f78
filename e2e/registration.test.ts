import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSignedIn } from './support/account-menu.ts';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { followMailedLink } from './support/mailbox.ts';

const password = 'Fjord-Breeze-77';
const plain = (locale: string, key: string, values: Record<string, string> = {}) =>
  catalogueText(locale, key, values).replace(/<\/?\d+>/g, '');

/** Fills the registration form in the locale's words; returns the form. */
async function fillRegistration(
  page: Page,
  locale: string,
  person: { email: string; firstName: string; lastName: string },
) {
  const form = page.getByRole('form', { name: catalogueText(locale, 'register.title') });
  await form.getByLabel(catalogueText(locale, 'login.email'), { exact: true }).fill(person.email);
  await form.getByLabel(catalogueText(locale, 'register.firstName'), { exact: true }).fill(person.firstName);
  await form.getByLabel(catalogueText(locale, 'register.lastName'), { exact: true }).fill(person.lastName);
  await form.getByLabel(catalogueText(locale, 'login.password'), { exact: true }).fill(password);
  await form.getByLabel(catalogueText(locale, 'register.confirmPassword'), { exact: true }).fill(password);
  await form.getByRole('checkbox', { name: plain(locale, 'register.terms') }).check();
  await form.getByRole('checkbox', { name: plain(locale, 'register.privacy') }).check();
  return form;
}

describe('registration', () => {
  const browser = useBrowser();

  it('en-GB: registers, cannot log in before verifying, and the mailed link signs in to the dashboard with a welcome', async () => {
    const page = await browser.newPage();
    const email = 'new.customer@example.co.uk';
    await page.goto('/gb/register');
    await page.getByRole('heading', { level: 1, name: 'Create your Nordhem account' }).waitFor();
    await expectNoAxeViolations(page);
    const form = await fillRegistration(page, 'en-GB', { email, firstName: 'Nora', lastName: 'Quinn' });
    await form.getByText('This e-mail address is available.').waitFor();
    await form.getByLabel('Confirm password').fill('Fjord-Breeze-78');
    await form.getByText('The passwords do not match').waitFor();
    expect(await form.getByRole('button', { name: 'Create account' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByText(`We have sent a link to ${email}.`, { exact: false }).waitFor();
    await expectNoAxeViolations(page);

    // Not verified yet: the login is refused with its own words.
    await page.goto('/gb/login');
    await logIn(page, email, password);
    await page
      .getByRole('alert')
      .filter({ hasText: catalogueText('en-GB', 'login.pendingVerification') })
      .waitFor();

    await followMailedLink(
      page,
      email,
      'Confirm your e-mail address for your Nordhem account',
      /\/gb\/e\/verify-email\?token=/,
    );
    const confirm = page.getByRole('button', { name: 'Confirm e-mail address' });
    await confirm.waitFor();
    // The server-rendered page shows before its script takes the token out of the address.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
    await confirm.click();
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByText('Your account is ready. You are signed in.').waitFor();
    await expectSignedIn(page, { firstName: 'Nora', lastName: 'Quinn' });
    await expectNoAxeViolations(page);
  });

  it('an address that has an account: the same "check your mailbox", and its owner is told instead', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/registration');
    const form = await fillRegistration(page, 'en-GB', {
      email: 'grace.hughes@example.co.uk',
      firstName: 'Grace',
      lastName: 'Hughes',
    });
    await form.getByText(catalogueText('en-GB', 'error.emailExists')).waitFor();
    expect(await form.getByRole('button', { name: 'Create account' }).isDisabled()).toBe(true);
  });

  it('pl-PL on /login?register=true, with the marketing consent, through the mailbox link to the dashboard', async () => {
    const page = await browser.newPage();
    const email = 'nowy.klient@example.pl';
    await page.goto('/pl/login?register=true');
    await page.getByRole('heading', { level: 1, name: catalogueText('pl-PL', 'register.title') }).waitFor();
    const form = await fillRegistration(page, 'pl-PL', { email, firstName: 'Jan', lastName: 'Kowalski' });
    await form
      .getByRole('checkbox', { name: /Nordhem/ })
      .last()
      .check();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: catalogueText('pl-PL', 'account.createAccount') }).click();
    await page.getByText(catalogueText('pl-PL', 'register.checkMailboxTitle')).waitFor();

    await followMailedLink(
      page,
      email,
      catalogueText('pl-PL', 'mail.verifyRegistration.subject'),
      /\/pl\/e\/verify-email\?token=/,
    );
    await page.getByRole('button', { name: catalogueText('pl-PL', 'verify.submit') }).click();
    await page.waitForURL(`${baseUrl()}/pl/e/account/dashboard`);
    await page.getByText(catalogueText('pl-PL', 'dashboard.newAccount')).waitFor();
    const consents = page.getByRole('region', { name: catalogueText('pl-PL', 'dashboard.consents.title') });
    await consents.getByText(catalogueText('pl-PL', 'consentName.termsStatement')).waitFor();
    await expectNoAxeViolations(page);
  });

  it('can be completed with the keyboard alone', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/register');
    const form = page.getByRole('form', { name: 'Create your Nordhem account' });
    const email = form.getByLabel('E-mail address', { exact: true });
    await email.waitFor();
    const focused = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name ?? '');
    for (let presses = 0; presses < 30 && (await focused()) !== 'email'; presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard.person@example.co.uk');
    for (const value of ['Kim', 'Keys', password]) {
      await page.keyboard.press('Tab');
      await page.keyboard.type(value);
    }
    for (let presses = 0; presses < 4 && (await focused()) !== 'confirmPassword'; presses += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    for (const name of ['terms', 'privacy']) {
      for (let presses = 0; presses < 6 && (await focused()) !== name; presses += 1) await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
    }
    const submit = form.getByRole('button', { name: 'Create account' });
    await form.getByText('This e-mail address is available.').waitFor();
    for (
      let presses = 0;
      presses < 6 && !(await submit.evaluate((element) => element === document.activeElement));
      presses += 1
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Check your mailbox').waitFor();
  });
});

describe('change of e-mail', () => {
  const browser = useBrowser();

  it('from the dashboard through the mailbox link: the new address is the login, the old one is refused', async () => {
    const page = await browser.newPage();
    // Mia shops in Switzerland, the market that still logs in through the auth proxy.
    await page.goto('/ch/de/login');
    await logIn(page, 'mia.keller@example.ch', 'Nordhem-Demo-2026', 'de-CH');
    await page.waitForURL(`${baseUrl()}/ch/de/`);
    await page.goto('/ch/de/e/account/dashboard');
    await page
      .getByRole('main')
      .getByRole('button', { name: catalogueText('de-CH', 'changeEmail.title') })
      .click();
    const dialog = page.getByRole('dialog', { name: catalogueText('de-CH', 'changeEmail.title') });
    const newEmail = dialog.getByLabel(catalogueText('de-CH', 'changeEmail.newEmail'), { exact: true });
    await newEmail.waitFor();
    expect(await newEmail.evaluate((element) => element === document.activeElement)).toBe(true);
    await newEmail.fill('mia.neu@example.ch');
    await dialog.getByLabel(catalogueText('de-CH', 'changeEmail.confirmEmail')).fill('mia.neu@example.ch');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: catalogueText('de-CH', 'changeEmail.submit') }).click();
    await dialog.getByText(catalogueText('de-CH', 'changeEmail.successTitle')).waitFor();
    await expectNoAxeViolations(page);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: catalogueText('de-CH', 'changeEmail.done') }).click(),
    ]);

    await followMailedLink(
      page,
      'mia.neu@example.ch',
      catalogueText('de-CH', 'mail.verifyNewEmail.subject'),
      /\/ch\/de\/e\/verify-email\?token=/,
    );
    await page.getByRole('button', { name: catalogueText('de-CH', 'verify.submit') }).click();
    await page.getByText(catalogueText('de-CH', 'verify.emailChanged')).waitFor();
    await expectOneHeadingNamed(page, catalogueText('de-CH', 'verify.title'));
    await expectNoAxeViolations(page);

    const identity = (loginID: string) =>
      page.request
        .post('/idp/accounts.login', { form: { apiKey: '4_nordhem_ch_web', loginID, password: 'Nordhem-Demo-2026' } })
        .then((response) => response.json());
    expect(await identity('mia.keller@example.ch')).toMatchObject({ errorCode: 403042 });
    expect(await identity('mia.neu@example.ch')).toMatchObject({ errorCode: 0 });
  });
});
