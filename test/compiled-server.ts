import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const serverDist = join(repositoryRoot, 'apps/server/dist');
const migrationsSource = join(repositoryRoot, 'apps/server/src/db/migrations');

/**
 * How a test starts the server: the compiled output as `npm start` runs it (node, no TypeScript loader), from the
 * repository root.
 */
export const compiledServerArguments = ['--enable-source-maps', 'apps/server/dist/main.js'] as const;

/** The source map of an output file of the build (`main.js.map`, a chunk's map). */
export function compiledServerSourceMap(mapFile: string): SourceMap {
  return new SourceMap(JSON.parse(readFileSync(join(serverDist, mapFile), 'utf8')));
}

/** Every file the build compiled (esbuild's metafile, written beside the output) and the migrations it copied. */
function buildInputs(): string[] {
  const metafile: { inputs?: Record<string, unknown> } = JSON.parse(
    readFileSync(join(serverDist, 'metafile.json'), 'utf8'),
  );
  const compiled = Object.keys(metafile.inputs ?? {}).map((input) => join(repositoryRoot, input));
  const migrations = readdirSync(migrationsSource).map((name) => join(migrationsSource, name));
  return [...compiled, migrationsSource, ...migrations];
}

/**
 * Throws when apps/server/dist is missing or older than a source it was compiled from: a test of the server process
 * would otherwise test yesterday's code.
 */
export function assertCompiledServerIsCurrent(): void {
  const entry = join(serverDist, 'main.js');
  if (!existsSync(entry) || !existsSync(join(serverDist, 'metafile.json'))) {
    throw new Error('The server is not compiled: run `npm run build` (npm test does it) before this test');
  }
  const builtAt = statSync(entry).mtimeMs;
  const changed = buildInputs().find((input) => !existsSync(input) || statSync(input).mtimeMs > builtAt);
  if (changed) {
    throw new Error(
      `The compiled server is older than ${relative(repositoryRoot, changed)}: run \`npm run build:server\` (or \`npm run build\`)`,
    );
  }
}
