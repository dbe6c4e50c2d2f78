import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importGraph, importSpecifiers } from './check-workspace-imports.mjs';
import {
  pageLevelStyleSheets,
  selectorsOutsideShopfront,
  styleImportsIn,
  withoutStyleImports,
} from './published-package-rules.ts';
import { publishedPackages, repositoryRoot } from './published-packages.ts';

/** The published packages' source files (tests aside) whose names end with one of `endings`, with their folder. */
function sourceFiles(...endings: readonly string[]): { pkg: string; path: string }[] {
  return publishedPackages.flatMap(({ folder }) => {
    const source = join(repositoryRoot, 'packages', folder, 'src');
    return readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((path) => endings.some((ending) => path.endsWith(ending)) && !/\.test\.tsx?$/.test(path))
      .map((path) => ({ pkg: folder, path: join(source, path) }));
  });
}

describe('style-sheet imports in declarations', () => {
  it.each([
    ["import './button.css';", ["import './button.css';"]],
    ['import "../field/field.css"', ['import "../field/field.css"']],
    ["import type { ReactNode } from 'react';", []],
    ["export { Button } from './button.tsx';", []],
    ["/** see import './x.css' */", []],
  ])('%s', (line, expected) => {
    expect(styleImportsIn(`${line}\nexport declare const a = 1;\n`)).toEqual(expected);
  });

  it('are emptied, each line kept, so that the declaration map still lines up', () => {
    const declaration =
      "import type { Ref } from 'react';\nimport './button.css';\nexport declare function Button(): void;\n";
    const published = withoutStyleImports(declaration);
    expect(styleImportsIn(published)).toEqual([]);
    expect(published.split('\n')).toHaveLength(declaration.split('\n').length);
    expect(published).toContain('export declare function Button(): void;');
  });

  // What tsc writes for each of our modules that imports a style sheet keeps the import (the defect of issue 25: 28
  // published declarations named CSS files the tarballs do not hold); what the build publishes does not.
  const modulesWithStyles = sourceFiles('.ts', '.tsx').filter(({ path }) =>
    /^import\s+['"][^'"]+\.css['"]/m.test(readFileSync(path, 'utf8')),
  );
  it.each(modulesWithStyles.map(({ pkg, path }) => [`${pkg}: ${path.split('/src/')[1]}`, path]))(
    "%s's declaration, as published",
    (_name, path) => {
      const { outputText } = ts.transpileDeclaration(readFileSync(path, 'utf8'), {
        fileName: path,
        compilerOptions: { jsx: ts.JsxEmit.ReactJSX, allowImportingTsExtensions: true },
      });
      expect(styleImportsIn(outputText)).not.toEqual([]);
      expect(styleImportsIn(withoutStyleImports(outputText))).toEqual([]);
    },
  );

  it('covers the modules of all three packages with styles', () => {
    expect(new Set(modulesWithStyles.map(({ pkg }) => pkg))).toEqual(new Set(['ui', 'account-widget', 'site-shell']));
  });
});

describe('CSS outside .sf-*', () => {
  it.each([
    ['.sf-button { color: red; }', []],
    ['.sf-page a:hover, .sf-dialog::backdrop { color: red; }', []],
    ["[data-state='open'] .sf-menu { display: block; }", []],
    [':where(.sf-page, .sf-dialog) :where(a, button):focus-visible { outline: 0; }', []],
    [':root { --sf-color-text: #000; --sf-space-1: 0.25rem; }', []],
    ['@media (max-width: 30rem) { .sf-header { padding: 0; } }', []],
    ['@keyframes sf-spin { from { rotate: 0deg; } to { rotate: 360deg; } }', []],
    ['/* body { margin: 0 } */ .sf-x { content: "}"; }', []],
    ['body { margin: 0; }', ['body']],
    ['.sf-page, body { margin: 0; }', ['body']],
    [':where(a, button):focus-visible { outline: 0; }', [':where(a, button):focus-visible']],
    [':not(.sf-x) { color: red; }', [':not(.sf-x)']],
    [':root { --sf-x: 1; color: red; }', [':root { color }']],
    ['@media print { h1 { margin: 0; } }', ['h1']],
    ['@keyframes spin { to { rotate: 360deg; } }', ['@keyframes spin']],
    ["@font-face { font-family: 'Brand'; src: url(brand.woff2); }", ['@font-face']],
  ])('%s', (css, expected) => {
    expect(selectorsOutsideShopfront(css)).toEqual(expected);
  });

  it.each(sourceFiles('.css').map(({ pkg, path }) => [`${pkg}: ${path.split('/src/')[1]}`, path]))(
    '%s styles only .sf-* (page.css, opt-in, apart)',
    (_name, path) => {
      const css = readFileSync(path, 'utf8');
      const outside = selectorsOutsideShopfront(css);
      if (pageLevelStyleSheets.some((sheet) => path.endsWith(`/${sheet}`))) expect(outside).toEqual(['body']);
      else expect(outside).toEqual([]);
    },
  );
});

describe('what the published code imports', () => {
  // A shop installs these and nothing else with each package (the build lists exactly what the built code imports).
  // The server's password list (@zxcvbn-ts/language-common, 1.9 MB) and Lingui's compiler stay out (issue 25).
  const allowed: Readonly<Record<string, readonly string[]>> = {
    core: [],
    i18n: ['@shopfront/core'],
    api: ['@shopfront/core'],
    ui: ['react'],
    // @simplewebauthn/browser: the passkey ceremonies, in a chunk loaded only when a passkey is used (ADR 022).
    'account-widget': [
      '@shopfront/api',
      '@shopfront/core',
      '@shopfront/i18n',
      '@shopfront/ui',
      '@simplewebauthn/browser',
      'react',
      'react-dom',
    ],
    'site-shell': [
      '@shopfront/api',
      '@shopfront/core',
      '@shopfront/i18n',
      '@shopfront/ui',
      '@tanstack/react-query',
      'react',
    ],
  };
  const graph = importGraph(repositoryRoot);

  it.each(publishedPackages.map((pkg) => [pkg.folder, pkg] as const))('%s', (folder, pkg) => {
    const own = `packages/${folder}/`;
    const reached = new Set(Object.values(pkg.entries).map((entry) => `${own}${entry}`));
    for (const file of reached)
      for (const next of graph.get(file) ?? []) if (next.startsWith(own) && !reached.has(next)) reached.add(next);
    const imported = new Set<string>();
    for (const file of reached)
      for (const specifier of importSpecifiers(readFileSync(join(repositoryRoot, file), 'utf8'))) {
        if (/^[./]|^node:|^#/.test(specifier)) continue;
        const [scope = '', name = ''] = specifier.split('/');
        imported.add(specifier.startsWith('@') ? `${scope}/${name}` : scope);
      }
    expect([...imported].sort()).toEqual(allowed[folder]);
  });
});
