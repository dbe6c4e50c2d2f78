import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { logIn } from './support/login-form.ts';

describe('newsletter sign-up from the footer form (a plain form POST)', () => {
  const browser = useBrowser();

  it('refuses a bad address keeping it, then confirms by mail; the subscription shows in the account’s consents', async () => {
    const email = 'sophie.ward@example.co.uk';
    const mobile = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await mobile.goto('/gb/newsletter/sign-up');
    const field = mobile.getByRole('textbox', { name: /E-mail address/ });
    await field.fill('sophie.ward@');
    await mobile.getByRole('button', { name: 'Sign up' }).click();
    await mobile.waitForURL(/\/gb\/newsletter\/sign-up\?error=email-invalid/);
    await mobile.getByText('E-Mail not valid!').waitFor();
    expect(await mobile.getByRole('textbox', { name: /E-mail address/ }).inputValue()).toBe('sophie.ward@');
    await expectNoAxeViolations(mobile);

    await mobile.getByRole('textbox', { name: /E-mail address/ }).fill(email);
    await mobile.getByRole('button', { name: 'Sign up' }).click();
    await mobile.waitForURL(`${baseUrl()}/gb/newsletter/check-your-inbox`);
    await mobile.getByRole('heading', { level: 1, name: 'Check your inbox' }).waitFor();
    await expectNoAxeViolations(mobile);

    const page = await browser.newPage();
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('article', { name: 'Please confirm your Nordhem newsletter subscription' }).filter({ hasText: email });
    await mail.getByRole('link', { name: /\/gb\/newsletter\/confirm\?token=/ }).click();
    const confirm = page.getByRole('button', { name: 'Confirm subscription' });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.click();
    await page.getByText('Thank you: you are subscribed. We have sent you a welcome e-mail.').waitFor();

    await page.goto('/gb/login');
    await logIn(page, email, 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.goto('/gb/e/account/dashboard');
    const consents = page.getByRole('region', { name: 'Your consents' });
    await consents.getByText('Newsletter by e-mail').waitFor();
    expect(await consents.getByRole('definition').filter({ hasText: /^Given on/ }).count()).toBeGreaterThan(0);
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
