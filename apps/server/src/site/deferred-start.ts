import { createHash } from 'node:crypto';
import { accountDialogEventName, accountDialogQueueName, pendingInteractionsName } from '@shopfront/api';

/** The id of the `<script type="application/json">` that names a page's scripts for the deferred start. */
const pageScriptsId = 'shopfront-scripts';

/** What the deferred start loads: the entry module, and every module the page's first render imports. */
export interface PageScripts {
  readonly entry: string;
  readonly preload: readonly string[];
}

/** Module preload links inserted per task by the deferred start. */
export const preloadsPerTask = 8;

const queue = `window.${accountDialogQueueName}`;
const dialogEvent = JSON.stringify(accountDialogEventName);
const pending = `window.${pendingInteractionsName}`;

/**
 * The one inline script of a built page (allowed by its hash). A module script, it runs once the document is parsed.
 * 1. Until the widget starts, it holds every dialog request in the page's queue (docs/events.md "Before the widget
 *    has loaded"), also a plain event no sender queues; the widget takes the queue when it starts, and from then on
 *    this listener steps aside (the queue is no longer the one it fills).
 * 2. Until the page's entry takes them, it keeps the clicks on the page's buttons (a key on one is a click too) and
 *    holds its forms' submissions, which would otherwise reach no handler or leave the page, also an Enter in a field
 *    whose form's button is still disabled as rendered: the entry replays them once hydrated
 *    (apps/site/src/pending-interactions.ts). Links and fields keep working as HTML.
 * 3. After the first frame (a timeout set in the frame's animation callback runs after that frame is painted; a hidden
 *    page paints nothing and starts at once) it preloads the page's modules and imports the entry, which hydrates.
 *    Each preload link starts its request as it is inserted (~0.3 ms each, ~45 on the dashboard): they go in
 *    batches, a task each, so no task of the start blocks input for long (Lighthouse's total blocking time).
 * The page is whole and styled from its HTML: its first paint waits for no script. Fetched with the page, about 20
 * modules (React among them) shared the network with it, and Lighthouse's simulation counts every request ended
 * before the paint into the LCP (issue 27).
 */
const deferredStartScript = [
  `const queue = (${queue} ??= []);`,
  'const hold = (event) => {',
  `  if (${queue} !== queue) return removeEventListener(${dialogEvent}, hold);`,
  '  event.preventDefault();',
  '  queue.push(event.detail);',
  '};',
  `addEventListener(${dialogEvent}, hold);`,
  `const interactions = (${pending} = []);`,
  'const keep = (event) => {',
  `  if (${pending} !== interactions) return removeEventListener(event.type, keep, true);`,
  '  const target = event.target instanceof Element ? event.target : null;',
  "  if (!target?.closest('#root')) return;",
  // Enter in a field of a form whose button is still disabled as rendered: the visitor sends it once the page can.
  "  if (event.type === 'keydown') {",
  "    const form = event.key === 'Enter' && target instanceof HTMLInputElement ? target.form : null;",
  "    const defaultButton = [...(form?.elements ?? [])].find((field) => field.type === 'submit');",
  "    if (defaultButton?.disabled) interactions.push({ kind: 'submit', form, submitter: defaultButton });",
  '    return;',
  '  }',
  "  if (event.type === 'submit') {",
  '    event.preventDefault();',
  "    interactions.push({ kind: 'submit', form: target, submitter: event.submitter });",
  '    return;',
  '  }',
  "  const button = target.closest('button');",
  "  if (button && !(button.type === 'submit' && button.form)) interactions.push({ kind: 'click', target: button });",
  '};',
  "addEventListener('click', keep, true);",
  "addEventListener('submit', keep, true);",
  "addEventListener('keydown', keep, true);",
  `const scripts = JSON.parse(document.getElementById('${pageScriptsId}').textContent);`,
  'const start = () => {',
  '  const links = scripts.preload.map((href) => {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  "    link.crossOrigin = '';",
  '    link.href = href;',
  '    return link;',
  '  });',
  '  const insert = () => {',
  `    document.head.append(...links.splice(0, ${preloadsPerTask}));`,
  '    if (links.length > 0) setTimeout(insert);',
  '    else import(scripts.entry);',
  '  };',
  '  insert();',
  '};',
  "if (document.visibilityState === 'hidden') start();",
  'else requestAnimationFrame(() => setTimeout(start));',
].join('\n');

/** The CSP source that allows the deferred start, and no other inline script. */
export const deferredStartHashSource = `'sha256-${createHash('sha256').update(deferredStartScript).digest('base64')}'`;

/** The page's scripts as markup: their list (data, never run) and the deferred start that loads them. */
export function deferredStartOf(scripts: PageScripts): string {
  // `<` escaped: no address can end the JSON's script element.
  const list = JSON.stringify(scripts).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${pageScriptsId}">${list}</script>\n    <script type="module">${deferredStartScript}</script>`;
}

const entryScriptTag = /\s*<script type="module" crossorigin src="(\/[^"]+)"><\/script>/g;
const modulePreloadLink = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * The built index.html without the entry's script and module preloads Vite linked (they would load with the page),
 * and those scripts, for the deferred start.
 */
export function takeEntryScripts(builtTemplate: string): { readonly template: string; readonly scripts: PageScripts } {
  const [entry, ...otherEntries] = [...builtTemplate.matchAll(entryScriptTag)].map(([, address = '']) => address);
  if (entry === undefined || otherEntries.length > 0) throw new Error('index.html must load one module script');
  return {
    template: builtTemplate.replace(entryScriptTag, '').replace(modulePreloadLink, ''),
    scripts: { entry, preload: [...builtTemplate.matchAll(modulePreloadLink)].map(([, address = '']) => address) },
  };
}
