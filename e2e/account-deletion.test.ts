import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';
import { openAccountMenu } from './support/account-menu.ts';
import { expectOneHeadingNamed } from './support/headings.ts';
import { logIn } from './support/login-form.ts';
import { followMailedLink, registerThroughIdentityProvider, verifyAddressToDashboard } from './support/mailbox.ts';
import { addVirtualAuthenticator } from './support/virtual-authenticator.ts';

const password = 'Fjord-Breeze-77';
const text = (key: string, values: Record<string, string> = {}) => catalogueText('en-GB', key, values);
/** The home page, or the dashboard the verification page saved as the target of the next login. */
const signedInLanding = (url: URL) => url.pathname === '/gb/' || url.pathname === '/gb/e/account/dashboard';

describe('account deletion from the dashboard (docs/decisions/023-account-deletion.md)', () => {
  const browser = useBrowser();

  async function registeredOnDashboard(page: Page, email: string, names: { firstName: string; lastName: string }) {
    await registerThroughIdentityProvider(page, { email, password, ...names });
    await verifyAddressToDashboard(page, email);
  }

  /** Signed out everywhere (the experience API refuses the browser's session); the mailed link that cancels opened. */
  async function expectSignedOutWithCancellationMail(page: Page, email: string) {
    const session = await page.request.post('/experience-api/cdc/accounts.session.verify', { data: {} });
    expect(session.status()).toBe(401);
    await followMailedLink(
      page,
      email,
      'Your Nordhem account will be deleted',
      /\/gb\/e\/cancel-account-deletion\?token=/,
    );
  }

  it('confirms with the password, signs out naming the erasure date; the mailed link keeps the account, which signs in again', async () => {
    // A wrong password is the experience API's 403; the sign-out after the deletion meets sessions already ended.
    const page = await browser.newPage({ expectedStatuses: [400, 401, 403] });
    const email = 'deleted.soon@example.co.uk';
    await registeredOnDashboard(page, email, { firstName: 'Dora', lastName: 'Leaving' });

    const section = page.getByRole('region', { name: text('dashboard.deletion.title') });
    await section.getByText(text('dashboard.deletion.kept')).waitFor();
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: text('dashboard.deletion.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('dashboard.deletion.confirmTitle') });
    const passwordField = dialog.getByLabel(text('password.current'));
    await passwordField.waitFor();
    expect(await passwordField.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    await passwordField.fill('Not-My-Password-1');
    await dialog.getByRole('button', { name: text('dashboard.deletion.submit') }).click();
    await dialog.getByRole('alert').getByText(text('dashboard.deletion.wrongPassword')).waitFor();
    // What was typed stays for a correction.
    expect(await passwordField.inputValue()).toBe('Not-My-Password-1');
    await expectNoAxeViolations(page);

    await passwordField.fill(password);
    const announced = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener('shopfront:account-deleted', (event) => resolve((event as CustomEvent).detail), {
            once: true,
          }),
        ),
    );
    await dialog.getByRole('button', { name: text('dashboard.deletion.submit') }).click();
    const done = page.getByRole('heading', { name: text('dashboard.deletion.doneTitle') });
    await done.waitFor();
    const { erasureAt } = (await announced) as { erasureAt: string };
    const erasureDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(erasureAt));
    await page
      .getByRole('status')
      .getByText(text('dashboard.deletion.done', { date: erasureDate }))
      .waitFor();
    expect(Date.parse(erasureAt) - Date.now()).toBeGreaterThan(13 * 24 * 3600 * 1000);
    expect(await done.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);

    // The header heard this page's sign-out: a cart change (here from the host) checks no session, which would find
    // it ended and send the visitor home; the header shows signed out and the notice stays.
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('cart-updated')));
    const accountMenu = await openAccountMenu(page);
    await accountMenu.getByRole('button', { name: text('account.signIn') }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await accountMenu.waitFor({ state: 'hidden' });
    expect(await done.isVisible()).toBe(true);
    expect(navigations).toEqual([]);

    await expectSignedOutWithCancellationMail(page, email);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: text('cancelAccountDeletion.submit') }).click();
    await page.getByText(text('cancelAccountDeletion.done')).waitFor();
    await expectOneHeadingNamed(page, text('cancelAccountDeletion.title'));
    await expectNoAxeViolations(page);

    await page.goto('/gb/login');
    await logIn(page, email, password);
    await page.waitForURL(signedInLanding);
    await page.goto('/gb/e/account/dashboard');
    await page.getByRole('button', { name: text('dashboard.deletion.open') }).waitFor();
  });

  it('confirms with a passkey of the account added on the dashboard, through the virtual authenticator', async () => {
    // The sign-out after the deletion meets sessions already ended.
    const page = await browser.newPage({ expectedStatuses: [401] });
    const authenticator = await addVirtualAuthenticator(page);
    const email = 'deleted.by.passkey@example.co.uk';
    await registeredOnDashboard(page, email, { firstName: 'Pia', lastName: 'Passkey' });

    const passkeys = page.getByRole('region', { name: text('dashboard.passkeys.title') });
    await passkeys.getByRole('button', { name: text('dashboard.passkeys.add') }).click();
    await passkeys.getByRole('listitem').waitFor();
    expect(await authenticator.credentials()).toHaveLength(1);

    const section = page.getByRole('region', { name: text('dashboard.deletion.title') });
    await section.getByRole('button', { name: text('dashboard.deletion.open') }).click();
    const dialog = page.getByRole('dialog', { name: text('dashboard.deletion.confirmTitle') });
    await dialog.getByText(text('dashboard.deletion.confirmTextPasskey')).waitFor();
    const confirm = dialog.getByRole('button', { name: text('dashboard.deletion.passkey') });
    await confirm.waitFor();
    await expectNoAxeViolations(page);

    await confirm.click();
    const done = page.getByRole('heading', { name: text('dashboard.deletion.doneTitle') });
    await done.waitFor();
    await expectNoAxeViolations(page);
    const [credential] = await authenticator.credentials();
    expect(credential?.signCount).toBeGreaterThan(0);

    await expectSignedOutWithCancellationMail(page, email);
  });
});
