import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../test/signed-in-browser.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';

/**
 * What the site's renderer (apps/site/src/entry-server.tsx) does, in small: the locale from the address, the data from
 * this server's own routes through the fetch it is given, a redirect, and a 404.
 */
const fakeRenderer = `
const locales = { '/be/fr': 'fr-BE', '/de': 'de-DE', '/gb': 'en-GB' };
export async function renderPage({ url, fetch, sessionCookiePresent }) {
  const path = url.split('?')[0];
  if (path === '/gb/e/account/dashboard') return { kind: 'redirect', location: sessionCookiePresent ? '/gb/' : '/gb/login' };
  const prefix = Object.keys(locales).find((candidate) => path.startsWith(candidate + '/')) ?? '/gb';
  const health = await (await fetch('/health')).text();
  return {
    kind: 'page',
    statusCode: path.includes('no-such-page') ? 404 : 200,
    locale: locales[prefix],
    html: '<main><h1>Rendered</h1><p>' + health + '</p>' + 'Nordhem '.repeat(100) + '</main>',
    state: '{"queries":[]}',
    pageSource: 'src/home/home-page.tsx',
    lazyModules: [],
  };
}
`;

/** The built site's style sheets: the entry's, and those of the page's chunk and of a chunk it imports. */
const styleSheets = {
  'assets/index-a1b2c3.css': ':root{--sf-color-text:#1c1f23}\n',
  'assets/home-page-f6a7.css': '.home h1{font-size:2rem}\n',
  'assets/layout-b8c9.css': '.sf-page{display:grid}\n',
};

