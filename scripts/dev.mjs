// `npm run dev`: the server from its sources (restarting when they change), rendering the site's pages from their
// sources through Vite's dev server in middleware mode, with hot reload, on one port (apps/server/src/site/dev-site-plugin.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SHOPFRONT_DEMO: process.env.SHOPFRONT_DEMO ?? 'true',
    SITE_DEV_ROOT: fileURLToPath(new URL('../apps/site', import.meta.url)),
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
