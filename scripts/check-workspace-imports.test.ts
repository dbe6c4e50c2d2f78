import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findCycles,
  importCycleProblems,
  importGraph,
  importSpecifiers,
  undeclaredImports,
} from './check-workspace-imports.mjs';

function graphOf(edges: Readonly<Record<string, readonly string[]>>): Map<string, Set<string>> {
  return new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));
}

describe('the cycle finder', () => {
  it.each<[string, Record<string, readonly string[]>, { files: string[]; chain: string[] }[]]>([
    ['no files', {}, []],
    ['a chain', { a: ['b'], b: ['c'], c: [] }, []],
    ['a diamond', { a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }, []],
    ['two files importing each other', { a: ['b'], b: ['a'] }, [{ files: ['a', 'b'], chain: ['a', 'b', 'a'] }]],
    ['a file importing itself', { a: ['a'], b: ['a'] }, [{ files: ['a'], chain: ['a', 'a'] }]],
    [
      'a circle of three with a tail in and out',
      { start: ['a'], a: ['b'], b: ['c'], c: ['a', 'end'], end: [] },
      [{ files: ['a', 'b', 'c'], chain: ['a', 'b', 'c', 'a'] }],
    ],
    [
      'two separate circles, each reported',
      { x: ['y'], y: ['z'], z: ['x'], a: ['b'], b: ['a'] },
      [
        { files: ['a', 'b'], chain: ['a', 'b', 'a'] },
        { files: ['x', 'y', 'z'], chain: ['x', 'y', 'z', 'x'] },
      ],
    ],
    [
      'two circles sharing a file: one component, its shortest chain',
      { a: ['b'], b: ['a', 'c'], c: ['b'] },
      [{ files: ['a', 'b', 'c'], chain: ['a', 'b', 'a'] }],
    ],
    [
      'the shortest way back, not the first found',
      { a: ['long1', 'b'], long1: ['long2'], long2: ['a'], b: ['a'] },
      [{ files: ['a', 'b', 'long1', 'long2'], chain: ['a', 'b', 'a'] }],
    ],
    ['an import of a file outside the graph', { a: ['elsewhere'] }, []],
  ])('%s', (_name, edges, cycles) => {
    expect(findCycles(graphOf(edges))).toEqual(cycles);
  });

  it('walks a long circle without running out of stack', () => {
    const length = 20_000;
    const edges = Object.fromEntries(Array.from({ length }, (_, index) => [`f${index}`, [`f${(index + 1) % length}`]]));
    const [cycle] = findCycles(graphOf(edges));
    expect(cycle?.files).toHaveLength(length);
    expect(cycle?.chain).toHaveLength(length + 1);
  });
});

describe('import specifiers', () => {
  it('reads static, type-only, re-exported, side-effect and dynamic imports, over several lines', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {',
      '  type C,',
      '  c,',
      "} from './c.ts';",
      "export { d } from './d.ts';",
      "export type { E } from './e.ts';",
      "import './f.css';",
      "const g = await import('./g.ts');",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './f.css', './g.ts']);
  });
});

