import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiCataloguePlugin } from '@shopfront/i18n/vite';
import { precompressPlugin } from './build/precompress-plugin.ts';

/** React in a chunk of its own: a host that has React does not pay for it twice, and the bench can tell it apart. */
export const reactChunk = { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] };

/** Where `npm run dev` runs the API server behind Vite. */
const apiServer = `http://localhost:${process.env.API_PORT ?? '8081'}`;

export default defineConfig({
  plugins: [react(), linguiCataloguePlugin(), precompressPlugin()],
  build: {
    // SITE_OUT_DIR lets parallel builds (one per worktree or test run) keep their own output.
    outDir: process.env.SITE_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // The bench follows each first open's import graph through the manifest (scripts/bench.mjs).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: reactChunk } },
  },
  server: {
    port: Number(process.env.PORT ?? 8080),
    strictPort: true,
    proxy: {
      '^/(idp|oauth|auth-proxy|experience-api|host-config|health|dev/outbox)(/|$)': apiServer,
      // Shop endpoints under a site prefix, e.g. /gb/e/csrf or /be/fr/e/logout; account and reset-password pages stay with Vite.
      '^/[a-z]{2}(/[a-z]{2})?/e/(?!account/|newpassword)': apiServer,
    },
  },
});
