// `npm run build:packages`: builds the publishable packages into each package's dist/ (docs/decisions/012-published-packages.md).
// ESM with .d.ts, CSS as one separate file, a generated package.json with the exports map, React as a peer; `npm pack
// packages/<name>/dist` makes the tarball. The workspace itself keeps using the TypeScript sources.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { linguiCataloguePlugin } from '../packages/i18n/build/lingui-catalogue-plugin.ts';
import { shipStandaloneLoader } from './standalone-loader-package.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

interface PublishedPackage {
  /** The folder under packages/. */
  readonly folder: string;
  /** Entry name (dist/<name>.js) → source file; `index` is the package's `.` export, the others `./<name>`. */
  readonly entries: Readonly<Record<string, string>>;
  /** CSS files copied as they are and exported by their name, besides the bundled style.css. */
  readonly extraStyles?: readonly string[];
}

/** In dependency order: each package's declarations are built against those built before it. */
export const publishedPackages: readonly PublishedPackage[] = [
  { folder: 'core', entries: { index: 'src/index.ts' } },
  {
    folder: 'i18n',
    entries: {
      index: 'src/index.ts',
      browser: 'src/browser.ts',
      'shell-catalogue': 'src/shell-catalogue.ts',
      'widget-catalogue': 'src/widget-catalogue.ts',
      'header-overlay-catalogue': 'src/header-overlay-catalogue.ts',
    },
  },
  { folder: 'api', entries: { index: 'src/index.ts', browser: 'src/browser.ts' } },
  { folder: 'ui', entries: { index: 'src/index.ts' }, extraStyles: ['src/tokens.css'] },
  { folder: 'account-widget', entries: { index: 'src/index.ts' } },
  { folder: 'site-shell', entries: { index: 'src/index.ts' } },
];

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readManifest = (folder: string) =>
  JSON.parse(readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8')) as Manifest;

/** The workspace's own packages are published at the version this build gives them all. */
const releaseVersion = process.env.SHOPFRONT_RELEASE_VERSION ?? '0.1.0';

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
    const name = readManifest(earlier.folder).name;
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

/** The published package.json: dist/ is the package root, with ESM, types and the CSS in its exports map. */
function publishedManifest(pkg: PublishedPackage, directory: string): void {
  const hasStyles = existsSync(join(directory, 'dist', 'style.css'));
  const source = readManifest(pkg.folder);
  const workspaceVersion = (dependencies: Record<string, string> = {}) =>
    Object.fromEntries(
      Object.entries(dependencies).map(([name, range]) => [
        name,
        name.startsWith('@shopfront/') ? releaseVersion : range,
      ]),
    );
  const exports: Record<string, unknown> = {};
  for (const entry of Object.keys(pkg.entries)) {
    exports[entry === 'index' ? '.' : `./${entry}`] = { types: `./${entry}.d.ts`, default: `./${entry}.js` };
  }
  const styles = [
    ...(hasStyles ? ['style.css'] : []),
    ...(pkg.extraStyles ?? []).map((file) => file.split('/').pop() ?? file),
  ];
  for (const style of styles) exports[`./${style}`] = `./${style}`;
  for (const file of pkg.extraStyles ?? [])
    copyFileSync(join(directory, file), join(directory, 'dist', file.split('/').pop() ?? file));
  const manifest = {
    name: source.name,
    version: releaseVersion,
    type: 'module',
    description: `Shopfront ${pkg.folder}: built from the Shopfront repository (ESM, TypeScript declarations).`,
    license: 'UNLICENSED',
    // Only the CSS does something on import; every module is free of side effects, so bundlers drop what a host does not use.
    sideEffects: styles.length > 0 ? ['*.css'] : false,
    exports,
    ...(source.dependencies ? { dependencies: workspaceVersion(source.dependencies) } : {}),
    ...(source.peerDependencies ? { peerDependencies: source.peerDependencies } : {}),
  };
  writeFileSync(join(directory, 'dist', 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (existsSync(join(repositoryRoot, 'LICENSE')))
    copyFileSync(join(repositoryRoot, 'LICENSE'), join(directory, 'dist', 'LICENSE'));
}

for (const pkg of publishedPackages) {
  const directory = join(repositoryRoot, 'packages', pkg.folder);
  await bundle(pkg, directory);
  declarations(pkg, directory);
  publishedManifest(pkg, directory);
  if (pkg.folder === 'account-widget') await shipStandaloneLoader(join(directory, 'dist'));
  console.log(`built ${readManifest(pkg.folder).name} → packages/${pkg.folder}/dist`);
}
