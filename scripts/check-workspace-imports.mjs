// Two checks over the imports of every workspace (packages/*, apps/*), run by `npm run lint`; each problem is printed,
// and the exit code is 1 when there is any.
// 1. Every workspace declares what its code imports: a bare import in a workspace's source must be in that workspace's
//    dependencies or peerDependencies (test files may also use the root's devDependencies).
// 2. No import cycles among the TypeScript sources: relative imports and imports of a workspace package (resolved
//    through its `exports` map to the file) and of the root's subpath imports (`#test/*`, package.json `imports`) are edges; `import type` and dynamic `import()` count as well, because a
//    circle through either still ties two modules together (neither can be understood, moved or split without the
//    other). Each cycle is printed as a chain of files.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const builtins = new Set(builtinModules);
const typeScriptSource = /\.(ts|tsx)$/;

/** The module specifiers a source text imports or re-exports, static and dynamic, type-only included. */
export function importSpecifiers(text) {
  return [...text.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
}

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function readManifest(folder) {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
}

/** The workspace folders (packages/*, apps/* with a package.json) under `root`. */
export function workspaceFolders(root) {
  return ['packages', 'apps'].flatMap((folder) => {
    const parent = join(root, folder);
    if (!statSync(parent, { throwIfNoEntry: false })?.isDirectory()) return [];
    return readdirSync(parent)
      .map((name) => join(parent, name))
      .filter((path) => statSync(join(path, 'package.json'), { throwIfNoEntry: false }));
  });
}

function packageNameOf(specifier) {
  if (
    specifier.startsWith('.') ||
    specifier.startsWith('/') ||
    specifier.startsWith('#') ||
    specifier.startsWith('node:') ||
    specifier.startsWith('virtual:')
  )
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return builtins.has(name) ? undefined : name;
}

/** Bare imports a workspace does not declare, one line each. */
export function undeclaredImports(root) {
  const rootManifest = readManifest(root);
  const problems = [];
  for (const workspace of workspaceFolders(root)) {
    const manifest = readManifest(workspace);
    const declared = new Set([
      manifest.name,
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    const forTests = new Set([...declared, ...Object.keys(rootManifest.devDependencies ?? {})]);
    for (const file of sourceFiles(workspace)) {
      const isTest =
        /\.test\.tsx?$|\/test\/|test-support/.test(file) ||
        file.includes('/build/') ||
        /\/vite(\.[a-z]+)?\.config\.ts$/.test(file);
      for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
        const name = packageNameOf(specifier);
        if (name && !(isTest ? forTests : declared).has(name))
          problems.push(`${relative(root, file)}: imports ${name}, which ${manifest.name} does not declare`);
      }
    }
  }
  return [...new Set(problems)];
}

/** The file an `exports` entry names: a path, or the first path among its conditions (source first). */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'object' || entry === null) return undefined;
  for (const condition of ['source', 'import', 'default', ...Object.keys(entry)]) {
    const target = exportTarget(entry[condition]);
    if (target !== undefined) return target;
  }
  return undefined;
}

/** A map from each workspace package's import specifiers (`@shopfront/api`, `@shopfront/api/browser`) to files. */
function workspaceEntryPoints(root) {
  const entryPoints = new Map();
  for (const workspace of workspaceFolders(root)) {
    const manifest = readManifest(workspace);
    const exportsMap =
      typeof manifest.exports === 'object' && manifest.exports !== null ? manifest.exports : { '.': manifest.exports };
    for (const [subpath, entry] of Object.entries(exportsMap)) {
      const target = exportTarget(entry);
      if (target !== undefined)
        entryPoints.set(
          subpath === '.' ? manifest.name : `${manifest.name}/${subpath.replace(/^\.\//, '')}`,
          resolve(workspace, target),
        );
    }
  }
  return entryPoints;
}

function existingFile(path) {
  return statSync(path, { throwIfNoEntry: false })?.isFile() ? path : undefined;
}

