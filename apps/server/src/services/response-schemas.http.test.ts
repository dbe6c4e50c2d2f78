import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Every route the whole server registers, as its `onRoute` hook sees it. */
async function registeredRoutes(): Promise<{ server: TestApp; routes: RouteOptions[] }> {
  const routes: RouteOptions[] = [];
  const server = await createTestApp({}, undefined, { onRoute: (route) => routes.push(route) });
  return { server, routes };
}

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
}

/** `METHOD url` of each route under one of `prefixes` that declares no `response` schema (issue 24.1: one wire contract). */
function routesWithoutResponseSchema(routes: readonly RouteOptions[], prefixes: readonly string[]): string[] {
  return routes
    .filter((route) => prefixes.some((prefix) => isUnder(route.url, prefix)))
    .filter((route) => route.schema?.response === undefined)
    .map((route) => `${String(route.method)} ${route.url}`);
}

/** The whole server: every service, the site's pages and files, the loader, the demo's mailbox. */
const coveredPrefixes = ['/'];

describe('every route declares its response schema (packages/api is the wire contract)', () => {
  let server: TestApp;
  let routes: RouteOptions[];
  beforeAll(async () => {
    ({ server, routes } = await registeredRoutes());
  });
  afterAll(() => server.app.close());

  it('sees the routes of every service, the site and the demo', () => {
    const urls = routes.map((route) => route.url);
    for (const prefix of [
      '/health',
      '/idp/',
      '/oauth/',
      '/auth-proxy/',
      '/experience-api/v0/',
      '/experience-api/occ/',
      '/gb/e/',
      '/gb/',
      '/dev/outbox',
    ]) {
      expect(
        urls.some((url) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('finds none without one under the covered prefixes', () => {
    expect(routesWithoutResponseSchema(routes, coveredPrefixes)).toEqual([]);
  });

  it('names a route without one', () => {
    const bare: RouteOptions = { method: 'GET', url: '/idp/bare', handler: () => undefined };
    expect(routesWithoutResponseSchema([...routes, bare], coveredPrefixes)).toContain('GET /idp/bare');
  });
});
