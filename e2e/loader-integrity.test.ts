import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser.ts';
import { freePort } from '../test/free-port.ts';
import { readWorkspaceManifest } from '../scripts/published-packages.ts';
import { releaseVersion } from '../scripts/release-local.ts';
import { catalogueText } from './support/catalogue.ts';

const repositoryRoot = fileURLToPath(new URL('../', import.meta.url));
const siteDist = process.env.SITE_DIST || join(repositoryRoot, 'apps/site/dist');
const text = (key: string) => catalogueText('en-GB', key);

interface LoaderRelease {
  readonly version: string;
  readonly path: string;
  readonly integrity: string;
}

/** What the build wrote beside the loader (apps/site/build/loader-integrity-plugin.ts). */
function builtRelease(): LoaderRelease {
  const release: LoaderRelease = JSON.parse(readFileSync(join(siteDist, 'shopfront-loader.json'), 'utf8'));
  return release;
}

/** The loader's tag as the README prints it for shops: its versioned path and integrity. */
function readmeTag(): { path: string; integrity: string; crossorigin: string } {
  const readme = readFileSync(join(repositoryRoot, 'README.md'), 'utf8');
  const tag = /<script\s[^>]*src="https:\/\/<your shopfront origin>(\/shopfront-loader-[^"]+)"[^>]*>/.exec(readme);
  const integrity = tag && /\sintegrity="([^"]+)"/.exec(tag[0]);
  const crossorigin = tag && /\scrossorigin="([^"]+)"/.exec(tag[0]);
  if (!tag?.[1] || !integrity?.[1] || !crossorigin?.[1])
    throw new Error('README.md shows no loader tag with a versioned src, integrity and crossorigin');
  return { path: tag[1], integrity: integrity[1], crossorigin: crossorigin[1] };
}

const sha384 = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

describe("the loader's README tag", () => {
  it('names the versioned path the server serves and the integrity of its bytes', async () => {
    const release = builtRelease();
    const expectedTag = `src="https://<your shopfront origin>${release.path}" integrity="${release.integrity}"`;
    const readme = readmeTag();
    expect(readme.path, `README.md's loader tag must be ${expectedTag}`).toBe(release.path);
    expect(readme.integrity, `README.md's loader tag must be ${expectedTag}`).toBe(release.integrity);
    expect(readme.crossorigin).toBe('anonymous');

    const response = await fetch(new URL(release.path, baseUrl()));
    expect(response.status).toBe(200);
    expect(sha384(Buffer.from(await response.arrayBuffer()))).toBe(release.integrity);
  });
});

describe('the loader in the widget package', () => {
  it('is the file the server serves under its version, with its shopfront-loader.json, both exported', () => {
    const dist = join(repositoryRoot, 'packages/account-widget/dist');
    const manifest: { exports: Record<string, string> } = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
    const release = builtRelease();
    for (const file of ['shopfront-loader.js', 'shopfront-loader.json'])
      expect(manifest.exports[`./loader/${file}`]).toBe(`./loader/${file}`);
    expect(JSON.parse(readFileSync(join(dist, 'loader/shopfront-loader.json'), 'utf8'))).toEqual(release);
    expect(sha384(readFileSync(join(dist, 'loader/shopfront-loader.js')))).toBe(release.integrity);
  });
});

describe("the loader's version", () => {
  it("is the widget package's, in the repository, in its build and in what release:local publishes, and the server serves the loader under it", async () => {
    const { version } = readWorkspaceManifest('account-widget');
    const built: { version: string } = JSON.parse(
      readFileSync(join(repositoryRoot, 'packages/account-widget/dist/package.json'), 'utf8'),
    );
    expect(builtRelease()).toMatchObject({ version, path: `/shopfront-loader-${version}.js` });
    expect(built.version).toBe(version);
    expect(releaseVersion()).toBe(version);
    const response = await fetch(new URL(`/shopfront-loader-${version}.js`, baseUrl()));
    expect(response.status).toBe(200);
  });
});

/**
 * The demo's plain host page as a shop at another origin serves it: a front door at 127.0.0.1 that sends every request
 * on to the Shopfront server (as a shop's reverse proxy does for /host-config and the APIs) and gives the page the
 * README's loader tag, pointing at the Shopfront server's own origin (localhost), which the page's CSP allows.
 */
async function startShopFrontDoor(integrity: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const shopfront = new URL(baseUrl());
  const { path } = builtRelease();
  const server = createServer((request, response) => {
    const hostPage = request.url === '/plain-host/';
    const headers = { ...request.headers };
    if (hostPage) delete headers['accept-encoding'];
    const upstream = httpRequest(
      new URL(request.url ?? '/', shopfront),
      { method: request.method, headers },
      (answer) => {
        if (!hostPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace(
              '<script type="module" src="/shopfront-loader.js"',
              `<script type="module" src="${shopfront.origin}${path}" integrity="${integrity}" crossorigin="anonymous"`,
            );
          const csp = String(answer.headers['content-security-policy'])
            .replace("script-src 'self'", `script-src 'self' ${shopfront.origin}`)
            .replace("style-src 'self'", `style-src 'self' ${shopfront.origin}`);
          response.writeHead(answer.statusCode ?? 502, {
            ...answer.headers,
            'content-security-policy': csp,
            'content-length': Buffer.byteLength(html),
          });
          response.end(html);
        });
      },
    );
    request.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function openHostPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/plain-host/`);
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
}

describe('a host page of another origin, with the versioned loader and its integrity', () => {
  const browser = useBrowser();

  it('loads the loader and its chunks across origins and opens the login dialog', async () => {
    const page = await browser.newPage();
    const scripts: URL[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()));
    });
    const frontDoor = await startShopFrontDoor(builtRelease().integrity);
    onTestFinished(frontDoor.close);
    await openHostPage(page, frontDoor.origin);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Log in' }).click();
    const login = page.getByRole('dialog', { name: text('login.title') });
    await login.getByRole('textbox', { name: text('login.email') }).waitFor();
    await expectNoAxeViolations(page);
    // The dialog's bundle came from the loader's origin, not the page's.
    const dialogBundle = scripts.find((url) => url.pathname.includes('standalone-widget'));
    expect(dialogBundle?.origin).toBe(new URL(baseUrl()).origin);
    expect(frontDoor.origin).not.toBe(new URL(baseUrl()).origin);
  });

  it('runs nothing when the bytes do not match the integrity: the browser blocks the loader', async () => {
    const sriError = /Failed to find a valid digest in the 'integrity' attribute/;
    const page = await browser.newPage({ expectedConsoleErrors: [sriError] });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const blocked = page.waitForEvent('console', (message) => sriError.test(message.text()));
    const otherBytes = `sha384-${createHash('sha384').update('another loader').digest('base64')}`;
    const frontDoor = await startShopFrontDoor(otherBytes);
    onTestFinished(frontDoor.close);
    await openHostPage(page, frontDoor.origin);
    expect((await blocked).text()).toContain(builtRelease().path);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(scripts.some((path) => path.includes('standalone-widget'))).toBe(false);
  });
});
