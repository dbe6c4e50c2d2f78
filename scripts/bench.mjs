// `npm run bench`: what a host page downloads, brotli-compressed, against the budgets of ENGINEERING.md.
// Needs the built demo (`npm run build`). Prints a table; it measures, it does not fail.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const assets = new URL('../apps/site/dist/assets/', import.meta.url).pathname;
const files = readdirSync(assets);
const brotliKiB = (name) =>
  brotliCompressSync(readFileSync(join(assets, name)), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;
const sum = (names) => names.reduce((total, name) => total + brotliKiB(name), 0);
const matching = (pattern) => files.filter((name) => pattern.test(name));

const entryScripts = matching(/^index-.*\.js$/);
const entryStyles = matching(/^index-.*\.css$/);
const dialogChunk = matching(/^account-dialog-root-.*\.js$/);
const catalogue = matching(/^en-GB-.*\.js$/);
const catalogues = matching(/^[a-z]{2}-[A-Z]{2}-.*\.js$/).map(brotliKiB);

const rows = [
  ['page entry script (React, shell, widget loader, login page)', sum(entryScripts), undefined],
  ['page entry styles', sum(entryStyles), 10],
  ['account dialog chunk (first dialog open)', sum(dialogChunk), 12],
  ['en-GB catalogue chunk', sum(catalogue), undefined],
  ['largest catalogue chunk', Math.max(...catalogues), undefined],
  ['login dialog, first open, total with React (entry + dialog + catalogue)', sum([...entryScripts, ...dialogChunk, ...catalogue]), 80],
];
console.log('what                                                                      brotli KiB   budget');
for (const [what, size, budget] of rows) {
  const verdict = budget === undefined ? '' : size <= budget ? `≤ ${budget} ok` : `≤ ${budget} OVER`;
  console.log(`${what.padEnd(74)}${size.toFixed(1).padStart(9)}   ${verdict}`);
}
