import { logIn } from '../../e2e/support/login-form.ts';

/** The demo's seeded customers (apps/server/src/seed), signed in through the real login page as a shopper is. */
export const seededCustomers = {
  sizes: 'noah.price@example.co.uk',
  lighthouse: 'sophie.ward@example.co.uk',
};
const seededPassword = 'Nordhem-Demo-2026';

/** Signs a customer in on `/gb/login` in the page's context; the context keeps the session's cookies. */
export async function signIn(page, baseUrl, email) {
  await page.goto(`${baseUrl}/gb/login`);
  await logIn(page, email, seededPassword);
  await page.waitForURL(`${baseUrl}/gb/`);
}
