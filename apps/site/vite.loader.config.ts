import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { linguiCataloguePlugin } from '@shopfront/i18n/vite';
import { precompressPlugin } from './build/precompress-plugin.ts';
import { reactChunk } from './vite.config.ts';

/**
 * The standalone loader for host pages without React (/shopfront-loader.js), built after the site into the same
 * folder but as a build of its own: its dialog bundle is tree-shaken for the widget alone, never sharing a chunk (and
 * with it the exports the demo pages use) with the site.
 */
export default defineConfig({
  plugins: [react(), linguiCataloguePlugin(), precompressPlugin()],
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
      // A stable address for hosts to link to (served no-cache); the chunks it loads are hashed and immutable.
      output: { entryFileNames: '[name].js', codeSplitting: reactChunk },
    },
  },
});
