// `npm run check:packages` (npm test runs it after `npm run build:packages`): every published package as npm would
// pack it, checked by publint (the manifest and its exports against the files) and by Are the Types Wrong (the types
// as TypeScript resolves them for a shop), plus our own rules (published-package-rules.ts): no style-sheet import in a
// declaration, declaration maps whose sources are in the package, no CSS outside `.sf-*` but the opt-in page.css,
// README and LICENSE in the tarball. Any error fails it.
//
// attw runs with `--profile esm-only`: the packages are ESM only (ADR 012) for bundlers and Node ≥ 22, so the two
// CommonJS resolutions (node10, node16 from a `require`) are not checked; node16 from ESM and bundler are.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pageLevelStyleSheets, selectorsOutsideShopfront, styleImportsIn } from './published-package-rules.ts';
import { distFolder, publishedPackages, repositoryRoot } from './published-packages.ts';

const binary = (name: string) => join(repositoryRoot, 'node_modules', '.bin', name);

/** True when the command exits with 0; its output goes to ours either way. */
function passes(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'inherit', cwd: repositoryRoot });
    return true;
  } catch {
    return false;
  }
}

interface PackedFile {
  readonly path: string;
}

/** The problems our own rules find in a built package: its declarations, its style sheets and its tarball. */
function ruleProblems(dist: string): string[] {
  const problems: string[] = [];
  const shipped = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (path) => !path.startsWith(`src${sep}`),
  );
  for (const path of shipped.filter((file) => file.endsWith('.d.ts')))
    for (const found of styleImportsIn(readFileSync(join(dist, path), 'utf8')))
      problems.push(`${path}: a style-sheet import in a declaration: ${found}`);
  for (const path of shipped.filter((file) => file.endsWith('.d.ts.map'))) {
    const map: { sources: readonly string[] } = JSON.parse(readFileSync(join(dist, path), 'utf8'));
    for (const source of map.sources) {
      const target = resolve(dirname(join(dist, path)), source);
      if (!target.startsWith(dist + sep) || !existsSync(target))
        problems.push(`${path}: the declaration map's source ${source} is not in the package`);
    }
  }
  for (const path of shipped.filter((file) => file.endsWith('.css') && !pageLevelStyleSheets.includes(file)))
    for (const selector of selectorsOutsideShopfront(readFileSync(join(dist, path), 'utf8')))
      problems.push(`${path}: styles the host page outside .sf-*: ${selector}`);
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--silent', dist], { cwd: repositoryRoot, encoding: 'utf8' }),
  );
  const files: readonly PackedFile[] = packed?.files ?? [];
  for (const required of ['package.json', 'README.md', 'LICENSE'])
    if (!files.some((file) => file.path === required)) problems.push(`the tarball has no ${required}`);
  return problems;
}

let failed = false;
for (const pkg of publishedPackages) {
  const dist = distFolder(pkg);
  const where = relative(repositoryRoot, dist);
  if (!existsSync(join(dist, 'package.json'))) {
    console.error(`${where} is not built: run \`npm run build:packages\` first`);
    failed = true;
    continue;
  }
  console.log(`\n=== ${where}`);
  const problems = ruleProblems(dist);
  for (const problem of problems) console.error(`${where}: ${problem}`);
  const manifest: { exports: Record<string, unknown> } = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
  // Style sheets and package.json have no types to check.
  const fileExports = Object.entries(manifest.exports)
    .filter(([, target]) => typeof target === 'string')
    .map(([subpath]) => subpath);
  const publintPasses = passes(binary('publint'), ['--strict', dist]);
  const attwPasses = passes(binary('attw'), [
    '--pack',
    dist,
    '--profile',
    'esm-only',
    '--format',
    'table-flipped',
    ...(fileExports.length > 0 ? ['--exclude-entrypoints', ...fileExports] : []),
  ]);
  failed ||= problems.length > 0 || !publintPasses || !attwPasses;
}
if (failed) {
  console.error('\ncheck:packages failed');
  process.exitCode = 1;
} else console.log('\ncheck:packages: every published package passes publint, attw and the package rules');
