import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

describe('the demo shop', () => {
  const browser = useBrowser();

  it('renders the en-GB home page with the header, seeded navigation and footer', async () => {
    const page = await browser.newPage();
    const response = await page.goto('/gb/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(await page.getAttribute('html', 'lang')).toBe('en-GB');
    const header = page.getByRole('banner');
    await expect
      .poll(() => header.getByRole('link', { name: 'Nordhem – to the home page' }).getAttribute('href'))
      .toBe('/gb/');
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await mainMenu.getByRole('button', { name: 'Laundry' }).waitFor();
    expect(await mainMenu.getByRole('button').count()).toBe(5);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Home appliances made to last');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();
    expect(await page.title()).toBe('Home appliances made to last | Nordhem');
    await expectNoAxeViolations(page);
  });

  it('renders the de-DE home page in German', async () => {
    const page = await browser.newPage();
    await page.goto('/de/');
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    await page.getByRole('heading', { level: 1, name: 'Hausgeräte, die bleiben' }).waitFor();
    const mainMenu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await mainMenu.getByRole('button', { name: 'Wäschepflege' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Konto', exact: true }).waitFor();
    await expectNoAxeViolations(page);
  });

  it.each([
    ['/gb/login', 'en-GB', 'Log in to your Nordhem account'],
    ['/de/login', 'de-DE', 'Bei Ihrem Nordhem-Konto anmelden'],
  ])('renders %s with the header in place', async (path, locale, heading) => {
    const page = await browser.newPage();
    await page.goto(path);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('banner').getByRole('navigation').getByRole('button').first().waitFor();
    await expectNoAxeViolations(page);
  });

  it('serves a multi-language market under its language segment', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/');
    expect(await page.getAttribute('html', 'lang')).toBe('fr-BE');
    const navigation = page.getByRole('banner').getByRole('navigation');
    await navigation.getByRole('button').first().click();
    expect(await navigation.getByRole('link').first().getAttribute('href')).toBe('/be/fr/c/kitchen');
    await expectNoAxeViolations(page);
  });

  it('sends a visitor without a session from the account dashboard to the login page', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/e/account/dashboard');
    await page.waitForURL(`${baseUrl()}/gb/login`);
    await page.getByRole('heading', { level: 1, name: 'Log in to your Nordhem account' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it.each([
    ['/xx/', 'en-GB', '/'],
    ['/gb/no-such-page', 'en-GB', '/gb/'],
    ['/de/gibt-es-nicht', 'de-DE', '/de/'],
  ])(
    'answers %s with a 404 page whose home link looks like the site’s buttons, not the browser’s blue link',
    async (path, locale, home) => {
      const page = await browser.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);

      const homeLink = page
        .getByRole('main')
        .getByRole('link', { name: catalogueText(locale, 'page.notFound.homeLink') });
      expect(await homeLink.getAttribute('href')).toBe(home);
      const { look, tokens } = await homeLink.evaluate((link) => {
        // The design tokens as the page resolves them (packages/ui tokens.css): the accent and the text on it.
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'var(--sf-color-accent-contrast)';
        probe.style.backgroundColor = 'var(--sf-color-accent)';
        const resolved = getComputedStyle(probe);
        const accent = { color: resolved.color, background: resolved.backgroundColor };
        probe.remove();
        const style = getComputedStyle(link);
        return {
          look: {
            color: style.color,
            background: style.backgroundColor,
            underlined: style.textDecorationLine.includes('underline'),
            height: link.getBoundingClientRect().height,
          },
          tokens: accent,
        };
      });
      expect(look.color).not.toBe('rgb(0, 0, 238)');
      expect(look).toEqual({
        color: tokens.color,
        background: tokens.background,
        underlined: false,
        height: expect.any(Number),
      });
      // A button's target size (2.75rem), not a line of text.
      expect(look.height).toBeGreaterThanOrEqual(44);
    },
  );

  it('lists every country shop on the entry page, each in its own language', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Nordhem country shops' }).waitFor();
    expect(await page.getByRole('main').getByRole('link').count()).toBe(33);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Belgique – français' }).click();
    await page.waitForURL(`${baseUrl()}/be/fr/`);
  });

  it('moves keyboard focus to the content through the skip link', async () => {
    const page = await browser.newPage();
    await page.goto('/gb/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to content' });
    expect(await skipLink.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('shows the demo mailbox', async () => {
    const page = await browser.newPage();
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { level: 1, name: 'Demo mailbox' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
