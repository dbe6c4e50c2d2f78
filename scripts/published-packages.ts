// The packages `npm run build:packages` publishes (docs/decisions/012-published-packages.md), shared by the build and
// by `npm run check:packages`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));

export interface PublishedPackage {
  /** The folder under packages/. */
  readonly folder: string;
  /** Entry name (dist/<name>.js) → source file; `index` is the package's `.` export, the others `./<name>`. */
  readonly entries: Readonly<Record<string, string>>;
  /** CSS files copied as they are and exported by their name, besides the bundled style.css. */
  readonly extraStyles?: readonly string[];
  /** Other files copied as they are and exported by their name (`./<name>`), e.g. a JSON Schema. */
  readonly extraFiles?: readonly string[];
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
  // The data export's JSON Schema (docs/data-export.md), for a shop or a customer's service that validates an export.
  {
    folder: 'api',
    entries: { index: 'src/index.ts', browser: 'src/browser.ts' },
    extraFiles: ['src/experience/data-export.schema.json'],
  },
  { folder: 'ui', entries: { index: 'src/index.ts' }, extraStyles: ['src/tokens.css'] },
  { folder: 'account-widget', entries: { index: 'src/index.ts' } },
  // page.css: the host page's own body, for a host that opts in (docs/releasing.md); style.css keeps to `.sf-*`.
  { folder: 'site-shell', entries: { index: 'src/index.ts' }, extraStyles: ['src/page.css'] },
];

/** Where the packages' sources, issues and READMEs live: the published manifests' repository, bugs and homepage. */
export const sourceRepository = 'https://github.com/shopfront/shopfront';

/** What a workspace package's own package.json says that the published one takes over. */
export interface WorkspaceManifest {
  readonly name: string;
  readonly version: string;
  readonly description?: string;
  readonly license?: string;
  readonly engines?: Readonly<Record<string, string>>;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly peerDependencies?: Readonly<Record<string, string>>;
}

export function readWorkspaceManifest(folder: string): WorkspaceManifest {
  const manifest: WorkspaceManifest = JSON.parse(
    readFileSync(join(repositoryRoot, 'packages', folder, 'package.json'), 'utf8'),
  );
  return manifest;
}

/** The folder a package is built into, and packed and published from. */
export const distFolder = (pkg: PublishedPackage): string => join(repositoryRoot, 'packages', pkg.folder, 'dist');
