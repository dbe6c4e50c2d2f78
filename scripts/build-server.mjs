// `npm run build:server` (part of `npm run build`): compiles the server to apps/server/dist with esbuild
// (docs/decisions/017-compiled-server.md). The workspace packages (@shopfront/*) are TypeScript source and are bundled
// in; every other package stays an import of node_modules (native bindings, wasm and files those packages read beside
// themselves keep working). Code shared by the entries and code loaded with `import()` goes to chunks beside them in
// dist/, so `import.meta.url` names the same folder in every output file: dist/migrations holds the SQL migrations.
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const serverRoot = `${repositoryRoot}apps/server/`;
const outdir = `${serverRoot}dist`;
/** Each becomes `dist/<name>.js`, started with `node --enable-source-maps apps/server/dist/<name>.js`. */
const entryPoints = [`${serverRoot}src/main.ts`, `${serverRoot}src/migrate-command.ts`];

/** Bare imports stay imports of node_modules, except the workspace packages, which esbuild resolves to their source. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shopfront/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
const { metafile } = await build({
  absWorkingDir: repositoryRoot,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  // Stack traces need the mappings only; the sources are in the repository (and not in the image).
  sourcesContent: false,
  plugins: [nodeModulesExternal],
  metafile: true,
  logLevel: 'warning',
});
cpSync(`${serverRoot}src/db/migrations`, `${outdir}/migrations`, { recursive: true });
// Every file the bundle was made from (paths from the repository root): what a test compares the output's age with.
writeFileSync(`${outdir}/metafile.json`, JSON.stringify(metafile));
