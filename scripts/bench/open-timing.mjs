// Open → focused field, 4× CPU throttling, median of `runs`. "First open": a fresh browser context (empty HTTP cache)
// loads the page and opens the login dialog. "Cached" (ENGINEERING.md: "with chunks cached"): the dialog is closed and
// opened again on the same page, its chunks already loaded and evaluated — what a shopper who opens it a second time
// waits for. (A reload with HTTP-cached chunks would measure evaluating React and the page again, not the dialog.)
// Each open is split by the page's Performance timeline (open-phases.ts) and the split printed under it.
import { median, openPhases } from './open-phases.ts';

const runs = 7;

/** Sends the open event; resolves with the open's timeline once a field inside a dialog has the focus. */
function openUntilFocused(page, dialog) {
  return page.evaluate(
    (dialog) =>
      new Promise((resolve) => {
        const isDialogField = (element) =>
          element instanceof HTMLElement &&
          element.matches('input, select, textarea') &&
          element.closest('dialog') !== null;
        const start = performance.now();
        const onFocus = (event) => {
          if (!isDialogField(event.target)) return;
          const focused = performance.now();
          document.removeEventListener('focusin', onFocus);
          const entries = (type) => performance.getEntriesByType(type).filter((entry) => entry.startTime >= start);
          resolve({
            start,
            focused,
            resources: entries('resource').map(({ name, startTime, responseEnd }) => ({
              name,
              startTime,
              responseEnd,
            })),
            marks: entries('mark').map(({ name, startTime }) => ({ name, startTime })),
          });
        };
        document.addEventListener('focusin', onFocus);
        window.dispatchEvent(new CustomEvent('shopfront:account-dialog', { detail: { dialog } }));
      }),
    dialog,
  );
}

/** One page in a fresh context: the first open, then (after closing the dialog) the second. */
async function openTwice(context, url) {
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const session = await context.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const first = await openUntilFocused(page, 'login');
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  const cached = await openUntilFocused(page, 'login');
  await page.close();
  return { first, cached };
}

const phaseNames = [
  ['scriptFetch', 'script fetch'],
  ['evaluate', 'parse/evaluate'],
  ['config', 'config and texts (waited for after the code)'],
  ['render', 'render'],
  ['focus', 'focus'],
];

/** The row of one kind of open, and under it the median of each phase (medians: they need not add up exactly). */
function openRows(label, timelines, budget) {
  const phases = timelines.map(openPhases);
  return [
    {
      what: `open → focused field, ${label}`,
      value: median(timelines.map((t) => t.focused - t.start)),
      budget,
      unit: 'ms',
    },
    ...phaseNames.map(([key, name]) => ({
      what: `    ${name}`,
      value: median(phases.map((phase) => phase[key])),
      unit: 'ms',
    })),
  ];
}

export async function openFigures(browser, baseUrl) {
  const rows = [];
  for (const [host, path] of [
    ['plain-host page (loader)', '/plain-host/'],
    ['demo page /gb/', '/gb/'],
  ]) {
    const first = [];
    const cached = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ baseURL: baseUrl });
      const opened = await openTwice(context, path);
      first.push(opened.first);
      cached.push(opened.cached);
      await context.close();
    }
    rows.push(...openRows(`first open, ${host}`, first, 150), ...openRows(`cached (second open), ${host}`, cached, 30));
  }
  return rows;
}
