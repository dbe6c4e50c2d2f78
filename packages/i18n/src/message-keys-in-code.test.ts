import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CataloguePart, partHasKey } from './catalogue-parts.ts';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;
const sourceRoots = [
  'packages/account-widget/src',
  'packages/site-shell/src',
  'packages/ui/src',
  'packages/core/src',
  'apps/site/src',
];
const englishKeys = new Set(
  Object.keys(JSON.parse(readFileSync(join(repositoryRoot, 'packages/i18n/messages/en-GB.json'), 'utf8')) as object),
);

/**
 * Where code names a message: `text('key')`, `messageKey: 'key'`, `…Key="key"`, `…Key: 'key'`, error catalogue entries,
 * a page's text in a table of paths (`'/cart': 'cart.basketTitle'`).
 */
const keyReferences = [
  /\btext\(\s*'([^']+)'/g,
  /\b[a-zA-Z]*[kK]ey(?:=|:\s*)["']([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)["']/g,
  /^\s+\d{6}: '([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)',$/gm,
  /return '([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)';/g,
  /^\s+'\/[^']*': '([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)',$/gm,
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message keys named in code', () => {
  const references = sourceRoots.flatMap((root) =>
    sourceFiles(join(repositoryRoot, root)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return keyReferences.flatMap((pattern) =>
        [...text.matchAll(pattern)].map((match) => ({ file: file.slice(repositoryRoot.length), key: match[1] ?? '' })),
      );
    }),
  );

  it('finds the references it checks (the scan itself works)', () => {
    expect(references.length).toBeGreaterThan(100);
    expect(references.some((reference) => reference.key === 'error.passwordTooCommon')).toBe(true);
  });

  /**
   * The catalogue parts each area's code has when it runs (catalogue-parts.ts; apps/site/src/page-modules.ts gives each
   * page folder its parts, the shell's always included). packages/ui names no key of its own.
   */
  const partsOf = (file: string): readonly CataloguePart[] => {
    const area = /^(?:packages\/(site-shell|account-widget|core|ui)|apps\/site\/src\/([^/]+)\/)/.exec(file);
    const sitePageParts: Readonly<Record<string, readonly CataloguePart[]>> = {
      home: ['home'],
      markets: ['markets'],
      mailbox: ['mailbox'],
      'not-found': ['notFound'],
      'bad-request': ['badRequest'],
      legal: ['legal'],
      login: ['login', 'widget'],
      account: ['dashboard', 'widget'],
      newsletter: ['newsletter'],
      'partner-locator': ['partnerLocator'],
      category: ['category'],
      'host-page': ['hostPage'],
      register: ['widget'],
      'reset-password': ['widget'],
      verification: ['verification', 'widget'],
    };
    if (file.startsWith('packages/site-shell/src/overlay/')) return ['shell', 'headerOverlay'];
    if (area?.[1] === 'site-shell' || area?.[1] === 'ui') return ['shell'];
    if (area?.[1] === 'account-widget' || area?.[1] === 'core') return ['widget'];
    return ['shell', ...(sitePageParts[area?.[2] ?? ''] ?? [])];
  };

  it('are in the catalogue parts their code has loaded', () => {
    const outside = references
      .filter(
        (reference) =>
          englishKeys.has(reference.key) && !partsOf(reference.file).some((part) => partHasKey(part, reference.key)),
      )
      .map((reference) => `${reference.file}: ${reference.key}`);
    expect(outside).toEqual([]);
  });

  it('exist in the catalogues', () => {
    const missing = references
      .filter((reference) => !englishKeys.has(reference.key))
      .map((reference) => `${reference.file}: ${reference.key}`);
    expect(missing).toEqual([]);
  });
});
