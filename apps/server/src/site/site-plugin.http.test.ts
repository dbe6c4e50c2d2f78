import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A built site as the Vite build leaves it: index.html, and a hashed asset with its .br and .gz beside it. */
function builtSite(): { directory: string; script: string } {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-site-'));
  mkdirSync(join(directory, 'assets'));
  const script = `console.log(${JSON.stringify('Nordhem '.repeat(200))});`;
  writeFileSync(join(directory, 'index.html'), `<!doctype html><html lang="en"><head><title>Nordhem</title></head><body>${'<div></div>'.repeat(100)}</body></html>`);
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js'), script);
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(script));
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js.gz'), gzipSync(script));
  writeFileSync(join(directory, 'shopfront-loader.js'), script);
  return { directory, script };
}

describe('the demo site: precompressed, one address per page', () => {
  let server: TestApp;
  let site: { directory: string; script: string };
  beforeAll(async () => {
    site = builtSite();
    server = await createTestApp({ SITE_DIST: site.directory });
  });
  afterAll(async () => {
    await server.app.close();
    rmSync(site.directory, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    server.app.inject({ url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  const brotliText = (body: Buffer) => brotliDecompressSync(body).toString();
  const gzipText = (body: Buffer) => gunzipSync(body).toString();
  const identityText = (body: Buffer) => body.toString();

  it.each([
    ['br', 'br', brotliText],
    ['br', 'gzip, deflate, br', brotliText],
    ['gzip', 'gzip', gzipText],
    ['gzip', 'br;q=0, gzip', gzipText],
    [undefined, 'identity', identityText],
    [undefined, undefined, identityText],
  ])('hashed assets: %s for %j, with the one-year immutable cache', async (encoding, acceptEncoding, decode) => {
    const response = await get('/assets/index-a1b2c3.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(decode(response.rawPayload)).toBe(site.script);
  });

  it.each([
    ['br', 'br', brotliText],
    ['br', 'gzip, br', brotliText],
    ['gzip', 'gzip', gzipText],
    ['gzip', 'br;q=0, gzip', gzipText],
    ['gzip', 'gzip;q=1, br;q=0.5', gzipText],
    [undefined, undefined, identityText],
  ])('pages: %s for %j, each with its own lang', async (encoding, acceptEncoding, decode) => {
    const response = await get('/be/fr/', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(decode(response.rawPayload)).toContain('<html lang="fr-BE">');
  });

  it.each([
    ['br', 'br', brotliText],
    ['gzip', 'gzip', gzipText],
    [undefined, undefined, identityText],
  ])('the standalone loader at its stable address: %s for %j, revalidated on every use', async (encoding, acceptEncoding, decode) => {
    const response = await get('/shopfront-loader.js', acceptEncoding);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(decode(response.rawPayload)).toBe(site.script);
  });

  it('a build without the plain host page serves none', async () => {
    const response = await server.app.inject({ url: '/plain-host/', headers: { accept: 'application/json' } });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['/de/login/', '/de/login'],
    ['/be/fr/login/?target_url=%2Fbe%2Ffr%2F', '/be/fr/login?target_url=%2Fbe%2Ffr%2F'],
    ['/gb/register/', '/gb/register'],
  ])('a page with a trailing slash, %s, moves to %s', async (url, location) => {
    const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each(['/de/no-such-page/', '/de/no-such-page'])('an unknown page, %s, is a 404 page', async (url) => {
    const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<html lang="de-DE">');
  });
});
