import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, type Locator, type Page, chromium } from 'playwright-core';
import { pendingInteractionsName } from '@shopfront/api';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import type {} from '../global-setup.ts';
import { headlessChromiumArgs } from './chromium-args.ts';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const chromiumArgs = [...headlessChromiumArgs, '--disable-quic'];

export function baseUrl(): string {
  return inject('baseUrl');
}

export interface NewPageOptions {
  readonly viewport?: { width: number; height: number };
  /** Another server than the shared one (a test that restarts its own). */
  readonly baseUrl?: string;
  /** Statuses this test provokes on purpose: the browser's "Failed to load resource" line for them is no error. */
  readonly expectedStatuses?: readonly number[];
  /** Console errors this test provokes on purpose (a call the page's CSP refuses): no error of the test's. */
  readonly expectedConsoleErrors?: readonly RegExp[];
  /** False: the page as a browser without script (or before any script ran) shows it. */
  readonly javaScriptEnabled?: boolean;
}

export interface BrowserSession {
  /** A fresh page in a fresh context (own cookies and storage); console errors and page errors fail the test. */
  newPage(options?: NewPageOptions): Promise<Page>;
}

/** One Chromium per test file; every page's console errors are collected and asserted empty after each test. */
export function useBrowser(): BrowserSession {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    const errors = pageErrors;
    pageErrors = [];
    expect(errors, 'console errors or uncaught exceptions in the page').toEqual([]);
  });
  afterAll(() => browser.close());

  return {
    async newPage(options) {
      const context = await browser.newContext({
        baseURL: options?.baseUrl ?? baseUrl(),
        viewport: options?.viewport ?? { width: 1280, height: 800 },
        javaScriptEnabled: options?.javaScriptEnabled ?? true,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('console', (message) => {
        const expected =
          isExpectedResourceError(message.text(), options?.expectedStatuses ?? []) ||
          (options?.expectedConsoleErrors ?? []).some((pattern) => pattern.test(message.text()));
        if (message.type() === 'error' && !expected) pageErrors.push(message.text());
      });
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
  };
}

/** The browser logs every non-2xx fetch; a 401 from a session check is an answer, not an error. */
function isExpectedResourceError(text: string, expectedStatuses: readonly number[]): boolean {
  const status = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
  return status !== undefined && [401, 403, 404, ...expectedStatuses].includes(Number(status));
}

interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.x A and AA, and best practices) on the page as it is now and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The page as a visitor sees it: its style sheets applied (a page reached by a click may still be loading them, and
  // axe would measure unstyled links as too small targets).
  await page.waitForLoadState('load');
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }));
  });
  expect(violations, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * axe needs script in the page (its checks wait on timers a script-less page never fires): it runs on the page in a
 * browser where the site's scripts arrive empty, which is the page as it reads before any of them ran.
 */
export async function expectNoAxeViolationsBeforeScripts(
  session: BrowserSession,
  path: string,
  expectedStatuses: readonly number[] = [],
): Promise<Page> {
  const page = await session.newPage({ expectedStatuses });
  await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(path);
  await expectNoAxeViolations(page);
  return page;
}

/**
 * Opens `path` with every script of the page's own build held until `release` is called, and waits for its first
 * paint: the page shows its HTML while its scripts (which start after the first paint, ADR 013) wait, as on a slow
 * network. `requested` counts what was held.
 */
export async function openPaintedWithScriptsHeld(
  page: Page,
  path: string,
): Promise<{ release: () => void; requested: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requests = 0;
  await page.route('**/assets/*.js', async (route) => {
    requests += 1;
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return { release, requested: () => requests };
}

/**
 * Waits until React has hydrated this element. A lazily loaded part (a multi-language market's language switcher)
 * hydrates after the page does, once its code is there: a key or click on its server-rendered markup before that
 * reaches no handler.
 */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactProps')) ? resolve() : requestAnimationFrame(check);
        check();
      }),
  );
}

/**
 * Waits until React has hydrated the server-rendered page: a click before that reaches no handler. A page rendered
 * in the browser alone (the shop example) has nothing to hydrate: its controls have their handlers once they exist.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The site's page marks its root once hydrated and its effects have run (apps/site/src/main.tsx): it hydrates in a
  // transition, so React's container key, there from `hydrateRoot` on, says too little. Only a server-rendered page
  // has the deferred start's list of pending interactions (an array, or null once taken).
  await page.waitForFunction(
    (pendingName) =>
      !(pendingName in window) || document.getElementById('root')?.hasAttribute('data-hydrated') === true,
    pendingInteractionsName,
  );
}
