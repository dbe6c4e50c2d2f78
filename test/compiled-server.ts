import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join, relative, resolve } from 'node:path';
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

/** The source files each output file of the build names in its source map, with the migrations it copies. */
function buildInputs(): string[] {
  const mapped = readdirSync(serverDist)
    .filter((name) => name.endsWith('.js.map'))
    .flatMap((name) => {
      const { sources } = compiledServerSourceMap(name).payload;
      return sources.map((source) => resolve(serverDist, source));
    });
  const migrations = readdirSync(migrationsSource).map((name) => join(migrationsSource, name));
  return [...mapped, migrationsSource, ...migrations];
}

/**
 * Throws when apps/server/dist is missing or older than a source it was compiled from: a test of the server process
 * would otherwise test yesterday's code.
 */
export function assertCompiledServerIsCurrent(): void {
  const entry = join(serverDist, 'main.js');
  if (!existsSync(entry)) {
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
