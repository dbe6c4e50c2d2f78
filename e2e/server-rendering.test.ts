import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { preloadsPerTask } from '../apps/server/src/site/deferred-start.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  expectNoAxeViolationsBeforeScripts,
  useBrowser,
  waitForHydration,
} from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { layoutShiftOf } from './support/layout-shift.ts';

/** Header, one main heading and the footer's links: the page a visitor reads, whether or not script runs. */
async function expectWholePage(page: Page, locale: string, heading: string) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: catalogueText(locale, 'nav.logo') })
    .waitFor();
  expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: catalogueText(locale, 'footer.legalLabel') })
    .getByRole('link')
    .first()
    .waitFor();
}

describe('server-rendered pages', () => {
  const browser = useBrowser();

  describe('without JavaScript', () => {
    it.each([
      ['/gb/', 'en-GB', 'page.home.title'],
      ['/gb/login', 'en-GB', 'page.login.title'],
      ['/de/login', 'de-DE', 'page.login.title'],
    ])('%s shows header, content and footer', async (path, locale, headingKey) => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectWholePage(page, locale, catalogueText(locale, headingKey));
      expect(await page.title()).toBe(`${catalogueText(locale, headingKey)} | Nordhem`);
      await expectNoAxeViolationsBeforeScripts(browser, path);
    });

    it('the login page shows its form', async () => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await page.goto('/gb/login');
      const form = page.getByRole('form', { name: catalogueText('en-GB', 'login.title') });
      await form.getByRole('textbox', { name: catalogueText('en-GB', 'login.email') }).waitFor();
      await form.getByRole('button', { name: catalogueText('en-GB', 'login.submit'), exact: true }).waitFor();
      // Submitted before any script ran, it posts: the password never goes into the address.
      expect(await form.getAttribute('method')).toBe('post');
    });

    it('the account dashboard sends a visitor without a session to the login page', async () => {
      const page = await browser.newPage({ javaScriptEnabled: false });
      await page.goto('/gb/e/account/dashboard');
      expect(new URL(page.url()).pathname).toBe('/gb/login');
      await expectWholePage(page, 'en-GB', catalogueText('en-GB', 'page.login.title'));
    });

    it.each([
      ['desktop', 1280],
      ['mobile', 390],
    ] as const)('the header’s navigation shows every category as a link to its page (%s)', async (_viewport, width) => {
      const page = await browser.newPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await page.goto('/be/nl/');
      const navigation = page
        .getByRole('banner')
        .getByRole('navigation', { name: catalogueText('nl-BE', 'nav.mainMenu') });
      const names = await navigation.getByRole('link').allTextContents();
      expect(names).toEqual(expect.arrayContaining(['Keuken', 'Wassen & drogen', 'Koffie']));
      for (const name of names)
        expect(await navigation.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
      expect(await navigation.getByRole('button').count()).toBe(0);
      // The language combobox needs script: the languages are links instead.
      const languages = page
        .getByRole('banner')
        .getByRole('list', { name: catalogueText('nl-BE', 'nav.languageLabel') });
      expect(await languages.getByRole('link', { name: 'Français' }).getAttribute('href')).toBe('/be/fr/');
      expect(await languages.getByRole('link', { name: 'Nederlands' }).getAttribute('aria-current')).toBe('true');
      expect(await page.getByRole('banner').getByRole('combobox').count()).toBe(0);
      await navigation.getByRole('link', { name: 'Keuken', exact: true }).click();
      await page.waitForURL('**/be/nl/c/kitchen');
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()).toBe('Keuken');
    });

    it('an unknown page is the rendered not-found page, answered 404', async () => {
      const page = await browser.newPage({ javaScriptEnabled: false, expectedStatuses: [404] });
      const response = await page.goto('/gb/no-such-page');
      expect(response?.status()).toBe(404);
      await expectWholePage(page, 'en-GB', catalogueText('en-GB', 'page.notFound.title'));
      await expectNoAxeViolationsBeforeScripts(browser, '/gb/no-such-page', [404]);
    });
  });

  describe('with JavaScript', () => {
    it.each([
      ['/gb/', 'en-GB', 'page.home.title'],
      ['/gb/login', 'en-GB', 'page.login.title'],
      ['/de/', 'de-DE', 'page.home.title'],
      ['/be/fr/login', 'fr-BE', 'page.login.title'],
      ['/pl/', 'pl-PL', 'page.home.title'],
      ['/ch/it/', 'it-CH', 'page.home.title'],
      ['/gb/login?register=true', 'en-GB', 'register.title'],
      ['/gb/e/newpassword?pwrt=abc', 'en-GB', 'resetPassword.title'],
      ['/gb/newsletter/unsubscribe?channelToken=abc&subscriptionID=def', 'en-GB', 'page.unsubscribe.title'],
    ])(
      '%s hydrates without a mismatch, without asking again for what the page carries, and without a shift',
      async (path, locale, headingKey) => {
        const page = await browser.newPage();
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        const requests: string[] = [];
        page.on('request', (request) => requests.push(new URL(request.url()).pathname));
        await page.goto(path, { waitUntil: 'networkidle' });
        await waitForHydration(page);
        await expectWholePage(page, locale, catalogueText(locale, headingKey));
        expect(messages.filter((message) => /hydrat/i.test(message))).toEqual([]);
        expect(requests.filter((request) => /\/v0\/config|\/host-config/.test(request))).toEqual([]);
        expect(await layoutShiftOf(page)).toBe(0);
        await expectNoAxeViolations(page);
      },
    );

    it.each([
      ['/gb/?q=%0C', 'en-GB'],
      ['/de/login?target_url=a%00b', 'de-DE'],
    ])(
      "%s, an address refused as untrusted input, is the site's error page in its language, answered 400, hydrated as it is",
      async (path, locale) => {
        const page = await browser.newPage({ expectedStatuses: [400] });
        const messages: string[] = [];
        page.on('console', (message) => messages.push(message.text()));
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(400);
        await waitForHydration(page);
        await expectWholePage(page, locale, catalogueText(locale, 'page.badRequest.title'));
        await page
          .getByRole('main')
          .getByRole('link', { name: catalogueText(locale, 'page.notFound.homeLink') })
          .waitFor();
        expect(messages.filter((message) => /hydrat/i.test(message))).toEqual([]);
        await expectNoAxeViolations(page);
      },
    );

    it.each(['/gb/', '/gb/login', '/gb/c/kitchen/ovens', '/gb/partner-locator?loc=Manchester', '/be/fr/'])(
      '%s paints without waiting for a style sheet: its styles are in the page, and no dialog fetches them again',
      async (path) => {
        const page = await browser.newPage();
        const styleSheets: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'stylesheet') styleSheets.push(new URL(request.url()).pathname);
        });
        const response = await page.goto(path);
        const html = (await response?.text()) ?? '';
        const head = html.slice(0, html.indexOf('</head>'));
        // Every style sheet link in the head is a disabled one, naming a sheet the <style> already holds.
        const inlined = [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => {
          expect(link).toMatch(/ disabled>$/);
          return /href="([^"]+)"/.exec(link)?.[1];
        });
        expect(inlined.length).toBeGreaterThan(0);
        await waitForHydration(page);
        // The CSP allowed the inline <style> (a refusal is a console error, which fails the test) and it applies.
        expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).not.toBe(
          'static',
        );
        await page.evaluate(() =>
          window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } })),
        );
        await page
          .getByRole('dialog', { name: catalogueText(path.startsWith('/be/fr') ? 'fr-BE' : 'en-GB', 'login.title') })
          .waitFor();
        expect(styleSheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
        await expectNoAxeViolations(page);
      },
    );

    it('the deferred start preloads every module of the page a few links per task, then hydrates', async () => {
      const page = await browser.newPage();
      await page.addInitScript(() => {
        const batches: number[] = [];
        Object.assign(window, { preloadBatches: batches });
        const append = Element.prototype.append;
        Element.prototype.append = function (this: Element, ...nodes: (Node | string)[]) {
          const preloads = nodes.filter((node) => node instanceof HTMLLinkElement && node.rel === 'modulepreload');
          if (preloads.length > 0) batches.push(preloads.length);
          append.apply(this, nodes);
        };
      });
      await page.goto('/gb/');
      await waitForHydration(page);
      const { batches, listed, inHead } = await page.evaluate(() => ({
        batches: (window as unknown as { preloadBatches: number[] }).preloadBatches,
        listed: (JSON.parse(document.getElementById('shopfront-scripts')?.textContent ?? '{}') as { preload: string[] })
          .preload,
        inHead: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      }));
      expect(listed.length).toBeGreaterThan(preloadsPerTask);
      expect(inHead).toEqual(listed);
      expect(batches).toHaveLength(Math.ceil(listed.length / preloadsPerTask));
      expect(Math.max(...batches)).toBeLessThanOrEqual(preloadsPerTask);
      await expectNoAxeViolations(page);
    });

    it('the page is interactive once hydrated: the main menu opens', async () => {
      const page = await browser.newPage();
      await page.goto('/gb/');
      await waitForHydration(page);
      const laundry = page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Laundry' });
      await laundry.click();
      expect(await laundry.getAttribute('aria-expanded')).toBe('true');
    });

    it('logo-only pages load no shell data', async () => {
      const page = await browser.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto('/gb/?layout=logo-only', { waitUntil: 'networkidle' });
      await waitForHydration(page);
      expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
      expect(requests.filter((request) => /\/experience-api\//.test(request))).toEqual([]);
      const html = await (await fetch(`${baseUrl()}/gb/?layout=logo-only`)).text();
      expect(html).not.toContain('"site-config"');
    });
  });

  it('a page response carries the rendered header and footer, brotli-compressed when asked', async () => {
    const response = await fetch(`${baseUrl()}/gb/`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await response.text();
    expect(html).toMatch(/<header class="sf-header"[^>]*>/);
    expect(html).toContain('Washing machines');
    expect(html).toMatch(/<footer class="sf-footer"[^>]*>/);
    expect(html).toContain(`>${catalogueText('en-GB', 'page.home.title')}</h1>`);
    expect(html).toContain('<script type="application/json" id="shopfront-state">');
  });
});
