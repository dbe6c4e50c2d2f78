import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clubMember, openClubDialog, openDashboard, openMarketingDialog } from './support/account-dashboard.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

/** The signed-in customer's consents at the identity provider, as the experience API gives them. */
async function accountConsents(page: Page) {
  const response = await page.request.post('/experience-api/cdc/accounts.getAccountInfo', {
    data: { include: 'preferences,subscriptions' },
  });
  return (await response.json()) as {
    preferences: Record<string, { isConsentGranted: boolean }>;
    subscriptions?: Record<string, { email: { isSubscribed: boolean } }>;
  };
}

/**
 * The feature variants the demo markets show without any MARKET_CONFIG (README "Demo logins"): the single-level
 * marketing wording and a club without its newsletter box in Poland, single consent and club subscription sync in
 * the Netherlands, the club's select-all rule in Belgium.
 */
describe('feature variants of the demo markets', () => {
  const browser = useBrowser();

  it('pl-PL, single-level marketing wording: four boxes, save needs the terms', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/pl', 'zofia.nowak@example.pl', 'pl-PL');
    const dialog = await openMarketingDialog(page, 'pl-PL');
    const box = (key: string) => dialog.getByRole('checkbox', { name: catalogueText('pl-PL', key) });
    for (const key of [
      'marketing.legacy.newsletter',
      'marketing.legacy.personalisation',
      'marketing.legacy.extendedPersonalisation',
    ])
      await box(key).waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(4);
    const save = dialog.getByRole('button', { name: catalogueText('pl-PL', 'marketing.submit') });
    await box('marketing.legacy.newsletter').check();
    const terms = dialog.getByRole('checkbox', {
      name: catalogueText('pl-PL', 'marketing.terms').replace(/<\/?\d+>/g, ''),
    });
    await terms.uncheck();
    expect(await save.isDisabled()).toBe(true);
    await terms.check();
    await expectNoAxeViolations(page);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: catalogueText('pl-PL', 'dashboard.consents.title') })
      .getByText(catalogueText('pl-PL', 'consentName.newsletter'))
      .waitFor();
  });

  it('pl-PL, club without the newsletter box: the join box alone joins', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/pl', 'zofia.nowak@example.pl', 'pl-PL');
    const dialog = await openClubDialog(page, 'pl-PL');
    expect(await dialog.getByRole('checkbox', { name: catalogueText('pl-PL', 'club.newsletter') }).count()).toBe(0);
    expect(await dialog.getByRole('checkbox').count()).toBe(1);
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox').check();
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: catalogueText('pl-PL', 'club.submit') }).click(),
    ]);
    expect(await clubMember(page, 'nordhem-pl')).toMatchObject({ clubMember: true });
  });

  it('nl-NL, single consent: no higher levels after level one, and level one also grants tracking', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/nl', 'sanne.visser@example.nl', 'nl-NL');
    const dialog = await openMarketingDialog(page, 'nl-NL');
    const levelOne = dialog.getByRole('checkbox').first();
    // Level one and the terms of use, accepted at sign-up.
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await levelOne.check();
    expect(await dialog.getByRole('checkbox').count()).toBe(2);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: catalogueText('nl-NL', 'marketing.submit') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { preferences } = await accountConsents(page);
    expect(preferences['personalised-general']).toMatchObject({ isConsentGranted: true });
    expect(preferences['personalised-tracking']).toMatchObject({ isConsentGranted: true });
  });

  it('nl-NL, club subscription sync: the club newsletter box also subscribes to the club newsletter', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/nl', 'sanne.visser@example.nl', 'nl-NL');
    const dialog = await openClubDialog(page, 'nl-NL');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('checkbox', { name: catalogueText('nl-NL', 'club.newsletter') }).check();
    await expectNoAxeViolations(page);
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: catalogueText('nl-NL', 'club.submit') }).click(),
    ]);
    await page
      .getByRole('region', { name: catalogueText('nl-NL', 'dashboard.consents.title') })
      .getByText(catalogueText('nl-NL', 'consentName.loyaltyNewsletter'))
      .waitFor();
    expect((await accountConsents(page)).subscriptions?.loyaltyNewsletter).toMatchObject({
      email: { isSubscribed: true },
    });
  });

  it('fr-BE, club select-all: the membership alone warns and sends nothing', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/be/fr', 'camille.dubois@example.be', 'fr-BE');
    const dialog = await openClubDialog(page, 'fr-BE');
    await dialog.getByText(catalogueText('fr-BE', 'club.selectAllNote')).waitFor();
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: catalogueText('fr-BE', 'club.submit') }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: catalogueText('fr-BE', 'club.selectAllWarning') })
      .waitFor();
    await expectNoAxeViolations(page);
    expect(await clubMember(page, 'nordhem-be')).toMatchObject({ clubMember: false });
  });
});
