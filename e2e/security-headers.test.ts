import { describe, expect, it } from 'vitest';
import { baseUrl } from './support/browser.ts';

/**
 * The running server's security headers, over every kind of response it sends: pages, assets, the JSON of every
 * service, not-found answers and the authorization server's own responses.
 */
describe('security headers on every kind of response', () => {
  async function fetchFrom(path: string, init: RequestInit = {}) {
    return fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init });
  }

  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  const kinds: readonly (readonly [kind: string, path: string, init: RequestInit])[] = [
    ['a page', '/gb/', {}],
    ['a page of another site', '/be/fr/login', {}],
    ['the HTML not-found page', '/gb/no-such-page', { headers: { accept: 'text/html' } }],
    ['a JSON not-found answer', '/no-such-api', { headers: { accept: 'application/json' } }],
    ['identity JSON', '/idp/accounts.getPolicies', { method: 'POST', headers: form, body: 'apiKey=4_nordhem_gb_web' }],
    [
      'identity not-found',
      '/idp/accounts.noSuchMethod',
      { method: 'POST', headers: form, body: 'apiKey=4_nordhem_gb_web' },
    ],
    ['OAuth discovery', '/oauth/.well-known/openid-configuration', {}],
    ['an OAuth error', '/oauth/auth?client_id=nordhem-gb-web&response_type=code', {}],
    ['the OAuth interaction route', '/oauth/interaction/%20', {}],
    ['the auth proxy', '/auth-proxy/health', {}],
    ['the shop', '/gb/e/csrf', {}],
    ['the shop session check', '/gb/e/authentication/status', {}],
    ['the experience API', '/experience-api/session', {}],
    ['experience content', '/experience-api/v0/config/globals?country=GB&locale=en-GB', {}],
    [
      'the commerce API',
      '/experience-api/occ/nordhem-gb/global-settings',
      { headers: { 'x-api-key': 'nordhem-gb-ecom' } },
    ],
    ['a commerce error', '/experience-api/occ/nordhem-gb/global-settings', {}],
    ['host configuration', '/host-config?country=GB&locale=en-GB', {}],
    ['a malformed URL', '/experience-api/%E0%A4%A', {}],
  ];

  it.each(kinds)('%s (%s) is never sniffed and names its request', async (_kind, path, init) => {
    const response = await fetchFrom(path, init);
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toBeTruthy();
    expect(response.headers.get('content-type')).toBeTruthy();
  });

  it('pages carry a strict content security policy, no inline script but the one allowed by its hash, and refuse framing', async () => {
    for (const path of ['/gb/', '/gb/login', '/gb/e/newpassword']) {
      const response = await fetchFrom(path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?;/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
    }
  });

  it('the reset-password pages are never stored; other pages are revalidated', async () => {
    for (const path of [
      '/gb/e/newpassword?pwrt=abc',
      '/gb/login/newpassword?pwrt=abc',
      '/be/fr/e/newpassword?pwrt=abc',
    ]) {
      expect((await fetchFrom(path)).headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetchFrom('/gb/login')).headers.get('cache-control')).toBe('no-cache');
  });

  it('hashed assets are immutable and not sniffed', async () => {
    const html = await (await fetchFrom('/gb/')).text();
    // The page names its entry for the deferred start (apps/server/src/site/deferred-start.ts).
    const script = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetchFrom(script ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the built site is sent compressed', () => {
  it('the entry script of a page leaves as brotli, with the immutable cache header', async () => {
    const page = await (await fetch(`${baseUrl()}/gb/`, { headers: { 'accept-encoding': 'br' } })).text();
    const entry = /"entry":"(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(entry).toBeDefined();
    // fetch() decodes the body itself; the headers still say how it travelled.
    const response = await fetch(`${baseUrl()}${entry}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await response.text()).length).toBeGreaterThan(1000);
  });
});
