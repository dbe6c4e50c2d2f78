import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { logIn } from './support/login-form.ts';
import { followMailedLink, registerThroughIdentityProvider } from './support/mailbox.ts';

const password = 'Fjord-Breeze-77';
const text = (key: string, values: Record<string, string> = {}) => catalogueText('en-GB', key, values);
const newAddressSubject = 'Confirm your new e-mail address';
const noticeSubject = 'The e-mail address of your Nordhem account is about to change';
/** The home page, or the dashboard the verification page saved as the target of the next login. */
const signedInLanding = (url: URL) => url.pathname === '/gb/' || url.pathname === '/gb/e/account/dashboard';

async function openChangeEmailDialog(page: Page) {
  await page.goto('/gb/e/account/dashboard');
  await page
    .getByRole('main')
    .getByRole('button', { name: text('changeEmail.title') })
    .click();
  const dialog = page.getByRole('dialog', { name: text('changeEmail.title') });
  await dialog.getByLabel(text('changeEmail.newEmail'), { exact: true }).waitFor();
  return dialog;
}

async function requestChange(page: Page, newEmail: string) {
  const dialog = await openChangeEmailDialog(page);
  await dialog.getByLabel(text('changeEmail.newEmail'), { exact: true }).fill(newEmail);
  await dialog.getByLabel(text('changeEmail.confirmEmail')).fill(newEmail);
  await dialog.getByRole('button', { name: text('changeEmail.submit') }).click();
  await dialog.getByText(text('changeEmail.pendingMessage', { email: newEmail })).waitFor();
  await Promise.all([
    page.waitForEvent('load'),
    dialog.getByRole('button', { name: text('changeEmail.done') }).click(),
  ]);
}

/** Opens a mailed link on its one-click page and confirms; returns the page's answer. */
async function openLink(page: Page, address: string, subject: string, path: RegExp, submitKey: string) {
  await followMailedLink(page, address, subject, path);
  await page.getByRole('button', { name: text(submitKey) }).click();
}

/** The link mailed to the new address of a change, which makes it the login. */
const verifyNewAddress = (page: Page, address: string) =>
  openLink(page, address, newAddressSubject, /\/gb\/e\/verify-email\?token=/, 'verify.submit');

/** The link of the notice mailed to the current address, which cancels the change. */
const cancelFromNotice = (page: Page, address: string) =>
  openLink(page, address, noticeSubject, /\/gb\/e\/cancel-email-change\?token=/, 'cancelEmailChange.submit');

describe('a change of e-mail while one is pending', () => {
  const browser = useBrowser();

  it('is named in the dialog, replaced by a new address (the old link dies) or cancelled from the dialog (both links die)', async () => {
    // A dead link's refusal is a 400 of the identity provider (the page then says the link is no longer valid).
    const page = await browser.newPage({ expectedStatuses: [400] });
    const email = 'pending.change@example.co.uk';
    await registerThroughIdentityProvider(page, { email, password, firstName: 'Pia', lastName: 'Change' });
    await openLink(
      page,
      email,
      'Confirm your e-mail address for your Nordhem account',
      /\/gb\/e\/verify-email\?token=/,
      'verify.submit',
    );
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);

    await requestChange(page, 'pending.first@example.co.uk');
    let dialog = await openChangeEmailDialog(page);
    await dialog.getByText(text('changeEmail.pendingChange', { email: 'pending.first@example.co.uk' })).waitFor();
    await dialog.getByRole('button', { name: text('changeEmail.cancelPending') }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await requestChange(page, 'pending.second@example.co.uk');

    // The replaced change's link is no longer valid; the new one changes the login.
    await verifyNewAddress(page, 'pending.first@example.co.uk');
    await page.getByText(text('verify.invalid')).waitFor();
    await verifyNewAddress(page, 'pending.second@example.co.uk');
    await page.getByText(text('verify.emailChanged')).waitFor();
    await expectOneHeadingNamed(page, text('verify.title'));
    await expectNoAxeViolations(page);

    // Completing the change ended every session: in again with the new address, and a change cancelled from the dialog.
    await page.goto('/gb/login');
    await logIn(page, 'pending.second@example.co.uk', password);
    await page.waitForURL(signedInLanding);
    await requestChange(page, 'pending.third@example.co.uk');
    dialog = await openChangeEmailDialog(page);
    await dialog.getByRole('button', { name: text('changeEmail.cancelPending') }).click();
    await dialog.getByText(text('changeEmail.cancelledMessage')).waitFor();
    const done = dialog.getByRole('button', { name: text('changeEmail.done') });
    expect(await done.evaluate((button) => button === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await done.click();
    await verifyNewAddress(page, 'pending.third@example.co.uk');
    await page.getByText(text('verify.invalid')).waitFor();
    await cancelFromNotice(page, 'pending.second@example.co.uk');
    await page.getByText(text('cancelEmailChange.invalid')).waitFor();

    // The old address's own cancel link (a cancellation ends no session): the page names the outcome without repeating its heading.
    await requestChange(page, 'pending.fourth@example.co.uk');
    await cancelFromNotice(page, 'pending.second@example.co.uk');
    await page.getByText(text('cancelEmailChange.done')).waitFor();
    await expectOneHeadingNamed(page, text('cancelEmailChange.title'));
    await expectNoAxeViolations(page);

    const identity = (loginID: string) =>
      page.request
        .post('/idp/accounts.login', { form: { apiKey: '4_nordhem_gb_web', loginID, password } })
        .then((response) => response.json());
    expect(await identity('pending.second@example.co.uk')).toMatchObject({ errorCode: 0 });
    for (const address of [
      'pending.first@example.co.uk',
      'pending.third@example.co.uk',
      'pending.fourth@example.co.uk',
    ]) {
      expect(await identity(address)).toMatchObject({ errorCode: 403042 });
    }
  });
});
