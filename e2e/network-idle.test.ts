import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { logIn } from './support/login-form.ts';

// Chromium keeps a request open until its body is read or cancelled: a client that checked a status and left the body
// unread kept every signed-in page from ever becoming idle (issue 23.10).
describe('a signed-in page becomes idle', () => {
  const browser = useBrowser();

  it.each(['/gb/e/account/dashboard', '/gb/'])('%s reaches network idle for a signed-in customer', async (path) => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    await logIn(page, 'oliver.bennett@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(/\/gb\/$/);
    const sessionChecks: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/e/authentication/status')) sessionChecks.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle', { timeout: 10_000 });
    expect(sessionChecks.length, 'the header checked the shop session').toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
});
