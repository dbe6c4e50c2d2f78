import type { Page } from 'playwright-core';
import { catalogueText } from './catalogue.ts';

/** Fills the login form (page or dialog) in the locale's words and returns it, not yet submitted. */
export async function fillLoginForm(page: Page, email: string, password: string, locale = 'en-GB') {
  const form = page.getByRole('form', { name: catalogueText(locale, 'login.title') });
  await form.getByLabel(catalogueText(locale, 'login.email')).fill(email);
  await form.getByLabel(catalogueText(locale, 'login.password'), { exact: true }).fill(password);
  return form;
}

/** Fills and submits the login form. */
export async function logIn(page: Page, email: string, password: string, locale = 'en-GB') {
  const form = await fillLoginForm(page, email, password, locale);
  await form.getByRole('button', { name: catalogueText(locale, 'login.submit'), exact: true }).click();
}
