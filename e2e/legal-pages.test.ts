import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { logIn } from './support/login-form.ts';

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

/** The words a catalogue text links (`<0>…</0>`, `<1>…</1>`): the link's accessible name. */
function linkedWords(locale: string, key: string, index = 0): string {
  const words = new RegExp(`<${index}>(.*?)</${index}>`).exec(catalogueText(locale, key))?.[1];
  if (words === undefined) throw new Error(`${locale} ${key} links nothing as <${index}>`);
  return words;
}

/** The href of the link named exactly so in the container, as the page renders it. */
function hrefOf(container: Locator, name: string): Promise<string | null> {
  return container.getByRole('link', { name, exact: true }).getAttribute('href');
}

/** A document of the market: answered 200, in the site's language, naming the market's company entity. */
async function expectMarketDocument(page: Page, href: string, site: string, locale: string) {
  expect(href.startsWith(`${site}/legal/`), href).toBe(true);
  const response = await page.request.get(href, { headers: { accept: 'text/html' } });
  expect(response.status(), href).toBe(200);
  const html = await response.text();
  expect(html, href).toContain(`<html lang="${locale}"`);
  expect(html, href).toContain(catalogueText(locale, 'market.companyEntity'));
}

describe('legal pages', () => {
  const browser = useBrowser();

  it.each(viewports)(
    'name the market’s company entity in its language: fr-BE and de-CH (%s)',
    async (_name, viewport) => {
      const page = await browser.newPage({ viewport });
      await page.goto('/be/fr/legal/privacy-statement');
      await page.getByRole('heading', { level: 1, name: 'Déclaration de confidentialité' }).waitFor();
      const main = page.getByRole('main');
      expect(await main.textContent()).toContain('Nordhem Belgium SA');
      expect(await main.textContent()).not.toContain('Nordhem Belgium NV');
      await main.getByRole('heading', { level: 2, name: 'Cookies' }).waitFor();
      expect(await page.title()).toBe('Déclaration de confidentialité | Nordhem');
      await expectNoAxeViolations(page);

      await page.goto('/ch/de/legal/legal-notice');
      await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain('Diese Website wird von Nordhem AG betrieben');
      await expectNoAxeViolations(page);

      // The other documents are one link away, in the same site.
      await page
        .getByRole('navigation', { name: 'Weitere rechtliche Dokumente' })
        .getByRole('link', { name: 'Erklärung zur Barrierefreiheit' })
        .click();
      await page.waitForURL(/\/ch\/de\/legal\/accessibility-statement$/);
      await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain('Nordhem AG');
    },
  );

  it('every legal link of the footer, and every experience-centre link, leads to a page of its market', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/');
    const footer = page.getByRole('contentinfo');
    const legal = footer
      .getByRole('navigation', { name: catalogueText('fr-BE', 'footer.legalLabel') })
      .getByRole('link');
    await legal.first().waitFor();
    const legalHrefs = await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The footer links every document of the market, in the seeded order (apps/server/src/seed/site-content.ts).
    expect(legalHrefs).toEqual(
      ['privacy-statement', 'terms-of-use', 'club-terms', 'legal-notice', 'accessibility-statement'].map(
        (id) => `/be/fr/legal/${id}`,
      ),
    );
    const experienceCentre = footer.getByRole('region', { name: 'Espaces d’expérience' }).getByRole('link');
    const experienceHrefs = await experienceCentre.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    );
    expect(experienceHrefs).toHaveLength(2);
    for (const href of [...legalHrefs, ...experienceHrefs]) {
      expect(href.startsWith('/be/fr/'), href).toBe(true);
      const response = await page.request.get(href, { headers: { accept: 'text/html' } });
      expect(response.status(), href).toBe(200);
    }
  });

  it.each([
    ['/be/fr', 'fr-BE', 'louise.lambert@example.be'],
    ['/ch/de', 'de-CH', 'leon.graf@example.ch'],
  ])(
    '%s: every document link the account screens render (registration form, club dialog) leads to the market’s page',
    async (site, locale, email) => {
      const page = await browser.newPage();
      await page.goto(`${site}/register`);
      const form = page.getByRole('form', { name: catalogueText(locale, 'register.title') });
      await form.waitFor();
      await expectNoAxeViolations(page);
      const registrationLinks = [
        await hrefOf(form, linkedWords(locale, 'register.terms')),
        await hrefOf(form, linkedWords(locale, 'register.privacy')),
      ];

      // The widget's club dialog links the club terms besides the two: open it as a signed-in customer.
      await page.goto(`${site}/login`);
      await logIn(page, email, 'Nordhem-Demo-2026', locale);
      await page.waitForURL(`${baseUrl()}${site}/`);
      await page.goto(`${site}/e/account/dashboard`);
      const clubTitle = catalogueText(locale, 'club.title');
      await page.getByRole('main').getByRole('button', { name: clubTitle }).click();
      const dialog = page.getByRole('dialog', { name: clubTitle });
      await dialog.getByRole('button', { name: catalogueText(locale, 'club.submit') }).waitFor();
      await expectNoAxeViolations(page);
      // Every link of the dialog but the club's support address (its mailto:).
      const clubLinks = (
        await dialog
          .getByRole('link')
          .evaluateAll((links) =>
            links.map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' })),
          )
      ).filter((link) => !link.href.startsWith('mailto:'));
      expect(clubLinks.map((link) => link.name).sort()).toEqual(
        [
          linkedWords(locale, 'club.join', 0),
          linkedWords(locale, 'club.join', 1),
          catalogueText(locale, 'consentName.privacyStatement'),
          catalogueText(locale, 'consentName.termsStatement'),
        ].sort(),
      );

      const hrefs = [...registrationLinks.map((href) => href ?? ''), ...clubLinks.map((link) => link.href)];
      // Privacy, terms and club terms: three documents, each linked where the customer consents to it.
      expect(new Set(hrefs).size).toBe(3);
      for (const href of new Set(hrefs)) await expectMarketDocument(page, href, site, locale);
    },
  );
});
