import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePages, sitePath, sites } from '@shopfront/i18n';
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

/**
 * The services whose routes take their wire contract from packages/api so far; the check widens to the whole server
 * as the others follow (`/`).
 */
const coveredPrefixes = [
  '/health',
  '/idp',
  '/oauth',
  '/auth-proxy',
  ...sites.map((site) => sitePath(site, sitePages.newsletterSignUp)),
];

describe('every route declares its response schema (packages/api is the wire contract)', () => {
  let server: TestApp;
  let routes: RouteOptions[];
  beforeAll(async () => {
    ({ server, routes } = await registeredRoutes());
  });
  afterAll(() => server.app.close());

  it('sees the routes of every covered prefix', () => {
    for (const prefix of coveredPrefixes) expect(routes.some((route) => isUnder(route.url, prefix)), prefix).toBe(true);
  });

  it('finds none without one under the covered prefixes', () => {
    expect(routesWithoutResponseSchema(routes, coveredPrefixes)).toEqual([]);
  });

  it('names a route without one', () => {
    const bare: RouteOptions = { method: 'GET', url: '/idp/bare', handler: () => undefined };
    expect(routesWithoutResponseSchema([...routes, bare], coveredPrefixes)).toContain('GET /idp/bare');
  });
});
