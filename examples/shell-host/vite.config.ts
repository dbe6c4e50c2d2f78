import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const packagesFolder = fileURLToPath(new URL('../../packages/', import.meta.url));

/**
 * `@shopfront/<package>[/<entry>]` from what `npm run build:packages` publishes (each package's dist/ and its exports
 * map), as it resolves in a shop that installed the tarballs: `npm run bench` measures the shell a shop gets.
 */
function publishedPackages(): Plugin {
  return {
    name: 'shopfront-published-packages',
    enforce: 'pre',
    resolveId(source) {
      const match = /^@shopfront\/([a-z0-9-]+)(\/.+)?$/.exec(source);
      if (!match) return null;
      const dist = join(packagesFolder, match[1] ?? '', 'dist');
      const manifest = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8')) as {
        exports: Record<string, string | { default: string }>;
      };
      const target = manifest.exports[match[2] ? `.${match[2]}` : '.'];
      if (!target) return null;
      return join(dist, typeof target === 'string' ? target : target.default);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [publishedPackages(), react()],
  // `npm run bench` serves the built page with `vite preview`, the shop's API calls sent on to the demo server.
  preview: process.env.SHOPFRONT_API
    ? { proxy: { '^/(host-config|idp|oauth|auth-proxy|experience-api)([/?]|$)': process.env.SHOPFRONT_API } }
    : {},
  build: {
    outDir: process.env.SHELL_HOST_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the shell supports preloads modules itself.
    modulePreload: { polyfill: false },
    // React apart, so the bench can leave it out (a shop has it anyway).
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
});
