import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { logIn } from './support/login-form.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { openNewsletterConfirmation } from './support/mailbox.ts';

/** The footer's newsletter form (seeded per market: a field named `email`, posted to /<site>/newsletter/sign-up). */
function newsletterFooterForm(page: Page) {
  return page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
}

describe('newsletter sign-up from the footer form (a plain form POST)', () => {
  const browser = useBrowser();

  it('subscribes from the footer form once the mailed link is confirmed; the subscription shows in the account’s consents', async () => {
    const email = 'sophie.ward@example.co.uk';
    const mobile = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await mobile.goto('/gb/');
    const footerForm = newsletterFooterForm(mobile);
    await footerForm.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
    await expectNoAxeViolations(mobile);
    await footerForm.getByRole('button', { name: 'Subscribe' }).click();
    await mobile.waitForURL(`${baseUrl()}/gb/newsletter/check-your-inbox`);
    await mobile.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    // The footer left the address for the pages after it (docs/site-shell.md §7).
    expect(await mobile.evaluate(() => localStorage.getItem('shopfront.newsletterEmail'))).toBe(email);
    await expectNoAxeViolations(mobile);

    const page = await browser.newPage();
    const confirm = await openNewsletterConfirmation(page, email);
    await expectNoAxeViolations(page);
    await confirm.click();
    const confirmedAt = new Date();
    await page.getByText('Thank you: you are subscribed. We have sent you a welcome e-mail.').waitFor();
    await expectOneHeadingNamed(page, 'Confirm your newsletter subscription');
    await expectNoAxeViolations(page);

    await page.goto('/gb/login');
    await logIn(page, email, 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.goto('/gb/e/account/dashboard');
    const consents = page.getByRole('region', { name: 'Your consents' });
    await consents.getByText('Newsletter by e-mail').waitFor();
    // Each consent's name and its own entry: the newsletter's says given, on the day the link was confirmed.
    const names = await consents.getByRole('term').allTextContents();
    const entries = await consents.getByRole('definition').allTextContents();
    const entryOf = Object.fromEntries(names.map((name, index) => [name, entries[index]]));
    expect(entryOf['Newsletter by e-mail']).toBe(
      `Given on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(confirmedAt)}`,
    );
    await expectNoAxeViolations(page);
  });

  it('sends a refused address from the footer form back to the sign-up page, keeping it, where it can be corrected', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    const footerForm = newsletterFooterForm(page);
    await footerForm.getByRole('textbox', { name: 'Your e-mail address' }).fill('lucas.reid@');
    await footerForm.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/gb\/newsletter\/sign-up\?error=email-invalid/);
    await page.getByText('E-Mail not valid!').waitFor();
    const field = page.getByRole('main').getByRole('textbox', { name: /E-mail address/ });
    expect(await field.inputValue()).toBe('lucas.reid@');
    await expectNoAxeViolations(page);

    await field.fill('lucas.reid@example.co.uk');
    await page.getByRole('main').getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl()}/gb/newsletter/check-your-inbox`);
    await page.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('refuses a form posted from another site', async () => {
    const page = await browser.newPage();
    const response = await page.request.post('/gb/newsletter/sign-up', {
      headers: { origin: 'https://attacker.example' },
      form: { email: 'victim@example.co.uk' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'forbidden_origin' });
  });
});