function resolveRelative(fromFile, specifier) {
  const path = resolve(dirname(fromFile), specifier);
  const candidates = [
    path,
    path.replace(/\.js$/, '.ts'),
    path.replace(/\.js$/, '.tsx'),
    `${path}.ts`,
    `${path}.tsx`,
    join(path, 'index.ts'),
    join(path, 'index.tsx'),
  ];
  for (const candidate of candidates) {
    if (existingFile(candidate)) return candidate;
  }
  return undefined;
}

/** The file a `#…` specifier names through the root's `imports` map (`"#test/*": "./test/*"`, the longest key first). */
function resolveSubpathImport(root, imports, specifier) {
  const keys = Object.keys(imports).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    const target = imports[key];
    if (typeof target !== 'string') continue;
    if (key === specifier) return existingFile(resolve(root, target));
    if (key.endsWith('*') && specifier.startsWith(key.slice(0, -1)))
      return existingFile(resolve(root, target.replace('*', specifier.slice(key.length - 1))));
  }
  return undefined;
}

/**
 * The import graph of the TypeScript sources of every workspace under `root`: each file (relative to `root`) and the
 * files it imports. Imports of anything but another TypeScript source of a workspace (npm packages, CSS, JSON) are left out.
 */
export function importGraph(root) {
  const entryPoints = workspaceEntryPoints(root);
  const subpathImports = readManifest(root).imports ?? {};
  const files = workspaceFolders(root)
    .flatMap((workspace) => sourceFiles(workspace))
    .filter((file) => typeScriptSource.test(file));
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importSpecifiers(readFileSync(file, 'utf8'))) {
      const target = specifier.startsWith('.')
        ? resolveRelative(file, specifier)
        : specifier.startsWith('#')
          ? resolveSubpathImport(root, subpathImports, specifier)
          : entryPoints.get(specifier);
      if (target !== undefined && typeScriptSource.test(target)) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/** The strongly connected components of `graph` (Tarjan's algorithm, iterative), each a list of nodes. */
function stronglyConnectedComponents(graph) {
  const index = new Map();
  const lowLink = new Map();
  const onStack = new Set();
  const stack = [];
  const components = [];
  let nextIndex = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, edges: [...(graph.get(start) ?? [])], next: 0 }];
    index.set(start, nextIndex);
    lowLink.set(start, nextIndex++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.next < frame.edges.length) {
        const target = frame.edges[frame.next++];
        if (!index.has(target)) {
          index.set(target, nextIndex);
          lowLink.set(target, nextIndex++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edges: [...(graph.get(target) ?? [])], next: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.node, Math.min(lowLink.get(frame.node), index.get(target)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.node, Math.min(lowLink.get(parent.node), lowLink.get(frame.node)));
      if (lowLink.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** The shortest chain from `start` back to `start` inside `members` (breadth first), `start` at both ends. */
function shortestCycleThrough(graph, start, members) {
  const previous = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const chain = [start];
        for (let step = node; step !== start; step = previous.get(step)) chain.unshift(step);
        chain.unshift(start);
        return chain;
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * The import cycles of `graph` (a map from each node to the nodes it imports): one per strongly connected component
 * that has a cycle, as `{ files, chain }` — every file of the component (sorted), and the shortest chain from its first
 * file back to itself.
 */
export function findCycles(graph) {
  return stronglyConnectedComponents(graph)
    .filter((component) => component.length > 1 || graph.get(component[0])?.has(component[0]))
    .map((component) => {
      const files = [...component].sort();
      return { files, chain: shortestCycleThrough(graph, files[0], new Set(files)) };
    })
    .sort((a, b) => a.files[0].localeCompare(b.files[0]));
}

/** The import cycles under `root`, one line each. */
export function importCycleProblems(root) {
  return findCycles(importGraph(root)).map(({ files, chain }) => {
    const more = files.length > chain.length - 1 ? ` (${files.length} files in this circle: ${files.join(', ')})` : '';
    return `import cycle: ${chain.join(' → ')}${more}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = [...undeclaredImports(root), ...importCycleProblems(root)];
  for (const problem of problems) console.error(problem);
  process.exit(problems.length > 0 ? 1 : 0);
}
