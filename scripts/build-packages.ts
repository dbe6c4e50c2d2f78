// `npm run build:packages`: builds the publishable packages into each package's dist/ (docs/decisions/012-published-packages.md).
// ESM with .d.ts, CSS as one separate file, a generated package.json with the exports map, React as a peer; `npm pack
// packages/<name>/dist` makes the tarball. The workspace itself keeps using the TypeScript sources.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { linguiCataloguePlugin } from '../packages/i18n/build/lingui-catalogue-plugin.ts';
import { importSpecifiers } from './check-workspace-imports.mjs';
import { withoutStyleImports } from './published-package-rules.ts';
import { shipStandaloneLoader } from './standalone-loader-package.ts';
import {
  type PublishedPackage,
  type WorkspaceManifest,
  distFolder,
  publishedPackages,
  readWorkspaceManifest,
  repositoryRoot,
  sourceRepository,
} from './published-packages.ts';

/** Bare imports (other packages, React, Lingui…) stay imports: the installing app resolves them once for everyone. */
const isBareImport = (id: string) =>
  !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0') && !id.startsWith('vite/');

async function bundle(pkg: PublishedPackage, directory: string): Promise<void> {
  await build({
    configFile: false,
    root: directory,
    logLevel: 'warn',
    plugins: [react(), linguiCataloguePlugin()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      cssCodeSplit: false,
      lib: {
        entry: Object.fromEntries(Object.entries(pkg.entries).map(([name, source]) => [name, join(directory, source)])),
        formats: ['es'],
        cssFileName: 'style',
      },
      // One file per source module, as the sources are: the installing app's bundler tree-shakes and splits them as
      // finely as our own build does (one bundle per entry kept every module an entry re-exports).
      rolldownOptions: {
        external: isBareImport,
        output: { preserveModules: true, preserveModulesRoot: join(directory, 'src') },
      },
    },
  });
}

/** Declarations from tsc, with the packages built before resolved to their dist/ declarations, not their sources. */
function declarations(pkg: PublishedPackage, directory: string): void {
  const paths: Record<string, string[]> = {};
  for (const earlier of publishedPackages.slice(0, publishedPackages.indexOf(pkg))) {
    const name = readWorkspaceManifest(earlier.folder).name;
    for (const entry of Object.keys(earlier.entries))
      paths[entry === 'index' ? name : `${name}/${entry}`] = [`../${earlier.folder}/dist/${entry}.d.ts`];
  }
  const tsconfig = join(directory, 'tsconfig.publish.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: '../../tsconfig.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        declarationMap: true,
        emitDeclarationOnly: true,
        rewriteRelativeImportExtensions: true,
        rootDir: 'src',
        outDir: 'dist',
        baseUrl: '.',
        paths,
        types: ['vite/client'],
      },
      // The entries and what they import: no tests, no Node-only modules of the package.
      files: Object.values(pkg.entries),
      include: [],
    }),
  );
  try {
    execFileSync(process.execPath, [join(repositoryRoot, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
      stdio: 'inherit',
    });
  } finally {
    rmSync(tsconfig);
  }
}

/** Every file under `folder`, as paths relative to it. */
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter(
    (path) => !path.endsWith(sep) && path.includes('.'),
  );

interface SourceMap {
  sources: string[];
  sourceRoot?: string;
}

/**
 * The sources the maps name, shipped in dist/src/ (the package's own src/ layout), and the maps pointed at them: a
 * shop's editor goes from a declaration to its source (declaration maps), its debugger from the built module to
 * the source. The tsc-emitted `.d.ts` files lose their style-sheet imports (the CSS ships as style.css).
 */
function shipSources(directory: string): void {
  const dist = join(directory, 'dist');
  const sourceFolder = join(directory, 'src');
  for (const path of filesUnder(dist)) {
    const file = join(dist, path);
    if (path.endsWith('.d.ts')) writeFileSync(file, withoutStyleImports(readFileSync(file, 'utf8')));
    if (!path.endsWith('.map')) continue;
    const map: SourceMap = JSON.parse(readFileSync(file, 'utf8'));
    // Resolved as if dist/ were still inside the package folder, where tsc and Vite wrote the maps.
    map.sources = map.sources.map((source) => {
      const original = resolve(dirname(file), map.sourceRoot ?? '', source);
      if (!original.startsWith(sourceFolder + sep)) return source;
      const shipped = join(dist, relative(directory, original));
      mkdirSync(dirname(shipped), { recursive: true });
      copyFileSync(original, shipped);
      return relative(dirname(file), shipped).split(sep).join('/');
    });
    delete map.sourceRoot;
    writeFileSync(file, JSON.stringify(map));
  }
}

/** `react` of `react/jsx-runtime`, `@shopfront/api` of `@shopfront/api/browser`; undefined for relative and node: imports. */
function packageNameOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const [scopeOrName = '', name = ''] = specifier.split('/');
  return specifier.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/** The packages the built modules and declarations import, found in dist/ itself (the shipped sources aside). */
