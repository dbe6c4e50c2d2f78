import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
/** What `npm run build:packages` builds, each into packages/<folder>/dist. */
const packageFolders = ['core', 'i18n', 'api', 'ui', 'account-widget', 'site-shell'];

interface Snippet {
  readonly name: string;
  readonly language: 'ts' | 'tsx';
  readonly code: string;
}

/** The ```ts and ```tsx blocks of a Markdown text, in order, exactly as printed. */
function typeScriptBlocks(markdown: string, source: string): Snippet[] {
  return [...markdown.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((match, index) => ({
    name: `${source} #${index + 1}`,
    language: match[1] === 'tsx' ? 'tsx' : 'ts',
    code: match[2] ?? '',
  }));
}

/** The README's "Embedding the widget" section, up to the next second-level heading. */
function readmeEmbeddingSection(): string {
  const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('\n## Embedding the widget\n');
  if (start < 0) throw new Error('README.md has no "## Embedding the widget" section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

const readmeSnippets = typeScriptBlocks(readmeEmbeddingSection(), 'README.md, Embedding the widget');
const guideSnippets = typeScriptBlocks(
  readFileSync(join(repositoryRoot, 'docs/integrating.md'), 'utf8'),
  'docs/integrating.md',
);

/** A package of the repository's node_modules and, for the types, its `@types/` twin when it has one. */
function installedPackageDirectory(name: string): string | undefined {
  const directory = join(repositoryRoot, 'node_modules', name);
  return existsSync(join(directory, 'package.json')) ? directory : undefined;
}

function dependencyNames(packageDirectory: string): string[] {
  const manifest: unknown = JSON.parse(readFileSync(join(packageDirectory, 'package.json'), 'utf8'));
  if (typeof manifest !== 'object' || manifest === null) return [];
  return ['dependencies', 'peerDependencies'].flatMap((field) => {
    const names: unknown = Reflect.get(manifest, field);
    return typeof names === 'object' && names !== null ? Object.keys(names) : [];
  });
}

/**
 * A shop's project: node_modules holds the built packages (packages/<folder>/dist) and, linked from the repository's
 * node_modules, what they need, transitively, with the `@types/` packages of those that ship no types.
 */
function writeShopProject(directory: string): void {
  const links = new Map<string, string>();
  const pending: string[] = [];
  for (const folder of packageFolders) {
    const dist = join(repositoryRoot, 'packages', folder, 'dist');
    if (!existsSync(join(dist, 'package.json')))
      throw new Error(`${dist} is missing: run npm run build:packages first (npm test does)`);
    links.set(`@shopfront/${folder}`, dist);
    pending.push(dist);
  }
  for (let packageDirectory = pending.pop(); packageDirectory; packageDirectory = pending.pop()) {
    for (const name of dependencyNames(packageDirectory)) {
      const typesName = `@types/${name.replace(/^@(.*)\//, '$1__')}`;
      for (const candidate of [name, typesName]) {
        const found = links.has(candidate) ? undefined : installedPackageDirectory(candidate);
        if (!found) continue;
        links.set(candidate, found);
        pending.push(found);
      }
    }
  }
  for (const [name, target] of links) {
    const link = join(directory, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(target, link, 'dir');
  }
}

/**
 * A shop's strict settings, without Vite's client types or Node's (`types: []`). The links must stay links: resolved
 * to their real paths, the packages' imports of each other would reach the workspaces' TypeScript sources.
 */
const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: false,
  preserveSymlinks: true,
};

function snippetFile(directory: string, snippet: Snippet): string {
  return join(directory, `snippet-${snippet.name.replace(/\W+/g, '-')}.${snippet.language}`);
}

/** The snippets as the files of one program (each is a module of its own), and each file's diagnostics. */
function compile(directory: string, snippets: readonly Snippet[]) {
  const files = snippets.map((snippet) => {
    const file = snippetFile(directory, snippet);
    writeFileSync(file, snippet.code);
    return file;
  });
  const program = ts.createProgram(files, compilerOptions);
  const diagnosticsOf = (snippet: Snippet): string[] => {
    const sourceFile = program.getSourceFile(snippetFile(directory, snippet));
    return ts
      .getPreEmitDiagnostics(program, sourceFile)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  };
  return { program, diagnosticsOf };
}

const allSnippets = [...readmeSnippets, ...guideSnippets];
let shopProject: string;
let compiled: ReturnType<typeof compile>;
beforeAll(() => {
  shopProject = mkdtempSync(join(tmpdir(), 'shopfront-snippets-'));
  writeShopProject(shopProject);
  compiled = compile(shopProject, allSnippets);
});
afterAll(() => rmSync(shopProject, { recursive: true, force: true }));

describe('the code a shop copies', () => {
  it('has the README snippet of a React host and the guide’s snippets to compile', () => {
    expect(readmeSnippets.map((snippet) => snippet.language)).toEqual(['tsx']);
    expect(guideSnippets.length).toBeGreaterThanOrEqual(4);
  });

  it("reads the built packages, not the workspaces' sources", () => {
    const shopfrontFiles = compiled.program
      .getSourceFiles()
      .map((sourceFile) => sourceFile.fileName)
      .filter((fileName) => fileName.includes('@shopfront/') || fileName.includes('/packages/'));
    expect(shopfrontFiles.length).toBeGreaterThan(0);
    expect(
      shopfrontFiles.filter((fileName) => !/\/node_modules\/@shopfront\/[a-z0-9-]+\/.+\.d\.ts$/.test(fileName)),
    ).toEqual([]);
  });

  it.each(allSnippets)('$name compiles as printed under strict TypeScript against the built packages', (snippet) => {
    expect(compiled.diagnosticsOf(snippet)).toEqual([]);
  });

  it('fails a snippet that names an export the packages do not have', () => {
    const [readmeSnippet] = readmeSnippets;
    if (!readmeSnippet) throw new Error('README.md has no TypeScript snippet');
    const broken = {
      ...readmeSnippet,
      name: 'README.md with a missing export',
      code: readmeSnippet.code.replaceAll('mountAccountWidget', 'mountTheAccountWidget'),
    };
    expect(broken.code).not.toBe(readmeSnippet.code);
    expect(compile(shopProject, [broken]).diagnosticsOf(broken)).toContainEqual(
      expect.stringMatching(/has no exported member named 'mountTheAccountWidget'/),
    );
  });
});
