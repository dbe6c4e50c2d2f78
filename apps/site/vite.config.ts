import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiCataloguePlugin } from '@shopfront/i18n/vite';
import { precompressPlugin } from './build/precompress-plugin.ts';

/** React in a chunk of its own: a host that has React does not pay for it twice, and the bench can tell it apart. */
export const reactChunk = {
  groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
};

// SITE_OUT_DIR lets parallel builds (one per worktree or test run) keep their own output.
const outDir = process.env.SITE_OUT_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), linguiCataloguePlugin(), precompressPlugin()],
  build: isSsrBuild
    ? // `build --ssr src/entry-server.tsx`: the page renderer the server loads, beside (never among) the public assets.
      { outDir: join(outDir, 'server'), emptyOutDir: true }
    : {
        outDir,
        emptyOutDir: true,
        assetsInlineLimit: 0,
        // .vite/manifest.json: which chunks and styles each page module needs, for the server to preload (and the
        // bench to follow each first open's import graph, scripts/bench.mjs).
        manifest: true,
        rolldownOptions: { output: { codeSplitting: reactChunk } },
        // A page module's chunk (`<name>-page.tsx`, page-modules.ts) is imported once, at start-up, and the server
        // preloads it and its imports with the page (apps/server/src/site/page-assets.ts): the entry need not list
        // them again. Every other lazy chunk (the widget's dialogs, the shell's overlay) keeps its list.
        modulePreload: {
          resolveDependencies: (file: string, dependencies: string[]) =>
            /-page-[\w-]+\.js$/.test(file) ? [] : dependencies,
        },
      },
  // The server bundle carries its dependencies (React's server renderer included): it runs wherever the build is put.
  // `npm run dev` (the server's dev-site-plugin.ts) leaves them to Node, as Vite's dev server does by default.
  ssr: isSsrBuild ? { noExternal: true } : {},
}));
