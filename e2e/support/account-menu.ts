import type { Page } from 'playwright-core';
import { waitForHydration } from './browser.ts';
import { catalogueText } from './catalogue.ts';

/** Opens the header's account overlay and returns it (once the page is hydrated: a click before reaches no handler). */
export async function openAccountMenu(page: Page, locale = 'en-GB') {
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: catalogueText(locale, 'nav.account'), exact: true })
    .click();
  const overlay = page.getByRole('dialog', { name: catalogueText(locale, 'nav.account'), exact: true });
  await overlay.waitFor();
  return overlay;
}

/** Waits until the header's account menu greets the customer by name. */
export async function expectSignedIn(page: Page, names: { firstName: string; lastName: string }, locale = 'en-GB') {
  const overlay = await openAccountMenu(page, locale);
  await overlay.getByText(catalogueText(locale, 'account.welcomePersonalised', names)).waitFor();
  await page.keyboard.press('Escape');
  await overlay.waitFor({ state: 'hidden' });
}

/** Signs out through the header's account menu. */
export async function signOut(page: Page, locale = 'en-GB') {
  const overlay = await openAccountMenu(page, locale);
  await overlay.getByRole('button', { name: catalogueText(locale, 'account.signOut') }).click();
}

/** Opens the login dialog from the header: account menu, then Sign in. */
export async function openLoginFromHeader(page: Page, locale = 'en-GB') {
  const overlay = await openAccountMenu(page, locale);
  await overlay.getByRole('button', { name: catalogueText(locale, 'account.signIn') }).click();
  const dialog = page.getByRole('dialog', { name: catalogueText(locale, 'login.title') });
  await dialog.waitFor();
  return dialog;
}
