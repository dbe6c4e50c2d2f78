import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectSignedIn } from './support/account-menu.ts';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { logIn } from './support/login-form.ts';

const apiKey = '4_nordhem_gb_web';

async function identityLogin(page: Page, loginID: string, password: string): Promise<number> {
  const response = await page.request.post('/idp/accounts.login', { form: { apiKey, loginID, password } });
  return (await response.json()).errorCode;
}

describe('passwords', () => {
  const browser = useBrowser();

  it('resets a forgotten password through the e-mailed link, once', async () => {
    const email = 'james.wilson@example.co.uk';
    const page = await browser.newPage();
    await page.goto('/gb/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.waitFor();
    const send = dialog.getByRole('button', { name: 'Send link' });
    expect(await send.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByLabel('E-mail address').fill(email);
    await send.click();
    const received = page.getByRole('dialog', { name: 'Request received' });
    await received.waitFor();
    expect(await received.getByRole('form').count()).toBe(0);
    expect(await received.getByText(`we have sent a link to ${email}`, { exact: false }).count()).toBe(1);
    await expectNoAxeViolations(page);

    await page.goto('/dev/mailbox');
    const mail = page
      .getByRole('article', { name: 'Set a new password for your Nordhem account' })
      .filter({ hasText: email })
      .first();
    await mail.waitFor();
    const link = mail.getByRole('link', { name: /\/gb\/e\/newpassword\?pwrt=/ });
    const resetUrl = (await link.getAttribute('href')) ?? '';
    const [resetPage] = await Promise.all([
      page.waitForResponse((response) => response.url() === resetUrl),
      link.click(),
    ]);
    expect(resetPage.headers()['cache-control']).toBe('no-store');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    // The token leaves the address bar (and the history entry) once the page has read it.
    await page.waitForURL(`${baseUrl()}/gb/e/newpassword`);
    await page.getByRole('heading', { level: 2, name: 'Set your new password' }).waitFor();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Set your new password' });
    await form.getByLabel('New password', { exact: true }).fill('Fjord-Breeze-77');
    await page.getByRole('status').filter({ hasText: 'Password strength: very strong' }).waitFor();
    await form.getByLabel('Confirm new password').fill('Fjord-Breeze-78');
    await form.getByText('The passwords do not match').waitFor();
    expect(await form.getByRole('button', { name: 'Save new password' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await form.getByLabel('Confirm new password').fill('Fjord-Breeze-77');
    await form.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password updated').waitFor();
    await expectNoAxeViolations(page);

    expect(await identityLogin(page, email, 'Nordhem-Demo-2026')).toBe(403042);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl()}/gb/login`);
    await logIn(page, email, 'Fjord-Breeze-77');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'James', lastName: 'Wilson' });

    const again = await browser.newPage();
    await again.goto(resetUrl);
    const secondForm = again.getByRole('form', { name: 'Set your new password' });
    await secondForm.getByLabel('New password', { exact: true }).fill('Other-Password-99');
    await secondForm.getByLabel('Confirm new password').fill('Other-Password-99');
    await secondForm.getByRole('button', { name: 'Save new password' }).click();
    await again.getByRole('alert').getByText('This reset link is not valid', { exact: false }).waitFor();
    expect(await secondForm.getByLabel('New password', { exact: true }).inputValue()).toBe('Other-Password-99');
    await expectNoAxeViolations(again);
  });

  it('changes the password of a signed-in customer, who is logged out, sent home and logs in with the new one', async () => {
    const email = 'amelia.clarke@example.co.uk';
    const page = await browser.newPage();
    await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
    await logIn(page, email, 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const form = dialog.getByRole('form', { name: 'Change password' });
    await form.waitFor();
    const submit = form.getByRole('button', { name: 'Save password' });

    await form.getByLabel('Current password').fill('Nordhem-Demo-2026');
    await form.getByLabel('New password', { exact: true }).fill('Nordhem-Demo-2026');
    await form.getByLabel('Confirm new password').fill('Nordhem-Demo-2026');
    await form.getByText('You have already used this password. Please submit a new one.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByText('Use at least 8 characters and 3 of the four groups', { exact: false }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Password strength: too short' }).waitFor();
    expect(await submit.isDisabled()).toBe(true);

    await form.getByLabel('New password', { exact: true }).fill('Aurora-Oven-600');
    await form.getByLabel('Confirm new password').fill('Aurora-Oven-601');
    await form.getByText('Password does not match').waitFor();
    await form.getByLabel('Confirm new password').fill('Aurora-Oven-600');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText('Password updated').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('dialog', { name: 'Change password' }).getByRole('button', { name: 'Continue' }).click();

    // Signed out and home, where the sign-out is confirmed.
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('status').getByText('You have been signed out').waitFor();
    expect(
      (await page.context().cookies())
        .map((cookie) => cookie.name)
        .filter((name) => /^(glt_|shop_session|xp_session)/.test(name)),
    ).toEqual([]);
    expect(await identityLogin(page, email, 'Nordhem-Demo-2026')).toBe(403042);

    await page.goto('/gb/login');
    await logIn(page, email, 'Aurora-Oven-600');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await expectSignedIn(page, { firstName: 'Amelia', lastName: 'Clarke' });
  });

  it('names a wrong current password as such and keeps everything typed', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
    await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Not-My-Password-1');
    await form.getByLabel('New password', { exact: true }).fill('Aurora-Oven-600');
    await form.getByLabel('Confirm new password').fill('Aurora-Oven-600');
    await form.getByRole('button', { name: 'Save password' }).click();
    const alert = form.getByRole('alert');
    await alert.getByText('Wrong password').waitFor();
    expect(await alert.textContent()).not.toContain('e-mail and password combination');
    expect(await form.getByLabel('Current password').inputValue()).toBe('Not-My-Password-1');
    expect(await form.getByLabel('New password', { exact: true }).inputValue()).toBe('Aurora-Oven-600');
    await expectNoAxeViolations(page);
  });

  it('works with the keyboard only: forgot password from the login dialog, Enter sends, Escape closes', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    const forgot = page.getByRole('button', { name: 'Forgot your password?' });
    await forgot.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Forgot your password?' });
    await dialog.waitFor();
    await expect
      .poll(() => dialog.getByLabel('E-mail address').evaluate((element) => element === document.activeElement))
      .toBe(true);
    await page.keyboard.type('nobody-here@example.co.uk');
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText('This e-mail address is not registered', { exact: false }).waitFor();
    expect(await dialog.getByLabel('E-mail address').inputValue()).toBe('nobody-here@example.co.uk');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await forgot.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
