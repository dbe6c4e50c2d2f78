// Lighthouse mobile (its default preset, simulated throttling) through Debian's Chromium, on every page kind of
// ENGINEERING.md's budgets, the median of 3 runs of each. The anonymous pages run first, each from a cleared origin
// (Lighthouse's storage reset); then the bench signs in through the login page in the same Chromium (Playwright over
// the DevTools port) and runs the dashboard with `disableStorageReset`, so the session's cookies stay, after clearing
// the HTTP cache itself so the signed-in page loads as cold as the others.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '../../test/free-port.ts';
import { median } from './open-phases.ts';
import { seededCustomers, signIn } from './sign-in.mjs';

const runs = 3;
const anonymousPages = ['/gb/', '/gb/login', '/gb/c/kitchen/ovens', '/gb/partner-locator?loc=Manchester'];
const signedInPages = ['/gb/e/account/dashboard'];

/** The weighted audits of a category that cost it points. */
const failingAudits = (category, audits) =>
  category.auditRefs
    .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
    .map((ref) => ref.id);

/** The LCP element and how its time splits (TTFB, load delay, load time, render delay). */
function lcpElement(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  if (!node) return [];
  const split = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
  return [`LCP element ${node.selector ?? node.nodeLabel}: ${split}`];
}

/** The layout shifts, largest first, each with the element that moved most. */
const layoutShifts = (lhr) =>
  (lhr.audits['layout-shifts']?.details?.items ?? []).map(
    (shift) => `shift ${shift.score.toFixed(3)} ${shift.node?.selector ?? shift.node?.nodeLabel ?? ''}`,
  );

/** What to change for a faster page: the metrics that cost points, the opportunities with savings (e.g.
 * render-blocking-resources) and the LCP element. */
function performanceLevers(lhr) {
  const opportunities = Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.details.overallSavingsMs > 0)
    .map((audit) => `${audit.id} −${Math.round(audit.details.overallSavingsMs)} ms`);
  return [...failingAudits(lhr.categories.performance, lhr.audits), ...opportunities, ...lcpElement(lhr)];
}

/** One page's rows from its runs: the median of each figure, the runs beside the scores. */
function pageRows(path, results) {
  const scoreOf = (id) => results.map((lhr) => lhr.categories[id].score * 100);
  const middle = (values) => results[values.indexOf(median(values))];
  const performance = scoreOf('performance');
  const lcp = results.map((lhr) => lhr.audits['largest-contentful-paint'].numericValue);
  const bestPractices = scoreOf('best-practices');
  const cls = results.map((lhr) => lhr.audits['cumulative-layout-shift'].numericValue);
  const runsOf = (values) => `runs ${values.map((value) => Math.round(value)).join(', ')}`;
  return [
    {
      what: `Lighthouse ${path} performance`,
      value: median(performance),
      minimum: 100,
      unit: '',
      note: runsOf(performance),
      failing: performanceLevers(middle(performance)),
    },
    { what: `Lighthouse ${path} accessibility`, value: median(scoreOf('accessibility')), minimum: 100, unit: '' },
    {
      what: `Lighthouse ${path} best practices`,
      value: median(bestPractices),
      minimum: 100,
      unit: '',
      failing: failingAudits(middle(bestPractices).categories['best-practices'], middle(bestPractices).audits),
    },
    {
      what: `Lighthouse ${path} CLS`,
      value: median(cls),
      budget: 0,
      unit: '',
      digits: 3,
      failing: layoutShifts(middle(cls)),
    },
    {
      what: `Lighthouse ${path} LCP`,
      value: median(lcp),
      budget: 1200,
      unit: 'ms',
      note: runsOf(lcp),
      failing: lcpElement(middle(lcp)),
    },
  ];
}

async function audit(url, port, flags = {}) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    ...flags,
  });
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

export async function lighthouseFigures(baseUrl, chromiumPath) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'shopfront-lighthouse-'));
  const chrome = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const rows = [];
  try {
    await waitForDevTools(port);
    for (const path of anonymousPages) {
      const results = [];
      for (let run = 0; run < runs; run += 1) results.push(await audit(`${baseUrl}${path}`, port));
      rows.push(...pageRows(path, results));
    }
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    try {
      const [context] = browser.contexts();
      const page = await context.newPage();
      await signIn(page, baseUrl, seededCustomers.lighthouse);
      const cdp = await context.newCDPSession(page);
      for (const path of signedInPages) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          await cdp.send('Network.clearBrowserCache');
          results.push(await audit(`${baseUrl}${path}`, port, { disableStorageReset: true }));
        }
        const landed = results.map((lhr) => new URL(lhr.finalDisplayedUrl).pathname);
        if (landed.some((pathname) => pathname !== path)) {
          throw new Error(`Lighthouse on ${path} was not signed in: it landed on ${landed.join(', ')}`);
        }
        rows.push(...pageRows(`${path} (signed in)`, results));
      }
      await page.close();
    } finally {
      await browser.close();
    }
  } finally {
    if (chrome.exitCode === null && chrome.signalCode === null) {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  }
  return rows;
}

async function waitForDevTools(port) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}
