import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { SingleUseTokens } from '../security/single-use-tokens.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import type { Database } from './database.ts';
import { migrate, migrationsThrough } from './migrate.ts';

const now = new Date('2026-11-27T12:00:00Z');
const issued = new Date(now.getTime() - 30_000);
const live = new Date(now.getTime() + 3600_000);
const expired = new Date(now.getTime() - 1000);
const consents = { isAgreementAccepted: true, isUsResident: false, isAdult: true };

/** Rows of the six tables before migration 0014, each with the clear token a mail or cookie still carries. */
const oldRows: readonly (readonly [sql: string, params: readonly unknown[]])[] = [
  [
    `insert into password_reset_tokens (token_hash, uid, created_at, expires_at) values ($1, 'uid-1', $2, $3)`,
    [hashSessionToken('reset'), issued, live],
  ],
  [
    `insert into password_reset_tokens (token_hash, uid, created_at, expires_at) values ($1, 'uid-1', $2, $3)`,
    [hashSessionToken('reset-expired'), issued, expired],
  ],
  [
    `insert into registration_tokens (token_hash, uid, api_key, session_expiration, expires_at) values ($1, 'uid-1', '4_nordhem_gb_web', 7200, $2)`,
    [hashSessionToken('reg'), live],
  ],
  ...(['registration', 'email-change', 'email-change-cancel'] as const).map(
    (purpose) =>
      [
        `insert into email_verification_tokens (token_hash, uid, purpose, created_at, expires_at) values ($1, 'uid-1', $2, $3, $4)`,
        [hashSessionToken(purpose), purpose, issued, live],
      ] as const,
  ),
  [
    `insert into unsubscribe_tokens (token_hash, uid, subscription_id, expires_at) values ($1, 'uid-1', 'newsletter', $2)`,
    [hashSessionToken('unsubscribe'), live],
  ],
  [
    `insert into newsletter_confirmations (token_hash, market, email, locale, consents, expires_at) values ($1, 'GB', 'Ann@Example.co.uk', 'en-GB', $2::jsonb, $3)`,
    [hashSessionToken('confirm'), JSON.stringify(consents), live],
  ],
  [
    `insert into auth_proxy_flows (flow_hash, client_id, redirect_uri, code_verifier, expires_at) values ($1, 'nordhem-gb-web', 'http://localhost/login/auth', 'verifier', $2)`,
    [hashSessionToken('flow'), live],
  ],
];

describe('migration 0014: the six token tables become single_use_tokens, every unused token keeps working', () => {
  let database: Database;
  let tokens: SingleUseTokens;

  beforeAll(async () => {
    database = await openTestDatabase(migrationsThrough('0013_login_signature_timestamps'));
    await database.query(
      `insert into accounts (uid, market, email, email_normalized, password_hash, locale) values ('uid-1', 'GB', 'a@example.co.uk', 'a@example.co.uk', 'x', 'en-GB')`,
    );
    for (const [sql, params] of oldRows) await database.query(sql, params);
    expect(await migrate(database)).toContain('0014_single_use_tokens');
    tokens = new SingleUseTokens(database, () => now);
  });
  afterAll(() => database.close());

  it.each([
    ['password-reset', 'reset', { subject: 'uid-1', payload: null }],
    [
      'registration-completion',
      'reg',
      { subject: 'uid-1', payload: { apiKey: '4_nordhem_gb_web', sessionExpiration: 7200 } },
    ],
    ['registration-verification', 'registration', { subject: 'uid-1', payload: null }],
    ['email-change-verification', 'email-change', { subject: 'uid-1', payload: null }],
    ['email-change-cancel', 'email-change-cancel', { subject: 'uid-1', payload: null }],
    ['unsubscribe', 'unsubscribe', { subject: 'uid-1', payload: { subscriptionId: 'newsletter' } }],
    [
      'newsletter-confirmation',
      'confirm',
      { subject: 'Ann@Example.co.uk', payload: { market: 'GB', locale: 'en-GB', consents } },
    ],
    [
      'auth-proxy-flow',
      'flow',
      { subject: 'nordhem-gb-web', payload: { redirectUri: 'http://localhost/login/auth', codeVerifier: 'verifier' } },
    ],
  ] as const)('%s: the token issued before works once', async (purpose, token, names) => {
    expect(await tokens.consume(purpose, token)).toEqual(names);
    expect(await tokens.consume(purpose, token)).toBeUndefined();
  });

  it('keeps expiries and issue times: an expired token stays dead', async () => {
    expect(await tokens.consume('password-reset', 'reset-expired')).toBeUndefined();
    const [row] = await database.query<{ issuedAt: Date; expiresAt: Date }>(
      `select issued_at as "issuedAt", expires_at as "expiresAt" from single_use_tokens where token_hash = $1`,
      [hashSessionToken('reset-expired')],
    );
    expect(row).toEqual({ issuedAt: issued, expiresAt: expired });
  });

  it('drops the old tables', async () => {
    const tables = await database.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name in
       ('password_reset_tokens', 'registration_tokens', 'email_verification_tokens', 'unsubscribe_tokens', 'newsletter_confirmations', 'auth_proxy_flows')`,
    );
    expect(tables).toEqual([]);
  });
});
