// Rewrites imports of shared test support that climb three or more folders (`../../../test/x.ts`) to the `#test/*` alias (package.json `imports`, tsconfig.json `paths`); idempotent: `node scripts/use-test-alias.mjs`.
// The support folders themselves keep relative imports: their modules also run under plain Node (a spawned server).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { imports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/** Each alias prefix (`#test/server/`) and the folder it stands for, the longest first. */
const aliases = Object.entries(imports)
  .filter(([key]) => key.startsWith('#test/') && key.endsWith('/*'))
  .map(([key, target]) => ({ prefix: key.slice(0, -1), folder: resolve(root, target.slice(0, -1)) }))
  .sort((a, b) => b.folder.length - a.folder.length);
const climbingImport = /(from\s+|import\s*\(\s*|import\s+)'((?:\.\.\/){3,}[^']*)'/g;

function sourceFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.git'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [path] : [];
  });
}

let changed = 0;
const isSupport = (file) => aliases.some(({ folder }) => file.startsWith(folder + sep));
for (const file of sourceFiles(root).filter((file) => !isSupport(file))) {
  const text = readFileSync(file, 'utf8');
  const rewritten = text.replace(climbingImport, (whole, keyword, specifier) => {
    const target = resolve(dirname(file), specifier);
    const alias = aliases.find(({ folder }) => target.startsWith(folder + sep));
    return alias ? `${keyword}'${alias.prefix}${relative(alias.folder, target).split(sep).join('/')}'` : whole;
  });
  if (rewritten !== text) {
    writeFileSync(file, rewritten);
    changed++;
  }
}
console.log(`use-test-alias: ${changed} file(s) rewritten`);
