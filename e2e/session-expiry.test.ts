import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser, waitForHydration } from './support/browser.ts';
import { logIn } from './support/login-form.ts';

describe('a session that ends on an account-only page', () => {
  const browser = useBrowser();

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 390, height: 844 }],
  ])('sends the visitor home from /gb/e/account/dashboard, logged out everywhere (%s)', async (_name, viewport) => {
    const page = await browser.newPage({ viewport });
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
    // The host asked for a full logout: the home page's header check ends the experience session too, once the page's
    // scripts have run (they start after the first paint, ADR 013).
    await expect
      .poll(async () => (await page.request.get('/experience-api/session')).json(), { timeout: 10_000 })
      .toEqual({ auth: { authenticated: false } });
  });

  it('sends the visitor home when the page itself finds the session ended (a cart-updated event), without a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login?target_url=%2Fgb%2Fe%2Faccount%2Fdashboard');
    await logIn(page, 'noah.price@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/e/account/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await waitForHydration(page);

    // The shop session ends elsewhere (another tab of the same browser, as the API sees it); this page is not reloaded.
    expect((await page.request.get('/gb/e/logout')).ok()).toBe(true);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    // The shop announces a cart change: the header checks the session again with the cart.
    const checked = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/gb/e/authentication/status',
    );
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-updated')));
    expect((await checked).status()).toBe(401);

    await page.waitForURL(`${baseUrl()}/gb/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Straight home: no reload of the dashboard, no detour through the login page.
    expect(navigations).toEqual([`${baseUrl()}/gb/`]);
    await expectNoAxeViolations(page);
    // The host asked for a full logout: the experience session ended too.
    expect(await (await page.request.get('/experience-api/session')).json()).toEqual({
      auth: { authenticated: false },
    });
  });

  it('a dialog whose session check answers 401 logs out fully before going to log in (the host asked for it)', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/login');
    await logIn(page, 'noah.price@example.co.uk', 'Nordhem-Demo-2026');
    await page.waitForURL(`${baseUrl()}/gb/`);
    // The page was rendered signed in (the server found both sessions valid) before the session ends.
    await page.reload();
    await waitForHydration(page);

    // The experience session ends on the server; the shop session is still valid.
    await page.request.get('/experience-api/session/logout');
    expect((await page.request.get('/gb/e/authentication/status')).status()).toBe(200);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'newsletter-consent' } })),
    );
    await page.waitForURL(`${baseUrl()}/gb/login`);
    // The widget itself ended the shop session, before it left for the login page.
    expect(requested).toContain('/gb/e/logout');
    expect(requested.indexOf('/gb/e/logout')).toBeLessThan(requested.indexOf('/gb/login'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    // A full logout: the shop session is gone too, not just the local session data.
    expect((await page.request.get('/gb/e/authentication/status')).status()).toBe(401);
    expect(await page.evaluate(() => localStorage.getItem('shopfront.session'))).toBeNull();
  });
});
