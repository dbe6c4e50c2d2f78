import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { ConfigError } from './config-error.ts';
import type { Environment } from './environment.ts';

export interface Secrets {
  /** Base64 partner secret: the HMAC key of UIDSignature (docs/rules.md). */
  readonly partnerSecret: string;
  /** Signs cookies. */
  readonly cookieSecret: string;
}

async function demoSecret(database: Database, name: string, generate: () => string): Promise<string> {
  await database.query('insert into demo_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [
    name,
    generate(),
  ]);
  const [row] = await database.query<{ value: string }>('select value from demo_secrets where name = $1', [name]);
  if (!row) throw new Error(`demo secret ${name} missing after insert`);
  return row.value;
}

/**
 * Secrets come from the environment. Only in demo mode are missing ones generated, and kept in the
 * database so restarts and other instances sign with the same keys.
 */
export async function resolveSecrets(environment: Environment, database: Database): Promise<Secrets> {
  const fromEnvironment = { partnerSecret: environment.PARTNER_SECRET, cookieSecret: environment.COOKIE_SECRET };
  if (!environment.SHOPFRONT_DEMO) {
    for (const [key, value] of [
      ['PARTNER_SECRET', fromEnvironment.partnerSecret],
      ['COOKIE_SECRET', fromEnvironment.cookieSecret],
    ]) {
      if (!value) throw new ConfigError(`Configuration error: ${key} is required outside demo mode`);
    }
  }
  return {
    partnerSecret:
      fromEnvironment.partnerSecret ??
      (await demoSecret(database, 'partner_secret', () => randomBytes(32).toString('base64'))),
    cookieSecret:
      fromEnvironment.cookieSecret ??
      (await demoSecret(database, 'cookie_secret', () => randomBytes(32).toString('base64url'))),
  };
}
