import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMember, openClubDialog, openDashboard, openMarketingDialog } from './support/account-dashboard.ts';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { type DemoServer, startDemoServer } from './support/demo-server.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { openNewsletterConfirmation } from './support/mailbox.ts';

const levelOne = /send me offers and news|receive offers and news/;
const levelTwo = /how I use its apps and websites/;
const levelThree = /connected appliances/;

describe('marketing consents', () => {
  const browser = useBrowser();

  it('en-GB multi-level: higher levels follow level one, the record is saved, shown on the dashboard and loaded again', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/gb', 'harry.evans@example.co.uk', 'en-GB');
    let dialog = await openMarketingDialog(page, 'en-GB');
    await expectNoAxeViolations(page);

    await dialog.getByRole('checkbox', { name: levelOne }).check();
    await dialog.getByRole('checkbox', { name: levelTwo }).check();
    await dialog.getByRole('checkbox', { name: levelThree }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: levelOne }).uncheck();
    expect(await dialog.getByRole('checkbox', { name: levelTwo }).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: levelOne }).check();
    expect(await dialog.getByRole('checkbox', { name: levelTwo }).isChecked()).toBe(false);
    await dialog.getByRole('checkbox', { name: levelThree }).check();
    // The terms were accepted at sign-up; without them nothing can be saved.
    const save = dialog.getByRole('button', { name: 'Save preferences' });
    const terms = dialog.getByRole('checkbox', { name: /terms of use/ });
    expect(await terms.isChecked()).toBe(true);
    await terms.uncheck();
    expect(await save.isDisabled()).toBe(true);
    await terms.check();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    const overview = page.getByRole('region', { name: 'Your consents' });
    await overview.getByText('Newsletter by e-mail').waitFor();
    await overview.getByText('Tailoring based on my connected appliances').waitFor();
    await expectNoAxeViolations(page);

    dialog = await openMarketingDialog(page, 'en-GB');
    expect(await dialog.getByRole('checkbox', { name: levelOne }).isChecked()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: levelTwo }).isChecked()).toBe(false);
    expect(await dialog.getByRole('checkbox', { name: levelThree }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');

    // The subscription is welcomed by e-mail; its link unsubscribes after one confirming click, no login needed.
    const mailbox = await browser.newPage();
    await mailbox.goto('/dev/mailbox');
    const mail = mailbox
      .getByRole('article', { name: 'Welcome to the Nordhem newsletter' })
      .filter({ hasText: 'harry.evans@example.co.uk' });
    await mail.getByText('List-Unsubscribe-Post').waitFor();
    await mail.getByRole('link', { name: /\/gb\/newsletter\/unsubscribe\?/ }).click();
    const unsubscribe = mailbox.getByRole('button', { name: 'Unsubscribe' });
    await unsubscribe.waitFor();
    // The server-rendered page shows before its script takes the token out of the address.
    await expect.poll(() => new URL(mailbox.url()).search).toBe('');
    await expectNoAxeViolations(mailbox);
    await unsubscribe.click();
    await mailbox.getByText('You are unsubscribed. You will not receive the newsletter any more.').waitFor();
    await expectOneHeadingNamed(mailbox, 'Unsubscribe from the newsletter');
    await expectNoAxeViolations(mailbox);

    await page.reload();
    const newsletter = page
      .getByRole('region', { name: 'Your consents' })
      .getByRole('definition')
      .filter({ hasText: /^Withdrawn on/ });
    await newsletter.first().waitFor();
    dialog = await openMarketingDialog(page, 'en-GB');
    expect(await dialog.getByRole('checkbox', { name: levelOne }).isChecked()).toBe(false);
  });

  it('a failed save keeps every tick and names the error', async () => {
    const page = await browser.newPage({ expectedStatuses: [503] });
    await openDashboard(page, '/gb', 'isla.morgan@example.co.uk', 'en-GB');
    await page.route('**/newsletter-preferences/setFullAccountInfo', (route) =>
      route.fulfill({
        status: 503,
        json: { statusCode: 503, errorCode: 'sap_500028', errorMessage: 'Service unavailable' },
      }),
    );
    const dialog = await openMarketingDialog(page, 'en-GB');
    await dialog.getByRole('checkbox', { name: levelOne }).check();
    await dialog.getByRole('checkbox', { name: levelTwo }).check();
    await dialog.getByRole('checkbox', { name: /terms of use/ }).check();
    await dialog.getByRole('button', { name: 'Save preferences' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Service unavailable' }).waitFor();
    for (const name of [levelOne, levelTwo, /terms of use/])
      expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('en-US: a grant asks for US residency and an age of 18 or over', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/us', 'emily.carter@example.com', 'en-US');
    const dialog = await openMarketingDialog(page, 'en-US');
    await dialog.getByRole('checkbox', { name: /terms of use/ }).check();
    await dialog.getByRole('checkbox', { name: levelOne }).check();
    expect(await dialog.getByRole('checkbox', { name: levelTwo }).count()).toBe(0);
    const save = dialog.getByRole('button', { name: 'Save preferences' });
    expect(await save.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /U\.S\. resident and at least 18/ }).check();
    await save.click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('region', { name: catalogueText('en-US', 'dashboard.consents.title') })
      .getByText(catalogueText('en-US', 'consentName.newsletter'))
      .waitFor();
  });

  it('can be completed with the keyboard alone, and focus returns to the button that opened it', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/de', 'anna.schneider@example.de', 'de-DE');
    const opener = page.getByRole('main').getByRole('button', { name: catalogueText('de-DE', 'marketing.title') });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: catalogueText('de-DE', 'marketing.title') });
    const first = dialog.getByRole('checkbox').first();
    await first.waitFor();
    // Focus is in the dialog; Tab walks to level one and Space ticks it.
    for (
      let presses = 0;
      presses < 10 && !(await first.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Space');
    expect(await first.isChecked()).toBe(true);
    // The terms, accepted at sign-up, stay ticked; Tab goes on to the save button.
    expect(await dialog.getByRole('checkbox').last().isChecked()).toBe(true);
    const save = dialog.getByRole('button', { name: catalogueText('de-DE', 'marketing.submit') });
    for (
      let presses = 0;
      presses < 16 && !(await save.evaluate((element) => element === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('the consent event after a document changes', () => {
  const browser = useBrowser();
  let server: DemoServer;
  beforeAll(async () => {
    server = await startDemoServer();
  });
  afterAll(() => server.dispose());

  it('offers profile completion only while a document is out of date, says the profile is complete otherwise, and asks only for the raised terms version, once', async () => {
    const page = await browser.newPage({ baseUrl: server.baseUrl });
    await openDashboard(page, '/gb', 'oliver.bennett@example.co.uk', 'en-GB', server.baseUrl);
    const consents = page.getByRole('region', { name: 'Your consents' });
    const review = page.getByRole('main').getByRole('button', { name: 'Profile completion' });
    const complete = consents.getByText(catalogueText('en-GB', 'dashboard.consents.profileComplete'));
    // Everything is current: nothing to offer (a button would open nothing), the overview says so.
    await complete.waitFor();
    expect(await review.count()).toBe(0);
    await expectNoAxeViolations(page);

    // The market publishes new terms of use: a new deployment setting, the customer still signed in.
    await server.restart({ GB: { consentVersions: { terms: '3.0' } } });
    await page.reload();
    await review.click();
    expect(await complete.count()).toBe(0);
    const dialog = page.getByRole('dialog', { name: 'Profile completion' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox').count()).toBe(1);
    await dialog.getByRole('checkbox', { name: /terms of use/ }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /terms of use/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await consents.getByText('version 3.0', { exact: false }).waitFor();

    await complete.waitFor();
    expect(await review.count()).toBe(0);
  });
});

describe('the loyalty club', () => {
  const browser = useBrowser();

  it('de-DE: joins with the newsletter and a birth date in the market format; the page reloads and the customer is a member', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/de', 'anna.schneider@example.de', 'de-DE');
    const dialog = await openClubDialog(page, 'de-DE');
    await dialog.getByText(/ein Willkommensgeschenk: 10\s?% Rabatt/).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('checkbox', { name: /Mitglied im Nordhem Club werden/ }).check();
    await dialog.getByRole('checkbox', { name: catalogueText('de-DE', 'club.newsletter') }).check();
    const birthDate = dialog.getByRole('textbox', { name: catalogueText('de-DE', 'club.birthDate') });
    await birthDate.fill('31/02/1990');
    await birthDate.blur();
    await dialog.getByText(catalogueText('de-DE', 'validation.dateInvalid')).waitFor();
    await expectNoAxeViolations(page);
    await birthDate.fill('29/02/1988');
    await Promise.all([
      page.waitForEvent('load'),
      dialog.getByRole('button', { name: catalogueText('de-DE', 'club.submit') }).click(),
    ]);

    await page
      .getByRole('region', { name: catalogueText('de-DE', 'dashboard.consents.title') })
      .getByText(catalogueText('de-DE', 'consentName.clubMembership'))
      .waitFor();
    expect(await clubMember(page, 'nordhem-de')).toMatchObject({
      clubMember: true,
      userGroups: [{ uid: 'nordhem-club-members' }],
    });
  });

  it('en-US: the birth date is MM/DD/YYYY', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/us', 'emily.carter@example.com', 'en-US');
    const dialog = await openClubDialog(page, 'en-US');
    await dialog.getByText('Format: MM/DD/YYYY').waitFor();
    expect(await dialog.getByText(/welcome gift/i).count()).toBe(0);
    await dialog.getByRole('checkbox', { name: /join the Nordhem Club/i }).check();
    await dialog.getByRole('textbox', { name: catalogueText('en-US', 'club.birthDate') }).fill('12/31/1990');
    await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Join the club' }).click()]);
    expect(await clubMember(page, 'nordhem-us')).toMatchObject({ clubMember: true });
  });

  it('de-CH: can be joined with the keyboard alone', async () => {
    const page = await browser.newPage();
    await openDashboard(page, '/ch/de', 'lukas.meier@example.ch', 'de-CH');
    const opener = page.getByRole('main').getByRole('button', { name: catalogueText('de-CH', 'club.title') });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: catalogueText('de-CH', 'club.title') });
    const join = dialog.getByRole('checkbox').first();
    await join.waitFor();
    const focused = (locator: typeof join) => locator.evaluate((element) => element === document.activeElement);
    for (let presses = 0; presses < 10 && !(await focused(join)); presses += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await join.isChecked()).toBe(true);
    const submit = dialog.getByRole('button', { name: catalogueText('de-CH', 'club.submit') });
    for (let presses = 0; presses < 12 && !(await focused(submit)); presses += 1) await page.keyboard.press('Tab');
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    expect(await clubMember(page, 'nordhem-ch')).toMatchObject({ clubMember: true });
  });
});

describe('newsletter sign-up without an account', () => {
  const browser = useBrowser();

  it('subscribes only once the mailed confirmation link is confirmed', async () => {
    const page = await browser.newPage();
    const email = 'footer.reader@example.co.uk';
    const signUp = await page.request.post('/experience-api/newsletter-preferences/setLiteAccountInfo', {
      headers: { 'x-api-key': 'nordhem-gb-ecom' },
      data: { email, lang: 'en-GB', consentLevelOne: true },
    });
    expect(signUp.status()).toBe(200);
    const confirm = await openNewsletterConfirmation(page, email);
    // The server-rendered page shows before its script takes the token out of the address.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expectNoAxeViolations(page);
    await confirm.click();
    await page.getByText('Thank you: you are subscribed. We have sent you a welcome e-mail.').waitFor();
    await expectNoAxeViolations(page);
    await page.goto('/dev/mailbox');
    await page
      .getByRole('article', { name: 'Welcome to the Nordhem newsletter' })
      .filter({ hasText: email })
      .getByText('List-Unsubscribe-Post')
      .waitFor();
  });
});
