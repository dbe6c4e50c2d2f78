import { isIP } from 'node:net';
import type { Environment } from './environment.ts';

/** Production mode is `NODE_ENV=production`, the setting operators and their platforms already use (docs/decisions/018). */
function isProduction(environment: Pick<Environment, 'NODE_ENV'>): boolean {
  return environment.NODE_ENV === 'production';
}

/**
 * Whether a start applies pending migrations: outside production it does (the demo, development, tests); in
 * production only with MIGRATE_ON_START=true, else it refuses a database that lacks one (`npm run migrate` first).
 * Embedded PGlite is always migrated by the start: its DATA_DIR is this process's alone, which `npm run migrate`
 * leaves to it.
 */
export function migratesOnStart(
  environment: Pick<Environment, 'NODE_ENV' | 'MIGRATE_ON_START' | 'DATABASE_URL'>,
): boolean {
  return environment.DATABASE_URL === undefined || (environment.MIGRATE_ON_START ?? !isProduction(environment));
}

const generateAdvice = 'generate one with: openssl rand -base64 32';
/** Words of a value written by hand to be replaced, standing alone between separators (never inside random text). */
const placeholderWord =
  /(?:^|[^a-z0-9])(secret|change|changeme|example|demo|test|placeholder|password|dummy|sample|default|insecure)(?:[^a-z0-9]|$)/i;
/** A random key of 24 or more characters has far more; a repeated byte or a typed pattern has fewer. */
const minimumDistinctCharacters = 10;

/** Why a secret cannot sign anything in production, or undefined when it may. */
function secretRefusal(name: 'COOKIE_SECRET' | 'PARTNER_SECRET', value: string | undefined): string | undefined {
  if (value === undefined) {
    return `${name} is not set: production takes its secrets from the environment, never generated into the database; ${generateAdvice}`;
  }
  const word = placeholderWord.exec(value)?.[1];
  if (word !== undefined) {
    return `${name} is a placeholder (it contains "${word}"), like the values in the repository's tests and docs; ${generateAdvice}`;
  }
  if (new Set(value).size < minimumDistinctCharacters) {
    return `${name} has fewer than ${minimumDistinctCharacters} different characters, so it is not a random key; ${generateAdvice}`;
  }
  return undefined;
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: a browser on the same machine, which treats it as secure without TLS. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return isIP(host) === 6 && host === '::1';
}

function publicOriginRefusal(publicOrigin: string | undefined): string | undefined {
  if (publicOrigin === undefined) {
    return 'PUBLIC_ORIGIN is not set: production needs the https origin the browsers use, e.g. https://www.nordhem.de (it names the cookies, links and OAuth redirects)';
  }
  const url = new URL(publicOrigin);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return `PUBLIC_ORIGIN ${publicOrigin} is http: session cookies and passwords would cross the network unencrypted; use https (http only for a loopback host)`;
  }
  return undefined;
}

/**
 * Every reason production mode refuses this environment, one line each; empty outside production and when all is
 * safe. Pure, so each refusal is tested as a row of a table; the start prints them all and exits non-zero.
 */
export function productionRefusals(environment: Environment): string[] {
  if (!isProduction(environment)) return [];
  const refusals = [
    environment.DATABASE_URL === undefined
      ? 'DATABASE_URL is not set: production needs a PostgreSQL server; embedded PGlite (DATA_DIR) is one connection in one process, for the demo and development only'
      : undefined,
    environment.SHOPFRONT_DEMO
      ? 'SHOPFRONT_DEMO is on: its seed (accounts with published passwords), generated secrets and mailbox (/dev/mailbox) must never run in production'
      : undefined,
    environment.SMTP_URL === undefined
      ? 'SMTP_URL is not set: without it every e-mail (reset and verification links) goes to the demo outbox in the database and never reaches a customer'
      : undefined,
    environment.SITE_DEV_ROOT === undefined
      ? undefined
      : "SITE_DEV_ROOT is set: Vite's dev server compiles the site's sources per request, with inline scripts allowed for hot reload; serve the build (SITE_DIST) instead",
    publicOriginRefusal(environment.PUBLIC_ORIGIN),
    secretRefusal('COOKIE_SECRET', environment.COOKIE_SECRET),
    secretRefusal('PARTNER_SECRET', environment.PARTNER_SECRET),
  ];
  return refusals.filter((refusal) => refusal !== undefined);
}
