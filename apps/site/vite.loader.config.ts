import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiCataloguePlugin } from '@shopfront/i18n/vite';
import { loaderIntegrityPlugin } from './build/loader-integrity-plugin.ts';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { reactChunk } from './vite.config.ts';

/**
 * The standalone loader for host pages without React (/shopfront-loader.js), built after the site into the same
 * folder but as a build of its own: its dialog bundle is tree-shaken for the widget alone, never sharing a chunk (and
 * with it the exports the demo pages use) with the site. Beside it, shopfront-loader.json: its version, versioned
 * path and integrity hash (the server's immutable address, the README's tag, the widget package's copy).
 */
export default defineConfig({
  plugins: [react(), linguiCataloguePlugin(), precompressPlugin(), loaderIntegrityPlugin()],
  build: {
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    emptyOutDir: false,
    assetsInlineLimit: 0,
    manifest: '.vite/loader-manifest.json',
    rolldownOptions: {
      input: {
        'shopfront-loader': fileURLToPath(
          new URL('../../packages/account-widget/src/standalone/shopfront-loader.ts', import.meta.url),
        ),
      },
      // A stable name, served both as the latest (no-cache) and under its version (immutable); the chunks it loads are
      // hashed and immutable.
      output: { entryFileNames: '[name].js', codeSplitting: reactChunk },
    },
  },
});
