/** One entry of Vite's client build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest key of the script every page loads (index.html's). */
const pageEntry = 'index.html';

export interface PageAssets {
  /** Scripts to preload (`<link rel="modulepreload">`), so hydration does not wait for a chain of imports. */
  readonly modules: readonly string[];
  /** Style sheets the page needs from its first paint (without them it would shift, or look broken without script). */
  readonly styles: readonly string[];
}

/**
 * The chunks and styles a page needs beyond the entry's (which index.html already loads): its page module's chunk,
 * the chunks that one imports, their styles, the locale's catalogue (the shell's texts), the locale's parts of it
 * the page's code loads (its own texts), and the lazily loaded parts the page rendered (`lazyModules`, each the end of
 * a manifest key without its extension, as `language/language-switcher`), which hydration would otherwise wait for.
 */
export function pageAssetsOf(
  manifest: BuildManifest,
  pageSource: string,
  locale: string,
  lazyModules: readonly string[] = [],
): PageAssets {
  const entryFiles = new Set<string>();
  const addEntry = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || entryFiles.has(chunk.file)) return;
    entryFiles.add(chunk.file);
    chunk.css?.forEach((style) => entryFiles.add(style));
    chunk.imports?.forEach(addEntry);
  };
  // The pages' entry only: another entry of the build (a host page's loader) is not on a page.
  addEntry(pageEntry);

  const modules = new Set<string>();
  const styles = new Set<string>();
  const visited = new Set<string>();
  // The locale's catalogue parts (packages/i18n/src/catalogue-parts.ts): `?compiled` the shell's, `?compiled&part=…`
  // another part, whose loader the page's code imports.
  const isLocaleCatalogue = (key: string) => key.includes(`/messages/${locale}.json?compiled`);
  const add = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || visited.has(key)) return;
    visited.add(key);
    if (!entryFiles.has(chunk.file)) modules.add(chunk.file);
    chunk.css?.filter((style) => !entryFiles.has(style)).forEach((style) => styles.add(style));
    chunk.imports?.forEach(add);
    chunk.dynamicImports?.filter(isLocaleCatalogue).forEach(add);
  };
  add(pageSource);
  const catalogue = Object.keys(manifest).find((key) => key.endsWith(`/messages/${locale}.json?compiled`));
  if (catalogue) add(catalogue);
  const keys = Object.keys(manifest);
  const withoutExtension = (key: string) => key.replace(/\.[cm]?[jt]sx?$/, '');
  for (const lazyModule of lazyModules)
    keys.filter((key) => withoutExtension(key).endsWith(`/${lazyModule}`)).forEach(add);
  return { modules: [...modules], styles: [...styles] };
}
