import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const servicesDirectory = fileURLToPath(new URL('.', import.meta.url));

/** Every source file of the services (their tests aside), by its path below services/. */
const sourceFiles = readdirSync(servicesDirectory, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.d.ts'))
  .map((path) => ({ path, text: readFileSync(`${servicesDirectory}/${path}`, 'utf8') }));

function filesMatching(pattern: RegExp, files = sourceFiles): string[] {
  return files.filter(({ text }) => pattern.test(text)).map(({ path }) => path);
}

/** Services of one or two routes, which have no route groups to register (docs/architecture.md, server table). */
const servicesWithoutRouteGroups = ['oauth/oauth-plugin.ts', 'newsletter-form/newsletter-form-plugin.ts'];

describe('the shape of every server service (docs/architecture.md "Where a new thing goes")', () => {
  it('reads the services it checks', () => {
    expect(sourceFiles.map(({ path }) => path)).toEqual(
      expect.arrayContaining(['identity/identity-plugin.ts', 'commerce/commerce-plugin.ts']),
    );
  });

  it('builds no data access in a service: repositories, limiters and caches come from the app (data-graph.ts)', () => {
    expect(filesMatching(/\bnew [A-Z][A-Za-z]*(Repository|Limiter|Cache|Service|Ledger|Guard|Timestamps)\(/)).toEqual(
      [],
    );
  });

  it('declares no route in a plugin file: the plugin registers its route groups, the routes live in <group>-routes.ts', () => {
    const plugins = sourceFiles.filter(
      ({ path }) => path.endsWith('-plugin.ts') && !servicesWithoutRouteGroups.includes(path),
    );
    expect(plugins.length).toBeGreaterThan(4);
    expect(filesMatching(/\bapp\.(get|post|put|patch|delete|all|route)\(/, plugins)).toEqual([]);
  });

  it('finds the signed-in customer through sessions/signed-in-customer.ts only', () => {
    expect(
      sourceFiles
        .filter(({ text }) => text.includes('experienceSessionCookieName') && text.includes('.findValid('))
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it('builds no CDC success envelope by hand: cdcOk (identity) and sapOk (experience API) do', () => {
    expect(filesMatching(/errorCode: 0\b/)).toEqual([]);
  });

  it('parses JSON form fields only through http/json-form-field.ts', () => {
    expect(filesMatching(/JSON\.parse\(/)).toEqual([]);
  });
});