describe('the checker on a fixture repository', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const workspace = (folder: string, manifest: object) => write(`${folder}/package.json`, JSON.stringify(manifest));

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'import-check-'));
    write('package.json', JSON.stringify({ name: 'fixture', devDependencies: { vitest: '*' } }));
    workspace('packages/alpha', {
      name: '@fixture/alpha',
      exports: { '.': './src/index.ts', './extra': { source: './src/extra.ts' } },
      dependencies: { '@fixture/beta': '*' },
    });
    workspace('packages/beta', {
      name: '@fixture/beta',
      exports: { '.': './src/index.ts' },
      dependencies: { '@fixture/alpha': '*' },
    });
    workspace('apps/shop', { name: '@fixture/shop', dependencies: { '@fixture/alpha': '*', react: '*' } });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds no cycle where imports point one way, whatever else they import', () => {
    write('packages/alpha/src/index.ts', "export { helper } from './helper.ts';\nimport './styles.css';");
    write('packages/alpha/src/helper.ts', 'export const helper = 1;');
    write('packages/alpha/src/extra.ts', "import { helper } from './helper.ts';");
    write(
      'apps/shop/src/main.tsx',
      "import { helper } from '@fixture/alpha';\nimport { extra } from '@fixture/alpha/extra';\nimport { useState } from 'react';",
    );
    expect(importGraph(root)).toEqual(
      new Map([
        ['packages/alpha/src/extra.ts', new Set(['packages/alpha/src/helper.ts'])],
        ['packages/alpha/src/helper.ts', new Set()],
        ['packages/alpha/src/index.ts', new Set(['packages/alpha/src/helper.ts'])],
        ['apps/shop/src/main.tsx', new Set(['packages/alpha/src/index.ts', 'packages/alpha/src/extra.ts'])],
      ]),
    );
    expect(importCycleProblems(root)).toEqual([]);
  });

  it('reports a circle closed by a type-only import, as a chain of files', () => {
    write(
      'packages/alpha/src/site-config.ts',
      "import { footerSchema } from './footer.ts';\nexport type Footer = { a: 1 };",
    );
    write(
      'packages/alpha/src/footer.ts',
      "import type { Footer } from './site-config.ts';\nexport const footerSchema = {};",
    );
    expect(importCycleProblems(root)).toEqual([
      'import cycle: packages/alpha/src/footer.ts → packages/alpha/src/site-config.ts → packages/alpha/src/footer.ts',
    ]);
  });

  it('reports a circle closed by a dynamic import', () => {
    write(
      'packages/alpha/src/use-data.ts',
      "export type Storage = string;\nexport const load = () => import('./requests.ts');",
    );
    write('packages/alpha/src/requests.ts', "import type { Storage } from './use-data.ts';");
    expect(importCycleProblems(root)).toEqual([
      'import cycle: packages/alpha/src/requests.ts → packages/alpha/src/use-data.ts → packages/alpha/src/requests.ts',
    ]);
  });

  it('reports a circle between two workspaces through their package names, naming every file of a larger circle', () => {
    write('packages/alpha/src/index.ts', "export { b } from '@fixture/beta';\nexport const a = 1;");
    write('packages/beta/src/index.ts', "export { inner } from './inner.ts';\nexport const b = 2;");
    write('packages/beta/src/inner.ts', "import { a } from '@fixture/alpha';\nimport { b } from './index.ts';");
    expect(importCycleProblems(root)).toEqual([
      'import cycle: packages/alpha/src/index.ts → packages/beta/src/index.ts → packages/beta/src/inner.ts → packages/alpha/src/index.ts',
    ]);
    write('packages/beta/src/inner.ts', "import { a } from '@fixture/alpha';");
    write('packages/beta/src/other.ts', "import { b } from './index.ts';");
    write('packages/beta/src/index.ts', "export { inner } from './inner.ts';\nexport { other } from './other.ts';");
    write(
      'packages/alpha/src/index.ts',
      "import { b } from '@fixture/beta';\nimport { other } from '../../beta/src/other.ts';",
    );
    expect(importCycleProblems(root)).toEqual([
      'import cycle: packages/alpha/src/index.ts → packages/beta/src/index.ts → packages/beta/src/inner.ts → packages/alpha/src/index.ts' +
        ' (4 files in this circle: packages/alpha/src/index.ts, packages/beta/src/index.ts, packages/beta/src/inner.ts, packages/beta/src/other.ts)',
    ]);
  });

  it("follows the root's #test/* subpath imports, and does not take them for packages", () => {
    write(
      'package.json',
      JSON.stringify({ name: 'fixture', imports: { '#test/shop/*': './apps/shop/test/*', '#test/*': './test/*' } }),
    );
    write(
      'apps/shop/src/cart.ts',
      "import { seed } from '#test/shop/seed.ts';\nimport { port } from '#test/free-port.ts';\nexport const cart = 1;",
    );
    write('apps/shop/test/seed.ts', "import { cart } from '../src/cart.ts';\nexport const seed = cart;");
    expect(importCycleProblems(root)).toEqual([
      'import cycle: apps/shop/src/cart.ts → apps/shop/test/seed.ts → apps/shop/src/cart.ts',
    ]);
    expect(undeclaredImports(root)).toEqual([]);
  });

  it('still reports an import a workspace does not declare', () => {
    write('apps/shop/src/main.tsx', "import { z } from 'zod';\nimport { useState } from 'react';");
    write('apps/shop/src/main.test.tsx', "import { it } from 'vitest';");
    expect(undeclaredImports(root)).toEqual([
      'apps/shop/src/main.tsx: imports zod, which @fixture/shop does not declare',
    ]);
  });
});
