import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/database.ts';
import { hashSessionToken } from '../sessions/session-token.ts';
import {
  type SingleUsePurpose,
  type SingleUseTokenPayloads,
  SingleUseTokens,
  revokeSingleUseTokens,
} from './single-use-tokens.ts';

const start = new Date('2026-11-27T12:00:00Z');
const ttlSeconds = 600;

interface Example<P extends SingleUsePurpose> {
  readonly issue: (tokens: SingleUseTokens) => Promise<string>;
  /** What consuming the token returns. */
  readonly names: { readonly subject: string; readonly payload: SingleUseTokenPayloads[P] };
}

const signUp = {
  market: 'GB',
  locale: 'en-GB',
  consents: { isAgreementAccepted: true, isUsResident: false, isAdult: false },
};
const flow = { redirectUri: 'http://localhost/login/auth', codeVerifier: 'verifier' };

/** One token of every purpose, with what it names. */
const examples: { readonly [P in SingleUsePurpose]: Example<P> } = {
  'password-reset': {
    issue: (tokens) => tokens.issue('password-reset', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  'new-device-report': {
    issue: (tokens) => tokens.issue('new-device-report', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  'account-deletion-cancel': {
    issue: (tokens) => tokens.issue('account-deletion-cancel', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  'registration-completion': {
    issue: (tokens) =>
      tokens.issue('registration-completion', 'uid-1', ttlSeconds, {
        apiKey: '4_nordhem_gb_web',
        sessionExpiration: 3600,
      }),
    names: { subject: 'uid-1', payload: { apiKey: '4_nordhem_gb_web', sessionExpiration: 3600 } },
  },
  'registration-verification': {
    issue: (tokens) => tokens.issue('registration-verification', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  'email-change-verification': {
    issue: (tokens) => tokens.issue('email-change-verification', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  'email-change-cancel': {
    issue: (tokens) => tokens.issue('email-change-cancel', 'uid-1', ttlSeconds),
    names: { subject: 'uid-1', payload: null },
  },
  unsubscribe: {
    issue: (tokens) => tokens.issue('unsubscribe', 'uid-1', ttlSeconds, { subscriptionId: 'newsletter' }),
    names: { subject: 'uid-1', payload: { subscriptionId: 'newsletter' } },
  },
  'newsletter-confirmation': {
    issue: (tokens) => tokens.issue('newsletter-confirmation', 'Ann@Example.co.uk', ttlSeconds, signUp),
    names: { subject: 'Ann@Example.co.uk', payload: signUp },
  },
  'auth-proxy-flow': {
    issue: (tokens) => tokens.issue('auth-proxy-flow', 'nordhem-gb-web', ttlSeconds, flow),
    names: { subject: 'nordhem-gb-web', payload: flow },
  },
  'passkey-registration': {
    issue: (tokens) =>
      tokens.issue('passkey-registration', 'uid-1', ttlSeconds, { apiKey: '4_nordhem_gb_web', challenge: 'c-1' }),
    names: { subject: 'uid-1', payload: { apiKey: '4_nordhem_gb_web', challenge: 'c-1' } },
  },
  'passkey-authentication': {
    issue: (tokens) => tokens.issue('passkey-authentication', '4_nordhem_gb_web', ttlSeconds, { challenge: 'c-2' }),
    names: { subject: '4_nordhem_gb_web', payload: { challenge: 'c-2' } },
  },
  'passkey-reauthentication': {
    issue: (tokens) =>
      tokens.issue('passkey-reauthentication', 'uid-1', ttlSeconds, { apiKey: '4_nordhem_gb_web', challenge: 'c-3' }),
    names: { subject: 'uid-1', payload: { apiKey: '4_nordhem_gb_web', challenge: 'c-3' } },
  },
};
const purposes = Object.keys(examples).filter((key): key is SingleUsePurpose => key in examples);

describe('single-use tokens', () => {
  let database: Database;
  let now: Date;
  let tokens: SingleUseTokens;

  beforeAll(async () => {
    database = await openTestDatabase();
    tokens = new SingleUseTokens(database, () => now);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    now = start;
    await database.query('delete from single_use_tokens');
  });

  const issueExample = (purpose: SingleUsePurpose) => examples[purpose].issue(tokens);

  it.each(purposes)('%s: hands out its subject and payload once; only the hash is stored', async (purpose) => {
    const token = await issueExample(purpose);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await database.query<{ tokenHash: string }>(
      `select token_hash as "tokenHash" from single_use_tokens`,
    );
    expect(stored.map((row) => row.tokenHash)).toEqual([hashSessionToken(token)]);

    expect(await tokens.find(purpose, token)).toEqual(examples[purpose].names);
    expect(await tokens.consume(purpose, token)).toEqual(examples[purpose].names);
    expect(await tokens.consume(purpose, token)).toBeUndefined();
    expect(await tokens.find(purpose, token)).toBeUndefined();
  });

  it.each(purposes)('%s: works for no other purpose, and stays usable for its own', async (purpose) => {
    const token = await issueExample(purpose);
    for (const other of purposes.filter((candidate) => candidate !== purpose)) {
      expect(await tokens.consume(other, token), other).toBeUndefined();
      expect(await tokens.find(other, token), other).toBeUndefined();
    }
    expect(await tokens.consume(purpose, token)).toBeDefined();
  });

  it.each(purposes)('%s: works until its expiry and not after', async (purpose) => {
    const token = await issueExample(purpose);
    now = new Date(start.getTime() + ttlSeconds * 1000 - 1);
    expect(await tokens.find(purpose, token)).toBeDefined();
    now = new Date(start.getTime() + ttlSeconds * 1000);
    expect(await tokens.find(purpose, token)).toBeUndefined();
    expect(await tokens.consume(purpose, token)).toBeUndefined();
  });

  it.each(purposes)('%s: of two concurrent consumes exactly one wins', async (purpose) => {
    const token = await issueExample(purpose);
    const results = await Promise.all([tokens.consume(purpose, token), tokens.consume(purpose, token)]);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  });

  it('a token of an unknown form or never issued names nothing', async () => {
    await issueExample('password-reset');
    expect(await tokens.consume('password-reset', '')).toBeUndefined();
    expect(await tokens.consume('password-reset', 'x'.repeat(43))).toBeUndefined();
  });

  it.each([
    ['password-reset', true],
    ['registration-verification', true],
    ['email-change-verification', true],
    ['email-change-cancel', true],
    ['registration-completion', false],
    ['unsubscribe', false],
    ['newsletter-confirmation', false],
    ['auth-proxy-flow', false],
  ] as const)('%s: a newer token of the subject replaces the earlier one: %s', async (purpose, replaces) => {
    const first = await issueExample(purpose);
    const second = await issueExample(purpose);
    expect(await tokens.find(purpose, first)).toEqual(replaces ? undefined : expect.anything());
    expect(await tokens.find(purpose, second)).toBeDefined();
  });

  it('a newer token replaces only its own purpose and subject', async () => {
    const reset = await tokens.issue('password-reset', 'uid-1', ttlSeconds);
    const otherSubject = await tokens.issue('password-reset', 'uid-2', ttlSeconds);
    await tokens.issue('registration-verification', 'uid-1', ttlSeconds);
    expect(await tokens.find('password-reset', reset)).toBeDefined();
    expect(await tokens.find('password-reset', otherSubject)).toBeDefined();
  });

  it('consume with a payload to match leaves a token of another payload unused', async () => {
    const token = await tokens.issue('unsubscribe', 'uid-1', ttlSeconds, { subscriptionId: 'newsletter' });
    expect(await tokens.consume('unsubscribe', token, { subscriptionId: 'club-news' })).toBeUndefined();
    expect(await tokens.consume('unsubscribe', token, { subscriptionId: 'newsletter' })).toEqual({
      subject: 'uid-1',
      payload: { subscriptionId: 'newsletter' },
    });
  });

  it('issuedWithin: a live token of the subject issued within the window', async () => {
    await tokens.issue('password-reset', 'uid-1', ttlSeconds);
    now = new Date(start.getTime() + 59_000);
    expect(await tokens.issuedWithin('password-reset', 'uid-1', 60)).toBe(true);
    expect(await tokens.issuedWithin('password-reset', 'uid-2', 60)).toBe(false);
    expect(await tokens.issuedWithin('registration-verification', 'uid-1', 60)).toBe(false);
    now = new Date(start.getTime() + 61_000);
    expect(await tokens.issuedWithin('password-reset', 'uid-1', 60)).toBe(false);
    expect(await tokens.issuedWithin('password-reset', 'uid-1', ttlSeconds * 2)).toBe(true);
    now = new Date(start.getTime() + ttlSeconds * 1000);
    expect(await tokens.issuedWithin('password-reset', 'uid-1', ttlSeconds * 2)).toBe(false);
  });

  it('revoke ends the subject tokens of the named purposes only, also inside a transaction', async () => {
    const reset = await tokens.issue('password-reset', 'uid-1', ttlSeconds);
    const verify = await tokens.issue('email-change-verification', 'uid-1', ttlSeconds);
    const cancel = await tokens.issue('email-change-cancel', 'uid-1', ttlSeconds);
    const otherReset = await tokens.issue('password-reset', 'uid-2', ttlSeconds);
    await tokens.revoke('uid-1', ['email-change-verification', 'email-change-cancel']);
    expect(await tokens.find('email-change-verification', verify)).toBeUndefined();
    expect(await tokens.find('email-change-cancel', cancel)).toBeUndefined();
    expect(await tokens.find('password-reset', reset)).toBeDefined();

    await expect(
      database.transaction(async (transaction) => {
        await revokeSingleUseTokens(transaction, 'uid-1', ['password-reset']);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await tokens.find('password-reset', reset)).toBeDefined();
    await database.transaction((transaction) => revokeSingleUseTokens(transaction, 'uid-1', ['password-reset']));
    expect(await tokens.find('password-reset', reset)).toBeUndefined();
    expect(await tokens.find('password-reset', otherReset)).toBeDefined();
  });
});
