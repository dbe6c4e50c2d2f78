import type { Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { catalogueText } from './catalogue.ts';
import { logIn } from './login-form.ts';

/** The password of every demo login (README "Demo logins"). */
const demoPassword = 'Nordhem-Demo-2026';

/** Logs in on the site's login page and opens the account dashboard. */
export async function openDashboard(page: Page, site: string, email: string, locale: string, origin = baseUrl()) {
  await page.goto(`${site}/login`);
  await logIn(page, email, demoPassword, locale);
  await page.waitForURL(`${origin}${site}/`);
  await page.goto(`${site}/e/account/dashboard`);
  await page.getByRole('heading', { level: 1, name: catalogueText(locale, 'page.dashboard.title') }).waitFor();
}

/** Opens the marketing preferences from the dashboard and waits until they are loaded. */
export async function openMarketingDialog(page: Page, locale: string) {
  const title = catalogueText(locale, 'marketing.title');
  await page.getByRole('main').getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: catalogueText(locale, 'marketing.submit') }).waitFor();
  return dialog;
}

/** Opens the club dialog from the dashboard. */
export async function openClubDialog(page: Page, locale: string) {
  const title = catalogueText(locale, 'club.title');
  await page.getByRole('main').getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: catalogueText(locale, 'club.submit') }).waitFor();
  return dialog;
}

/** The signed-in customer as the commerce API has them (`site` is the commerce site id, e.g. `nordhem-de`). */
export async function clubMember(page: Page, site: string) {
  const response = await page.request.get(`/experience-api/occ/${site}/user?fields=FULL`, {
    headers: { 'x-api-key': `${site}-ecom` },
  });
  return (await response.json()) as { clubMember: boolean; userGroups: { uid: string }[] };
}
