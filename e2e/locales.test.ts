import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { openLoginFromHeader } from './support/account-menu.ts';
import { catalogue } from './support/catalogue.ts';

const catalogueKey = /\b(?:page|login|nav|account|a11y|error|cart|general|footer|consent|password)\.[a-zA-Z_]+\b/;

describe('pages in the shopper’s own language', () => {
  const browser = useBrowser();

  it.each([
    ['pl-PL', '/pl/'],
    ['el-GR', '/gr/'],
    ['fi-FI', '/fi/'],
    ['de-CH', '/ch/de/'],
    ['fr-CA', '/ca/fr/'],
  ])('%s: home page and login dialog show native texts', async (locale, path) => {
    const texts = catalogue(locale);
    const page = await browser.newPage();
    await page.goto(path);
    expect(await page.getAttribute('html', 'lang')).toBe(locale);
    await page.getByRole('heading', { level: 1, name: texts['page.home.title'] }).waitFor();
    await page.getByRole('link', { name: texts['a11y.skipToContent'] }).waitFor({ state: 'attached' });
    expect(await page.title()).toBe(`${texts['page.home.title']} | Nordhem`);
    await expectNoAxeViolations(page);

    const dialog = await openLoginFromHeader(page, locale);
    await dialog.getByLabel(texts['login.email'] ?? '').waitFor();
    await dialog.getByRole('button', { name: texts['login.submit'], exact: true }).waitFor();
    await dialog.getByRole('link', { name: texts['login.registerLink'] }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(catalogueKey);
    await expectNoAxeViolations(page);
  });
});

describe('bundles', () => {
  const browser = useBrowser();

  it("a page downloads the texts of its own locale only, the shell's and its own, not the widget's or another page's", async () => {
    const page = await browser.newPage();
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ url: response.url(), body: await response.text() });
    });
    await page.goto('/gb/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const everything = scripts.map((script) => script.body).join('\n');
    expect(everything).toContain(catalogue('en-GB')['page.home.intro']);
    for (const locale of ['de-DE', 'fr-FR', 'pl-PL', 'el-GR']) {
      expect(everything, locale).not.toContain(catalogue(locale)['page.home.intro']);
    }
    const english = catalogue('en-GB');
    expect(everything).toContain(english['footer.cookieSettings']);
    expect(everything, "the widget's texts come with its first dialog").not.toContain(english['forgotPassword.intro']);
    expect(everything, "another page's texts come with that page").not.toContain(english['page.partnerLocator.intro']);
    // packages/i18n/src/catalogue-parts.ts: the shell's part and the home page's.
    expect(
      scripts
        .filter((script) => /\/assets\/[a-z]{2}-[A-Z]{2}-/.test(script.url))
        .map((script) => new URL(script.url).pathname),
    ).toEqual([expect.stringMatching(/^\/assets\/en-GB-/), expect.stringMatching(/^\/assets\/en-GB-/)]);
  });
});