/** A built site as the Vite build leaves it: index.html, the client manifest, the renderer, and hashed assets with their .br and .gz. */
function builtSite(): { directory: string; script: string } {
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-site-'));
  for (const folder of ['assets', '.vite', 'server']) mkdirSync(join(directory, folder));
  const script = `console.log(${JSON.stringify('Nordhem '.repeat(200))});`;
  writeFileSync(
    join(directory, 'index.html'),
    '<!doctype html><html lang="en"><head><!--page-head--><script type="module" crossorigin src="/assets/index-a1b2c3.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-d4e5.js"><link rel="stylesheet" crossorigin href="/assets/index-a1b2c3.css"></head><body><div id="root"><!--page-html--></div><!--page-state--></body></html>',
  );
  writeFileSync(
    join(directory, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-a1b2c3.js',
        isEntry: true,
        css: ['assets/index-a1b2c3.css'],
        imports: ['_shared.js'],
      },
      '_shared.js': { file: 'assets/shared-d4e5.js' },
      'src/home/home-page.tsx': {
        file: 'assets/home-page-f6a7.js',
        css: ['assets/home-page-f6a7.css'],
        imports: ['_shared.js', '_layout.js'],
      },
      '_layout.js': { file: 'assets/layout-b8c9.js', css: ['assets/layout-b8c9.css'] },
      '../../packages/i18n/messages/fr-BE.json?compiled': { file: 'assets/fr-BE-0a1b.js' },
    }),
  );
  writeFileSync(join(directory, 'server', 'entry-server.js'), fakeRenderer);
  for (const [file, css] of Object.entries(styleSheets)) writeFileSync(join(directory, file), css);
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js'), script);
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js.br'), brotliCompressSync(script));
  writeFileSync(join(directory, 'assets', 'index-a1b2c3.js.gz'), gzipSync(script));
  mkdirSync(join(directory, 'payment'));
  writeFileSync(
    join(directory, 'payment', 'visa.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 32"><title>Visa</title></svg>',
  );
  writeFileSync(join(directory, 'shopfront-loader.js'), script);
  writeFileSync(
    join(directory, 'shopfront-loader.json'),
    JSON.stringify({ version: '1.2.3', path: '/shopfront-loader-1.2.3.js', integrity: 'sha384-x' }),
  );
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
    // The loader's chunks, imported by a host page of another origin.
    expect(response.headers['access-control-allow-origin']).toBe('*');
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

  it('payment logos of the footer data: SVG with its content type, cached a day', async () => {
    const response = await get('/payment/visa.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toContain('<title>Visa</title>');
    expect((await get('/payment/unknown.svg')).statusCode).toBe(404);
  });

  it("a page is what the renderer made of it, its data loaded through the server's own routes", async () => {
    const response = await get('/be/fr/');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root"><main><h1>Rendered</h1><p>{"service":"shopfront","status":"ok"}</p>');
    expect(html).toContain('<script type="application/json" id="shopfront-state">{"queries":[]}</script>');
  });

  it("a page's first paint waits for no script: its scripts load after it, from the one inline script the CSP allows", async () => {
    const response = await get('/be/fr/');
    const html = response.body;
    expect(html).not.toMatch(/<script[^>]* src=|<link rel="modulepreload"/);
    const scripts = /<script type="application\/json" id="shopfront-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    // The entry and what it imports, then the page's chunk, what that imports and the locale's catalogue.
    expect(JSON.parse(scripts ?? '')).toEqual({
      entry: '/assets/index-a1b2c3.js',
      preload: [
        '/assets/shared-d4e5.js',
        '/assets/home-page-f6a7.js',
        '/assets/layout-b8c9.js',
        '/assets/fr-BE-0a1b.js',
      ],
    });
    const inlineScripts = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map(
      ([, script = '']) => script,
    );
    expect(inlineScripts).toHaveLength(1);
    // It holds the dialog requests sent before the widget starts in the page's queue (docs/events.md).
    expect(inlineScripts[0]).toContain('shopfrontAccountDialogQueue');
    const hash = createHash('sha256')
      .update(inlineScripts[0] ?? '')
      .digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('a page paints from its own HTML: its style sheets inline, in their cascade order, allowed by their hash alone', async () => {
    const response = await get('/be/fr/');
    const html = response.body;
    const inline = [
      styleSheets['assets/home-page-f6a7.css'],
      styleSheets['assets/layout-b8c9.css'],
      styleSheets['assets/index-a1b2c3.css'],
    ].join('\n');
    expect(html).toContain(`<head><style>${inline}</style>`);
    // Nothing render-blocking: a style sheet link in the page is a disabled one, which a browser never fetches.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/home-page-f6a7.css" disabled>',
      '<link rel="stylesheet" href="/assets/layout-b8c9.css" disabled>',
      '<link rel="stylesheet" href="/assets/index-a1b2c3.css" disabled>',
    ]);
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}';`);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('a page the renderer redirects is redirected, never stored', async () => {
    const response = await get('/gb/e/account/dashboard');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gb/login');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([['xp_session=expired'], ['glt_3_demoGB=expired'], ['gig_3_demoGB=expired']])(
    'tells the renderer that a session cookie of ours came along (%s): a session that ended, not a visitor who never signed in',
    async (cookie) => {
      const response = await server.app.inject({ url: '/gb/e/account/dashboard', headers: { cookie } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/gb/');
    },
  );

  it.each([
    ['br', 'br', brotliText],
    ['gzip', 'gzip', gzipText],
    [undefined, undefined, identityText],
  ])(
    'the standalone loader at its stable address: %s for %j, revalidated on every use',
    async (encoding, acceptEncoding, decode) => {
      const response = await get('/shopfront-loader.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(decode(response.rawPayload)).toBe(site.script);
    },
  );

  it.each([
    ['br', 'br', brotliText],
    ['gzip', 'gzip', gzipText],
    [undefined, undefined, identityText],
  ])(
    'the standalone loader at the versioned path shopfront-loader.json names: %s for %j, immutable, for any origin',
    async (encoding, acceptEncoding, decode) => {
      const response = await get('/shopfront-loader-1.2.3.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(decode(response.rawPayload)).toBe(site.script);
    },
  );

  it('serves no other version of the loader than its own build', async () => {
    const response = await server.app.inject({
      url: '/shopfront-loader-1.2.2.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
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

describe('a build whose shopfront-loader.json names no versioned path', () => {
  it.each([[{ path: '/../../admin.js' }], [{ version: '1.0.0' }]])(
    'stops the start (%j): no address is made of it',
    async (release) => {
      const site = builtSite();
      writeFileSync(join(site.directory, 'shopfront-loader.json'), JSON.stringify(release));
      try {
        await expect(createTestApp({ SITE_DIST: site.directory })).rejects.toThrow(
          /names no versioned path of the loader/,
        );
      } finally {
        rmSync(site.directory, { recursive: true, force: true });
      }
    },
  );
});

/** The real build of apps/site (`npm run build`, which `npm test` runs before the tests). */
const builtDemoSite = fileURLToPath(new URL('../../../site/dist', import.meta.url));

describe('the built demo site: status codes, and the session asked once per page', () => {
  let server: TestApp;
  beforeAll(async () => {
    if (!existsSync(join(builtDemoSite, 'server', 'entry-server.js')))
      throw new Error(`no build of the demo site in ${builtDemoSite}: run npm run build`);
    server = await createTestApp({ SITE_DIST: builtDemoSite });
    await seedDemoData(server.database, server.config.markets, () => new Date());
  });
  afterAll(() => server?.app.close());

  const page = (url: string) => server.app.inject({ url, headers: { accept: 'text/html' } });

  it.each([
    // Under the shop's own sections (host pages) the site's content or the shell links to.
    '/gb/e/account/orders',
    '/gb/e/account/no-such-page',
    '/be/fr/e/account/orders',
    '/gb/service/no-such-page',
    '/gb/about/no-such-page',
    '/gb/offers/no-such-offer',
    // Under the categories of the navigation.
    '/gb/c/no-such-category',
    '/gb/c/kitchen/no-such-category',
    '/de/c/no-such-category',
    // Under the site's own pages.
    '/gb/legal/no-such-document',
    '/gb/newsletter/no-such-page',
    '/gb/no-such-page',
    '/xx/no-such-market',
  ])('%s is the not-found page with HTTP 404', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toMatch(/<h1>(Page not found|Seite nicht gefunden|Page introuvable)<\/h1>/);
  });

  it.each(['/gb/e/checkout', '/gb/e/account/profile', '/gb/cart', '/gb/c', '/gb/'])(
    '%s is a page of its own with HTTP 200',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('<h1>Page not found</h1>');
    },
  );

  it.each([
    ['/gb/?q=%0C', 'en-GB', 'Invalid address'],
    ['/de/login?target_url=a%00b', 'de-DE', 'Ungültige Adresse'],
    ['/be/fr/c/kitchen?sort=%1B', 'fr-BE', 'Adresse non valide'],
    ['/ch/it/e/account/profile?tab=%7F', 'it-CH', 'Indirizzo non valido'],
    ['/pl/no-such-page?q=%0C', 'pl-PL', 'Nieprawidłowy adres'],
    ['/?q=%0C', 'en-GB', 'Invalid address'],
  ])(
    "%s, refused as untrusted input, is the site's error page in its language with HTTP 400",
    async (url, locale, title) => {
      const response = await page(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<html lang="${locale}">`);
      expect(response.body).toContain(`<h1>${title}</h1>`);
    },
  );

  /** How often the shop's session status was asked, in-process renders included (the app's request metrics). */
  async function shopStatusRequests(): Promise<number> {
    const metric = server.app.metrics.registry.getSingleMetric('shopfront_http_request_duration_seconds');
    if (!metric) throw new Error('no request metric');
    const { values } = await metric.get();
    return values
      .filter(
        (value) =>
          'metricName' in value &&
          value.metricName === 'shopfront_http_request_duration_seconds_count' &&
          String(value.labels.route).endsWith('/authentication/status'),
      )
      .reduce((sum, value) => sum + value.value, 0);
  }

  it('renders the signed-in dashboard signed in, having asked the shop session once', async () => {
    const { browser } = await signedInBrowser(
      server,
      'oliver.bennett@example.co.uk',
      'Nordhem-Demo-2026',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
    );
    const before = await shopStatusRequests();
    const response = await browser.request({
      method: 'GET',
      url: `${server.config.publicOrigin}/gb/e/account/dashboard`,
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toContain('"account-state"');
    expect(await shopStatusRequests()).toBe(before + 1);
  });

  it('sends a visitor without a session from the dashboard to the login page, having asked once', async () => {
    const before = await shopStatusRequests();
    const response = await page('/gb/e/account/dashboard');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/gb/login');
    expect(await shopStatusRequests()).toBe(before + 1);
  });

  it('refuses the same address to an API client and an asset request in JSON, as before', async () => {
    for (const url of ['/assets/no-such-file.js?q=%0C', '/gb/no-such-page?q=%0C']) {
      const response = await server.app.inject({ url, headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
