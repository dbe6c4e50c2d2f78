import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

const text = (key: string) => catalogueText('en-GB', key);

/** The demo's plain-HTML host page: no React on it, only the loader's <script> tag and buttons that send bus events. */
describe('a host page without React, through the standalone loader', () => {
  const browser = useBrowser();

  it('loads nothing of the widget until a dialog is asked for, then opens login and forgot password', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/plain-host/');
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
    await expectNoAxeViolations(page);
    const dialogBundle = (path: string) => path.includes('standalone-widget');
    expect(scripts).toContain('/shopfront-loader.js');
    expect(scripts.some(dialogBundle)).toBe(false);

    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: text('login.title') });
    await login.getByRole('heading', { name: text('login.title') }).waitFor();
    const email = login.getByRole('textbox', { name: text('login.email') });
    await email.waitFor();
    expect(await email.evaluate((field) => field === document.activeElement)).toBe(true);
    expect(scripts.some(dialogBundle)).toBe(true);
    await expectNoAxeViolations(page);
    await login.getByRole('button', { name: text('dialog.close') }).click();
    await login.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Forgot password' }).click();
    const forgot = page.getByRole('dialog', { name: text('forgotPassword.title') });
    await forgot.getByRole('textbox', { name: text('login.email') }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('opens change password for a customer who signed in through the login dialog there', async () => {
    const page = await browser.newPage();
    await page.goto('/plain-host/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await logIn(page, 'noah.price@example.co.uk', 'Nordhem-Demo-2026');
    // Without a target the login ends on the market's home page; the customer comes back to the host page.
    await page.waitForURL((url) => url.pathname === '/gb/');
    await page.goto('/plain-host/');

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: text('changePassword.title') });
    const form = dialog.getByRole('form', { name: text('changePassword.title') });
    await form.getByLabel(text('password.current')).waitFor();
    await expectNoAxeViolations(page);
  });
});
