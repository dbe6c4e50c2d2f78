import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment.ts';
import { migratesOnStart, productionRefusals } from './production-mode.ts';

/** A production environment production mode accepts; each row below spoils one variable. */
const safeProduction = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://shop@db.internal/shop',
  PUBLIC_ORIGIN: 'https://www.nordhem.de',
  SMTP_URL: 'smtps://mailer:password@smtp.nordhem.de',
  COOKIE_SECRET: randomBytes(32).toString('base64url'),
  PARTNER_SECRET: randomBytes(32).toString('base64'),
};

const generate = 'generate one with: openssl rand -base64 32';

function refusalsOf(variables: Record<string, string | undefined>): string[] {
  return productionRefusals(parseEnvironment(variables));
}

describe('production mode', () => {
  it('accepts a production environment with a server database, https, SMTP and random secrets', () => {
    expect(refusalsOf(safeProduction)).toEqual([]);
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    [
      'no DATABASE_URL',
      { DATABASE_URL: undefined },
      'DATABASE_URL is not set: production needs a PostgreSQL server; embedded PGlite (DATA_DIR) is one connection in one process, for the demo and development only',
    ],
    [
      'the demo on',
      { SHOPFRONT_DEMO: 'true' },
      'SHOPFRONT_DEMO is on: its seed (accounts with published passwords), generated secrets and mailbox (/dev/mailbox) must never run in production',
    ],
    [
      'the demo on as 1',
      { SHOPFRONT_DEMO: '1' },
      'SHOPFRONT_DEMO is on: its seed (accounts with published passwords), generated secrets and mailbox (/dev/mailbox) must never run in production',
    ],
    [
      'no SMTP_URL',
      { SMTP_URL: undefined },
      'SMTP_URL is not set: without it every e-mail (reset and verification links) goes to the demo outbox in the database and never reaches a customer',
    ],
    [
      "the site from its sources through Vite's dev server",
      { SITE_DEV_ROOT: '/srv/shopfront/apps/site' },
      "SITE_DEV_ROOT is set: Vite's dev server compiles the site's sources per request, with inline scripts allowed for hot reload; serve the build (SITE_DIST) instead",
    ],
    [
      'no PUBLIC_ORIGIN',
      { PUBLIC_ORIGIN: undefined },
      'PUBLIC_ORIGIN is not set: production needs the https origin the browsers use, e.g. https://www.nordhem.de (it names the cookies, links and OAuth redirects)',
    ],
    [
      'an http PUBLIC_ORIGIN',
      { PUBLIC_ORIGIN: 'http://www.nordhem.de' },
      'PUBLIC_ORIGIN http://www.nordhem.de is http: session cookies and passwords would cross the network unencrypted; use https (http only for a loopback host)',
    ],
    [
      'an http PUBLIC_ORIGIN on a private address',
      { PUBLIC_ORIGIN: 'http://10.0.0.5:8080' },
      'PUBLIC_ORIGIN http://10.0.0.5:8080 is http: session cookies and passwords would cross the network unencrypted; use https (http only for a loopback host)',
    ],
    [
      'no COOKIE_SECRET',
      { COOKIE_SECRET: undefined },
      `COOKIE_SECRET is not set: production takes its secrets from the environment, never generated into the database; ${generate}`,
    ],
    [
      'no PARTNER_SECRET',
      { PARTNER_SECRET: undefined },
      `PARTNER_SECRET is not set: production takes its secrets from the environment, never generated into the database; ${generate}`,
    ],
    [
      "the tests' cookie secret",
      { COOKIE_SECRET: 'test-cookie-secret-with-at-least-32-characters' },
      `COOKIE_SECRET is a placeholder (it contains "test"), like the values in the repository's tests and docs; ${generate}`,
    ],
    [
      'a change-me cookie secret',
      { COOKIE_SECRET: 'please-CHANGE-me-before-going-live-0123456789' },
      `COOKIE_SECRET is a placeholder (it contains "CHANGE"), like the values in the repository's tests and docs; ${generate}`,
    ],
    [
      'a partner secret spelling a placeholder in base64 text',
      { PARTNER_SECRET: 'changeme+changeme+changeme+changeme=' },
      `PARTNER_SECRET is a placeholder (it contains "changeme"), like the values in the repository's tests and docs; ${generate}`,
    ],
    [
      'a repeated-byte partner secret (the test secret)',
      { PARTNER_SECRET: Buffer.alloc(32, 7).toString('base64') },
      `PARTNER_SECRET has fewer than 10 different characters, so it is not a random key; ${generate}`,
    ],
    [
      'a typed-pattern cookie secret',
      { COOKIE_SECRET: 'abcabcabcabcabcabcabcabcabcabcabcabc' },
      `COOKIE_SECRET has fewer than 10 different characters, so it is not a random key; ${generate}`,
    ],
  ])('refuses %s with its one line', (_case, change, refusal) => {
    expect(refusalsOf({ ...safeProduction, ...change })).toEqual([refusal]);
  });

  it('lists every refusal at once, so one restart fixes them all', () => {
    expect(refusalsOf({ NODE_ENV: 'production', SHOPFRONT_DEMO: 'true' })).toHaveLength(6);
  });

  it.each([
    'http://localhost:8080',
    'http://shop.localhost',
    'http://127.0.0.1:8080',
    'http://127.1.2.3',
    'http://[::1]:8080',
    'https://10.0.0.5',
  ])('accepts the PUBLIC_ORIGIN %s', (origin) => {
    expect(refusalsOf({ ...safeProduction, PUBLIC_ORIGIN: origin })).toEqual([]);
  });

  it.each(['http://localhost.nordhem.de', 'http://128.0.0.1', 'http://[::2]', 'http://0.0.0.0:8080'])(
    'refuses the http PUBLIC_ORIGIN %s',
    (origin) => {
      expect(refusalsOf({ ...safeProduction, PUBLIC_ORIGIN: origin })).toEqual([
        `PUBLIC_ORIGIN ${origin} is http: session cookies and passwords would cross the network unencrypted; use https (http only for a loopback host)`,
      ]);
    },
  );

  it.each([undefined, 'development', 'test', 'Production'])('refuses nothing with NODE_ENV=%j', (nodeEnv) => {
    expect(refusalsOf({ NODE_ENV: nodeEnv, SHOPFRONT_DEMO: 'true' })).toEqual([]);
  });

  const server = { DATABASE_URL: 'postgres://shop@db.internal/shop' };
  it.each<[Record<string, string>, boolean]>([
    [server, true],
    [{ ...server, NODE_ENV: 'development' }, true],
    [{ ...server, MIGRATE_ON_START: 'false' }, false],
    [{ ...server, NODE_ENV: 'production' }, false],
    [{ ...server, NODE_ENV: 'production', MIGRATE_ON_START: 'true' }, true],
    [{ ...server, NODE_ENV: 'production', MIGRATE_ON_START: '1' }, true],
    [{ ...server, NODE_ENV: 'production', MIGRATE_ON_START: 'false' }, false],
    // Embedded PGlite: no other process may migrate its DATA_DIR.
    [{}, true],
    [{ MIGRATE_ON_START: 'false' }, true],
  ])('%j migrates on start: %j', (variables, migrates) => {
    expect(migratesOnStart(parseEnvironment(variables))).toBe(migrates);
  });

  it('refuses MIGRATE_ON_START values other than true, false, 1 and 0', () => {
    expect(() => parseEnvironment({ MIGRATE_ON_START: 'yes' })).toThrow(
      /^Invalid environment variable MIGRATE_ON_START/,
    );
  });
});

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** A secret written into a file: quoted anywhere (code, JSON, YAML), or bare after = or : (shell, .env, YAML). */
const writtenSecret =
  /(?:COOKIE_SECRET|PARTNER_SECRET|cookieSecret|partnerSecret)["']?\s*[:=]\s*(?:(["'`])([^"'`$\n]+)\1|([A-Za-z0-9+/=_.~-]{16,})(?=\s|$))/g;
const textFile =
  /\.(?:ts|tsx|js|mjs|cjs|json|md|ya?ml|sh|env|conf|toml|txt)$|(?:^|\/)(?:Dockerfile|Containerfile)[^/]*$|\.env\./;

describe('the secrets the repository ships', () => {
  it('are each refused in production, wherever a test, an example or a doc writes one', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: repositoryRoot, encoding: 'utf8' })
      .split('\0')
      .filter((file) => textFile.test(file) && !file.endsWith('package-lock.json'));
    const written = files.flatMap((file) =>
      [...readFileSync(join(repositoryRoot, file), 'utf8').matchAll(writtenSecret)].map((match) => ({
        file,
        variable: /cookie/i.test(match[0]) ? 'COOKIE_SECRET' : 'PARTNER_SECRET',
        value: match[2] ?? match[3] ?? '',
      })),
    );
    expect(written.length).toBeGreaterThan(0);
    const accepted = written.filter(({ variable, value }) => {
      try {
        return refusalsOf({ ...safeProduction, [variable]: value }).length === 0;
      } catch {
        // Refused already by the environment's own rules (too short, not base64).
        return false;
      }
    });
    // A value found here would be a shared key in a production that copied it: make it a placeholder.
    expect(accepted).toEqual([]);
  });
});
