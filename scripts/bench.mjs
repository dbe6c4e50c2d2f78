// `npm run bench` (not part of npm test): builds the demo, the published packages and a shop's page with the shell
// (examples/shell-host) once and measures them against the budgets of ENGINEERING.md, in Chromium against the real
// server: what a host downloads (every script and style sheet fetched until idle, brotli; bench/sizes.mjs), open →
// focused field with 4× CPU throttling and its split (bench/open-timing.mjs), and Lighthouse mobile on every page kind
// (bench/lighthouse.mjs). Prints one table with the peers' figures beside ours, writes bench-results/bench.json,
// exits 1 when a budget is missed; beside the peers, the shop example's first login open (issue 25, bench/shop-app.mjs).
// `npm run bench -- --sizes`: the download sizes of the demo's builds alone (a quick check while trimming; no timings,
// no shop example, no Lighthouse, no JSON file). `npm run bench -- --only=open,lighthouse` measures only the parts named
// (sizes, open, shop, lighthouse), also without the JSON file: for one lever at a time. Runs under tsx (package.json) to start the demo server with the browser
// tests' own helper.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { headlessChromiumArgs } from '../e2e/support/chromium-args.ts';
import { startDemoServer } from '../e2e/support/demo-server.ts';
import { lighthouseFigures } from './bench/lighthouse.mjs';
import { openFigures } from './bench/open-timing.mjs';
import { shopAppFigures } from './bench/shop-app.mjs';
import { demoHomeFigures, shellFigures, widgetFigures } from './bench/sizes.mjs';
import { peers, printTable, withinBudget } from './bench/table.mjs';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const siteDist = join(repositoryRoot, 'apps/site/dist');
/** Where the shop page with the shell (examples/shell-host) is built for the bench. */
const shellHostDist = mkdtempSync(join(tmpdir(), 'shopfront-shell-host-'));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const allParts = ['sizes', 'open', 'shop', 'lighthouse'];
const onlyArgument = process.argv.find((argument) => argument.startsWith('--only='));
const parts = new Set(
  process.argv.includes('--sizes') ? ['sizes'] : (onlyArgument?.slice('--only='.length).split(',') ?? allParts),
);
const unknownParts = [...parts].filter((part) => !allParts.includes(part));
if (unknownParts.length > 0) throw new Error(`unknown bench part(s) ${unknownParts.join(', ')}; known: ${allParts}`);
const everyPart = parts.size === allParts.length;

try {
  // The build's own report (chunk sizes, plugin timings) would bury the table: shown only when it fails.
  execFileSync('npm', ['run', 'build'], {
    cwd: repositoryRoot,
    stdio: 'pipe',
    env: { ...process.env, SITE_OUT_DIR: siteDist },
  });
  execFileSync('npm', ['run', 'build:packages'], { cwd: repositoryRoot, stdio: 'pipe' });
  execFileSync('npx', ['vite', 'build', '--configLoader', 'runner', '--config', 'examples/shell-host/vite.config.ts'], {
    cwd: repositoryRoot,
    stdio: 'pipe',
    env: { ...process.env, SHELL_HOST_OUT_DIR: shellHostDist },
  });
} catch (error) {
  console.error(`${error.stdout ?? ''}${error.stderr ?? ''}`);
  throw error;
}
const rows = [];
const server = await startDemoServer();
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: headlessChromiumArgs });
  try {
    if (parts.has('sizes')) {
      rows.push(...(await widgetFigures(browser, server.baseUrl, siteDist)));
      rows.push(...(await demoHomeFigures(browser, server.baseUrl, siteDist)));
      rows.push(...(await shellFigures(browser, server.baseUrl, repositoryRoot, shellHostDist)));
    }
    if (parts.has('open')) rows.push(...(await openFigures(browser, server.baseUrl)));
    // Minutes of publishing, installing and building: left out of the quick `--sizes` check.
    if (parts.has('shop')) rows.push(...(await shopAppFigures(browser)));
  } finally {
    await browser.close();
  }
  if (parts.has('lighthouse')) rows.push(...(await lighthouseFigures(server.baseUrl, chromiumPath)));
} finally {
  await server.dispose();
  rmSync(shellHostDist, { recursive: true, force: true });
}
printTable(rows);
if (everyPart) {
  mkdirSync(join(repositoryRoot, 'bench-results'), { recursive: true });
  writeFileSync(
    join(repositoryRoot, 'bench-results/bench.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), rows: rows.map((row) => ({ ...row, withinBudget: withinBudget(row) })), peers: Object.fromEntries(peers) }, null, 2)}\n`,
  );
}
const missed = rows.filter((row) => !withinBudget(row));
if (missed.length > 0) {
  console.error(`\n${missed.length} budget(s) missed: ${missed.map((row) => row.what.trim()).join('; ')}`);
  process.exitCode = 1;
}
