// `npm run dev`: the API server (restarting on change) behind Vite's dev server with hot reload, on one port.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
const environment = { ...process.env, SHOPFRONT_DEMO: process.env.SHOPFRONT_DEMO ?? 'true' };

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...environment, PORT: apiPort, PUBLIC_ORIGIN: `http://localhost:${port}`, SITE_DIST: '' },
  }),
  spawn('npm', ['run', 'dev', '--workspace', '@shopfront/site'], {
    stdio: 'inherit',
    env: { ...environment, PORT: port, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
