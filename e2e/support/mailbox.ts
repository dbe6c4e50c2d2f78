import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForHydration } from './browser.ts';

/** Opens the newest mail to `address` with `subject` in the demo mailbox and follows its link to `path`. */
export async function followMailedLink(page: Page, address: string, subject: string, path: RegExp) {
  await page.goto('/dev/mailbox');
  const mail = page.getByRole('article', { name: subject }).filter({ hasText: address }).first();
  await mail.waitFor();
  await mail.getByRole('link', { name: path }).click();
}

/**
 * Confirms a new GB account's address through its mailed link: the verification page signs the customer in and lands
 * on the dashboard, returned once hydrated (its buttons answer from then on).
 */
export async function verifyAddressToDashboard(page: Page, email: string) {
  await followMailedLink(
    page,
    email,
    'Confirm your e-mail address for your Nordhem account',
    /\/gb\/e\/verify-email\?token=/,
  );
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await page.waitForURL((url) => url.pathname === '/gb/e/account/dashboard');
  await waitForHydration(page);
}

/** Follows the newsletter confirmation link mailed to `email` on the GB site; returns the page's button once it shows. */
export async function openNewsletterConfirmation(page: Page, email: string) {
  await followMailedLink(
    page,
    email,
    'Please confirm your Nordhem newsletter subscription',
    /\/gb\/newsletter\/confirm\?token=/,
  );
  const confirm = page.getByRole('button', { name: 'Confirm subscription' });
  await confirm.waitFor();
  return confirm;
}

/** Registers a GB account through the identity provider's own calls, as the registration form does; it waits for its link. */
export async function registerThroughIdentityProvider(
  page: Page,
  person: { email: string; password: string; firstName: string; lastName: string },
) {
  const apiKey = '4_nordhem_gb_web';
  const started = await page.request.post('/idp/accounts.initRegistration', { form: { apiKey } });
  const { regToken } = (await started.json()) as { regToken: string };
  const registered = await page.request.post('/idp/accounts.register', {
    form: {
      apiKey,
      regToken,
      email: person.email,
      password: person.password,
      profile: JSON.stringify({ firstName: person.firstName, lastName: person.lastName }),
      preferences: JSON.stringify({
        'terms-statement': { isConsentGranted: true },
        'privacy-statement': { isConsentGranted: true },
      }),
      lang: 'en-GB',
      finalizeRegistration: 'true',
    },
  });
  expect(await registered.json()).toMatchObject({ errorCode: 206002 });
}
