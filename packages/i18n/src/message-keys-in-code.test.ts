import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;
const sourceRoots = ['packages/account-widget/src', 'packages/site-shell/src', 'packages/ui/src', 'packages/core/src', 'apps/site/src'];
const englishKeys = new Set(Object.keys(JSON.parse(readFileSync(join(repositoryRoot, 'packages/i18n/messages/en-GB.json'), 'utf8')) as object));

/** Where code names a message: `text('key')`, `messageKey: 'key'`, `…Key="key"`, `…Key: 'key'`, error catalogue entries. */
const keyReferences = [
  /\btext\(\s*'([^']+)'/g,
  /\b[a-zA-Z]*[kK]ey(?:=|:\s*)["']([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)["']/g,
  /^\s+\d{6}: '([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)',$/gm,
  /return '([a-z][a-zA-Z0-9]*\.[a-zA-Z0-9_.]+)';/g,
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
      return keyReferences.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => ({ file: file.slice(repositoryRoot.length), key: match[1] ?? '' })));
    }),
  );

  it('finds the references it checks (the scan itself works)', () => {
    expect(references.length).toBeGreaterThan(100);
    expect(references.some((reference) => reference.key === 'error.passwordTooCommon')).toBe(true);
  });

  it('exist in the catalogues', () => {
    const missing = references.filter((reference) => !englishKeys.has(reference.key)).map((reference) => `${reference.file}: ${reference.key}`);
    expect(missing).toEqual([]);
  });
});