function importedPackages(dist: string): Set<string> {
  const imported = new Set<string>();
  for (const path of filesUnder(dist)) {
    if (path.startsWith(`src${sep}`) || !/\.(js|d\.ts)$/.test(path)) continue;
    for (const specifier of importSpecifiers(readFileSync(join(dist, path), 'utf8'))) {
      const name = packageNameOf(specifier);
      if (name !== undefined) imported.add(name);
    }
  }
  return imported;
}

/**
 * The dependencies and peer dependencies of the published package: those of the workspace's package.json that the
 * shipped code imports, and no others (the server's password list stays with core's workspace, not with the
 * package a shop installs). An import the workspace does not declare stops the build.
 */
function publishedDependencies(source: WorkspaceManifest, dist: string) {
  const dependencies: Record<string, string> = {};
  const peerDependencies: Record<string, string> = {};
  for (const name of [...importedPackages(dist)].sort()) {
    const range = source.dependencies?.[name];
    const peerRange = source.peerDependencies?.[name];
    if (range !== undefined)
      // The other Shopfront packages at their own (one, shared: .changeset/config.json `fixed`) version.
      dependencies[name] = name.startsWith('@shopfront/') ? workspaceVersionOf(name) : range;
    else if (peerRange !== undefined) peerDependencies[name] = peerRange;
    else throw new Error(`${source.name}'s build imports ${name}, which packages/…/package.json does not declare`);
  }
  return {
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    ...(Object.keys(peerDependencies).length > 0 ? { peerDependencies } : {}),
  };
}

function workspaceVersionOf(name: string): string {
  const pkg = publishedPackages.find((candidate) => readWorkspaceManifest(candidate.folder).name === name);
  if (!pkg) throw new Error(`${name} is not one of the published packages`);
  return readWorkspaceManifest(pkg.folder).version;
}

/** What the workspace's package.json must say for its package to be published. */
function required<T>(value: T | undefined, what: string, folder: string): T {
  if (value === undefined) throw new Error(`packages/${folder}/package.json has no ${what}`);
  return value;
}

/** The published package.json: dist/ is the package root, with ESM, types and the CSS in its exports map. */
function publishedManifest(pkg: PublishedPackage, directory: string): void {
  const dist = join(directory, 'dist');
  const source = readWorkspaceManifest(pkg.folder);
  const exports: Record<string, unknown> = {};
  for (const entry of Object.keys(pkg.entries)) {
    exports[entry === 'index' ? '.' : `./${entry}`] = { types: `./${entry}.d.ts`, default: `./${entry}.js` };
  }
  for (const file of pkg.extraStyles ?? [])
    copyFileSync(join(directory, file), join(dist, file.split('/').pop() ?? file));
  const styles = readdirSync(dist).filter((file) => file.endsWith('.css'));
  for (const style of styles) exports[`./${style}`] = `./${style}`;
  const extraFiles = (pkg.extraFiles ?? []).map((file) => {
    const name = basename(file);
    copyFileSync(join(directory, file), join(dist, name));
    exports[`./${name}`] = `./${name}`;
    return name;
  });
  exports['./package.json'] = './package.json';
  const manifest = {
    name: source.name,
    version: source.version,
    description: required(source.description, 'description', pkg.folder),
    license: required(source.license, 'license', pkg.folder),
    repository: { type: 'git', url: `git+${sourceRepository}.git`, directory: `packages/${pkg.folder}` },
    homepage: `${sourceRepository}/tree/main/packages/${pkg.folder}#readme`,
    bugs: { url: `${sourceRepository}/issues` },
    type: 'module',
    engines: required(source.engines, 'engines', pkg.folder),
    // Only the CSS does something on import; every module is free of side effects, so bundlers drop what a host does not use.
    sideEffects: styles.length > 0 ? ['*.css'] : false,
    exports,
    files: [
      '**/*.js',
      '**/*.js.map',
      '**/*.d.ts',
      '**/*.d.ts.map',
      ...(styles.length > 0 ? ['*.css'] : []),
      ...extraFiles,
      'src/',
      // npm packs README and LICENSE whatever `files` says, but not the changelog.
      ...(existsSync(join(directory, 'CHANGELOG.md')) ? ['CHANGELOG.md'] : []),
    ],
    ...publishedDependencies(source, dist),
  };
  writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The changelog exists from the first `changeset version` on.
  copyFileSync(join(repositoryRoot, 'LICENSE'), join(dist, 'LICENSE'));
  copyFileSync(join(directory, 'README.md'), join(dist, 'README.md'));
  if (existsSync(join(directory, 'CHANGELOG.md')))
    copyFileSync(join(directory, 'CHANGELOG.md'), join(dist, 'CHANGELOG.md'));
}

for (const pkg of publishedPackages) {
  const directory = join(repositoryRoot, 'packages', pkg.folder);
  await bundle(pkg, directory);
  declarations(pkg, directory);
  shipSources(directory);
  publishedManifest(pkg, directory);
  if (pkg.folder === 'account-widget') await shipStandaloneLoader(join(directory, 'dist'));
  console.log(`built ${readWorkspaceManifest(pkg.folder).name} → ${relative(repositoryRoot, distFolder(pkg))}`);
}
