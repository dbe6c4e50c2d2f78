import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { catalogueText } from './support/catalogue.ts';

/**
 * How long the held answers wait for the requests still missing. Generous: it breaks the deadlock of a page that only
 * asks for one thing once another has been answered, it times nothing.
 */
const patienceMs = 10_000;

/**
 * Holds back the answer to every request the page makes from now on (but those `answeredAtOnce`) until each request of
 * `expected` has been made. A request the page makes only once another has been answered (a waterfall) never comes
 * while the answers are held: the returned function resolves with the names of those still missing when every expected
 * one came or the patience ran out.
 */
async function holdAnswersUntilRequested(
  page: Page,
  expected: Readonly<Record<string, (path: string) => boolean>>,
  answeredAtOnce: (path: string) => boolean = () => false,
): Promise<() => Promise<string[]>> {
  const missing = new Set(Object.keys(expected));
  let allRequested = () => {};
  const everyRequestMade = new Promise<void>((resolve) => (allRequested = resolve));
  const heldUntil = Promise.race([everyRequestMade, new Promise<void>((resolve) => setTimeout(resolve, patienceMs))]);
  await page.route('**/*', async (route) => {
    const path = new URL(route.request().url()).pathname;
    for (const [name, matches] of Object.entries(expected)) if (matches(path)) missing.delete(name);
    if (missing.size === 0) allRequested();
    if (!answeredAtOnce(path)) await heldUntil;
    await route.continue();
  });
  return async () => {
    await heldUntil;
    return [...missing];
  };
}

/** A hashed chunk of the build, by the name Vite gave it (`/assets/<name>-<hash>.js`). */
const chunk = (name: string) => (path: string) => new RegExp(`^/assets/${name}-[\\w-]{8}\\.js$`).test(path);

const openLogin = (page: Page) =>
  page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog: 'login' } })),
  );

async function expectFocusedLoginForm(page: Page): Promise<void> {
  const login = page.getByRole('dialog', { name: catalogueText('en-GB', 'login.title') });
  const email = login.getByRole('textbox', { name: catalogueText('en-GB', 'login.email') });
  await email.waitFor();
  await expect.poll(() => email.evaluate((field) => field === document.activeElement)).toBe(true);
  await expectNoAxeViolations(page);
}

/**
 * The first open of a dialog is as fast as its slowest download, not the sum of a chain of them: everything it needs
 * is asked for when the open event arrives (ENGINEERING.md budget "open → focused field").
 */
describe('the first open of the login dialog', () => {
  const browser = useBrowser();

  it('asks the plain host’s loader for the configuration, the whole dialog bundle and the texts without waiting', async () => {
    const page = await browser.newPage();
    await page.goto('/plain-host/', { waitUntil: 'networkidle' });
    const missingRequests = await holdAnswersUntilRequested(
      page,
      {
        'widget configuration': (path) => path === '/host-config',
        'dialog bundle': chunk('standalone-widget'),
        React: chunk('react'),
        'en-GB texts': chunk('en-GB'),
      },
      // The locale's chunk is named in a small map of its own, fetched beside the bundle: the one answer the texts
      // wait for is that map's, never the bundle's or React's.
      chunk('standalone-texts'),
    );
    await openLogin(page);
    expect(await missingRequests()).toEqual([]);
    await expectFocusedLoginForm(page);
  });

  it('asks the demo page for the dialog root, the login screen’s chunks and the texts without waiting', async () => {
    const page = await browser.newPage();
    // The page loaded its own catalogue part already: an en-GB chunk asked for after the open is the widget's.
    await page.goto('/gb/', { waitUntil: 'networkidle' });
    const missingRequests = await holdAnswersUntilRequested(
      page,
      {
        'dialog root': chunk('account-dialog-root'),
        'login form': chunk('login-form'),
        'en-GB texts': chunk('en-GB'),
      },
      // As on the plain host, the texts' map of chunks is the one answer they wait for. It stays out of the pages'
      // entry: the server would preload every part the entry can load with every page.
      chunk('widget-catalogue'),
    );
    await openLogin(page);
    expect(await missingRequests()).toEqual([]);
    await expectFocusedLoginForm(page);
  });
});

/**
 * A visitor points at or tabs to the button before clicking it: the widget loads the dialog's code on that intent
 * (docs/events.md "Intent"), once, and never before it, so the loader alone is still all a page pays until then.
 */
describe('the login dialog’s code on the visitor’s intent', () => {
  const browser = useBrowser();

  /** Every path the page asks for from now on. */
  function requestedPaths(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    return paths;
  }

  it('is fetched once when the pointer reaches the plain host’s Log in button, before the click, and not before', async () => {
    const page = await browser.newPage();
    const paths = requestedPaths(page);
    await page.goto('/plain-host/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Your account' }).hover();
    expect(paths.filter(chunk('standalone-widget'))).toEqual([]);
    expect(paths).not.toContain('/host-config');

    const bundleRequested = page.waitForRequest((request) =>
      chunk('standalone-widget')(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: 'Log in', exact: true }).hover();
    await bundleRequested;
    await page.getByRole('button', { name: 'Forgot password', exact: true }).hover();
    await page.getByRole('button', { name: 'Log in', exact: true }).hover();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expectFocusedLoginForm(page);
    expect(paths.filter(chunk('standalone-widget'))).toHaveLength(1);
    expect(paths.filter((path) => path === '/host-config')).toHaveLength(1);
  });

  it('is fetched when a keyboard user’s focus lands on the button, and Enter opens the dialog', async () => {
    const page = await browser.newPage();
    await page.goto('/plain-host/', { waitUntil: 'networkidle' });
    const bundleRequested = page.waitForRequest((request) =>
      chunk('standalone-widget')(new URL(request.url()).pathname),
    );
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('button', { name: 'Log in', exact: true }).evaluate((b) => b === document.activeElement),
    ).toBe(true);
    await bundleRequested;
    await page.keyboard.press('Enter');
    await expectFocusedLoginForm(page);
  });

  it('is fetched on the demo page when the header’s account menu opens on its sign-in button', async () => {
    const page = await browser.newPage();
    const paths = requestedPaths(page);
    await page.goto('/gb/', { waitUntil: 'networkidle' });
    expect(paths.filter(chunk('account-dialog-root'))).toEqual([]);

    const rootRequested = page.waitForRequest((request) =>
      chunk('account-dialog-root')(new URL(request.url()).pathname),
    );
    await page.getByRole('button', { name: catalogueText('en-GB', 'nav.account'), exact: true }).click();
    const signIn = page.getByRole('button', { name: catalogueText('en-GB', 'account.signIn'), exact: true });
    await expect.poll(() => signIn.evaluate((button) => button === document.activeElement)).toBe(true);
    await rootRequested;
    await expectNoAxeViolations(page);

    await signIn.click();
    await expectFocusedLoginForm(page);
  });
});
