import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

const viewports = [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

describe('legal pages', () => {
  const browser = useBrowser();

  it.each(viewports)('name the market’s company entity in its language: fr-BE and de-CH (%s)', async (_name, viewport) => {
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
    await page.getByRole('navigation', { name: 'Weitere rechtliche Dokumente' }).getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
    await page.waitForURL(/\/ch\/de\/legal\/accessibility-statement$/);
    await page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain('Nordhem AG');
  });

  it('every legal link of the footer and of the account widget, and every experience-centre link, leads to a page of its market', async () => {
    const page = await browser.newPage();
    await page.goto('/be/fr/');
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation', { name: catalogueText('fr-BE', 'footer.legalLabel') }).getByRole('link');
    await legal.first().waitFor();
    const legalHrefs = await legal.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // The footer links every document of the market, in the seeded order (apps/server/src/seed/site-content.ts).
    expect(legalHrefs).toEqual(['privacy-statement', 'terms-of-use', 'club-terms', 'legal-notice', 'accessibility-statement'].map((id) => `/be/fr/legal/${id}`));
    // The widget's consent texts link to these three (apps/site/src/host/legal-links.ts).
    const widgetHrefs = ['/be/fr/legal/privacy-statement', '/be/fr/legal/terms-of-use', '/be/fr/legal/club-terms'];
    const experienceCentre = footer.getByRole('region', { name: 'Espaces d’expérience' }).getByRole('link');
    const experienceHrefs = await experienceCentre.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(experienceHrefs).toHaveLength(2);
    for (const href of [...legalHrefs, ...widgetHrefs, ...experienceHrefs]) {
      expect(href.startsWith('/be/fr/'), href).toBe(true);
      const response = await page.request.get(href, { headers: { accept: 'text/html' } });
      expect(response.status(), href).toBe(200);
    }
  });
});
