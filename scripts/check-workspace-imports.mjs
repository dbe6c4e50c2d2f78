// Every workspace declares what its code imports: a bare import in a workspace's source must be in that
// workspace's dependencies or peerDependencies (test files may also use the root's devDependencies).
// Run by `npm run lint`; prints each undeclared import and exits 1.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const workspaces = ['packages', 'apps'].flatMap((folder) =>
  readdirSync(join(root, folder)).map((name) => join(root, folder, name)).filter((path) => statSync(join(path, 'package.json'), { throwIfNoEntry: false })),
);
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;
const builtins = new Set(builtinModules);

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function packageNameOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  return builtins.has(name) ? undefined : name;
}

const problems = [];
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'));
  const declared = new Set([manifest.name, ...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);
  const forTests = new Set([...declared, ...Object.keys(rootManifest.devDependencies ?? {})]);
  for (const file of sourceFiles(workspace)) {
    const isTest = /\.test\.tsx?$|\/test\/|test-support/.test(file) || file.includes('/build/') || /\/vite(\.[a-z]+)?\.config\.ts$/.test(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(importPattern)) {
      const name = packageNameOf(match[1] ?? match[2] ?? match[3] ?? '');
      if (name && !(isTest ? forTests : declared).has(name)) problems.push(`${relative(root, file)}: imports ${name}, which ${manifest.name} does not declare`);
    }
  }
}
for (const problem of [...new Set(problems)]) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
