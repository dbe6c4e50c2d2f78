import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { logIn } from './support/login-form.ts';

describe('a session that ends on an account-only page', () => {
  const browser = useBrowser();

  it('sends the visitor home from /gb/e/account/dashboard, logged out everywhere', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    await logIn(page, 'noah.price@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.goto('/gb/e/account/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await expectNoAxeViolations(page);

    // The shop session ends on the server (as when it expires); the browser still holds its local session data.
    const ended = await page.request.get('/gb/e/logout');
    expect(ended.ok()).toBe(true);
    expect(await page.evaluate(() => Object.keys(localStorage).length)).toBeGreaterThan(0);

    await page.reload();
    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    // The host asked for a full logout: the experience session ended too.
    const experience = await page.request.get('/experience-api/session');
    expect(await experience.json()).toEqual({ auth: { authenticated: false } });
  });
});
