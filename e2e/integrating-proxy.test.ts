import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { baseUrl } from './support/browser.ts';
import { waitUntilListening } from './topology/support/listening.ts';

const nginxBinary = '/usr/sbin/nginx';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const shopPage = '<!doctype html><title>The shop</title>';

/** The one ```nginx block of docs/integrating.md, as printed. */
function guideNginxBlock(): string {
  const guide = readFileSync(join(repositoryRoot, 'docs/integrating.md'), 'utf8');
  const blocks = [...guide.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  if (blocks.length !== 1) throw new Error(`docs/integrating.md must show one nginx block, not ${blocks.length}`);
  return blocks[0] ?? '';
}

/** Replaces what the guide names for a real shop by this test's; each must be in the block, or the guide changed. */
function substitute(block: string, replacements: readonly (readonly [string, string])[]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`the guide's nginx block no longer contains ${from}`);
    return text.replaceAll(from, to);
  }, block);
}

interface ProxyAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

let directory: string;
let nginx: ChildProcess;
let port: number;

/** A request to the front door as the storefront's browser makes it (its self-signed certificate accepted). */
function get(path: string): Promise<ProxyAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, servername: 'www.shop.test', rejectUnauthorized: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.setHeader('host', 'www.shop.test');
    outgoing.on('error', reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  if (!existsSync(nginxBinary))
    throw new Error("nginx not found: run the test command (npm test), which installs Debian's nginx");
  directory = mkdtempSync(join(tmpdir(), 'shopfront-front-door-'));
  chmodSync(directory, 0o755);
  const shopFiles = join(directory, 'shop');
  mkdirSync(join(shopFiles, 'assets'), { recursive: true });
  writeFileSync(join(shopFiles, 'index.html'), shopPage);
  writeFileSync(join(shopFiles, 'assets', 'shop.js'), 'export {};');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=www.shop.test',
      '-keyout',
      join(directory, 'www.shop.test.key'),
      '-out',
      join(directory, 'www.shop.test.crt'),
    ],
    { stdio: 'ignore' },
  );
  port = await freePort();
  const shopfront = new URL(baseUrl());
  const server = substitute(guideNginxBlock(), [
    ['listen 443 ssl;', `listen 127.0.0.1:${port} ssl;`],
    ['server 127.0.0.1:8080;', `server ${shopfront.host};`],
    ['/etc/nginx/tls/', `${directory}/`],
    ['/srv/shop', shopFiles],
  ]);
  const temporary = (name: string) => `${name}_temp_path ${join(directory, name)};`;
  writeFileSync(
    join(directory, 'nginx.conf'),
    [
      'daemon off;',
      `pid ${join(directory, 'nginx.pid')};`,
      `error_log ${join(directory, 'error.log')} warn;`,
      'events {}',
      'http {',
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temporary),
      server,
      '}',
    ].join('\n'),
  );
  const errorLog = join(directory, 'error.log');
  nginx = spawn(
    'setpriv',
    ['--pdeathsig', 'TERM', '--', nginxBinary, '-p', directory, '-e', errorLog, '-c', join(directory, 'nginx.conf')],
    { stdio: 'ignore' },
  );
  await waitUntilListening('nginx', nginx, port, () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''));
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null && nginx.signalCode === null) {
    const exited = once(nginx, 'exit');
    nginx.kill('SIGTERM');
    await exited;
  }
  rmSync(directory, { recursive: true, force: true });
});

describe("the guide's nginx front door", () => {
  it.each([
    ['/host-config?country=GB&locale=en-GB', 200, '"sitePathPrefix":"/gb"'],
    ['/idp/health', 200, '"status"'],
    ['/oauth/health', 200, '"status"'],
    ['/auth-proxy/health', 200, '"status"'],
    ['/experience-api/health', 200, '"status"'],
    ['/gb/e/csrf', 200, '"CSRFToken"'],
    ['/ch/de/e/authentication/status', 401, '"authenticated":false'],
  ])('sends %s to the Shopfront server', async (path, status, content) => {
    const answer = await get(path);
    expect(answer.status).toBe(status);
    expect(answer.body).toContain(content);
  });

  it.each([
    ['/gb/', undefined],
    ['/gb/login/auth?code=abc&state=xyz', undefined],
    ['/gb/e/account/dashboard', undefined],
    ['/gb/e/newpassword?pwrt=token', 'no-store'],
    ['/gb/login/newpassword?pwrt=token', 'no-store'],
    ['/ch/fr/e/verify-email?token=token', 'no-store'],
  ])('answers %s with the shop’s own page', async (path, cacheControl) => {
    const answer = await get(path);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(shopPage);
    if (cacheControl === 'no-store') expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('serves the shop’s assets itself, immutable', async () => {
    const answer = await get('/assets/shop.js');
    expect(answer.body).toBe('export {};');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
